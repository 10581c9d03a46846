/**
 * The sketch record of one layer (spec drawing-core §3) and the pure edits of a straight-line
 * sequence. A sketch is immutable: every edit returns a new record.
 */
import type { CanvasPoint, Point } from '../../shared/geometry';
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

const straightLine = (from: Point, to: Point): LineEntry => ({
  type: 'straight',
  points: [
    { x: from.x, y: from.y },
    { x: to.x, y: to.y },
  ],
  isConstrained: false,
});

/** Adds a straight line from the last vertex to `point`. */
export function appendStraightLine(sketch: Sketch, point: Point): Sketch {
  const last = sketch.controlPoints[sketch.controlPoints.length - 1];
  if (!last) return startSketch(sketch, point);
  return {
    ...sketch,
    lines: [...sketch.lines, straightLine(last, point)],
    controlPoints: [...sketch.controlPoints, { x: point.x, y: point.y }],
  };
}

/** Closes the sequence with a line from the last vertex back to the first. */
export function closeSketch(sketch: Sketch): Sketch {
  const first = sketch.controlPoints[0];
  const last = sketch.controlPoints[sketch.controlPoints.length - 1];
  if (!first || !last) return sketch;
  return { ...sketch, closed: true, lines: [...sketch.lines, straightLine(last, first)] };
}

/** Structural equality, used to skip history steps that change nothing. */
export const sketchesEqual = (a: Sketch, b: Sketch): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);
