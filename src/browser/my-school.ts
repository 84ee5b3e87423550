import type { SchoolEntry } from '../engine/schools.ts';
import { chosenSchool, forgetSchool, keepSchool } from './school-store.ts';
import { element } from './element.ts';

/**
 * The reader's own school, on every page, plain DOM code. Once a reader has
 * chosen a school (on the list of schools, src/blocks/school-list/school-list.browser.ts), the page script
 * starts this as each page loads (only then: page-widgets.ts) and
 *  - every "your school's tech liaison" link (SmartLink marks them) leads to
 *    that school's entry and is followed by its liaison's name, phone and email;
 *  - a printed sheet's liaison lines and a packet's cover are filled in;
 *  - the list of schools says which school is kept, with a button to forget it.
 * Forgetting (or a school the office removed) puts every one back as the server wrote it.
 */

/** Marks what this module added to the page, so forgetting removes exactly that. */
const ADDED = 'data-my-school-added';


/** The liaison's phone and email as links a phone dials or writes to. */
function contactLinks(school: SchoolEntry): HTMLAnchorElement[] {
  const links: HTMLAnchorElement[] = [];
  if (school.phone) links.push(element('a', { href: school.phone.href, class: 'phone-number' }, [school.phone.text]));
  if (school.email) links.push(element('a', { href: `mailto:${school.email}` }, [school.email]));
  return links;
}

/** "Name, School: phone, email": who, where, and how to reach them. */
function contactLine(school: SchoolEntry): (Node | string)[] {
  const parts: (Node | string)[] = [school.liaison ? `${school.liaison}, ${school.name}: ` : `${school.name}: `];
  contactLinks(school).forEach((link, index) => parts.push(...(index > 0 ? [', ', link] : [link])));
  return parts;
}

function removeAdded(): void {
  for (const added of document.querySelectorAll(`[${ADDED}]`)) added.remove();
}

/** Each link to the list leads to the school's entry and names its liaison after it; without a school, to the list. */
function showOnLinks(school: SchoolEntry | undefined): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-liaison]')) {
    link.dataset.listHref ??= link.getAttribute('href') ?? '';
    const listHref = link.dataset.listHref;
    link.setAttribute('href', school ? listHref.replace(/#.*$/, `#${school.id}`) : listHref);
    if (school) link.after(element('span', { class: 'liaison-contact', [ADDED]: '' }, [' (', ...contactLine(school), ')']));
  }
}

/**
 * The lines a liaison writes in on paper (`data-write-in`: a printed sheet's
 * footer, PrintFooter.tsx, and a packet's cover, Handout.tsx): written in, so no
 * one has to. The liaison's line names the school too where no line of its own does.
 */
function showOnPaper(school: SchoolEntry | undefined): void {
  if (!school) return;
  for (const line of document.querySelectorAll<HTMLElement>('[data-write-in]')) {
    const schoolLine = line.parentElement?.querySelector('[data-write-in="school"]');
    const value = {
      school: school.name,
      liaison: [school.liaison, schoolLine ? undefined : school.name].filter(Boolean).join(', '),
      contact: [school.phone?.text, school.email].filter(Boolean).join(', '),
    }[line.dataset.writeIn ?? ''];
    if (value) line.append(element('span', { class: 'written-in', [ADDED]: '' }, [` ${value}`]));
  }
}

/** The list of schools: which one is kept (its button pressed, its entry marked), and the panel above it. */
function showOnList(school: SchoolEntry | undefined): void {
  for (const button of document.querySelectorAll<HTMLElement>('button[data-pick]')) button.setAttribute('aria-pressed', String(button.dataset.pick === school?.id));
  for (const entry of document.querySelectorAll<HTMLElement>('[data-school]')) entry.classList.toggle('school--mine', entry.dataset.school === school?.id);
  for (const panel of document.querySelectorAll<HTMLElement>('[data-my-school]')) {
    panel.querySelector<HTMLElement>('.my-school__none')!.hidden = Boolean(school);
    panel.querySelector<HTMLElement>('.my-school__chosen')!.hidden = !school;
    if (!school) continue;
    panel.querySelector('[data-my-school-name]')!.replaceChildren(school.name);
    panel.querySelector('[data-my-school-contact]')!.replaceChildren(...contactLine(school));
  }
}

async function schoolOf(id: string | undefined): Promise<SchoolEntry | undefined> {
  if (id === undefined) return undefined;
  const { schools } = await import('virtual:schools');
  const lang = document.documentElement.lang;
  return (schools[lang] ?? Object.values(schools)[0] ?? []).find((school) => school.id === id);
}

/** The school kept in this browser (none when the office has since removed it), shown everywhere on the page. */
export async function showMySchool(): Promise<SchoolEntry | undefined> {
  const id = chosenSchool();
  const school = await schoolOf(id);
  if (id !== undefined && !school) forgetSchool();
  removeAdded();
  showOnLinks(school);
  showOnPaper(school);
  showOnList(school);
  document.dispatchEvent(new CustomEvent(MY_SCHOOL_EVENT, { detail: school }));
  return school;
}

/** Heard by other parts of the page that show the reader's school (the packet builder): `detail` is the school, or undefined. */
export const MY_SCHOOL_EVENT = 'my-school';

export function chooseSchool(id: string): Promise<SchoolEntry | undefined> {
  keepSchool(id);
  return showMySchool();
}

export function forgetMySchool(): Promise<SchoolEntry | undefined> {
  forgetSchool();
  return showMySchool();
}
