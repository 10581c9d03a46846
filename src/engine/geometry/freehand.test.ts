import { describe, expect, it } from 'vitest';
import type { Point } from '../../shared/geometry';
import { simplifyFreehand, translatePoints } from './freehand';

const p = (x: number, y: number): Point => ({ x, y });

describe('simplifyFreehand', () => {
  it('drops points that lie within the tolerance of a straight run', () => {
    const stroke = [p(0, 0), p(10, 0.2), p(20, -0.3), p(30, 0.1), p(40, 0)];
    expect(simplifyFreehand(stroke, 0.5)).toEqual([p(0, 0), p(40, 0)]);
  });

  it('keeps a corner that stands further out than the tolerance', () => {
    const stroke = [p(0, 0), p(10, 0.1), p(20, 0), p(20.1, 10), p(20, 20)];
    expect(simplifyFreehand(stroke, 0.5)).toEqual([p(0, 0), p(20, 0), p(20, 20)]);
  });

  it('always keeps the first and the last point', () => {
    expect(simplifyFreehand([p(1, 1), p(1, 1)], 5)).toEqual([p(1, 1), p(1, 1)]);
    expect(simplifyFreehand([p(0, 0), p(3, 4), p(0, 0)], 1)).toEqual([p(0, 0), p(3, 4), p(0, 0)]);
  });

  it('keeps every corner of a zigzag taller than the tolerance, and none of a lower one', () => {
    const stroke = Array.from({ length: 2_000 }, (_, i) => p(i, i % 2 === 0 ? 0 : 3));
    expect(simplifyFreehand(stroke, 1)).toHaveLength(2_000);
    expect(simplifyFreehand(stroke, 5)).toHaveLength(2);
  });
});

describe('translatePoints', () => {
  it('moves every point by the same amount', () => {
    expect(translatePoints([p(0, 0), p(2, 3)], p(5, -1))).toEqual([p(5, -1), p(7, 2)]);
  });
});
