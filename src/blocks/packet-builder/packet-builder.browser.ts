import type { PacketBuilderProps } from './PacketBuilder.tsx';
import { fileHref } from '../../engine/base-path.ts';
import type { SchoolEntry } from '../../engine/schools.ts';
import { fill } from '../../engine/ui-strings.ts';
import { pageHref } from '../../engine/urls.ts';
import { handoutNodes } from './handout-nodes.browser.ts';
import { GUIDES_ERROR_ID, HANDOUT_SECTIONS, WIDGET_PROPS_ATTRIBUTE } from '../../shared/markup.ts';
import { writeDate } from '../../browser/packet-cover.ts';
import { chosenSchool } from '../../browser/school-store.ts';
import { element } from '../../browser/element.ts';

/**
 * The packet builder in the browser (its HTML: src/blocks/packet-builder/PacketBuilder.tsx),
 * plain DOM code, loaded with its page (page-widgets.ts). Its form is an ordinary GET form to its own page, so the
 * address is the packet: `?title=…&guide=/mfa/mfa_authsetup&guide=…&lang=both&school=…`.
 * The form lists the guides in the site's reading order (page-handouts.ts readingOrder), so a packet prints in the
 * order a family follows them; it is not sent with no guide ticked (the message beside the boxes, the first box
 * focused). As the page loads with such an address, this
 *  - puts the choices back in the form (to change and make again);
 *  - fetches each guide's page, in the language chosen (both: the page's own
 *    language first, then the other), and makes its body a section of the
 *    handout as the build does for ready-made packets (src/shared/handout-compose.ts);
 *  - writes the cover in the packet's language (the other language's builder page lends its cover; both
 *    languages on a packet in two): the title (a ready-made packet's own in that language, else the reader's,
 *    else a name for any packet), the contents, today's date and the school's tech liaison
 *    (the school asked for, else the reader's own, else lines to write in);
 *  - shows the packet with its Print button, moves focus to its title and names the page after it; each guide
 *    of the contents can move up or down before printing (the address follows); printing prints the packet only.
 */

interface Guide {
  route: string;
  title: string;
  twin?: { route: string; title: string };
}

/** The words and cover of one language: this page's, or the other language's builder page's. */
interface Language {
  lang: string;
  props: PacketBuilderProps;
  cover: HTMLElement;
  header?: HTMLElement;
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

/** With no guide ticked, the form stays: the message beside the boxes, the first box focused. */
function checkGuides(form: HTMLFormElement, event: SubmitEvent): void {
  const boxes = [...form.querySelectorAll<HTMLInputElement>('input[name="guide"]')];
  const message = document.getElementById(GUIDES_ERROR_ID);
  const none = !boxes.some((box) => box.checked);
  if (message) message.hidden = !none;
  for (const box of boxes) box.toggleAttribute('aria-invalid', none);
  if (!none) return;
  event.preventDefault();
  boxes[0]?.focus();
}

async function fetchPage(route: string): Promise<Document> {
  const response = await fetch(fileHref(pageHref(route)));
  if (!response.ok) throw new Error(`${route}: ${response.status}`);
  return new DOMParser().parseFromString(await response.text(), 'text/html');
}

/** A guide's page, fetched, as a section: its language, title, body (with its notices marked for print) and "screens may be in English" note. */
async function fetchSection(route: string, number: number): Promise<{ lang: string; title: string; nodes: DocumentFragment; note?: string }> {
  const page = await fetchPage(route);
  const body = page.querySelector('.page-body');
  if (!body) throw new Error(`${route}: no guide body`);
  // Its notices marked for print go on paper with it, at the top, as the build's handouts have them (render.tsx). Both are
  // taken as the fetched page's own nodes, never as HTML written back out (handout-nodes.browser.ts).
  const notices = page.querySelector('.site-notices');
  notices?.querySelectorAll('.site-notice--screen').forEach((notice) => notice.remove());
  const nodes = document.createDocumentFragment();
  if (notices?.querySelector('.site-notice')) {
    const holder = page.createElement('div');
    holder.append(notices);
    nodes.append(handoutNodes(holder, `g${number}-notice-`, document));
  }
  nodes.append(handoutNodes(body, `g${number}-`, document));
  return { lang: page.documentElement.lang, title: page.querySelector('h1')?.textContent?.trim() ?? '', nodes, note: page.querySelector('.screens-note')?.textContent?.trim() };
}

/** The other language's words and cover, from its builder page. */
async function otherLanguage(route: string): Promise<Language> {
  const page = await fetchPage(route);
  const builder = page.querySelector('.packet-builder');
  const cover = builder?.querySelector<HTMLElement>('.packet-builder__cover');
  if (!builder || !cover) throw new Error(`${route}: no packet builder`);
  const props = JSON.parse(builder.getAttribute(WIDGET_PROPS_ATTRIBUTE) ?? '{}') as PacketBuilderProps;
  return { lang: page.documentElement.lang, props, cover: document.importNode(cover, true), header: page.querySelector<HTMLElement>('.print-header') ?? undefined };
}

/** The school to name on the cover: the one asked for, else the reader's own, in the packet's language. */
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
    line.append(element('span', { class: 'written-in' }, [` ${value}`]));
  }
}

/** The cover's labels in two languages: each of this cover's followed by the other's, in its language. */
function addLabels(cover: HTMLElement, other: Language): void {
  const labels = (scope: HTMLElement) => [...scope.querySelectorAll<HTMLElement>('.packet-builder__contents-title, .cover-lines dt, .cover-lines dd')];
  const theirs = labels(other.cover);
  labels(cover).forEach((label, index) => {
    const text = theirs[index]?.textContent?.trim();
    if (text && text !== label.textContent?.trim()) label.append(' · ', element('span', { lang: other.lang }, [text]));
  });
}

/** A packet's title: the reader's, else a ready-made packet's own (in the packet's language), else a name for any packet. */
function packetTitle(asked: string, guides: readonly Guide[], own: Language, printed: Language, both: boolean): { title: string; twin?: string } {
  const chosen = guides.map((guide) => guide.route).sort().join(' ');
  const known = own.props.packets.find((packet) => packet.title === asked) ?? (asked ? undefined : own.props.packets.find((packet) => [...packet.guides].sort().join(' ') === chosen));
  if (printed !== own && known?.twinTitle && (!asked || asked === known.title)) return { title: known.twinTitle };
  const title = asked || known?.title || printed.props.text.untitled;
  return both && known?.twinTitle ? { title, twin: known.twinTitle } : { title };
}

/** The packet's contents, each guide with buttons to move it (screen only), and its sections moved with it. */
function writeContents(container: HTMLElement, guides: readonly Guide[], lang: string, own: Language, other: Language | undefined, sectionsOf: Map<Guide, HTMLElement[]>, status: HTMLElement): void {
  const list = container.querySelector<HTMLOListElement>('.packet-builder__contents')!;
  const holder = container.querySelector<HTMLElement>(`.${HANDOUT_SECTIONS}`)!;
  const text = own.props.text;
  const order = [...guides];
  const titleOf = (guide: Guide) => (lang === own.props.other && guide.twin ? guide.twin.title : guide.title);
  const items = new Map<Guide, HTMLLIElement>();

  const refresh = () => {
    order.forEach((guide, index) => {
      const [up, down] = items.get(guide)!.querySelectorAll('button');
      // aria-disabled, not disabled: a button that stops working keeps the focus.
      up?.setAttribute('aria-disabled', String(index === 0));
      down?.setAttribute('aria-disabled', String(index === order.length - 1));
    });
    const params = new URLSearchParams(window.location.search);
    params.delete('guide');
    for (const guide of order) params.append('guide', guide.route);
    window.history.replaceState(window.history.state, '', `${window.location.pathname}?${params.toString()}`);
  };

  const move = (guide: Guide, by: -1 | 1) => {
    const from = order.indexOf(guide);
    const to = from + by;
    if (to < 0 || to >= order.length) return;
    // The neighbour moves, not the guide: its item keeps the focus (an element taken out of the page loses it).
    const neighbour = order[to]!;
    order.splice(from, 1);
    order.splice(to, 0, guide);
    const [first, second] = by === 1 ? [neighbour, guide] : [guide, neighbour];
    list.insertBefore(items.get(first)!, items.get(second)!);
    for (const section of sectionsOf.get(first) ?? []) holder.insertBefore(section, sectionsOf.get(second)?.[0] ?? null);
    refresh();
    status.textContent = fill(text.moved, { title: titleOf(guide), position: to + 1, count: order.length });
  };

  for (const guide of guides) {
    const item = element('li', {});
    if (lang === 'both' && guide.twin) item.append(guide.title, ' · ', element('span', { lang: other?.lang ?? own.props.other ?? '' }, [guide.twin.title]));
    else item.append(element('span', lang === own.props.other && other ? { lang: other.lang } : {}, [titleOf(guide)]));
    if (guides.length > 1) {
      const controls = element('span', { class: 'packet-builder__move' });
      for (const [label, by] of [[text.moveUp, -1], [text.moveDown, 1]] as const) {
        const button = element('button', { type: 'button', class: 'packet-builder__move-button' }, [label]);
        button.append(element('span', { class: 'visually-hidden' }, [`: ${titleOf(guide)}`]));
        button.addEventListener('click', () => {
          if (button.getAttribute('aria-disabled') !== 'true') move(guide, by);
        });
        controls.append(' ', button);
      }
      item.append(controls);
    }
    items.set(guide, item);
  }
  list.replaceChildren(...order.map((guide) => items.get(guide)!));
  holder.append(...order.flatMap((guide) => sectionsOf.get(guide) ?? []));
  refresh();
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
  const routes = guides.map((guide) => {
    if (lang === 'both') return [guide.route, ...(guide.twin ? [guide.twin.route] : [])];
    return [lang === props.other && guide.twin ? guide.twin.route : guide.route];
  });

  const own: Language = { lang: props.lang, props, cover: container.querySelector<HTMLElement>('.packet-builder__cover')!, header: document.querySelector<HTMLElement>('.print-header') ?? undefined };
  let sections;
  let other: Language | undefined;
  try {
    let number = 0;
    [sections, other] = await Promise.all([
      Promise.all(routes.map((group) => Promise.all(group.map((route) => fetchSection(route, (number += 1)))))),
      lang !== props.lang && props.twinBuilder ? otherLanguage(props.twinBuilder) : undefined,
    ]);
  } catch (error) {
    status.textContent = props.text.failed;
    console.error('The packet could not be made.', error);
    return;
  }

  // The cover in the packet's language: the other language's, or this one's with the other's labels beside.
  const printed = lang === props.other && other ? other : own;
  if (printed === other) {
    own.cover.replaceWith(other.cover);
    if (other.header && own.header) own.header.replaceWith(document.importNode(other.header, true));
    result.lang = other.lang;
  } else if (lang === 'both' && other) addLabels(own.cover, other);
  const cover = printed.cover;

  // A title of the reader's own (typed in this tab) or of a ready-made packet: words a link alone brings are no heading of an official page.
  const asked = limitedTitle(params.get('title') ?? '');
  const trusted = asked && (asked === typedTitle() || own.props.packets.some((known) => known.title === asked)) ? asked : '';
  const { title, twin } = packetTitle(trusted, guides, own, printed, lang === 'both');
  const heading = cover.querySelector<HTMLElement>('.packet-builder__packet-title')!;
  heading.textContent = title;
  // Every printed sheet says which packet it belongs to (print.css), and so does the browser's tab.
  document.documentElement.style.setProperty('--print-title', JSON.stringify(title));
  document.title = document.title.replace(/^.*?(?=( \| [^|]*)?$)/, title);
  const twinTitle = cover.querySelector<HTMLElement>('.packet-builder__twin-title')!;
  twinTitle.textContent = twin ?? '';
  twinTitle.hidden = !twin;
  if (props.other) twinTitle.lang = props.other;
  writeDate(cover, printed.props.dateLocale);
  const school = await coverSchool(params.get('school') ?? undefined, printed.lang);
  if (school) writeSchool(cover, school);

  const note = sections.flat().find((section) => section.note);
  const holder = container.querySelector<HTMLElement>(`.${HANDOUT_SECTIONS}`)!;
  let number = 0;
  const sectionsOf = new Map(
    guides.map((guide, index) => [
      guide,
      sections[index]!.map((section) => {
        number += 1;
        const part = element('section', { class: 'handout-guide', lang: section.lang, 'aria-labelledby': `handout-guide-${number}` });
        const body = element('div', { class: 'handout-guide__body' });
        body.append(section.nodes);
        part.append(element('h2', { id: `handout-guide-${number}`, class: 'handout-guide__title' }, [section.title]), body);
        return part;
      }),
    ]),
  );
  holder.replaceChildren(...(note ? [element('p', { class: 'screens-note handout-sections__note', lang: note.lang }, [note.note ?? ''])] : []));
  writeContents(container, guides, lang, own, other, sectionsOf, status);
  result.hidden = false;
  // Ready once every picture has come: a code still on its way would print as a blank box.
  await Promise.all([...holder.querySelectorAll('img')].map((picture) => picture.decode().catch(() => undefined)));
  document.body.dataset.packetMade = '';
  heading.focus();
  status.textContent = guides.length === 1 ? props.text.readyOne : fill(props.text.ready, { count: guides.length });
}

export function start(container: HTMLElement): void {
  const props = JSON.parse(container.getAttribute(WIDGET_PROPS_ATTRIBUTE) ?? '{}') as PacketBuilderProps;
  const form = container.querySelector<HTMLFormElement>('form')!;
  form.addEventListener('submit', (event) => checkGuides(form, event));
  const params = new URLSearchParams(window.location.search);
  rememberTitle(form);
  if (!params.has('guide') && !params.has('lang')) return;
  restore(form, params);
  void build(container, form, params, props);
}

/** The longest title a packet may have: one line of its cover. */
export const PACKET_TITLE_LIMIT = 80;
const TYPED_TITLE = 'packet-title';

/** A title as the cover shows it: trimmed, at most PACKET_TITLE_LIMIT characters. */
function limitedTitle(text: string): string {
  return text.trim().slice(0, PACKET_TITLE_LIMIT);
}

/** The title the reader typed into the form in this tab (remembered as the form is sent), or undefined. */
function typedTitle(): string | undefined {
  try {
    return sessionStorage.getItem(TYPED_TITLE) ?? undefined;
  } catch {
    return undefined; // storage refused: only ready-made packets' titles show
  }
}

/** The form remembers the title its reader typed, so that the packet it makes may carry it. */
function rememberTitle(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>('input[name="title"]')!;
  input.maxLength = PACKET_TITLE_LIMIT;
  form.addEventListener('submit', () => {
    try {
      sessionStorage.setItem(TYPED_TITLE, limitedTitle(input.value));
    } catch {
      // storage refused: the packet shows the page's own title
    }
  });
}
