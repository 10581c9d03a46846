import { describe, expect, it } from 'vitest';
import { contourDifference, inContractOrder, sameClosedSequence } from './testing/contourMatching';

const seq = (...values: number[]): Int32Array => Int32Array.from(values);
// A closed path of 5 points: (0,0) (1,0) (2,1) (1,2) (0,1).
const path = seq(0, 0, 1, 0, 2, 1, 1, 2, 0, 1);

describe('sameClosedSequence', () => {
  it('accepts the same path started anywhere', () => {
    expect(sameClosedSequence(path, path)).toBe(true);
    expect(sameClosedSequence(path, seq(2, 1, 1, 2, 0, 1, 0, 0, 1, 0))).toBe(true);
  });

  it('accepts the path run the other way', () => {
    expect(sameClosedSequence(path, seq(0, 0, 0, 1, 1, 2, 2, 1, 1, 0))).toBe(true);
    expect(sameClosedSequence(path, seq(1, 2, 2, 1, 1, 0, 0, 0, 0, 1))).toBe(true);
  });

  it('rejects other paths: a swapped pair, a different point, another length', () => {
    expect(sameClosedSequence(path, seq(0, 0, 2, 1, 1, 0, 1, 2, 0, 1))).toBe(false);
    expect(sameClosedSequence(path, seq(0, 0, 1, 0, 2, 1, 1, 2, 0, 2))).toBe(false);
    expect(sameClosedSequence(path, seq(0, 0, 1, 0, 2, 1, 1, 2))).toBe(false);
  });

  it('tells revisits apart: a line walked out and back is not the same as one walked twice', () => {
    const outAndBack = seq(0, 0, 1, 0, 2, 0, 1, 0);
    expect(sameClosedSequence(outAndBack, seq(1, 0, 2, 0, 1, 0, 0, 0))).toBe(true);
    expect(sameClosedSequence(outAndBack, seq(0, 0, 1, 0, 0, 0, 1, 0))).toBe(false);
  });

  it('treats two empty paths as equal', () => {
    expect(sameClosedSequence(seq(), seq())).toBe(true);
  });
});

describe('contour lists', () => {
  const square = seq(0, 0, 0, 1, 1, 1, 1, 0);
  const big = seq(5, 5, 5, 8, 8, 8, 8, 5);
  const hole = seq(6, 6, 7, 6);

  it('put regions largest first and holes by start pixel', () => {
    const ordered = inContractOrder([
      { points: square, holes: [] },
      { points: big, holes: [seq(7, 7), hole] },
    ]);
    expect(ordered.map((contour) => contour.points)).toEqual([big, square]);
    expect(ordered[0]!.holes).toEqual([hole, seq(7, 7)]);
  });

  it('agree when each sequence only starts elsewhere, and say where they differ', () => {
    const rotated = seq(1, 1, 1, 0, 0, 0, 0, 1);
    expect(contourDifference([{ points: square, holes: [] }], [{ points: rotated, holes: [] }])).toBeNull();
    expect(contourDifference([{ points: square, holes: [] }], [])).toMatch(/1 regions, expected 0/);
    expect(contourDifference([{ points: big, holes: [hole] }], [{ points: big, holes: [] }])).toMatch(/1 holes, expected 0/);
    expect(contourDifference([{ points: big, holes: [hole] }], [{ points: big, holes: [seq(6, 6, 6, 7)] }])).toMatch(/hole 0 differs/);
  });
});
