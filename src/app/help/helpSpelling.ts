/**
 * The help search's spelling: a typed word that is no word of the entries' titles, keywords or
 * questions becomes the nearest one, counting a swap of two letters as one slip ("wnad" → "wand",
 * "emial" → "email", "magik" → "magic"). Fuse's own fuzziness counts a swap as two, which a
 * four-letter word cannot carry under the spec's threshold.
 */
import damerauLevenshtein from 'damerau-levenshtein';

/** Words too common to say what an entry is about ("how do I measure a roof" is about "measure" and "roof"). */
const STOP_WORDS = new Set(
  'a an and are can do does for from how i in is it me my of on or the to what when where which why with you your'.split(' '),
);

/** The lowercase words of `text`, letters and digits (apostrophes dropped: "can't" → "cant"). */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/** The words of a query that say what it is about. */
export const meaningfulWords = (text: string): string[] => wordsOf(text).filter((word) => !STOP_WORDS.has(word));

/** How many slips a word of this length may carry and still be read as another: none under 4 letters. */
const slipsAllowed = (length: number) => (length < 4 ? 0 : length < 8 ? 1 : 2);

/** `word`, or the vocabulary's word nearest to it within the slips its length allows (the first of equals). */
export function correctWord(word: string, vocabulary: ReadonlySet<string>): string {
  const allowed = slipsAllowed(word.length);
  if (allowed === 0 || vocabulary.has(word)) return word;
  let best = word;
  let bestSteps = allowed + 1;
  for (const known of vocabulary) {
    if (Math.abs(known.length - word.length) > allowed) continue;
    const { steps } = damerauLevenshtein(word, known);
    if (steps < bestSteps) {
      best = known;
      bestSteps = steps;
    }
  }
  return best;
}
