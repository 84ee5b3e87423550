import type { PageLink } from '../pages.ts';

interface TrailSource {
  path: string;
  title: string;
  parent?: string;
  printable: boolean;
}

/**
 * Where a page sits, computed at build time from every page's title and parent
 * so each page's chunk carries only its own: the breadcrumb trail from the home
 * page to the page's parent, and, for instruction pages, the other instruction
 * pages of the same parent in the order the build lists them.
 */
export function pageTrail(page: TrailSource, pages: readonly TrailSource[]): { trail: PageLink[]; siblings: PageLink[] } {
  const byPath = new Map(pages.map((candidate) => [candidate.path, candidate]));
  const trail: PageLink[] = [];
  const seen = new Set<string>([page.path]);
  for (let parent = page.parent; parent !== undefined && !seen.has(parent); parent = byPath.get(parent)?.parent) {
    seen.add(parent);
    const found = byPath.get(parent);
    if (found) trail.unshift({ href: found.path, title: found.title });
  }
  // The home page's title is a welcome line; in a trail it is just "Home".
  if (trail[0]?.href === '/') trail.shift();
  if (page.path !== '/') trail.unshift({ href: '/', title: 'Home' });
  const siblings = page.printable && page.parent !== undefined
    ? pages.filter((candidate) => candidate.printable && candidate.parent === page.parent).map((candidate) => ({ href: candidate.path, title: candidate.title }))
    : [];
  return { trail, siblings: siblings.length > 1 ? siblings : [] };
}
