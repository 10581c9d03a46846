/** Letters that NFD does not split into a base letter and a mark, spelled as people type them. */
const UNSPLIT_LETTERS: Record<string, string> = {
  ß: 'ss',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};
const UNSPLIT_PATTERN = new RegExp(`[${Object.keys(UNSPLIT_LETTERS).join('')}]`, 'g');

/**
 * The form place names are indexed and searched in: lower case, accents removed (NFD, then the
 * combining marks dropped), punctuation as spaces and runs of spaces as one, so "Zurich" finds
 * Zürich and "Winston Salem" finds Winston-Salem.
 */
export function normalizePlaceName(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(UNSPLIT_PATTERN, (letter) => UNSPLIT_LETTERS[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
