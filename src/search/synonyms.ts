import { englishTerm, tokenize, type TermProcessor } from './terms.ts';

function terms(text: string, processTerm: TermProcessor): string[] {
  return tokenize(text).flatMap((word) => processTerm(word) ?? []);
}

function indexOfSequence(haystack: readonly string[], needle: readonly string[]): number {
  if (needle.length === 0) return -1;
  for (let start = 0; start + needle.length <= haystack.length; start++) {
    if (needle.every((term, offset) => haystack[start + offset] === term)) return start;
  }
  return -1;
}

/**
 * The other ways of asking the same question: for each synonym group with a
 * word or phrase in the query, the query with it replaced by each other member
 * ("2FA reset" -> "mfa reset", "multifactor reset", …). Words are compared as
 * the index stores them (lowercase, singular), so "Parent Portals" matches
 * "parent portal". The original query is not included.
 */
export function synonymQueries(query: string, groups: readonly (readonly string[])[], processTerm: TermProcessor = englishTerm): string[] {
  const queryTerms = terms(query, processTerm);
  const alternatives = new Set<string>();
  for (const group of groups) {
    const phrases = group.map((phrase) => terms(phrase, processTerm));
    for (const phrase of phrases) {
      const at = indexOfSequence(queryTerms, phrase);
      if (at < 0) continue;
      for (const other of phrases) {
        if (other === phrase || other.length === 0) continue;
        alternatives.add([...queryTerms.slice(0, at), ...other, ...queryTerms.slice(at + phrase.length)].join(' '));
      }
      break;
    }
  }
  alternatives.delete(queryTerms.join(' '));
  return [...alternatives];
}
