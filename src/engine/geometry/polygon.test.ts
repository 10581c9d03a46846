import { describe, expect, it } from 'vitest';
import type { Point } from '../../shared/geometry';
import { flattenPoints, pathLength, polygonArea, shoelaceAreaFlat, signedArea } from './polygon';

const p = (x: number, y: number): Point => ({ x, y });
const square = [p(0, 0), p(4, 0), p(4, 4), p(0, 4)];
const lShape = [p(0, 0), p(6, 0), p(6, 2), p(2, 2), p(2, 5), p(0, 5)];

describe('signedArea', () => {
  it('is positive for counter-clockwise points and negative for clockwise ones', () => {
    expect(signedArea(square)).toBe(16);
    expect(signedArea([...square].reverse())).toBe(-16);
  });

  it('does not depend on which vertex comes first', () => {
    expect(signedArea([...square.slice(2), ...square.slice(0, 2)])).toBe(16);
  });
});

describe('polygonArea', () => {
  it('measures a polygon whichever way it winds', () => {
    expect(polygonArea(square)).toBe(16);
    expect(polygonArea([...square].reverse())).toBe(16);
  });

  it('measures a concave polygon', () => {
    expect(polygonArea(lShape)).toBe(6 * 2 + 2 * 3);
  });

  it('measures a polygon far from the origin as it does at the origin', () => {
    const far = lShape.map(({ x, y }) => p(x + 1e9 + 0.25, y - 3e9));
    expect(polygonArea(far)).toBe(18);
  });

  it('gives 0 for fewer than 3 points', () => {
    expect(polygonArea([])).toBe(0);
    expect(polygonArea([p(1, 1)])).toBe(0);
    expect(polygonArea([p(0, 0), p(5, 5)])).toBe(0);
  });

  it('gives 0 for points on one line', () => {
    expect(polygonArea([p(0, 0), p(1, 1), p(3, 3), p(2, 2)])).toBe(0);
  });
});

describe('pathLength', () => {
  it('adds the closing edge only when the path is closed', () => {
    expect(pathLength(square, false)).toBe(12);
    expect(pathLength(square, true)).toBe(16);
  });

  it('measures diagonal edges', () => {
    expect(pathLength([p(0, 0), p(3, 4), p(3, 10)], false)).toBe(11);
  });

  it('gives 0 for fewer than 2 points', () => {
    expect(pathLength([], true)).toBe(0);
    expect(pathLength([p(2, 3)], true)).toBe(0);
  });

  it('goes there and back for two points when closed', () => {
    expect(pathLength([p(0, 0), p(3, 4)], true)).toBe(10);
  });
});

describe('flattenPoints', () => {
  it('interleaves x and y', () => {
    expect([...flattenPoints([p(1, 2), p(3, 4)])]).toEqual([1, 2, 3, 4]);
    expect(flattenPoints([])).toHaveLength(0);
  });
});

describe('shoelaceAreaFlat', () => {
  it('gives the same area as polygonArea over the flattened points, whichever way they wind', () => {
    expect(shoelaceAreaFlat(flattenPoints(lShape))).toBe(18);
    expect(shoelaceAreaFlat(flattenPoints([...lShape].reverse()))).toBe(18);
  });

  it('gives 0 for fewer than 3 vertices', () => {
    expect(shoelaceAreaFlat(new Float64Array([0, 0, 5, 5]))).toBe(0);
    expect(shoelaceAreaFlat(new Float64Array())).toBe(0);
  });
});
