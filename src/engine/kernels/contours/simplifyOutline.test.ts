import { describe, expect, it } from 'vitest';
import { CONTOUR_SIMPLIFY_MIN_POINTS, CONTOUR_SIMPLIFY_TOLERANCE } from '../../../shared/constants';
import { distanceToSegment } from '../../geometry/cubicBezier';
import { seededRandom } from '../randomPolygon';
import { typescriptVector } from '../vector/typescriptVector';
import { crackOutline, twiceOutlineArea } from './crackOutline';
import { simplifySpy } from './testing/simplifySpy';
import { floorPlanMask } from './testing/floorPlanMask';
import { blobMask, maskWhere } from './testing/testMasks';
import { traceContours } from './traceContours';
import { offsetPolygon, SIMPLIFY_MAX_AREA_CHANGE, simplifyOutline } from './simplifyOutline';

const area = (coords: Float64Array): number => Math.abs(twiceOutlineArea(coords)) / 2;

/** The distance from (x, y) to the nearest edge of the closed polygon. */
function distanceToPolygon(x: number, y: number, polygon: Float64Array): number {
  let nearest = Infinity;
  for (let i = 0; i < polygon.length; i += 2) {
    const j = (i + 2) % polygon.length;
    const a = { x: polygon[i]!, y: polygon[i + 1]! };
    const b = { x: polygon[j]!, y: polygon[j + 1]! };
    nearest = Math.min(nearest, distanceToSegment({ x, y }, a, b));
  }
  return nearest;
}

describe('simplifying an outline within 0.3 % of its area', () => {
  it('on random masks and a rough floor plan: fewer corners, area within 0.3 %, no corner further than the tolerance', () => {
    const random = seededRandom(22);
    const masks = [
      ...Array.from({ length: 6 }, () => blobMask(random, 150 + Math.floor(random() * 250), 120 + Math.floor(random() * 200), 12)),
      floorPlanMask(random, { width: 800, height: 600, columns: 3, rows: 2, roughness: 2 }),
    ];
    let simplifiedOutlines = 0;
    for (const mask of masks) {
      for (const { points } of traceContours(mask)) {
        if (points.length / 2 < CONTOUR_SIMPLIFY_MIN_POINTS) continue;
        const outline = Float64Array.from(crackOutline(mask, points[0]!, points[1]!, false));
        const spy = simplifySpy(typescriptVector.simplify);
        const simplified = simplifyOutline(outline, spy.simplify, CONTOUR_SIMPLIFY_TOLERANCE);
        expect(Math.abs(area(simplified) - area(outline))).toBeLessThanOrEqual(SIMPLIFY_MAX_AREA_CHANGE * area(outline));
        if (simplified === outline) continue;
        expect(simplified.length).toBeLessThanOrEqual(outline.length);
        if (simplified.length < outline.length) simplifiedOutlines++;
        // Douglas–Peucker runs at half the tolerance tried; the offset takes at most the other half.
        const tolerance = 2 * spy.lastTolerance();
        expect(tolerance).toBeLessThanOrEqual(CONTOUR_SIMPLIFY_TOLERANCE);
        for (let i = 0; i < outline.length; i += 2) {
          expect(distanceToPolygon(outline[i]!, outline[i + 1]!, simplified)).toBeLessThanOrEqual(tolerance + 1e-9);
        }
      }
    }
    expect(simplifiedOutlines).toBeGreaterThan(5);
  });

  it('a disc keeps its area and loses most of its corners: its chords are moved back out', () => {
    // The crack outline of a disc of radius 120 px: chords 1 px inside it would lose 1 %.
    const mask = maskWhere(300, 300, (x, y) => (x + 0.5 - 150) ** 2 + (y + 0.5 - 150) ** 2 <= 120 ** 2);
    const [contour] = traceContours(mask);
    const outline = Float64Array.from(crackOutline(mask, contour!.points[0]!, contour!.points[1]!, false));
    const spy = simplifySpy(typescriptVector.simplify);
    const simplified = simplifyOutline(outline, spy.simplify, 2);
    expect(spy.tolerances()).toEqual([1]);
    expect(simplified.length / 2).toBeLessThan(100);
    expect(Math.abs(area(simplified) - area(outline))).toBeLessThanOrEqual(0.003 * area(outline));
    for (let i = 0; i < outline.length; i += 2) {
      expect(distanceToPolygon(outline[i]!, outline[i + 1]!, simplified)).toBeLessThanOrEqual(2);
    }
    // The offset gives back what the chords alone cut off.
    const chordsAlone = Math.abs(area(typescriptVector.simplify(outline, 1, true)) - area(outline));
    expect(chordsAlone).toBeGreaterThan(10);
    expect(Math.abs(area(simplified) - area(outline))).toBeLessThan(chordsAlone / 10);
  });

  it('keeps every corner when no simplification is good enough, and moves a polygon out by a distance', () => {
    const disc: number[] = [];
    for (let i = 0; i < 64; i++) disc.push(12 * Math.cos((i * Math.PI) / 32), 12 * Math.sin((i * Math.PI) / 32));
    const outline = Float64Array.from(disc);
    expect(simplifyOutline(outline, typescriptVector.simplify, 2, 0)).toBe(outline);
    // A 10 × 10 square moved out by 1 is 12 × 12, either way round.
    const square = Float64Array.of(0, 0, 10, 0, 10, 10, 0, 10);
    expect(area(offsetPolygon(square, 1))).toBeCloseTo(144, 9);
    expect(area(offsetPolygon(square.slice().reverse(), 1))).toBeCloseTo(144, 9);
  });
});
