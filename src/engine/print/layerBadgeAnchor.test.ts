import { describe, expect, it } from 'vitest';
import type { Point } from '../../shared/geometry';
import type { Sketch } from '../../shared/schemas';
import { appendStraightLine, closeSketch, emptySketch, startSketch } from '../document/sketch';
import { circleFromDiameter } from '../geometry/circleShape';
import { layerBadgeAnchor } from './layerBadgeAnchor';

const p = (x: number, y: number): Point => ({ x, y });
const path = (points: Point[]): Sketch => points.slice(1).reduce(appendStraightLine, startSketch(emptySketch(), points[0]!));

describe('layerBadgeAnchor', () => {
  it('puts the badge of a closed shape at its centroid', () => {
    expect(layerBadgeAnchor(closeSketch(path([p(0, 0), p(60, 0), p(60, 30), p(0, 30)])))).toEqual({ at: p(30, 15), away: null });
  });

  it('puts the badge of an open sketch by its first vertex, moved back off the first line', () => {
    const anchor = layerBadgeAnchor(path([p(10, 10), p(10, 50), p(40, 50)]))!;
    expect(anchor.at).toEqual(p(10, 10));
    expect(Math.abs(anchor.away!.x)).toBe(0);
    expect(anchor.away!.y).toBe(-1);
  });

  it('moves a circle’s badge off its centre handle', () => {
    const params = circleFromDiameter(p(0, 0), p(100, 0));
    const circle: Sketch = { ...emptySketch(), type: 'shape', closed: true, shapes: [{ type: 'circle_tool', params }], controlPoints: params.vertexes };
    const anchor = layerBadgeAnchor(circle)!;
    expect(anchor.at.x).toBeCloseTo(50, 6);
    expect(anchor.at.y).toBeCloseTo(0, 6);
    expect(anchor.away).toEqual({ x: 0, y: 1 });
  });

  it('gives an empty layer no badge', () => {
    expect(layerBadgeAnchor(emptySketch())).toBeNull();
  });
});
