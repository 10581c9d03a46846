import { describe, expect, it } from 'vitest';
import { CONTOUR_SIMPLIFY_MIN_POINTS, CONTOUR_SIMPLIFY_TOLERANCE } from '../../../shared/constants';
import { distanceToSegment } from '../../geometry/cubicBezier';
import { seededRandom } from '../randomPolygon';
import { typescriptVector } from '../vector/typescriptVector';
import { crackOutline, twiceOutlineArea } from './crackOutline';
import { simplifySpy } from './testing/simplifySpy';
import { floorPlanMask } from './testing/floorPlanMask';
import { blobMask } from './testing/testMasks';
import { traceContours } from './traceContours';
import { SIMPLIFY_MAX_AREA_CHANGE, simplifyOutline } from './simplifyOutline';

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
        const tolerance = spy.lastTolerance();
        expect(tolerance).toBeLessThanOrEqual(CONTOUR_SIMPLIFY_TOLERANCE);
        for (let i = 0; i < outline.length; i += 2) {
          expect(distanceToPolygon(outline[i]!, outline[i + 1]!, simplified)).toBeLessThanOrEqual(tolerance + 1e-9);
        }
      }
    }
    expect(simplifiedOutlines).toBeGreaterThan(5);
  });

  it('halves the tolerance where 2 px would cut too much off, and keeps every corner where nothing small enough helps', () => {
    // A disc of radius 12 along its pixel edges: chords 2 px inside it lose far more than 0.3 %.
    const disc: number[] = [];
    for (let i = 0; i < 64; i++) disc.push(12 * Math.cos((i * Math.PI) / 32), 12 * Math.sin((i * Math.PI) / 32));
    const outline = Float64Array.from(disc);
    const spy = simplifySpy(typescriptVector.simplify);
    const simplified = simplifyOutline(outline, spy.simplify, 2);
    expect(spy.tolerances()[0]).toBe(2);
    expect(spy.tolerances().length).toBeGreaterThan(1);
    expect(Math.abs(area(simplified) - area(outline))).toBeLessThanOrEqual(0.003 * area(outline));
    // With a bound of zero no simplification is good enough.
    expect(simplifyOutline(outline, typescriptVector.simplify, 2, 0)).toBe(outline);
  });
});
