import { pageAddress } from '../engine/base-path.ts';
import { fill } from '../engine/ui-strings.ts';
import type { SearchHit, SearchOutcome } from '../search/engine.ts';
import { LISTBOX_ID, type SearchText } from '../search/field.ts';
import type { Segment } from '../search/snippet.ts';
import { announce } from './announce.ts';
import { isSaved } from './offline-store.ts';
import { element } from './element.ts';

/**
 * The search in the header, in the browser, with the DOM alone: it makes the
 * HTML the server wrote (src/search/SiteSearch.tsx) work as a WAI-ARIA
 * combobox: the field keeps focus and points at the active result
 * (aria-activedescendant), the results are a listbox of links, each named by
 * its guide and section and described by its snippet.
 *
 * The page script loads this module when the reader reaches for the field, or
 * presses Ctrl+K (⌘K) anywhere (search.ts). The search itself (MiniSearch and
 * the index, src/search/engine.ts) is imported once the reader starts
 * searching (focus, typing). On narrow screens the field sits behind the
 * Search button.
 */
type Engine = typeof import('../search/engine.ts');
/** The results of one query, with the query they answer, and (with no connection) the hits whose page is not saved on this device. */
type Outcome = SearchOutcome & { text: string; unsaved: ReadonlySet<number> };

/** With no connection, the hits whose page is not saved on this device (offline reading): each says so. */
async function unsavedHits(hits: readonly SearchHit[]): Promise<Set<number>> {
  if (navigator.onLine || !('caches' in window)) return new Set();
  const saved = await Promise.all(hits.map((hit) => isSaved(pageAddress(hit.url))));
  return new Set(hits.filter((_, index) => !saved[index]).map((hit) => hit.id));
}

/** Shorter queries match almost everything. */
const MIN_QUERY_LENGTH = 2;
/** Screen readers hear the result count once typing pauses, not at every key. */
const ANNOUNCE_DELAY_MS = 600;

let engineModule: Promise<Engine> | undefined;
function loadEngine(): Promise<Engine> {
  engineModule ??= import('../search/engine.ts').catch((error: unknown) => {
    engineModule = undefined; // let the next attempt try again (e.g. back online)
    throw error;
  });
  return engineModule;
}

/** "No results", "1 result", "8 results" in the page's language: shown at the top of the panel and announced to screen readers. */
export function resultCount(count: number, ui: Pick<SearchText, 'searchNoResults' | 'searchOneResult' | 'searchResultCount'>): string {
  return count === 0 ? ui.searchNoResults : count === 1 ? ui.searchOneResult : fill(ui.searchResultCount, { count });
}

/** The id of a result's element, for the field's aria-activedescendant. */
export const optionId = (hit: SearchHit): string => `${LISTBOX_ID}-${hit.id}`;


/** Text with the matched words in <mark>. */
const marked = (segments: readonly Segment[]): (Node | string)[] => segments.map((segment) => (segment.mark ? element('mark', {}, [segment.text]) : segment.text));

function setOrRemove(element: Element, name: string, value: string | undefined): void {
  if (value === undefined) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

/** What the page script may ask of the search once it has started. */
export interface SearchControls {
  /** Shows the field (behind the Search button on narrow screens) and puts focus in it: Ctrl+K. */
  focusField(): void;
}

/** Makes the search in `root` (`.site-search`, as SiteSearch.tsx writes it) work, from the state the page shows now. */
export function startSearch(root: HTMLElement): SearchControls {
  const ui = JSON.parse(root.dataset.text ?? '{}') as SearchText;
  const lang = document.documentElement.lang;
  const toggle = root.querySelector<HTMLButtonElement>('.site-search__toggle');
  const field = root.querySelector<HTMLElement>('.site-search__field');
  const input = field?.querySelector<HTMLInputElement>('.site-search__input');
  if (!toggle || !field || !input) throw new Error('The search is not in the page as src/search/SiteSearch.tsx writes it');

  let engine: Engine | undefined;
  let open = false; // narrow screens: the field is shown
  let focused = false;
  let dismissed = false; // Escape closed the results
  let outcome: Outcome | undefined;
  let failed = false;
  let active = -1;
  let pendingEnter = false;
  /** The query of the latest search started, and its number: an earlier search's answer comes too late to show. */
  let searched = '';
  let searches = 0;
  /** What the panel shows now ('failed', the outcome shown, or nothing), the panel, and the result last scrolled to. */
  let shown: Outcome | 'failed' | undefined;
  let panel: HTMLElement | undefined;
  let scrolledTo: SearchHit | undefined;
  let announceTimer: number | undefined;

  const text = () => input.value.trim();
  const hits = () => outcome?.hits ?? [];
  const panelOpen = () => focused && !dismissed && text().length >= MIN_QUERY_LENGTH && (outcome !== undefined || failed);

  // The page opens as any page does; a #hash inside a closed tab or answer opens it there.
  const pick = (hit: SearchHit) => window.location.assign(pageAddress(hit.url));

  /** What opens under the field: the failure, or the number of results and the results (or, when nothing matches, the office's suggestions from site.yaml). */
  function panelFor(content: Outcome | 'failed'): HTMLElement {
    if (content === 'failed') return element('p', { class: 'site-search__panel site-search__count' }, [ui.searchUnavailable]);
    const results = element('div', { class: 'site-search__panel', role: 'presentation' }, [element('p', { class: 'site-search__count' }, [resultCount(content.hits.length, ui)])]);
    // A click in the panel keeps focus in the field, where the keyboard works (a click on a link still follows it).
    results.addEventListener('mousedown', (event) => event.preventDefault());
    const { noResults } = content;
    if (content.hits.length > 0) {
      const list = element('ul', { id: LISTBOX_ID, role: 'listbox', 'aria-label': ui.searchResults, class: 'site-search__results' });
      for (const hit of content.hits) {
        // The option is a real link: it opens in a new tab, copies, long-presses; a plain click or Enter stays in the combobox's flow.
        // Named by its guide and section, described by its snippet: a screen reader says a few words per result, not forty.
        const id = optionId(hit);
        const parts = [['guide', hit.guide], ['section', hit.section], ['snippet', hit.snippet]] as const;
        const link = element('a', { href: pageAddress(hit.url), id, role: 'option', tabindex: '-1', class: 'site-search__result' });
        for (const [part, segments] of parts) if (part === 'guide' || segments.length > 0) link.append(element('span', { id: `${id}-${part}`, class: `site-search__${part}` }, marked(segments)));
        if (content.unsaved.has(hit.id)) link.querySelector('.site-search__guide')!.append(element('span', { class: 'site-search__unsaved' }, [` (${ui.offlineNotSaved})`]));
        link.setAttribute('aria-labelledby', hit.section.length > 0 ? `${id}-guide ${id}-section` : `${id}-guide`);
        if (hit.snippet.length > 0) link.setAttribute('aria-describedby', `${id}-snippet`);
        link.addEventListener('click', (event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          pick(hit);
        });
        list.append(element('li', { role: 'none' }, [link]));
      }
      results.append(list);
    } else if (noResults) {
      const tasks = noResults.tasks.map((task) => element('li', {}, [element('a', { href: pageAddress(task.href) }, [task.label])]));
      const contact = element('a', { href: pageAddress(noResults.contactLink.href) }, [noResults.contactLink.label]);
      results.append(element('div', { class: 'site-search__help' }, [element('p', {}, [noResults.message]), element('ul', {}, tasks), element('p', {}, [`${noResults.contact} `, contact])]));
    }
    return results;
  }

  /** Shows the state: the field's and the button's attributes, the panel, the active result; tells screen readers the count once typing pauses. */
  function render(): void {
    const isOpen = panelOpen();
    const list = hits();
    const expanded = isOpen && list.length > 0;
    const activeHit = expanded ? list[active] : undefined;
    root.dataset.open = String(open);
    toggle!.setAttribute('aria-expanded', String(open));
    input!.setAttribute('aria-expanded', String(expanded));
    setOrRemove(input!, 'aria-controls', expanded ? LISTBOX_ID : undefined);
    setOrRemove(input!, 'aria-activedescendant', activeHit ? optionId(activeHit) : undefined);

    const content = isOpen ? (failed ? 'failed' : outcome) : undefined;
    if (content !== shown) {
      shown = content;
      panel?.remove();
      panel = content ? panelFor(content) : undefined;
      if (panel) field!.append(panel);
      scrolledTo = undefined;
      window.clearTimeout(announceTimer);
      const message = content === 'failed' ? ui.searchUnavailable : content ? resultCount(content.hits.length, ui) : undefined;
      if (message) announceTimer = window.setTimeout(() => announce(message), ANNOUNCE_DELAY_MS);
    }
    if (content && content !== 'failed' && content.hits.length > 0) {
      // The results shown are for an earlier query while the newest one is still being searched.
      panel!.querySelector('[role="listbox"]')!.setAttribute('aria-busy', String(content.text !== text()));
      for (const [index, option] of panel!.querySelectorAll('[role="option"]').entries()) option.setAttribute('aria-selected', String(index === active));
    }
    if (activeHit && activeHit !== scrolledTo) document.getElementById(optionId(activeHit))?.scrollIntoView({ block: 'nearest' });
    scrolledTo = activeHit;
  }

  /** Searches for what the field holds, if it is new and long enough and the search has loaded; then shows the state. */
  function update(): void {
    const query = text();
    if (!engine || query.length < MIN_QUERY_LENGTH) {
      outcome = undefined;
      searched = '';
      searches++;
    } else if (query !== searched) {
      searched = query;
      const search = ++searches;
      engine.search(query, lang).then(async (result) => ({ ...result, unsaved: await unsavedHits(result.hits) })).then(
        (result) => {
          if (search !== searches) return;
          failed = false;
          outcome = { ...result, text: query };
          active = -1;
          if (pendingEnter) {
            pendingEnter = false;
            if (result.hits[0]) pick(result.hits[0]);
          }
          render();
        },
        () => {
          if (search !== searches) return;
          failed = true;
          render();
        },
      );
    }
    render();
  }

  /** Loads the search (once) and its index for the page's language, while the reader types the first letters. */
  function loadAndSearch(): void {
    loadEngine().then(
      (loaded) => {
        if (!engine) loaded.preload(lang);
        engine = loaded;
        update();
      },
      () => {
        failed = true;
        render();
      },
    );
  }

  function focusField(): void {
    open = true;
    render(); // the field is shown before it takes focus
    input!.focus();
  }

  toggle.addEventListener('click', () => {
    if (open) {
      open = false;
      render();
    } else focusField();
  });
  field.addEventListener('focusin', () => {
    focused = true;
    render();
  });
  field.addEventListener('focusout', (event) => {
    if (field.contains(event.relatedTarget as Node | null)) return;
    focused = false;
    render();
  });
  input.addEventListener('focus', loadAndSearch);
  input.addEventListener('input', () => {
    dismissed = false;
    pendingEnter = false;
    if (!engine) loadAndSearch();
    update();
  });
  input.addEventListener('keydown', (event) => {
    const list = hits();
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (list.length === 0) return;
        event.preventDefault();
        dismissed = false;
        active = event.key === 'ArrowDown' ? (active + 1) % list.length : (active <= 0 ? list.length : active) - 1;
        render();
        return;
      }
      case 'Enter': {
        event.preventDefault();
        const query = text();
        if (query.length < MIN_QUERY_LENGTH) return;
        // Typed faster than the results came: open the first result as soon as it is there.
        if (outcome?.text !== query) pendingEnter = true;
        else if (list.length > 0) pick(list[active] ?? list[0]!);
        return;
      }
      case 'Escape':
        event.preventDefault();
        if (panelOpen()) {
          dismissed = true;
          render();
        } else if (input.value) {
          input.value = '';
          update();
        } else if (open) {
          open = false;
          render();
          toggle.focus();
        }
        return;
      default:
    }
  });
  // Started as the reader reached for the field: the focus and what was typed while this loaded stand.
  const typing = document.activeElement === input;
  if (typing || input.value) {
    focused = typing;
    loadAndSearch();
  }
  render();
  return { focusField };
}
