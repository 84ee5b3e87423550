import { useEffect, useEffectEvent, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { pageAddress } from '../engine/base.ts';
import type { UiStrings } from '../engine/ui-strings.ts';
import { SHORTCUT_EVENT } from '../islands/runtime/define.ts';
import { announce } from '../layout/announce.ts';

/**
 * The search field in the header: a WAI-ARIA combobox, and an island
 * (src/islands/site-search.tsx) that wakes when the reader reaches for the
 * field, or presses / or Ctrl+K. The search itself (code and index, ./load.ts)
 * is imported as it wakes. On narrow screens the field sits behind a Search
 * button. Without JavaScript it is not shown (search.css), since it could not work.
 */
type SearchModule = typeof import('./load.ts');
/** The results of one query, with the query they answer. */
type Outcome = Awaited<ReturnType<SearchModule['search']>> & { text: string };
type Hit = Outcome['hits'][number];

/** Shorter queries match almost everything. */
const MIN_QUERY_LENGTH = 2;
/** Screen readers hear the result count once typing pauses, not at every key. */
const ANNOUNCE_DELAY_MS = 600;

let searchModule: Promise<SearchModule> | undefined;
function loadSearch(): Promise<SearchModule> {
  searchModule ??= import('./load.ts').catch((error: unknown) => {
    searchModule = undefined; // let the next attempt try again (e.g. back online)
    throw error;
  });
  return searchModule;
}

/** The keys that open the search from anywhere (as aria-keyshortcuts); the loader listens for them (src/islands/runtime/loader.ts). */
export const SEARCH_SHORTCUTS = '/ Control+K Meta+K';

/** The search's words in the page's language. */
export type SearchText = Pick<UiStrings, 'searchLabel' | 'searchPlaceholder' | 'searchUnavailable' | 'searchResults' | 'searchNoResults' | 'searchOneResult' | 'searchResultCount'>;

/** One search per page, so its ids are fixed (an island's generated ids would differ from the page's). */
const fieldId = 'site-search-field';
const inputId = 'site-search-input';
const listboxId = 'site-search-results';

export function SiteSearch({ lang, text: ui }: { lang: string; text: SearchText }) {
  const [module, setModule] = useState<SearchModule>();
  const [open, setOpen] = useState(false); // narrow screens: the field is shown
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false); // Escape closed the results
  const [query, setQuery] = useState('');
  const [outcome, setOutcome] = useState<Outcome>();
  const [failed, setFailed] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const pendingEnter = useRef(false);

  const text = query.trim();
  const searching = text.length >= MIN_QUERY_LENGTH;
  const panelOpen = focused && !dismissed && searching && (outcome !== undefined || failed);
  const hits = outcome?.hits ?? [];
  const expanded = panelOpen && hits.length > 0;

  const start = () => {
    loadSearch().then(
      (loaded) => {
        loaded.preload(lang);
        setModule(() => loaded);
      },
      () => setFailed(true),
    );
  };

  const focusField = () => {
    flushSync(() => setOpen(true));
    input.current?.focus();
  };

  // The page opens as any page does; a #hash inside a closed tab or answer opens it there.
  const pick = (hit: Hit) => window.location.assign(pageAddress(hit.url));
  // The search below answers after a wait: it picks with the latest `pick`, not the one of the render that started it.
  const pickLatest = useRef(pick);
  pickLatest.current = pick;

  // / or Ctrl+K anywhere: the loader passes them on (SEARCH_SHORTCUTS).
  const onShortcut = useEffectEvent(() => focusField());
  useEffect(() => {
    const element = root.current;
    const listener = () => onShortcut();
    element?.addEventListener(SHORTCUT_EVENT, listener);
    return () => element?.removeEventListener(SHORTCUT_EVENT, listener);
  }, []);

  // Woken as the reader reached for the field: the focus and what was typed while this loaded stand.
  const adoptEarlyInput = useEffectEvent(() => {
    const field = input.current;
    const typed = field?.value ?? '';
    if (field !== document.activeElement && !typed) return;
    setFocused(field === document.activeElement);
    setQuery(typed);
    start();
  });
  useEffect(() => adoptEarlyInput(), []);

  useEffect(() => {
    if (!module || text.length < MIN_QUERY_LENGTH) {
      setOutcome(undefined);
      return;
    }
    let current = true;
    module.search(text, lang).then(
      (result) => {
        if (!current) return;
        setFailed(false);
        setOutcome({ ...result, text });
        setActive(-1);
        if (pendingEnter.current) {
          pendingEnter.current = false;
          if (result.hits[0]) pickLatest.current(result.hits[0]);
        }
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [module, text, lang]);

  useEffect(() => {
    const message = failed ? ui.searchUnavailable : module?.resultCount(hits.length, ui);
    if (!panelOpen || !message) return;
    const timer = window.setTimeout(() => announce(message), ANNOUNCE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [panelOpen, outcome, failed, hits.length, module, ui]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (hits.length === 0) return;
        event.preventDefault();
        setDismissed(false);
        if (event.key === 'ArrowDown') setActive((current) => (current + 1) % hits.length);
        else setActive((current) => (current <= 0 ? hits.length : current) - 1);
        return;
      }
      case 'Enter': {
        event.preventDefault();
        if (!searching) return;
        // Typed faster than the results came: open the first result as soon as it is there.
        if (outcome?.text !== text) pendingEnter.current = true;
        else if (hits.length > 0) pick(hits[active] ?? hits[0]!);
        return;
      }
      case 'Escape':
        event.preventDefault();
        if (panelOpen) setDismissed(true);
        else if (query) setQuery('');
        else if (open) {
          setOpen(false);
          toggle.current?.focus();
        }
        return;
      default:
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <div ref={root} className="site-search" data-open={open}>
      <button
        ref={toggle}
        type="button"
        className="site-search__toggle"
        aria-expanded={open}
        aria-controls={fieldId}
        onClick={() => (open ? setOpen(false) : focusField())}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20">
          <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m13 13 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{ui.searchLabel}</span>
      </button>
      <div id={fieldId} className="site-search__field" role="search" onFocus={() => setFocused(true)} onBlur={onBlur}>
        <label htmlFor={inputId} className="visually-hidden">
          {ui.searchLabel}
        </label>
        <input
          ref={input}
          id={inputId}
          type="search"
          className="site-search__input"
          placeholder={ui.searchPlaceholder}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listboxId : undefined}
          aria-activedescendant={expanded && hits[active] && module ? module.optionId(listboxId, hits[active]) : undefined}
          aria-keyshortcuts={SEARCH_SHORTCUTS}
          value={query}
          onFocus={start}
          onChange={(event) => {
            setQuery(event.target.value);
            setDismissed(false);
            pendingEnter.current = false;
            if (!module) start();
          }}
          onKeyDown={onKeyDown}
        />
        {panelOpen && failed ? <p className="site-search__panel site-search__count">{ui.searchUnavailable}</p> : null}
        {panelOpen && !failed && module ? <module.SearchPanel listboxId={listboxId} hits={hits} active={active} busy={outcome?.text !== text} noResults={outcome?.noResults} text={ui} onPick={pick} /> : null}
      </div>
    </div>
  );
}
