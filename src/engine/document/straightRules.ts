/**
 * The rules a new straight line must pass (spec drawing-core §4 "Sketch", §5): the close rule,
 * the minimum length and the crossing rule. Pure functions over a sketch and the zoom, because
 * every tolerance is in screen pixels and so shrinks as the user zooms in.
 */
import { CLOSE_MIN_POINTS, CLOSE_TOLERANCE, MIN_LINE_LENGTH } from '../../shared/constants';
import type { CanvasPoint } from '../../shared/geometry';
import type { Sketch } from '../../shared/schemas';
import { segmentCrossesPolyline } from '../geometry/segments';
import { snapNextVertex } from '../geometry/snapping';
import { distance } from '../geometry/vector';
import { sketchVertices } from './sketch';

/** A click closes the sequence when it lands within 6/zoom px of the first point and there are at least 3 control points. */
export function closesSketch(sketch: Sketch, point: CanvasPoint, zoom: number): boolean {
  const vertices = sketchVertices(sketch);
  const first = vertices[0];
  return (
    !sketch.closed &&
    first !== undefined &&
    vertices.length >= CLOSE_MIN_POINTS &&
    distance(first, point) <= CLOSE_TOLERANCE / zoom
  );
}

/** Where a click at `point` puts the next vertex, after snapping. */
export const nextVertex = (sketch: Sketch, point: CanvasPoint): CanvasPoint => snapNextVertex(sketchVertices(sketch), point);

/** A new line must be longer than 3/zoom px; shorter ones are ignored. */
export function isTooShort(sketch: Sketch, end: CanvasPoint, zoom: number): boolean {
  const last = sketchVertices(sketch).at(-1);
  return last !== undefined && distance(last, end) <= MIN_LINE_LENGTH / zoom;
}

/** Whether the line from the last vertex to `end` crosses an existing edge of the sequence. */
export function crossesEdge(sketch: Sketch, end: CanvasPoint): boolean {
  const vertices = sketchVertices(sketch);
  const last = vertices.at(-1);
  if (!last || vertices.length < 2) return false;
  return segmentCrossesPolyline(last, end, vertices, { adjacentFirst: false, adjacentLast: true }) >= 0;
}

/** Whether the closing line, from the last vertex back to the first, crosses an edge. */
export function closingLineCrosses(sketch: Sketch): boolean {
  const vertices = sketchVertices(sketch);
  const first = vertices[0];
  const last = vertices.at(-1);
  if (!first || !last) return false;
  return segmentCrossesPolyline(last, first, vertices, { adjacentFirst: true, adjacentLast: true }) >= 0;
}
