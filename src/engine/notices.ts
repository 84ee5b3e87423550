/**
 * The office's notices (content/notices.yaml) as a page carries them: read and
 * checked by the build (src/engine/node/graph/notices-file.ts), written at the
 * top of the page (src/layout/Notices.tsx), shown and hidden on time by the page
 * script (src/browser/notices.ts). Shared by the build and the browser: no
 * schema library, no DOM.
 */

/** A piece of a notice's text: words, bold words, or a link (an address of this site or an outside one). */
export type NoticePiece = { text: string; strong?: boolean; href?: string; /** A link's address as printed after it (print.css). */ printUrl?: string };

export interface PageNotice {
  /** Stable while the notice is unchanged: the page script remembers which notices it has announced by it. */
  id: string;
  type: 'note' | 'warning';
  /** When it ends, and when it starts if it had not started at build time: instants (ISO 8601, UTC). */
  from?: string;
  until: string;
  /** Printed with the page, or on screen only. */
  print: boolean;
  /** On paper, when it stands: "Until January 31, 2027" in the page's language (page-data.ts). */
  dates?: string;
  pieces: NoticePiece[];
  /** The language its text is in, when it is not the page's (no text in the page's language: the main one's, marked). */
  textLang?: string;
}

/** Where a notice stands at an instant: not started, showing, or ended. */
export function noticeTime(notice: { from?: string; until?: string }, now: number): 'upcoming' | 'showing' | 'ended' {
  if (notice.until !== undefined && now >= Date.parse(notice.until)) return 'ended';
  if (notice.from !== undefined && now < Date.parse(notice.from)) return 'upcoming';
  return 'showing';
}
