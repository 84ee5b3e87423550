import { FIELD_ID, INPUT_ID, MAX_QUERY_LENGTH, SEARCH_SHORTCUTS, type SearchProps } from './field.ts';

/**
 * The search field in the header as the server writes it: a Search button
 * (shown on narrow screens, where the field sits behind it) and a WAI-ARIA
 * combobox, closed and empty, with its words for the browser (`data-text`).
 * Without JavaScript it is not shown (search.css), since it could not work.
 *
 * This markup is all React does for the search. In the browser it is plain
 * DOM code (src/browser/site-search.ts), loaded when the reader reaches for
 * the field or presses Ctrl+K (⌘K), which keeps the field's state in these
 * elements.
 */
export function SiteSearch({ text: ui }: SearchProps) {
  return (
    <div className="site-search" data-open="false" data-text={JSON.stringify(ui)}>
      <button type="button" className="site-search__toggle" aria-expanded="false" aria-controls={FIELD_ID}>
        <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20">
          <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m13 13 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{ui.searchLabel}</span>
      </button>
      <div id={FIELD_ID} className="site-search__field" role="search">
        <label htmlFor={INPUT_ID} className="visually-hidden">
          {ui.searchLabel}
        </label>
        <input
          id={INPUT_ID}
          type="search"
          className="site-search__input"
          placeholder={ui.searchPlaceholder}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={MAX_QUERY_LENGTH}
          // aria-controls names the listbox only while it exists: src/browser/site-search.ts sets it with the results.
          // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
          role="combobox"
          aria-autocomplete="list"
          aria-expanded="false"
          aria-keyshortcuts={SEARCH_SHORTCUTS}
          defaultValue=""
        />
      </div>
    </div>
  );
}
