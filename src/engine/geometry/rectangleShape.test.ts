import { describe, expect, it } from 'vitest';
import type { Point } from '../../shared/geometry';
import { moveRectangleCorner, rectangleCorners, rectangleFromDiagonal, rotateRectangle } from './rectangleShape';
import { dot, subtract } from './vector';

const p = (x: number, y: number): Point => ({ x, y });

const expectPoint = (actual: Point, expected: Point) => {
  expect(actual.x).toBeCloseTo(expected.x, 10);
  expect(actual.y).toBeCloseTo(expected.y, 10);
};

/** Whether every corner is a right angle. */
function rightAngled(corners: Point[]): boolean {
  return corners.every((corner, i) => {
    const next = subtract(corners[(i + 1) % 4]!, corner);
    const previous = subtract(corners[(i + 3) % 4]!, corner);
    return Math.abs(dot(next, previous)) < 1e-9;
  });
}

describe('rectangleFromDiagonal', () => {
  it('puts p1 at the start of the diagonal and p3 at its end', () => {
    expect(rectangleFromDiagonal(p(10, 20), p(50, 5), 'a')).toEqual({ p1: p(10, 20), p2: p(50, 20), p3: p(50, 5), p4: p(10, 5), id: 'a' });
  });
});

describe('moveRectangleCorner', () => {
  it('keeps the opposite corner of an upright rectangle in place', () => {
    const params = rectangleFromDiagonal(p(0, 0), p(40, 30), 'a');
    for (let index = 0; index < 4; index++) {
      const moved = moveRectangleCorner(params, index, p(-10, 70));
      const corners = rectangleCorners(moved);
      expect(corners[index]).toEqual(p(-10, 70));
      expect(corners[(index + 2) % 4]).toEqual(rectangleCorners(params)[(index + 2) % 4]);
      expect(rightAngled(corners)).toBe(true);
    }
    expect(moveRectangleCorner(params, 2, p(60, 50))).toMatchObject({ p1: p(0, 0), p2: p(60, 0), p3: p(60, 50), p4: p(0, 50) });
  });

  it('keeps a turned rectangle turned the same way', () => {
    // A 3-4-5 rectangle turned so p1 → p2 runs along (4, 3).
    const params = { p1: p(0, 0), p2: p(40, 30), p3: p(10, 70), p4: p(-30, 40), id: 'a' };
    const moved = moveRectangleCorner(params, 2, p(20, 90));
    expect(moved.p1).toEqual(p(0, 0));
    expect(moved.p3).toEqual(p(20, 90));
    // The diagonal (20, 90) splits into 0.8·20 + 0.6·90 = 70 along (0.8, 0.6) and −0.6·20 + 0.8·90 = 60 across.
    expectPoint(moved.p2, p(56, 42));
    expectPoint(moved.p4, p(-36, 48));
    expect(rightAngled(rectangleCorners(moved))).toBe(true);
  });

  it('keeps the orientation of a rectangle flattened to a line', () => {
    const flat = { p1: p(0, 0), p2: p(10, 0), p3: p(10, 0), p4: p(0, 0), id: 'a' };
    expect(moveRectangleCorner(flat, 2, p(20, 15))).toMatchObject({ p2: p(20, 0), p3: p(20, 15), p4: p(0, 15) });
  });

  it('ignores a corner number that does not exist', () => {
    const params = rectangleFromDiagonal(p(0, 0), p(4, 3), 'a');
    expect(moveRectangleCorner(params, 4, p(9, 9))).toBe(params);
  });
});

describe('rotateRectangle', () => {
  it('turns the corners about the centre, positive angles clockwise on screen', () => {
    const turned = rotateRectangle(rectangleFromDiagonal(p(0, 0), p(40, 20), 'a'), Math.PI / 2);
    expectPoint(turned.p1, p(30, -10));
    expectPoint(turned.p2, p(30, 30));
    expectPoint(turned.p3, p(10, 30));
    expectPoint(turned.p4, p(10, -10));
    expect(turned.id).toBe('a');
  });
});
