import type { SchoolListText } from './SchoolList.tsx';
import { fill } from '../../engine/ui-strings.ts';
import { announce } from '../../browser/announce.ts';
import { WIDGET_PROPS_ATTRIBUTE } from '../../shared/markup.ts';
import { chooseSchool, forgetMySchool } from '../../browser/my-school.ts';

/**
 * The list of schools in the browser (its HTML: src/blocks/school-list/SchoolList.tsx),
 * plain DOM code, loaded with the page that holds the list (page-widgets.ts):
 *  - the field narrows the list as the reader types: every word must be part
 *    of a school's name (or another name it is known by, in any language) or area, accents and capitals ignored ("jose" finds
 *    "José", "corona" every school in Corona, "saint" "St."), or of its liaison's name; areas left empty are
 *    hidden, and screen readers hear how many schools are left once the typing pauses, when that changed;
 *  - "This is my school" keeps that school as the reader's (pressed again, forgets
 *    it), as does "Forget my school"; my-school.ts shows the choice.
 */

/** Lowercase, without accents or punctuation, "Saint" as "St." writes it: what the reader types is compared in this form. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .replace(/\bsaint\b/g, 'st')
    .trim();
}

/** How long the typing must pause before the count is said: once a word is typed, not at every letter. */
const SAY_AFTER_MS = 800;

/** Whether every word of the query is part of the words of a school (both folded). */
export function matchesSchool(query: string, words: string): boolean {
  return foldText(query)
    .split(' ')
    .every((word) => words.includes(word));
}

export function start(container: HTMLElement): void {
  const { text } = JSON.parse(container.getAttribute(WIDGET_PROPS_ATTRIBUTE) ?? '{}') as { text: SchoolListText };
  const input = container.querySelector<HTMLInputElement>('.school-filter__input')!;
  const count = container.querySelector<HTMLElement>('.school-filter__count')!;
  const entries = [...container.querySelectorAll<HTMLElement>('[data-school]')].map((entry) => ({
    entry,
    // Its names, area and liaison: a family often knows the liaison's name, not the school's exact one.
    words: foldText(
      [entry.querySelector('.school__name'), entry.querySelector('.school__other-names'), entry.closest('.school-area')?.querySelector('h3'), entry.querySelector('.school__liaison')].map((part) => part?.textContent ?? '').join(' '),
    ),
  }));
  const areaLinks = [...container.querySelectorAll<HTMLAnchorElement>('.school-list__areas a')];

  const narrow = () => {
    const query = input.value;
    let shown = 0;
    for (const { entry, words } of entries) {
      entry.hidden = !matchesSchool(query, words);
      if (!entry.hidden) shown += 1;
    }
    for (const area of container.querySelectorAll<HTMLElement>('.school-area')) area.hidden = !area.querySelector('[data-school]:not([hidden])');
    for (const link of areaLinks) link.parentElement!.hidden = document.getElementById(link.hash.slice(1))?.closest<HTMLElement>('.school-area')?.hidden ?? false;
    count.textContent = query.trim() === '' ? '' : shown === 0 ? text.none : fill(text.shown, { count: shown, total: entries.length });
    // Said once the typing pauses, and only when it changed since it was last said.
    window.clearTimeout(sayTimer);
    sayTimer = window.setTimeout(() => {
      if (count.textContent && count.textContent !== said) announce((said = count.textContent));
    }, SAY_AFTER_MS);
  };
  let sayTimer = 0;
  let said = '';
  input.addEventListener('input', narrow);
  // A field the browser filled in again (Back) narrows at once.
  if (input.value) narrow();

  container.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('button[data-pick], button[data-forget]') : null;
    if (!button) return;
    void (async () => {
      if (button.dataset.pick !== undefined && button.getAttribute('aria-pressed') !== 'true') return chooseSchool(button.dataset.pick);
      await forgetMySchool();
      // "Forget my school" is gone with the school: the reader stays where it was, on what the panel says now.
      if (button.dataset.forget !== undefined) {
        const said = container.querySelector<HTMLElement>('.my-school__none')!;
        said.tabIndex = -1;
        said.focus();
      }
      return undefined;
    })();
  });
}
