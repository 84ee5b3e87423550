import { buildCache } from './build-cache.ts';
import type { ContentPart } from './content-part.ts';

/** Parts kept by their key (content-part.ts partKey). */
export interface PartStore {
  get(key: string): ContentPart | undefined;
  set(part: ContentPart): void;
}

/** A part as JSON: its ids (a Set) as a list, put back by `restore`. */
function serialize(part: ContentPart): string {
  return JSON.stringify(part.facts ? { ...part, facts: { ...part.facts, ids: [...part.facts.ids] } } : part);
}

function restore(text: string): ContentPart {
  const part = JSON.parse(text) as ContentPart;
  if (part.facts) part.facts.ids = new Set(part.facts.ids as unknown as string[]);
  return part;
}

/**
 * The parts kept in the build cache (build-cache.ts), where every build, check,
 * `npm run dev` session and editors' tool finds the parts any of them made
 * before, on this machine or, restored by CI, on another.
 */
export function cachedParts(): PartStore {
  const cache = buildCache('parts');
  return {
    get: (key) => {
      const kept = cache.get(key);
      return kept === undefined ? undefined : restore(kept);
    },
    set: (part) => cache.set(part.partKey, serialize(part)),
  };
}

/** Parts kept in memory only (tests that count the parts made). */
export function memoryParts(): PartStore {
  const parts = new Map<string, ContentPart>();
  return { get: (key) => parts.get(key), set: (part) => parts.set(part.partKey, part) };
}
