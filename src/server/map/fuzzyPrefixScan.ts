/** Sorted search keys with what the trie walk of `fuzzyPrefixScan` needs precomputed. */
export interface SortedKeys {
  /** Sorted by UTF-16 code units, as the default `Array.prototype.sort` orders strings. */
  keys: readonly string[];
  /** sharedWithNext[i]: how many leading characters keys[i] and keys[i + 1] have in common. */
  sharedWithNext: Uint16Array;
  longest: number;
}

/** Prepares sorted keys for `fuzzyPrefixScan`; done once, when the index is built. */
export function sortedKeys(keys: readonly string[]): SortedKeys {
  const sharedWithNext = new Uint16Array(keys.length);
  let longest = 0;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    longest = Math.max(longest, key.length);
    if (i + 1 < keys.length) sharedWithNext[i] = commonPrefixLength(key, keys[i + 1] as string);
  }
  return { keys, sharedWithNext, longest };
}

/**
 * Finds every key that begins with something within `maxEdits` edits of `query` (insertions,
 * deletions, substitutions and swaps of two neighbours), so a typo made while typing still finds
 * the place: "denvr" → "denver", "sna francisco" → "san francisco".
 *
 * The sorted keys are walked as a trie: the edit-distance rows of a shared beginning are kept
 * from one key to the next, and once no continuation of a beginning can come within
 * `maxEdits`, every key sharing it is passed over together. Calls `found(index, edits)` with the
 * fewest edits of each matching key.
 */
export function fuzzyPrefixScan(
  sorted: SortedKeys,
  query: string,
  maxEdits: number,
  found: (index: number, edits: number) => void,
): void {
  const { keys, sharedWithNext } = sorted;
  const width = query.length + 1;
  // rows[r * width + j]: edits between the key's first r characters and the query's first j.
  const rows = new Int32Array((sorted.longest + 1) * width);
  // best[r]: fewest edits between the whole query and a beginning of the key no longer than r.
  const best = new Int32Array(sorted.longest + 1);
  const rowMin = new Int32Array(sorted.longest + 1);
  for (let j = 0; j < width; j++) rows[j] = j;
  best[0] = query.length;

  let shared = 0;
  let i = 0;
  while (i < keys.length) {
    const key = keys[i] as string;
    let r = shared;
    let dead = false;
    while (r < key.length && !dead) {
      r += 1;
      rowMin[r] = fillRow(rows, width, r, key, query, maxEdits);
      const whole = r + maxEdits >= query.length ? (rows[r * width + query.length] as number) : maxEdits + 1;
      best[r] = Math.min(best[r - 1] as number, whole);
      // A swap reaches back two rows, so both must be past hope before nothing longer can match.
      dead = (rowMin[r] as number) > maxEdits && (rowMin[r - 1] as number) >= maxEdits;
    }
    const edits = best[r] as number;
    // Every following key that shares these r characters ends the same way as this one.
    let last = i;
    if (dead) while (last + 1 < keys.length && (sharedWithNext[last] as number) >= r) last += 1;
    if (edits <= maxEdits) for (let k = i; k <= last; k++) found(k, edits);
    shared = Math.min(sharedWithNext[last] as number, r);
    i = last + 1;
  }
}

/**
 * Fills row r and answers its smallest value. Only the band of columns within `maxEdits` of the
 * diagonal can hold a match (a cell is at least |r - j|), so only it is computed; the cells just
 * outside it are written as `maxEdits + 1`, a lower bound that is all the next row needs.
 */
function fillRow(rows: Int32Array, width: number, r: number, key: string, query: string, maxEdits: number): number {
  const here = r * width;
  const above = here - width;
  const twoAbove = above - width;
  const letter = key.charCodeAt(r - 1);
  const letterBefore = r > 1 ? key.charCodeAt(r - 2) : -1;
  const low = Math.max(1, r - maxEdits);
  const high = Math.min(width - 1, r + maxEdits);
  rows[here] = r;
  if (low > 1) rows[here + low - 1] = maxEdits + 1;
  let min = r;
  for (let j = low; j <= high; j++) {
    const queryLetter = query.charCodeAt(j - 1);
    let value = Math.min(
      (rows[above + j] as number) + 1,
      (rows[here + j - 1] as number) + 1,
      (rows[above + j - 1] as number) + (letter === queryLetter ? 0 : 1),
    );
    if (r > 1 && j > 1 && letter === query.charCodeAt(j - 2) && letterBefore === queryLetter) {
      value = Math.min(value, (rows[twoAbove + j - 2] as number) + 1);
    }
    rows[here + j] = value;
    if (value < min) min = value;
  }
  if (high < width - 1) rows[here + high + 1] = maxEdits + 1;
  return min;
}

function commonPrefixLength(a: string, b: string): number {
  const most = Math.min(a.length, b.length);
  let n = 0;
  while (n < most && a.charCodeAt(n) === b.charCodeAt(n)) n += 1;
  return n;
}
