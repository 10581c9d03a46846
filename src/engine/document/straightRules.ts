/**
 * The rules a new line must pass (spec drawing-core §4 "Sketch", §5): the close rule, the
 * minimum lengths and the crossing rule. Pure functions over a sketch and the zoom, because
 * every tolerance is in screen pixels and so shrinks as the user zooms in.
 */
import {
  ANGLE_LINE_MIN_LENGTH,
  CLOSE_MIN_POINTS,
  CLOSE_TOLERANCE,
  CONSTRAINED_STEP_DEGREES,
  CURVE_MIN_LENGTH,
  CURVE_MIN_POINTS,
  MIN_LINE_LENGTH,
} from '../../shared/constants';
import type { CanvasPoint, Point } from '../../shared/geometry';
import type { Sketch } from '../../shared/schemas';
import { pathLength } from '../geometry/polygon';
import { segmentCrossesPolyline, segmentsIntersect } from '../geometry/segments';
import { snapNextVertex, snapToStep } from '../geometry/snapping';
import { distance } from '../geometry/vector';
import { sketchVertices } from './sketch';

export type LineKind = 'straight' | 'constrained' | 'angle';

/** A click closes the sequence when it lands within 6/zoom px of the first point and there are at least 3 control points. */
export function closesSketch(sketch: Sketch, point: Point, zoom: number): boolean {
  const vertices = sketchVertices(sketch);
  const first = vertices[0];
  return (
    !sketch.closed &&
    first !== undefined &&
    vertices.length >= CLOSE_MIN_POINTS &&
    distance(first, point) <= CLOSE_TOLERANCE / zoom
  );
}

/**
 * Where a click at `point` puts the next vertex: constrained lines turn to the nearest 15-degree
 * step; other lines snap to the axes and to right angles.
 */
export function nextVertex(sketch: Sketch, point: CanvasPoint, kind: LineKind = 'straight'): CanvasPoint {
  const vertices = sketchVertices(sketch);
  if (kind === 'constrained') {
    const last = vertices.at(-1);
    return last ? snapToStep(last, point, CONSTRAINED_STEP_DEGREES) : point;
  }
  return snapNextVertex(vertices, point);
}

/** The shortest line each kind accepts, in screen px: longer than 3/zoom, angle lines longer than 10/zoom. */
const minimumLength = (kind: LineKind): number => (kind === 'angle' ? ANGLE_LINE_MIN_LENGTH : MIN_LINE_LENGTH);

/** Whether the new line to `end` is too short to keep. */
export function isTooShort(sketch: Sketch, end: Point, zoom: number, kind: LineKind = 'straight'): boolean {
  const last = sketchVertices(sketch).at(-1);
  return last !== undefined && distance(last, end) <= minimumLength(kind) / zoom;
}

/**
 * The path the sequence has drawn so far, through every point of every line (a freehand curve's
 * points included), from the first vertex to the last.
 */
export function sequencePath(sketch: Sketch): readonly Point[] {
  if (sketch.lines.length === 0) return sketchVertices(sketch);
  const path: Point[] = [sketch.lines[0]!.points[0]!];
  for (const line of sketch.lines) path.push(...line.points.slice(1));
  return path;
}

/** Whether the line from the last vertex to `end` crosses an existing edge of the sequence. */
export function crossesEdge(sketch: Sketch, end: Point): boolean {
  const path = sequencePath(sketch);
  const last = path.at(-1);
  if (!last || path.length < 2) return false;
  return segmentCrossesPolyline(last, end, path, { adjacentFirst: false, adjacentLast: true }) >= 0;
}

/** Whether the closing line, from the last vertex back to the first, crosses an edge. */
export function closingLineCrosses(sketch: Sketch): boolean {
  const path = sequencePath(sketch);
  const first = path[0];
  const last = path.at(-1);
  if (!first || !last) return false;
  return segmentCrossesPolyline(last, first, path, { adjacentFirst: true, adjacentLast: true }) >= 0;
}

/** A freehand line is valid with at least 3 points and a length of at least 6/zoom px. */
export function isValidCurve(points: readonly Point[], zoom: number): boolean {
  return points.length >= CURVE_MIN_POINTS && pathLength(points, false) >= CURVE_MIN_LENGTH / zoom;
}

/**
 * Whether a freehand curve through `points` (starting at the sequence's last vertex) crosses the
 * sequence or itself. When it `closes`, its end may touch the first vertex.
 */
export function curveCrosses(sketch: Sketch, points: readonly Point[], closes: boolean): boolean {
  return curveCrossingIndex(sketch, points, closes) >= 0;
}

/**
 * The part of a freehand curve drawn before it first crosses the sequence or itself: its points up
 * to the start of the segment that crosses (the whole curve when nothing crosses).
 */
export function curveBeforeCrossing(sketch: Sketch, points: readonly Point[], closes: boolean): readonly Point[] {
  const index = curveCrossingIndex(sketch, points, closes);
  return index < 0 ? points : points.slice(0, index);
}

/** The index of the end point of the curve's first segment that crosses, or -1. */
function curveCrossingIndex(sketch: Sketch, points: readonly Point[], closes: boolean): number {
  const path = sequencePath(sketch);
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    const isFirst = i === 1;
    const isLast = i === points.length - 1;
    if (path.length >= 2) {
      const options = { adjacentFirst: closes && isLast, adjacentLast: isFirst };
      if (segmentCrossesPolyline(a, b, path, options) >= 0) return i;
    }
    // The curve against its own earlier segments, skipping the one it joins.
    for (let j = 1; j < i - 1; j++) {
      // A loop drawn on an empty sketch ends where its first segment begins.
      if (closes && isLast && j === 1 && path.length < 2) continue;
      if (segmentsIntersect(points[j - 1]!, points[j]!, a, b)) return i;
    }
  }
  return -1;
}
