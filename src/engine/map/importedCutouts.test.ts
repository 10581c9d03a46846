import { describe, expect, it } from 'vitest';
import { seededRandom } from '../kernels/randomPolygon';
import type { Point } from '../../shared/geometry';
import { addCutout, cutoutProblem, cutoutsOf } from '../document/cutouts';
import { closedPolygonSketch } from '../document/polygonLayers';
import { fittingCutouts } from './importedCutouts';

/** The rule applied plainly: every hole against the whole outline and every hole kept so far. */
function reference(outline: readonly Point[], holes: readonly (readonly Point[])[]): Point[][] {
  let sketch = closedPolygonSketch(outline, false);
  for (const hole of holes) if (cutoutProblem(sketch, hole) === null) sketch = addCutout(sketch, hole);
  return cutoutsOf(sketch).map((hole) => [...hole]);
}

/** A star-shaped ring round (cx, cy): deep notches make pockets a detour must go round. */
const star = (next: () => number, cx: number, cy: number, radius: number, count: number, depth: number): Point[] =>
  Array.from({ length: count }, (_, i) => {
    const angle = (2 * Math.PI * i) / count;
    const r = radius * (1 - depth * next());
    return { x: cx + r * Math.cos(angle), y: cy + r * Math.sin(angle) };
  });

describe('fitting an imported polygon\'s holes', () => {
  it('keeps exactly the holes the plain rule keeps, on random concave outlines and holes', () => {
    const next = seededRandom(22);
    let kept = 0;
    let dropped = 0;
    for (let trial = 0; trial < 150; trial++) {
      const outline = star(next, 0, 0, 200, 8 + Math.floor(next() * 120), 0.1 + 0.8 * next());
      const holes = Array.from({ length: 1 + Math.floor(next() * 12) }, () => {
        const size = 2 + next() * 60;
        const hole = star(next, (next() - 0.5) * 440, (next() - 0.5) * 440, size, 3 + Math.floor(next() * 8), next() * 0.9);
        // Now and then a hole reaching exactly to an outline vertex, or one with a vertex on it.
        if (next() < 0.1) hole[0] = outline[Math.floor(next() * outline.length)]!;
        return next() < 0.5 ? hole : hole.reverse();
      });
      const expected = reference(outline, holes);
      expect(fittingCutouts(outline, holes), `trial ${trial}`).toEqual(expected);
      kept += expected.length;
      dropped += holes.length - expected.length;
    }
    // The cases exercised both sides of the rule.
    expect(kept).toBeGreaterThan(100);
    expect(dropped).toBeGreaterThan(100);
  });

  it('judges holes along a square spiral strip, where the outline winds round them many times', () => {
    // The strip's centre line turns left at each corner, arms 1, 1, 2, 2, 3, 3, … steps long.
    const step = 10;
    const half = 2.5;
    const directions = [
      { x: 1, y: 0 },
      { x: 0, y: 1 },
      { x: -1, y: 0 },
      { x: 0, y: -1 },
    ];
    const line: Point[] = [{ x: 0, y: 0 }];
    for (let k = 0; k < 24; k++) {
      const d = directions[k % 4]!;
      const at = line[line.length - 1]!;
      const length = step * (1 + Math.floor(k / 2));
      line.push({ x: at.x + d.x * length, y: at.y + d.y * length });
    }
    // Each side offset by `half`, mitred at the square corners.
    const normal = (k: number): Point => ({ x: -directions[k % 4]!.y, y: directions[k % 4]!.x });
    const side = (sign: number): Point[] =>
      line.map((point, i) => {
        const before = i > 0 ? normal(i - 1) : { x: 0, y: 0 };
        const after = i < line.length - 1 ? normal(i) : { x: 0, y: 0 };
        const n = i === 0 ? after : i === line.length - 1 ? before : { x: before.x + after.x, y: before.y + after.y };
        return { x: point.x + sign * half * n.x, y: point.y + sign * half * n.y };
      });
    const outline = [...side(1), ...side(-1).reverse()];
    const square = (x: number, y: number, size: number): Point[] => [
      { x, y },
      { x: x + size, y },
      { x: x + size, y: y + size },
      { x, y: y + size },
    ];
    // Holes along the middle of arms deep in the spiral, near one wall, and in the gaps between arms.
    const holes: Point[][] = [];
    for (let k = 4; k < 20; k++) {
      const from = line[k]!;
      const to = line[k + 1]!;
      const middle = { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 };
      const n = normal(k);
      holes.push(square(middle.x - 0.5, middle.y - 0.5, 1));
      holes.push(square(middle.x + n.x * 1.2 - 0.4, middle.y + n.y * 1.2 - 0.4, 0.8));
      holes.push(square(middle.x + n.x * step * 0.5 - 0.5, middle.y + n.y * step * 0.5 - 0.5, 1));
    }
    const expected = reference(outline, holes);
    expect(expected.length).toBeGreaterThan(10);
    expect(expected.length).toBeLessThan(holes.length - 10);
    expect(fittingCutouts(outline, holes)).toEqual(expected);
  });

  it('drops a hole that crosses the outline or a kept hole, or lies outside, and keeps the rest', () => {
    const outline = [
      { x: 0, y: 0 },
      { x: 100, y: 0 },
      { x: 100, y: 100 },
      { x: 0, y: 100 },
    ];
    const square = (x: number, y: number, size: number): Point[] => [
      { x, y },
      { x: x + size, y },
      { x: x + size, y: y + size },
      { x, y: y + size },
    ];
    const holes = [square(90, 40, 20), square(200, 200, 5), square(10, 10, 20), square(20, 20, 20), square(5, 5, 40), square(60, 60, 10)];
    expect(fittingCutouts(outline, holes)).toEqual([square(10, 10, 20), square(60, 60, 10)]);
  });
});
