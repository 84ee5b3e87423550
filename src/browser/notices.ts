/**
 * The office's notices at the top of the page (src/layout/Notices.tsx): each is
 * shown from its start to its end by the reader's clock, so a notice that ended
 * after the page was built disappears without a rebuild (the next build leaves
 * it out), and one that starts later appears then. Each is announced to screen
 * readers once, on the first page that shows it; the browser remembers which.
 */
import { noticeTime } from '../engine/notices.ts';
import { announce } from './announce.ts';
import { HANDOUT_SECTIONS, NOTICE_ATTRIBUTES } from '../shared/markup.ts';

/** Where the ids of the notices already announced are kept (localStorage). */
const ANNOUNCED_KEY = 'edtech-announced-notices';
/** How many ids are kept: far more than notices stand at once. */
const KEPT = 20;
/** A page left open is checked again at a notice's start or end when that comes within a day. */
const DAY = 24 * 60 * 60 * 1000;

function announceOnce(shown: HTMLElement[]): void {
  if (shown.length === 0) return;
  let announced: string[];
  try {
    announced = JSON.parse(localStorage.getItem(ANNOUNCED_KEY) ?? '[]') as string[];
  } catch {
    // No storage (a private window may refuse it): the notice stays first in the page's reading order, unannounced.
    return;
  }
  const fresh = shown.filter((notice) => !announced.includes(notice.getAttribute(NOTICE_ATTRIBUTES.id) ?? ''));
  if (fresh.length === 0) return;
  announce(fresh.map((notice) => notice.textContent?.trim() ?? '').join(' '));
  const ids = [...announced, ...fresh.map((notice) => notice.getAttribute(NOTICE_ATTRIBUTES.id) ?? '')].slice(-KEPT);
  try {
    localStorage.setItem(ANNOUNCED_KEY, JSON.stringify(ids));
  } catch {
    // Full or refused: announced again next time, which is the lesser harm.
  }
}

export function startNotices(): void {
  const notices = [...document.querySelectorAll<HTMLElement>(`[${NOTICE_ATTRIBUTES.id}]`)];
  if (notices.length === 0) return;
  const update = () => {
    const now = Date.now();
    let next = Infinity;
    for (const notice of notices) {
      const times = { from: notice.getAttribute(NOTICE_ATTRIBUTES.from) ?? undefined, until: notice.getAttribute(NOTICE_ATTRIBUTES.until) ?? undefined };
      notice.hidden = noticeTime(times, now) !== 'showing';
      for (const time of [times.from, times.until]) if (time !== undefined && Date.parse(time) > now) next = Math.min(next, Date.parse(time));
    }
    // A packet's guides carry their notices for paper (src/handouts/render.tsx): the page's own are the ones said.
    announceOnce(notices.filter((notice) => !notice.hidden && !notice.closest(`.${HANDOUT_SECTIONS}`)));
    if (next - now < DAY) window.setTimeout(update, next - now);
  };
  update();
}
