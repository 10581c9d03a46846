import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Point } from '../../shared/geometry';
import { NOTICES } from '../../shared/notices';
import { PIXELS_PER_UNIT } from '../../shared/constants';
import type { Scale } from '../../shared/schemas';
import { circleFromDiameter } from '../geometry/circleShape';
import { measureSketchPixels, resultsFromPixels } from '../measure/measureSketch';
import { addCutout, cutoutPointProblem, cutoutProblem, cutoutsOf, removeCutout, takesCutouts } from './cutouts';
import { closedPolygonSketch } from './polygonLayers';
import { commitSketch, createDocument } from './drawingDocument';
import { hitTest } from '../instruments/select/hitTest';
import { shapeSketch } from './shapes';
import { emptySketch, startSketch } from './sketch';
import { moveHandle, sketchCrosses, translateSketch } from './sketchEdits';

const square = (x: number, y: number, size: number): Point[] => [
  { x, y },
  { x: x + size, y },
  { x: x + size, y: y + size },
  { x, y: y + size },
];

// A 14 × 14 unit footprint (1 unit = 15 px at scale 1 m).
const footprint = closedPolygonSketch(square(0, 0, 14 * PIXELS_PER_UNIT), true);
const scale: Scale = { measure: 'm', value: 1, text: '1', lineReady: false, manual: false };
const area = (sketch: typeof footprint) => resultsFromPixels(sketch, measureSketchPixels(sketch), scale);

describe('cutout rules', () => {
  it('takes a hole inside the shape, and the area is the outline less the hole', () => {
    const hole = square(60, 60, 2 * PIXELS_PER_UNIT);
    expect(cutoutProblem(footprint, hole)).toBeNull();
    const cut = addCutout(footprint, hole);
    expect(cutoutsOf(cut)).toHaveLength(1);
    const results = area(cut);
    expect(results.area).toBeCloseTo(196 - 4, 9);
    expect(results.perimeter).toBeCloseTo(56, 9);
    expect(results.perimeterWithCutouts).toBeCloseTo(64, 9);
    // Without cutouts there is no second perimeter.
    expect(area(footprint).perimeterWithCutouts).toBeNull();
  });

  it('refuses a hole that crosses the outline, another hole or itself with "Lines cannot intersect!"', () => {
    expect(cutoutProblem(footprint, square(200, 50, 40))).toBe(NOTICES.linesCannotIntersect);
    const cut = addCutout(footprint, square(50, 50, 40));
    expect(cutoutProblem(cut, square(70, 70, 40))).toBe(NOTICES.linesCannotIntersect);
    const bowTie = [{ x: 120, y: 120 }, { x: 160, y: 160 }, { x: 160, y: 120 }, { x: 120, y: 160 }];
    expect(cutoutProblem(footprint, bowTie)).toBe(NOTICES.linesCannotIntersect);
    // Touching the outline is crossing it too: a hole must leave a rim.
    expect(cutoutProblem(footprint, square(0, 50, 40))).toBe(NOTICES.linesCannotIntersect);
  });

  it('refuses a hole outside the shape, inside another hole, or around another hole', () => {
    expect(cutoutProblem(footprint, square(300, 300, 20))).toBe(NOTICES.cutoutOutsideShape);
    const cut = addCutout(footprint, square(50, 50, 100));
    expect(cutoutProblem(cut, square(80, 80, 10))).toBe(NOTICES.cutoutOutsideShape);
    expect(cutoutProblem(addCutout(footprint, square(80, 80, 10)), square(50, 50, 100))).toBe(NOTICES.cutoutOutsideShape);
  });

  it('needs a closed shape of lines, a rectangle or a circle', () => {
    expect(takesCutouts(startSketch(emptySketch(), { x: 1, y: 1 }))).toBe(false);
    expect(cutoutProblem(emptySketch(), square(1, 1, 5))).toBe(NOTICES.cutoutNeedsClosedShape);
    const circle = shapeSketch(true, { type: 'circle_tool', params: circleFromDiameter({ x: 0, y: 100 }, { x: 200, y: 100 }) }, false);
    expect(cutoutProblem(circle, square(80, 80, 40))).toBeNull();
    // The square's corners stick out of the circle.
    expect(cutoutProblem(circle, square(20, 20, 160))).toBe(NOTICES.linesCannotIntersect);
  });

  it('checks each point of a hole in progress as it is placed', () => {
    expect(cutoutPointProblem(footprint, [], { x: 300, y: 10 })).toBe(NOTICES.cutoutOutsideShape);
    expect(cutoutPointProblem(footprint, [], { x: 10, y: 10 })).toBeNull();
    expect(cutoutPointProblem(footprint, [{ x: 10, y: 10 }], { x: 300, y: 10 })).toBe(NOTICES.linesCannotIntersect);
    const draft = [{ x: 20, y: 20 }, { x: 100, y: 20 }, { x: 100, y: 100 }];
    expect(cutoutPointProblem(footprint, draft, { x: 150, y: 0.5 })).toBeNull();
    expect(cutoutPointProblem(footprint, draft, { x: 150, y: -5 })).toBe(NOTICES.linesCannotIntersect);
    // Back across the draft's first edge.
    expect(cutoutPointProblem(footprint, draft, { x: 50, y: 10 })).toBe(NOTICES.linesCannotIntersect);
    const cut = addCutout(footprint, square(150, 150, 30));
    expect(cutoutPointProblem(cut, [], { x: 160, y: 160 })).toBe(NOTICES.cutoutOutsideShape);
    expect(cutoutPointProblem(cut, [{ x: 140, y: 140 }], { x: 170, y: 170 })).toBe(NOTICES.linesCannotIntersect);
  });

  it('removes a cutout, and the sketch without any has no cutouts field', () => {
    const cut = addCutout(addCutout(footprint, square(20, 20, 20)), square(100, 100, 20));
    expect(cutoutsOf(removeCutout(cut, 0))).toEqual([square(100, 100, 20)]);
    expect(removeCutout(removeCutout(cut, 0), 0)).not.toHaveProperty('cutouts');
    expect(removeCutout(cut, 5)).toBe(cut);
  });

  it('the area of a shape with accepted holes is its area less theirs, whatever the holes (property)', () => {
    const hole = fc
      .record({ x: fc.integer({ min: 1, max: 199 }), y: fc.integer({ min: 1, max: 199 }), size: fc.integer({ min: 1, max: 60 }) })
      .map(({ x, y, size }) => square(x, y, size));
    fc.assert(
      fc.property(fc.array(hole, { maxLength: 6 }), (holes) => {
        let sketch = footprint;
        let removed = 0;
        for (const candidate of holes) {
          if (cutoutProblem(sketch, candidate) !== null) continue;
          sketch = addCutout(sketch, candidate);
          removed += (candidate[1]!.x - candidate[0]!.x) ** 2;
        }
        const expected = (210 * 210 - removed) / (PIXELS_PER_UNIT * PIXELS_PER_UNIT);
        expect(area(sketch).area).toBeCloseTo(expected, 9);
        // Accepted holes never overlap, so together they never take more than the shape.
        expect(removed).toBeLessThan(210 * 210);
      }),
    );
  });
});

describe('cutouts under edits of the shape', () => {
  it('move with the layer, and an outline moved across a cutout crosses it', () => {
    const cut = addCutout(footprint, square(60, 60, 30));
    expect(cutoutsOf(translateSketch(cut, { x: 5, y: -2 }))[0]![0]).toEqual({ x: 65, y: 58 });
    expect(sketchCrosses(cut)).toBe(false);
    // The corner at (210, 210) pulled in to (70, 70): the outline now runs through the hole.
    const pulled = moveHandle(cut, { kind: 'vertex', index: 2 }, { x: 70, y: 70 });
    expect(sketchCrosses(pulled)).toBe(true);
    expect(sketchCrosses(moveHandle(footprint, { kind: 'vertex', index: 2 }, { x: 70, y: 70 }))).toBe(false);
  });
});

describe('cutouts under the pointer', () => {
  it('a press in a courtyard is not inside the building: the select tool neither drags nor picks it there', () => {
    const document = commitSketch(createDocument({ measure: 'm', color: 'pink' }), addCutout(footprint, square(60, 60, 30)));
    expect(hitTest(document, { x: 40, y: 40 }, 1)).toEqual({ kind: 'inside' });
    expect(hitTest(document, { x: 75, y: 75 }, 1)).toEqual({ kind: 'none' });
  });
});
