import type { PacketBuilderProps } from '../components/PacketBuilder.tsx';
import { fileHref } from '../engine/base.ts';
import type { SchoolEntry } from '../engine/schools.ts';
import { fill } from '../engine/ui-strings.ts';
import { pageHref } from '../engine/urls.ts';
import { handoutBody } from '../handouts/compose.ts';
import { HANDOUT_SECTIONS, WIDGET_PROPS_ATTRIBUTE } from './markup.ts';
import { writeDate } from './packet-cover.ts';
import { chosenSchool } from './school-store.ts';

/**
 * The packet builder in the browser (its HTML: src/components/PacketBuilder.tsx),
 * plain DOM code, loaded with its page (page-widgets.ts). Its form is an ordinary GET form to its own page, so the
 * address is the packet: `?title=…&guide=/mfa/mfa_authsetup&guide=…&lang=both&school=…`.
 * As the page loads with such an address, this
 *  - puts the choices back in the form (to change and make again);
 *  - fetches each guide's page, in the language chosen (both: the page's own
 *    language first, then the other), and makes its body a section of the
 *    handout as the build does for ready-made packets (src/handouts/compose.ts);
 *  - writes the cover: the title (both titles of a ready-made packet in two
 *    languages), the contents, today's date and the school's tech liaison
 *    (the school asked for, else the reader's own, else lines to write in);
 *  - shows the packet with its Print button; printing then prints the packet only.
 */

interface Guide {
  route: string;
  title: string;
  twin?: { route: string; title: string };
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string>, text?: string): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
  if (text !== undefined) made.textContent = text;
  return made;
}

/** The guides the form offers, by route, with their twins (the checkboxes carry them). */
function offeredGuides(form: HTMLFormElement): Map<string, Guide> {
  const guides = new Map<string, Guide>();
  for (const box of form.querySelectorAll<HTMLInputElement>('input[name="guide"]')) {
    const { twin, twinTitle } = box.dataset;
    guides.set(box.value, { route: box.value, title: box.parentElement?.textContent?.trim() ?? box.value, ...(twin ? { twin: { route: twin, title: twinTitle ?? twin } } : {}) });
  }
  return guides;
}

/** The form as the address asks. */
function restore(form: HTMLFormElement, params: URLSearchParams): void {
  const wanted = new Set(params.getAll('guide'));
  for (const box of form.querySelectorAll<HTMLInputElement>('input[name="guide"]')) box.checked = wanted.has(box.value);
  const lang = params.get('lang');
  if (lang) for (const radio of form.querySelectorAll<HTMLInputElement>('input[name="lang"]')) radio.checked = radio.value === lang;
  form.querySelector<HTMLInputElement>('input[name="title"]')!.value = params.get('title') ?? '';
  form.querySelector<HTMLSelectElement>('select[name="school"]')!.value = params.get('school') ?? '';
}

/** A guide's page, fetched, as a section: its language, title, body and "screens may be in English" note. */
async function fetchSection(route: string, number: number): Promise<{ lang: string; title: string; html: string; note?: string }> {
  const response = await fetch(fileHref(pageHref(route)));
  if (!response.ok) throw new Error(`${route}: ${response.status}`);
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  const body = page.querySelector('.page-body');
  if (!body) throw new Error(`${route}: no guide body`);
  return { lang: page.documentElement.lang, title: page.querySelector('h1')?.textContent?.trim() ?? '', html: handoutBody(body.innerHTML, `g${number}-`), note: page.querySelector('.screens-note')?.textContent?.trim() };
}

/** The school to name on the cover: the one asked for, else the reader's own. */
async function coverSchool(id: string | undefined, lang: string): Promise<SchoolEntry | undefined> {
  const wanted = id || chosenSchool();
  if (!wanted) return undefined;
  const { schools } = await import('virtual:schools');
  return (schools[lang] ?? []).find((school) => school.id === wanted);
}

/** The cover's school lines, written in; the reader's own school (my-school.ts) is then not written over them. */
function writeSchool(cover: HTMLElement, school: SchoolEntry): void {
  const values: Record<string, string> = {
    school: school.name,
    liaison: school.liaison ?? '',
    contact: [school.phone?.text, school.email].filter(Boolean).join(', '),
  };
  for (const line of cover.querySelectorAll<HTMLElement>('[data-write-in]')) {
    const value = values[line.dataset.writeIn ?? ''];
    if (value === undefined) continue;
    line.querySelector('.written-in')?.remove();
    line.removeAttribute('data-write-in');
    line.append(element('span', { class: 'written-in' }, ` ${value}`));
  }
}

async function build(container: HTMLElement, form: HTMLFormElement, params: URLSearchParams, props: PacketBuilderProps): Promise<void> {
  const status = container.querySelector<HTMLElement>('.packet-builder__status')!;
  const result = container.querySelector<HTMLElement>('.packet-builder__result')!;
  const offered = offeredGuides(form);
  const guides = params.getAll('guide').flatMap((route) => offered.get(route) ?? []);
  if (guides.length === 0) {
    status.textContent = props.text.none;
    return;
  }
  const lang = params.get('lang') ?? props.lang;
  const routes = guides.flatMap((guide) => {
    if (lang === 'both') return [guide.route, ...(guide.twin ? [guide.twin.route] : [])];
    return [lang === props.other && guide.twin ? guide.twin.route : guide.route];
  });

  let sections;
  try {
    sections = await Promise.all(routes.map((route, index) => fetchSection(route, index + 1)));
  } catch (error) {
    status.textContent = props.text.failed;
    console.error('The packet could not be made.', error);
    return;
  }

  const title = params.get('title')?.trim() || document.querySelector('h1')?.textContent?.trim() || '';
  const packet = props.packets.find((known) => known.title === title);
  container.querySelector('.packet-builder__packet-title')!.textContent = title;
  // Every printed sheet says which packet it belongs to (print.css).
  document.documentElement.style.setProperty('--print-title', JSON.stringify(title));
  const twinTitle = container.querySelector<HTMLElement>('.packet-builder__twin-title')!;
  twinTitle.textContent = lang === 'both' && packet?.twinTitle ? packet.twinTitle : '';
  twinTitle.hidden = twinTitle.textContent === '';
  if (props.other) twinTitle.lang = props.other;
  container.querySelector('.packet-builder__contents')!.replaceChildren(
    ...guides.map((guide) => element('li', {}, lang === 'both' && guide.twin ? `${guide.title} · ${guide.twin.title}` : lang === props.other && guide.twin ? guide.twin.title : guide.title)),
  );
  const cover = container.querySelector<HTMLElement>('.packet-builder__cover')!;
  writeDate(cover, props.dateLocale);
  const school = await coverSchool(params.get('school') ?? undefined, props.lang);
  if (school) writeSchool(cover, school);

  const note = sections.find((section) => section.note);
  const holder = container.querySelector<HTMLElement>(`.${HANDOUT_SECTIONS}`)!;
  holder.replaceChildren(
    ...(note ? [element('p', { class: 'screens-note handout-sections__note', lang: note.lang }, note.note)] : []),
    ...sections.map((section, index) => {
      const part = element('section', { class: 'handout-guide', lang: section.lang, 'aria-labelledby': `handout-guide-${index + 1}` });
      const body = element('div', { class: 'handout-guide__body' });
      body.innerHTML = section.html; // the site's own pages, as the build wrote them
      part.append(element('h2', { id: `handout-guide-${index + 1}`, class: 'handout-guide__title' }, section.title), body);
      return part;
    }),
  );
  result.hidden = false;
  // Ready once every picture has come: a code still on its way would print as a blank box.
  await Promise.all([...holder.querySelectorAll('img')].map((picture) => picture.decode().catch(() => undefined)));
  document.body.dataset.packetMade = '';
  status.textContent = fill(props.text.ready, { count: guides.length });
}

export function start(container: HTMLElement): void {
  const props = JSON.parse(container.getAttribute(WIDGET_PROPS_ATTRIBUTE) ?? '{}') as PacketBuilderProps;
  const form = container.querySelector<HTMLFormElement>('form')!;
  const params = new URLSearchParams(window.location.search);
  if (!params.has('guide') && !params.has('lang')) return;
  restore(form, params);
  void build(container, form, params, props);
}
