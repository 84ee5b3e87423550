/**
 * The page's own buttons: the phone menu, the light/dark switch and Print.
 * Plain HTML; the page's script answers their presses
 * (src/browser/page-controls.ts). Hidden without JavaScript (noscript.css):
 * the menu is always open, the device's colours apply and the browser's own
 * Print works.
 */

/** Shows and hides the sections on narrow screens (`controls`: the navigation's id; its `data-open` is read by layout.css). */
export function MenuButton({ label, controls }: { label: string; controls: string }) {
  return (
    <button type="button" className="menu-button" aria-expanded="false" aria-controls={controls} data-control="menu">
      <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20">
        <path className="menu-button__closed" d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        <path className="menu-button__open" d="M5 5l10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {label}
    </button>
  );
}

/**
 * A toggle button (pressed = dark). src/head/theme.js applies the reader's choice
 * before the first paint and keeps `aria-pressed` true to what is shown.
 */
export function ThemeSwitch({ label }: { label: string }) {
  return (
    <button type="button" className="theme-switch" data-control="theme">
      <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20">
        <circle cx="10" cy="10" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M10 3a7 7 0 0 1 0 14Z" fill="currentColor" />
      </svg>
      <span className="theme-switch__label">{label}</span>
    </button>
  );
}

/** Print, above a guide a liaison hands out (print.css lays out the sheet). */
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className="subnav__print" data-control="print">
      <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
        <path d="M4 6V2h8v4M4 12H2V7h12v5h-2M4 10h8v4H4z" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      </svg>
      {label}
    </button>
  );
}
