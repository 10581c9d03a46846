/**
 * Comparing traced contours in tests: closed sequences up to where they start and which way they
 * run, and contour lists put in the contract's order.
 */
import type { Contour } from '../../kernelTypes';
import { closedArea } from './openCvContours';

const pointAt = (points: Int32Array, index: number, count: number): [number, number] => {
  const i = ((index % count) + count) % count;
  return [points[2 * i]!, points[2 * i + 1]!];
};

/** Whether two closed point sequences are one another rotated, reversed, or both. */
export function sameClosedSequence(a: Int32Array, b: Int32Array): boolean {
  if (a.length !== b.length || a.length % 2 !== 0) return false;
  const count = a.length / 2;
  if (count === 0) return true;
  const [ax, ay] = pointAt(a, 0, count);
  for (let shift = 0; shift < count; shift++) {
    const [bx, by] = pointAt(b, shift, count);
    if (bx !== ax || by !== ay) continue;
    for (const way of [1, -1]) {
      let same = true;
      for (let i = 1; i < count && same; i++) {
        const [px, py] = pointAt(a, i, count);
        const [qx, qy] = pointAt(b, shift + way * i, count);
        same = px === qx && py === qy;
      }
      if (same) return true;
    }
  }
  return false;
}

const startOrder = (a: Int32Array, b: Int32Array): number => a[1]! - b[1]! || a[0]! - b[0]!;

/** Outer borders by area, largest first, then by start pixel; holes by start pixel. */
export const inContractOrder = (contours: readonly Contour[]): Contour[] =>
  contours
    .map((contour) => ({ points: contour.points, holes: [...contour.holes].sort(startOrder) }))
    .sort((a, b) => closedArea(b.points) - closedArea(a.points) || startOrder(a.points, b.points));

/** The raster-first point of a sequence, the same wherever it starts and whichever way it runs. */
function topLeft(points: Int32Array): number {
  let best = Infinity;
  for (let i = 0; i < points.length; i += 2) best = Math.min(best, points[i + 1]! * 65536 + points[i]!);
  return best;
}

/**
 * Where two contour lists differ, when sequences may start anywhere and run either way: regions
 * are matched by area and top-left pixel, holes by top-left pixel. Null when they agree.
 */
export function contourDifference(actual: readonly Contour[], expected: readonly Contour[]): string | null {
  const byArea = (list: readonly Contour[]): Contour[] =>
    [...list].sort((a, b) => closedArea(b.points) - closedArea(a.points) || topLeft(a.points) - topLeft(b.points));
  const mine = byArea(actual);
  const theirs = byArea(expected);
  if (mine.length !== theirs.length) return `${mine.length} regions, expected ${theirs.length}`;
  for (let i = 0; i < mine.length; i++) {
    const a = mine[i]!;
    const b = theirs[i]!;
    if (!sameClosedSequence(a.points, b.points)) return `region ${i}: outer borders differ`;
    if (a.holes.length !== b.holes.length) return `region ${i}: ${a.holes.length} holes, expected ${b.holes.length}`;
    const holesA = [...a.holes].sort((p, q) => topLeft(p) - topLeft(q));
    const holesB = [...b.holes].sort((p, q) => topLeft(p) - topLeft(q));
    for (let h = 0; h < holesA.length; h++) {
      if (!sameClosedSequence(holesA[h]!, holesB[h]!)) return `region ${i}: hole ${h} differs`;
    }
  }
  return null;
}

const sameArray = (a: Int32Array, b: Int32Array): boolean => a.length === b.length && a.every((value, i) => value === b[i]);

/** Whether two contour lists are the same to the last point: order, starts and directions too. */
export const identicalContours = (a: readonly Contour[], b: readonly Contour[]): boolean =>
  a.length === b.length &&
  a.every((contour, i) => {
    const other = b[i]!;
    return (
      sameArray(contour.points, other.points) &&
      contour.holes.length === other.holes.length &&
      contour.holes.every((hole, h) => sameArray(hole, other.holes[h]!))
    );
  });
