import type { PageLink } from '../../page-types.ts';

/** What the trail needs of a page: the content graph's pages fit. */
interface TrailSource {
  path: string;
  frontmatter: { title: string; parent?: string; printable: boolean; order?: number };
}

/**
 * Where a page sits, computed at build time from every page's title and parent
 * so each page carries only its own: the breadcrumb trail from Home to
 * the page's parent, and, for instruction pages, the instruction pages of the
 * same parent (itself included) in the order of their `order:` (the order of the
 * tasks), those without one after them in the order the build lists them.
 */
/** The pages by address and the instruction pages by parent, made once per list of pages (a build asks for every page's trail). */
const indexes = new WeakMap<readonly TrailSource[], { byPath: Map<string, TrailSource>; guidesOf: Map<string, TrailSource[]> }>();
function indexOf(pages: readonly TrailSource[]) {
  let index = indexes.get(pages);
  if (!index) {
    const guidesOf = new Map<string, TrailSource[]>();
    for (const page of pages) {
      const parent = page.frontmatter.parent;
      if (page.frontmatter.printable && parent !== undefined) guidesOf.set(parent, [...(guidesOf.get(parent) ?? []), page]);
    }
    index = { byPath: new Map(pages.map((page) => [page.path, page])), guidesOf };
    indexes.set(pages, index);
  }
  return index;
}

export function pageTrail(path: string, header: TrailSource['frontmatter'], pages: readonly TrailSource[], home: PageLink = { href: '/', title: 'Home' }): { trail: PageLink[]; siblings: PageLink[] } {
  const { byPath, guidesOf } = indexOf(pages);
  const link = (page: TrailSource): PageLink => ({ href: page.path, title: page.frontmatter.title });
  const trail: PageLink[] = [];
  const seen = new Set<string>([path]);
  for (let parent = header.parent; parent !== undefined && !seen.has(parent); parent = byPath.get(parent)?.frontmatter.parent) {
    seen.add(parent);
    const found = byPath.get(parent);
    if (found) trail.unshift(link(found));
  }
  // The home page's title is a welcome line; in a trail it is just "Home" (in the page's language).
  if (trail[0]?.href === home.href) trail.shift();
  if (path !== home.href) trail.unshift(home);
  const place = (page: TrailSource) => page.frontmatter.order ?? Number.POSITIVE_INFINITY;
  const siblings =
    header.printable && header.parent !== undefined
      ? [...(guidesOf.get(header.parent) ?? [])]
          .sort((a, b) => place(a) - place(b)) // stable: the build's order where `order:` says nothing
          .map(link)
      : [];
  return { trail, siblings: siblings.length > 1 ? siblings : [] };
}
