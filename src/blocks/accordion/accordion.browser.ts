import { UNTIL_FOUND_ATTRIBUTE } from '../../shared/markup.ts';

/**
 * Questions and answers (src/blocks/accordion/Accordion.tsx writes them with Radix
 * Accordion: a heading with a button per question, aria-expanded and
 * aria-controls, every answer closed), made to work with the DOM alone: each
 * question is a disclosure button that opens and closes its answer, any
 * number open at once; Up and Down move between the questions of a list, Home
 * and End to the first and last. One listener for the whole page, so a
 * question answers from the first press.
 *
 * A closed answer is `hidden="until-found"`, as GOV.UK's accordion: out of
 * sight, yet the browser's find-in-page searches it and opens it (reveal.ts).
 * Without JavaScript every answer shows (noscript.css), and paper prints them all.
 */

const QUESTION = '.accordion__trigger';

/** Opens or closes the answer of the question button `question`. */
export function setAnswerOpen(question: HTMLElement, open: boolean): void {
  const answer = document.getElementById(question.getAttribute('aria-controls') ?? '');
  const state = open ? 'open' : 'closed';
  for (const element of [question.closest<HTMLElement>('.accordion__item'), question.parentElement, question, answer]) if (element) element.dataset.state = state;
  question.setAttribute('aria-expanded', String(open));
  if (!answer) return;
  if (open) answer.removeAttribute('hidden');
  else answer.setAttribute('hidden', 'until-found');
}

/** The question button of the item `item`, when it is a question. */
export function questionOf(item: Element): HTMLElement | null {
  return item.matches('.accordion__item') ? item.querySelector<HTMLElement>(QUESTION) : null;
}

function onClick(event: MouseEvent): void {
  const question = event.target instanceof Element ? event.target.closest<HTMLElement>(QUESTION) : null;
  if (question) setAnswerOpen(question, question.getAttribute('aria-expanded') !== 'true');
}

/** The questions of the list `question` is in, without those of a list nested in one of its answers. */
function questionsBeside(question: HTMLElement): HTMLElement[] {
  const list = question.closest('.accordion');
  return list ? [...list.querySelectorAll<HTMLElement>(QUESTION)].filter((other) => other.closest('.accordion') === list) : [];
}

function onKey(event: KeyboardEvent): void {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const question = event.target instanceof Element ? event.target.closest<HTMLElement>(QUESTION) : null;
  if (!question) return;
  const questions = questionsBeside(question);
  const at = questions.indexOf(question);
  const to = { ArrowUp: at - 1, ArrowDown: at + 1, Home: 0, End: questions.length - 1 }[event.key];
  if (to === undefined) return;
  event.preventDefault();
  questions[(to + questions.length) % questions.length]?.focus();
}

export function startQuestions(): void {
  for (const answer of document.querySelectorAll(`[${UNTIL_FOUND_ATTRIBUTE}][hidden]`)) answer.setAttribute('hidden', 'until-found');
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKey);
}
