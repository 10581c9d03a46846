import { describe, expect, it } from 'vitest';
import { fuzzyPrefixScan, sortedKeys } from './fuzzyPrefixScan';

/** Edits (insert, delete, substitute, swap neighbours) between a and b, the textbook way. */
function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = d[i] as number[];
      const above = d[i - 1] as number[];
      row[j] = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, (above[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
      }
    }
  }
  return (d[a.length] as number[])[b.length] as number;
}

/** Fewest edits between the query and any beginning of the key. */
function prefixDistance(key: string, query: string): number {
  let best = Infinity;
  for (let end = 0; end <= key.length; end++) best = Math.min(best, editDistance(key.slice(0, end), query));
  return best;
}

function scan(keys: string[], query: string, maxEdits: number): Map<number, number> {
  const found = new Map<number, number>();
  fuzzyPrefixScan(sortedKeys(keys), query, maxEdits, (index, edits) => {
    expect(found.has(index)).toBe(false);
    found.set(index, edits);
  });
  return found;
}

/** A small deterministic generator, so a failure can be replayed. */
function randomWords(seed: number, count: number, alphabet: string, maxLength: number): string[] {
  let state = seed;
  const next = (): number => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  return Array.from({ length: count }, () => {
    const length = 1 + Math.floor(next() * maxLength);
    return Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
  });
}

describe('fuzzyPrefixScan', () => {
  it('finds names that begin with a typo of the query, with the fewest edits', () => {
    const keys = ['boulder', 'denton', 'denver', 'denver city', 'paris', 'san francisco', 'santa fe'].sort();
    const found = scan(keys, 'denvr', 1);
    expect([...found].map(([index, edits]) => [keys[index], edits])).toEqual([
      ['denver', 1],
      ['denver city', 1],
    ]);
    expect(scan(keys, 'sna francisco', 1).get(keys.indexOf('san francisco'))).toBe(1);
    expect(scan(keys, 'paris', 0).get(keys.indexOf('paris'))).toBe(0);
  });

  it('agrees with the textbook edit distance on every key of random lists', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const keys = randomWords(seed, 300, 'abcd ', 9).sort();
      const [query = ''] = randomWords(seed * 7919, 1, 'abcd', 7);
      for (const maxEdits of [0, 1, 2]) {
        const expected = new Map<number, number>();
        keys.forEach((key, index) => {
          const edits = prefixDistance(key, query);
          if (edits <= maxEdits) expected.set(index, edits);
        });
        expect(scan(keys, query, maxEdits)).toEqual(expected);
      }
    }
  });

  it('finds nothing in an empty list', () => {
    expect(scan([], 'denver', 2).size).toBe(0);
  });
});
