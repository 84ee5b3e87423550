/**
 * Syllables of a Spanish word, by the rules of Spanish spelling: each group of
 * vowels is one syllable (a diphthong), except that two strong vowels (a, e, o,
 * or an accented í or ú) side by side are two (a hiatus: "le-er", "ba-úl").
 * The u of "que", "qui", "gue", "gui" is silent; a final y is a vowel ("hoy").
 * Accurate enough for a readability formula, which only needs the average.
 */
const VOWELS = 'aeiouáéíóúü';
const STRONG = 'aeoáéíóú';

export function spanishSyllables(word: string): number {
  const letters = word
    .toLowerCase()
    .replace(/([qg])u([eiéí])/g, '$1$2')
    .replace(/y$/, 'i');
  let count = 0;
  let previous = '';
  for (const letter of letters) {
    if (!VOWELS.includes(letter)) {
      previous = '';
      continue;
    }
    if (!previous || (STRONG.includes(previous) && STRONG.includes(letter))) count += 1;
    previous = letter;
  }
  return Math.max(1, count);
}
