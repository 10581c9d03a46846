/**
 * The sketch record of one layer (spec drawing-core §3) and the pure edits of a line sequence.
 * A sketch is immutable: every edit returns a new record.
 *
 * How the record holds a drawing:
 * - A line sequence (`type: 'lines'`): `controlPoints` are the vertices v0…v(n-1) in order, and
 *   `lines[i]` runs from v(i) to v(i+1); once closed, the last line runs from v(n-1) back to v0.
 *   A line's first and last points are its two vertices. Straight and constrained lines have two
 *   points; a curved line has the freehand points between (at least 3 in all), drawn and measured
 *   as the smooth curve through them. Straight, constrained and curved lines may mix.
 * - An angle sequence is the same with `angleLines` instead of `lines` (and `angleClosed` once
 *   closed). A sketch holds one kind of sequence, never both.
 * - A shape (`type: 'shape'`) holds one rectangle or circle in `shapes[0]` and is closed at once;
 *   `controlPoints` mirror its corners (p1…p4) or its circle vertexes so vertex handling is alike.
 *   A circle edge from vertex i to i+1 is the cubic through supportPoints[i][1] and
 *   supportPoints[i+1][0]; while those handles sit where a circular arc puts them it is measured
 *   as that exact arc.
 */
import { plainPoint, type CanvasPoint, type Point } from '../../shared/geometry';
import type { LineEntry, Sketch } from '../../shared/schemas';

export type SketchStatus = 'empty' | 'drawing' | 'closed';

/** A sketch with nothing drawn yet. */
export function emptySketch(labelsVisible = true): Sketch {
  return {
    closed: false,
    type: 'lines',
    angleClosed: false,
    hasCurved: false,
    labelsVisible,
    lines: [],
    angleLines: [],
    shapes: [],
    controlPoints: [],
    supportPoints: [],
  };
}

/** empty → drawing (open) → closed, as spec §4 names the sketch states. */
export function sketchStatus(sketch: Sketch): SketchStatus {
  if (sketch.closed) return 'closed';
  return sketch.controlPoints.length === 0 && sketch.lines.length === 0 ? 'empty' : 'drawing';
}

/** The sketch's control points (the vertices the user placed), in order. */
export const sketchVertices = (sketch: Sketch): readonly CanvasPoint[] => sketch.controlPoints as unknown as readonly CanvasPoint[];

/** Places the first vertex of a new line sequence. */
export function startSketch(sketch: Sketch, point: Point): Sketch {
  return { ...sketch, controlPoints: [{ x: point.x, y: point.y }] };
}

/** A two-point line of the given kind. */
export const twoPointLine = (from: Point, to: Point, type: 'straight' | 'constrained' = 'straight'): LineEntry => ({
  type,
  points: [plainPoint(from), plainPoint(to)],
  isConstrained: type === 'constrained',
});

/** Whether the sketch is an angle sequence (its lines are angle lines). */
export const isAngleSketch = (sketch: Sketch): boolean => sketch.angleLines.length > 0;

/** The kinds of sequence a sketch may hold. */
export type SequenceKind = 'lines' | 'angle';

/** Adds a line from the last vertex to `point`: a straight or constrained line, or an angle line. */
export function appendLine(sketch: Sketch, point: Point, kind: 'straight' | 'constrained' | 'angle'): Sketch {
  const last = sketch.controlPoints[sketch.controlPoints.length - 1];
  if (!last) return startSketch(sketch, point);
  const controlPoints = [...sketch.controlPoints, plainPoint(point)];
  if (kind === 'angle') return { ...sketch, angleLines: [...sketch.angleLines, { start: plainPoint(last), end: plainPoint(point) }], controlPoints };
  return { ...sketch, lines: [...sketch.lines, twoPointLine(last, point, kind)], controlPoints };
}

/** Kept for the straight-line callers: a straight line from the last vertex to `point`. */
export const appendStraightLine = (sketch: Sketch, point: Point): Sketch => appendLine(sketch, point, 'straight');

/**
 * Adds a freehand curve through `points`, which start at the last vertex (or start the sketch).
 * When `closes`, the curve ends on the first vertex and the sketch closes.
 */
export function appendCurve(sketch: Sketch, points: readonly Point[], closes: boolean): Sketch {
  const first = sketch.controlPoints[0];
  const end = closes && first ? first : points[points.length - 1]!;
  const curve: LineEntry = { type: 'curved', points: [...points.slice(0, -1).map(plainPoint), plainPoint(end)], isConstrained: false };
  const controlPoints = sketch.controlPoints.length === 0 ? [plainPoint(points[0]!)] : sketch.controlPoints;
  return {
    ...sketch,
    hasCurved: true,
    closed: closes,
    lines: [...sketch.lines, curve],
    controlPoints: closes ? controlPoints : [...controlPoints, plainPoint(end)],
  };
}

/** Closes the sequence with a line from the last vertex back to the first. */
export function closeSketch(sketch: Sketch, kind: 'straight' | 'constrained' | 'angle' = 'straight'): Sketch {
  const first = sketch.controlPoints[0];
  const last = sketch.controlPoints[sketch.controlPoints.length - 1];
  if (!first || !last) return sketch;
  if (kind === 'angle') {
    return { ...sketch, closed: true, angleClosed: true, angleLines: [...sketch.angleLines, { start: plainPoint(last), end: plainPoint(first) }] };
  }
  return { ...sketch, closed: true, lines: [...sketch.lines, twoPointLine(last, first, kind)] };
}

/** Structural equality, used to skip history steps that change nothing. */
export const sketchesEqual = (a: Sketch, b: Sketch): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);
