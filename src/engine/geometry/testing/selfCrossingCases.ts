/**
 * Paths for the self-crossing tests of the TypeScript and WASM kernels, and the reference they
 * are held to. Test code only.
 */
import type { Point } from '../../../shared/geometry';
import { randomPolygon } from '../../kernels/randomPolygon';
import { orientation, segmentsIntersect } from '../segments';
import type { EdgePairIndices } from '../selfCrossing';

const p = (x: number, y: number): Point => ({ x, y });

/**
 * The reference: the O(n²) pairwise check that `pathSelfCrosses` ran before selfCrossing.ts,
 * kept verbatim except that it returns the pair where it returned true. It walks pairs in order
 * of first edge, then second, so the pair it stops at is the lowest.
 */
export function pairwiseReference(points: readonly Point[], closed: boolean): EdgePairIndices | null {
  const count = points.length;
  const edges = closed ? count : count - 1;
  if (edges < 2) return null;
  const edge = (i: number): [Point, Point] => [points[i]!, points[(i + 1) % count]!];
  for (let i = 0; i < edges; i++) {
    const [a, b] = edge(i);
    for (let j = i + 1; j < edges; j++) {
      const [c, d] = edge(j);
      const neighbours = j === i + 1 || (closed && i === 0 && j === edges - 1);
      if (neighbours) {
        if (overlapsAlongLine(a, b, c, d) || overlapsAlongLine(c, d, a, b)) return { first: i, second: j };
        continue;
      }
      if (Math.max(a.x, b.x) < Math.min(c.x, d.x) || Math.max(c.x, d.x) < Math.min(a.x, b.x)) continue;
      if (Math.max(a.y, b.y) < Math.min(c.y, d.y) || Math.max(c.y, d.y) < Math.min(a.y, b.y)) continue;
      if (segmentsIntersect(a, b, c, d)) return { first: i, second: j };
    }
  }
  return null;
}

/** A copy of the private helper of segments.ts that the reference needs. */
function overlapsAlongLine(a: Point, b: Point, c: Point, d: Point): boolean {
  if (a.x === b.x && a.y === b.y) return false;
  if (orientation(a, b, c) !== 0 || orientation(a, b, d) !== 0) return false;
  if (a.x !== b.x) return Math.max(Math.min(a.x, b.x), Math.min(c.x, d.x)) < Math.min(Math.max(a.x, b.x), Math.max(c.x, d.x));
  return Math.max(Math.min(a.y, b.y), Math.min(c.y, d.y)) < Math.min(Math.max(a.y, b.y), Math.max(c.y, d.y));
}

/** Points on a coarse grid: repeated vertices, collinear overlaps and touching are common. */
export const gridPath = (random: () => number, count: number, size: number): Point[] =>
  Array.from({ length: count }, () => p(Math.floor(random() * size), Math.floor(random() * size)));

/** A simple star polygon on whole coordinates, so midpoints of its edges are exact. */
export const wholePolygon = (random: () => number, count: number): Point[] =>
  randomPolygon(random, count, { center: p(0, 0), radius: 4096, clockwise: random() < 0.5 }).map((q) => p(Math.round(q.x), Math.round(q.y)));

/** One random flaw: two vertices swapped, a vertex repeated elsewhere, or moved onto an edge. */
export function withFlaw(random: () => number, points: Point[]): Point[] {
  const flawed = [...points];
  const n = points.length;
  const k = Math.floor(random() * n);
  const m = Math.floor(random() * n);
  const kind = Math.floor(random() * 4);
  if (kind === 0) [flawed[k], flawed[m]] = [flawed[m]!, flawed[k]!];
  else if (kind === 1) flawed[k] = points[m]!;
  else if (kind === 2) {
    const a = points[m]!;
    const b = points[(m + 1) % n]!;
    flawed[k] = p((a.x + b.x) / 2, (a.y + b.y) / 2);
  } else {
    // Back along the previous edge, beyond its start: a doubling back, or a collinear overlap.
    const a = points[(k + n - 1) % n]!;
    const b = points[k]!;
    flawed.splice(k + 1, 0, p(b.x + 2 * (a.x - b.x), b.y + 2 * (a.y - b.y)));
  }
  return flawed;
}
