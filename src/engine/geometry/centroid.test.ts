import { describe, expect, it } from 'vitest';
import type { Point } from '../../shared/geometry';
import { polygonCentroid } from './centroid';

const p = (x: number, y: number): Point => ({ x, y });

describe('polygonCentroid', () => {
  it('finds the centre of a rectangle whichever way it winds', () => {
    const rectangle = [p(10, 20), p(50, 20), p(50, 40), p(10, 40)];
    expect(polygonCentroid(rectangle)).toEqual(p(30, 30));
    expect(polygonCentroid([...rectangle].reverse())).toEqual(p(30, 30));
  });

  it('weights an L shape by its area, not by its corners', () => {
    // A 6×2 bar (centre 3, 1) and a 2×3 leg (centre 1, 3.5): areas 12 and 6.
    const l = [p(0, 0), p(6, 0), p(6, 2), p(2, 2), p(2, 5), p(0, 5)];
    const centroid = polygonCentroid(l)!;
    expect(centroid.x).toBeCloseTo((12 * 3 + 6 * 1) / 18, 12);
    expect(centroid.y).toBeCloseTo((12 * 1 + 6 * 3.5) / 18, 12);
  });

  it('falls back to the mean of the points when there is no area', () => {
    expect(polygonCentroid([p(0, 0), p(4, 4)])).toEqual(p(2, 2));
    expect(polygonCentroid([p(0, 0), p(1, 1), p(2, 2)])).toEqual(p(1, 1));
    expect(polygonCentroid([])).toBeNull();
  });
});
