import { defineIsland } from './runtime/define.ts';

/** Print, above a guide a liaison hands out (print.css lays out the sheet). Hidden without JavaScript (noscript.css): the browser's own Print works. */
function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className="subnav__print" onClick={() => window.print()}>
      <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
        <path d="M4 6V2h8v4M4 12H2V7h12v5h-2M4 10h8v4H4z" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      </svg>
      {label}
    </button>
  );
}

export default defineIsland('print-button', PrintButton);
