/**
 * Pages are ordinary page loads; this makes the next one instant by fetching it
 * while the reader is about to open it: the pointer resting on a link (a moment,
 * so sweeping across the menu fetches nothing), a finger touching it, or
 * keyboard focus on it. Only pages of this site, each once; the browser keeps
 * the fetched page for the click. Styles and scripts are shared and cached.
 */
const HOVER_DELAY_MS = 80;
const fetched = new Set<string>();

/** The page a link opens, when it is another page of this site. */
function pageOf(target: EventTarget | null): string | undefined {
  const link = target instanceof Element ? target.closest('a') : null;
  if (!link || link.origin !== window.location.origin || link.target || link.hasAttribute('download')) return undefined;
  // Files (QR codes, images) are not pages.
  if (/\.\w+$/.test(link.pathname) && !link.pathname.endsWith('.html')) return undefined;
  const page = `${link.origin}${link.pathname}${link.search}`;
  return page === `${window.location.origin}${window.location.pathname}${window.location.search}` ? undefined : page;
}

function prefetch(page: string): void {
  if (fetched.has(page)) return;
  fetched.add(page);
  const hint = document.createElement('link');
  hint.rel = 'prefetch';
  hint.href = page;
  document.head.append(hint);
}

export function startPrefetch(): void {
  let timer: number | undefined;
  document.addEventListener('pointerover', (event) => {
    const page = pageOf(event.target);
    window.clearTimeout(timer);
    if (page) timer = window.setTimeout(() => prefetch(page), HOVER_DELAY_MS);
  });
  for (const type of ['touchstart', 'focusin']) {
    document.addEventListener(type, (event) => {
      const page = pageOf(event.target);
      if (page) prefetch(page);
    }, { passive: true });
  }
}
