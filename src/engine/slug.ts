/**
 * Turns a heading or title into the id used in #anchors:
 * "Forgotten password?" -> "forgotten-password". Used by the build (heading ids),
 * the accordion (item ids) and the content check (anchor targets), so all agree.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&[a-z]+;/g, '')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-');
}

/** Gives repeated slugs a numeric suffix, as GitHub does: "faq", "faq-1", "faq-2". */
export function createSlugger(): (text: string) => string {
  const seen = new Map<string, number>();
  return (text) => {
    const base = slugify(text) || 'section';
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}-${count}`;
  };
}
