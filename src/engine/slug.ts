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

/** A page's ids: `slug` makes a new one from words, `claim` takes one an author chose. */
export interface Slugger {
  /** A unique id from words: repeated words get a numeric suffix, as GitHub does ("faq", "faq-1"), never an id already taken. */
  slug(text: string): string;
  /** Takes an id as written; false when the page already has it. */
  claim(id: string): boolean;
}

export function createSlugger(): Slugger {
  const taken = new Set<string>();
  return {
    slug(text) {
      const base = slugify(text) || 'section';
      let id = base;
      for (let suffix = 1; taken.has(id); suffix += 1) id = `${base}-${suffix}`;
      taken.add(id);
      return id;
    },
    claim(id) {
      if (taken.has(id)) return false;
      taken.add(id);
      return true;
    },
  };
}
