import { beforeAll, describe, expect, it } from 'vitest';
import type { Point } from '../../../shared/geometry';
import { cubicArcLength } from '../../geometry/cubicArcLength';
import type { Outline, OutlineSegment } from '../../geometry/outlineTypes';
import type { VectorKernels } from '../kernelTypes';
import { seededRandom } from '../randomPolygon';
import { loadWasmVector } from './testing/loadWasmVector';
import { typescriptVector } from './typescriptVector';

const p = (x: number, y: number): Point => ({ x, y });
const line = (from: Point, to: Point): OutlineSegment => ({ kind: 'line', from, to });
const cubic = (from: Point, c1: Point, c2: Point, to: Point): OutlineSegment => ({ kind: 'cubic', from, c1, c2, to });
const arc = (center: Point, r: number, start: number, sweep: number): OutlineSegment => ({
  kind: 'arc',
  center,
  sweep,
  from: p(center.x + r * Math.cos(start), center.y + r * Math.sin(start)),
  to: p(center.x + r * Math.cos(start + sweep), center.y + r * Math.sin(start + sweep)),
});
const outline = (segments: OutlineSegment[], closed = true): Outline => ({ segments, closed, approximate: false });
const relative = (actual: number, expected: number): number => Math.abs(actual - expected) / Math.abs(expected);

let wasm: VectorKernels;

beforeAll(async () => {
  wasm = (await loadWasmVector()).vector;
});

/** Both kernels' measures, checked to agree to 1e-12. */
function measureBoth(shape: Outline): { area: number; perimeter: number } {
  const fromWasm = wasm.measureOutline(shape);
  const fromTs = typescriptVector.measureOutline(shape);
  if (fromTs.area !== 0 || fromWasm.area !== 0) expect(relative(fromWasm.area, fromTs.area)).toBeLessThanOrEqual(1e-12);
  if (fromTs.perimeter !== 0 || fromWasm.perimeter !== 0) expect(relative(fromWasm.perimeter, fromTs.perimeter)).toBeLessThanOrEqual(1e-12);
  return fromTs;
}

/** The quarter-circle cubic's handle length: 4/3·tan(π/8) of the radius. */
const KAPPA = (4 / 3) * Math.tan(Math.PI / 8);

/** A circle of radius r about c from four cubics with handles KAPPA·r along the tangents. */
function cubicCircle(c: Point, r: number): OutlineSegment[] {
  const k = KAPPA * r;
  return [
    cubic(p(c.x + r, c.y), p(c.x + r, c.y + k), p(c.x + k, c.y + r), p(c.x, c.y + r)),
    cubic(p(c.x, c.y + r), p(c.x - k, c.y + r), p(c.x - r, c.y + k), p(c.x - r, c.y)),
    cubic(p(c.x - r, c.y), p(c.x - r, c.y - k), p(c.x - k, c.y - r), p(c.x, c.y - r)),
    cubic(p(c.x, c.y - r), p(c.x + k, c.y - r), p(c.x + r, c.y - k), p(c.x + r, c.y)),
  ];
}

/** ∫ |B'(t)| dt over [from, to] by composite Simpson with `panels` panels: an independent reference. */
function simpsonLength(s: Extract<OutlineSegment, { kind: 'cubic' }>, from: number, to: number, panels: number): number {
  const speed = (t: number): number => {
    const u = 1 - t;
    const x = 3 * u * u * (s.c1.x - s.from.x) + 6 * u * t * (s.c2.x - s.c1.x) + 3 * t * t * (s.to.x - s.c2.x);
    const y = 3 * u * u * (s.c1.y - s.from.y) + 6 * u * t * (s.c2.y - s.c1.y) + 3 * t * t * (s.to.y - s.c2.y);
    return Math.hypot(x, y);
  };
  const h = (to - from) / panels;
  let sum = speed(from) + speed(to);
  for (let i = 1; i < panels; i++) sum += (i % 2 === 1 ? 4 : 2) * speed(from + i * h);
  return (sum * h) / 3;
}

describe('measureOutline, WASM and TypeScript', () => {
  it('measure a circle of arcs exactly: πr² and 2πr, whichever way and however split', () => {
    for (const [center, r] of [[p(0, 0), 1], [p(1e6, -3e5), 250], [p(-7, 3), 0.001]] as const) {
      for (const parts of [1, 2, 3, 4, 7]) {
        for (const direction of [1, -1]) {
          const step = (direction * 2 * Math.PI) / parts;
          const shape = outline(Array.from({ length: parts }, (_, i) => arc(center, r, 0.3 + i * step, step)));
          const { area, perimeter } = measureBoth(shape);
          expect(relative(area, Math.PI * r * r)).toBeLessThan(1e-9);
          expect(relative(perimeter, 2 * Math.PI * r)).toBeLessThan(1e-12);
        }
      }
    }
  });

  it('measure the four-cubic circle with its known error: area (12k + 10 − 3k²)/5·r², 0.028 % over πr², perimeter 0.014 % over 2πr', () => {
    const r = 40;
    const { area, perimeter } = measureBoth(outline(cubicCircle(p(300, 200), r)));
    const expectedArea = ((12 * KAPPA + 10 - 3 * KAPPA * KAPPA) / 5) * r * r;
    expect(relative(area, expectedArea)).toBeLessThan(1e-13);
    expect((area - Math.PI * r * r) / (Math.PI * r * r)).toBeCloseTo(2.8e-4, 5);
    const quarter = cubicCircle(p(300, 200), r)[0] as Extract<OutlineSegment, { kind: 'cubic' }>;
    expect(relative(perimeter, 4 * simpsonLength(quarter, 0, 1, 20_000))).toBeLessThan(1e-13);
    // The perimeter is longer than the true circle's by about 0.014 %.
    expect(perimeter / (2 * Math.PI * r) - 1).toBeCloseTo(1.4e-4, 5);
  });

  it('measure cubics with closed-form lengths to full precision: a parabola and a cusp', () => {
    // y = x² from x = -1 to 1, a quadratic raised to a cubic: length √5 + asinh(2)/2.
    const parabola = cubic(p(-1, 1), p(-1 / 3, -1 / 3), p(1 / 3, -1 / 3), p(1, 1));
    expect(relative(cubicArcLength(-1, 1, -1 / 3, -1 / 3, 1 / 3, -1 / 3, 1, 1), Math.sqrt(5) + Math.asinh(2) / 2)).toBeLessThan(1e-15);
    expect(relative(measureBoth(outline([parabola], false)).perimeter, Math.sqrt(5) + Math.asinh(2) / 2)).toBeLessThan(1e-15);
    // Speed 3|1 − 2t|·√((1 − 2t)² + 1), zero at t = ½: length 2^(3/2) − 1.
    const cusp = cubic(p(0, 0), p(1, 1), p(0, 1), p(1, 0));
    expect(relative(measureBoth(outline([cusp], false)).perimeter, 2 ** 1.5 - 1)).toBeLessThan(1e-14);
  });

  it('measure rectangles and a stadium exactly, and give an open outline no area', () => {
    const rectangle = [line(p(2, 3), p(12, 3)), line(p(12, 3), p(12, 8)), line(p(12, 8), p(2, 8)), line(p(2, 8), p(2, 3))];
    expect(measureBoth(outline(rectangle))).toEqual({ area: 50, perimeter: 30 });
    expect(measureBoth(outline(rectangle, false))).toEqual({ area: 0, perimeter: 30 });
    const far = rectangle.map((s) => line(p(s.from.x + 1e7, s.from.y - 1e7), p(s.to.x + 1e7, s.to.y - 1e7)));
    expect(measureBoth(outline(far))).toEqual({ area: 50, perimeter: 30 });
    // Two sides of length 20 joined by half circles of radius 5.
    const stadium = outline([line(p(0, 0), p(20, 0)), arc(p(20, 5), 5, -Math.PI / 2, Math.PI), line(p(20, 10), p(0, 10)), arc(p(0, 5), 5, Math.PI / 2, Math.PI)]);
    const { area, perimeter } = measureBoth(stadium);
    expect(relative(area, 200 + 25 * Math.PI)).toBeLessThan(1e-14);
    expect(relative(perimeter, 40 + 10 * Math.PI)).toBeLessThan(1e-14);
  });

  it('agree to 1e-12 on random outlines of lines, cubics and arcs, anywhere', () => {
    const random = seededRandom(41);
    for (let round = 0; round < 300; round++) {
      const origin = p((random() - 0.5) * 1e5, (random() - 0.5) * 1e5);
      const point = (): Point => p(origin.x + random() * 500, origin.y + random() * 500);
      const start = point();
      let at = start;
      const segments: OutlineSegment[] = [];
      const count = 1 + Math.floor(random() * 8);
      for (let i = 0; i < count; i++) {
        const kind = random();
        if (kind < 0.35) {
          const to = point();
          segments.push(line(at, to));
          at = to;
        } else if (kind < 0.7) {
          const to = point();
          segments.push(cubic(at, point(), point(), to));
          at = to;
        } else {
          const center = point();
          const r = Math.hypot(at.x - center.x, at.y - center.y);
          const from = Math.atan2(at.y - center.y, at.x - center.x);
          const segment = arc(center, r, from, (random() - 0.5) * 4 * Math.PI);
          segments.push({ ...segment, from: at });
          at = segment.to;
        }
      }
      segments.push(line(at, start));
      measureBoth(outline(segments, random() < 0.8));
    }
  });
});
