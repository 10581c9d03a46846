import { describe, expect, it } from 'vitest';
import type { Point } from '../../shared/geometry';
import type { CircleParams, Sketch } from '../../shared/schemas';
import { shapeSketch } from '../document/shapes';
import {
  circleFromDiameter,
  insertCirclePoint,
  moveCircleArcPoint,
  moveCircleCenter,
  moveCircleSupport,
  moveCircleVertex,
  removeCirclePoint,
} from './circleShape';
import { circleEdge, measureOutline, segmentPoint, sketchOutline } from './outline';

const p = (x: number, y: number): Point => ({ x, y });
const relative = (actual: number, expected: number): number => Math.abs(actual - expected) / Math.abs(expected);

const measure = (params: CircleParams) => {
  const sketch: Sketch = shapeSketch(true, { type: 'circle_tool', params }, false);
  const outline = sketchOutline(sketch);
  return { ...measureOutline(outline), kinds: outline.segments.map((segment) => segment.kind) };
};

/** Deep-freezes the params so an edit that changed its input would throw. */
function frozen(params: CircleParams): CircleParams {
  params.vertexes.forEach(Object.freeze);
  params.supportPoints.forEach((pair) => pair.forEach(Object.freeze));
  [params.vertexes, params.initialPoints, params.supportPoints, ...params.supportPoints, params.center].forEach(Object.freeze);
  return Object.freeze(params);
}

const expectPoint = (actual: Point, expected: Point, digits = 10) => {
  expect(actual.x).toBeCloseTo(expected.x, digits);
  expect(actual.y).toBeCloseTo(expected.y, digits);
};

describe('circleFromDiameter', () => {
  it('centres the circle on the diameter and puts four vertexes a quarter turn apart from the first arc point', () => {
    const params = circleFromDiameter(p(0, 0), p(100, 0));
    expect(params.center).toEqual(p(50, 0));
    expect(params.initialPoints).toEqual([p(0, 0), p(100, 0)]);
    // Turning the positive way (+x towards +y) from (0, 0) about (50, 0) passes (50, −50) first.
    expect(params.vertexes).toEqual([p(0, 0), p(50, -50), p(100, 0), p(50, 50)]);
  });

  it('sets each vertex’s handles 4/3·tan(22.5°)·r along the tangent, on either side', () => {
    const params = circleFromDiameter(p(0, 0), p(100, 0));
    const k = (4 / 3) * Math.tan(Math.PI / 8) * 50;
    const [incoming, outgoing] = params.supportPoints[0]!;
    expectPoint(incoming!, p(0, k), 12);
    expectPoint(outgoing!, p(0, -k), 12);
    expect(measure(params).kinds).toEqual(['arc', 'arc', 'arc', 'arc']);
  });
});

describe('moving parts of a circle', () => {
  it('moves a vertex with both its handles and leaves everything else', () => {
    const params = frozen(circleFromDiameter(p(0, 0), p(100, 0)));
    const moved = moveCircleVertex(params, 1, p(55, -60));
    expect(moved.vertexes[1]).toEqual(p(55, -60));
    const [incoming, outgoing] = params.supportPoints[1]!;
    expect(moved.supportPoints[1]).toEqual([p(incoming!.x + 5, incoming!.y - 10), p(outgoing!.x + 5, outgoing!.y - 10)]);
    expect(moved.supportPoints[0]).toEqual(params.supportPoints[0]);
    expect(moved.vertexes[0]).toEqual(params.vertexes[0]);
    expect(measure(moved).kinds).toEqual(['cubic', 'cubic', 'arc', 'arc']);
  });

  it('moves one handle only', () => {
    const params = frozen(circleFromDiameter(p(0, 0), p(100, 0)));
    const moved = moveCircleSupport(params, 2, 0, p(120, -30));
    expect(moved.supportPoints[2]).toEqual([p(120, -30), params.supportPoints[2]![1]]);
    expect(measure(moved).kinds).toEqual(['arc', 'cubic', 'arc', 'arc']);
  });

  it('moves the whole circle with its centre, keeping its arcs exact', () => {
    const params = frozen(circleFromDiameter(p(0, 0), p(100, 0)));
    const moved = moveCircleCenter(params, p(250, 75.5));
    expect(moved.initialPoints).toEqual([p(200, 75.5), p(300, 75.5)]);
    expect(moved.vertexes[1]).toEqual(p(250, 25.5));
    const { area, kinds } = measure(moved);
    expect(kinds).toEqual(['arc', 'arc', 'arc', 'arc']);
    expect(relative(area, Math.PI * 2500)).toBeLessThan(1e-12);
  });

  it('turns and scales the circle about its centre when an arc point is dragged', () => {
    const params = frozen(circleFromDiameter(p(0, 0), p(100, 0)));
    // From radius 50 pointing −x to radius 80 pointing −y: a quarter turn and a scale of 1.6.
    const moved = moveCircleArcPoint(params, 0, p(50, -80));
    expect(moved.center).toEqual(p(50, 0));
    expect(moved.initialPoints[0]).toEqual(p(50, -80));
    expectPoint(moved.initialPoints[1]!, p(50, 80));
    expectPoint(moved.vertexes[0]!, p(50, -80));
    expectPoint(moved.vertexes[1]!, p(130, 0));
    const { area, perimeter, kinds } = measure(moved);
    expect(kinds).toEqual(['arc', 'arc', 'arc', 'arc']);
    expect(relative(area, Math.PI * 6400)).toBeLessThan(1e-12);
    expect(relative(perimeter, Math.PI * 160)).toBeLessThan(1e-12);
  });

  it('keeps the second arc point opposite the first when the second is dragged', () => {
    const moved = moveCircleArcPoint(circleFromDiameter(p(0, 0), p(100, 0)), 1, p(50, 30));
    expect(moved.initialPoints[1]).toEqual(p(50, 30));
    expectPoint(moved.initialPoints[0]!, p(50, -30));
    expect(relative(measure(moved).area, Math.PI * 900)).toBeLessThan(1e-12);
  });

  it('leaves the map coordinates out once the shape has changed', () => {
    const params = { ...circleFromDiameter(p(0, 0), p(10, 0)), latLngPoints: [{ lat: 1, lng: 2 }] };
    expect(moveCircleCenter(params, p(3, 3))).not.toHaveProperty('latLngPoints');
  });
});

describe('insertCirclePoint', () => {
  it('splits an exact arc at the nearest point into two exact arcs', () => {
    const params = frozen(circleFromDiameter(p(0, 0), p(100, 0)));
    // Edge 2 runs from (100, 0) to (50, 50); the point 30° on from (100, 0) is nearest this one.
    const angle = Math.PI / 6;
    const inserted = insertCirclePoint(params, 2, p(50 + 70 * Math.cos(angle), 70 * Math.sin(angle)));
    expect(inserted.vertexes).toHaveLength(5);
    expect(inserted.supportPoints).toHaveLength(5);
    expectPoint(inserted.vertexes[3]!, p(50 + 50 * Math.cos(angle), 50 * Math.sin(angle)));
    const { area, perimeter, kinds } = measure(inserted);
    expect(kinds).toEqual(['arc', 'arc', 'arc', 'arc', 'arc']);
    expect(relative(area, Math.PI * 2500)).toBeLessThan(1e-12);
    expect(relative(perimeter, Math.PI * 100)).toBeLessThan(1e-12);
    const third = circleEdge(inserted, 2);
    expect(third.kind === 'arc' && third.sweep).toBeCloseTo(Math.PI / 6, 12);
  });

  it('splits the last edge, which wraps to the first vertex, after the last vertex', () => {
    const inserted = insertCirclePoint(circleFromDiameter(p(0, 0), p(100, 0)), 3, p(10, 30));
    expect(inserted.vertexes).toHaveLength(5);
    expect(inserted.vertexes[0]).toEqual(p(0, 0));
    expect(measure(inserted).kinds).toEqual(['arc', 'arc', 'arc', 'arc', 'arc']);
  });

  it('splits a reshaped edge with de Casteljau, so the outline is unchanged', () => {
    const params = moveCircleSupport(circleFromDiameter(p(0, 0), p(100, 0)), 1, 1, p(90, -70));
    const before = circleEdge(params, 1);
    const inserted = insertCirclePoint(params, 1, segmentPoint(before, 0.4));
    expect(measure(inserted).kinds).toEqual(['arc', 'cubic', 'cubic', 'arc', 'arc']);
    expectPoint(segmentPoint(circleEdge(inserted, 1), 0.5), segmentPoint(before, 0.2), 8);
    expectPoint(segmentPoint(circleEdge(inserted, 2), 0.5), segmentPoint(before, 0.7), 8);
    expect(relative(measure(inserted).area, measure(params).area)).toBeLessThan(1e-12);
  });

  it('adds nothing at an existing vertex', () => {
    const params = circleFromDiameter(p(0, 0), p(100, 0));
    expect(insertCirclePoint(params, 0, p(-10, 0))).toBe(params);
  });
});

describe('removeCirclePoint', () => {
  it('joins two exact arcs into the exact arc between the neighbours', () => {
    const params = frozen(circleFromDiameter(p(0, 0), p(100, 0)));
    const removed = removeCirclePoint(params, 1);
    expect(removed.vertexes).toEqual([p(0, 0), p(100, 0), p(50, 50)]);
    const { area, kinds } = measure(removed);
    expect(kinds).toEqual(['arc', 'arc', 'arc']);
    expect(relative(area, Math.PI * 2500)).toBeLessThan(1e-12);
    const joined = circleEdge(removed, 0);
    expect(joined.kind === 'arc' && joined.sweep).toBeCloseTo(Math.PI, 12);
  });

  it('keeps a circle of two vertexes a whole circle', () => {
    const two = removeCirclePoint(removeCirclePoint(circleFromDiameter(p(0, 0), p(100, 0)), 3), 1);
    expect(two.vertexes).toEqual([p(0, 0), p(100, 0)]);
    const { area, perimeter, kinds } = measure(two);
    expect(kinds).toEqual(['arc', 'arc']);
    expect(relative(area, Math.PI * 2500)).toBeLessThan(1e-12);
    expect(relative(perimeter, Math.PI * 100)).toBeLessThan(1e-12);
  });

  it('undoes an inserted point exactly', () => {
    const params = circleFromDiameter(p(0, 0), p(100, 0));
    const restored = removeCirclePoint(insertCirclePoint(params, 1, p(90, -60)), 2);
    expect(restored.vertexes).toEqual(params.vertexes);
    restored.supportPoints.flat().forEach((point, i) => expectPoint(point, params.supportPoints.flat()[i]!, 12));
  });

  it('keeps the outer handles when a joined edge was reshaped', () => {
    const params = moveCircleSupport(circleFromDiameter(p(0, 0), p(100, 0)), 1, 1, p(90, -70));
    const removed = removeCirclePoint(params, 1);
    expect(removed.supportPoints[0]).toEqual(params.supportPoints[0]);
    expect(removed.supportPoints[1]).toEqual(params.supportPoints[2]);
    expect(measure(removed).kinds).toEqual(['cubic', 'arc', 'arc']);
  });
});
