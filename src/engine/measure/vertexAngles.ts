/**
 * Which angle shows at which vertex (spec drawing-core §2 "Angles" setting): the angle between
 * the two edges meeting at a vertex, read from the directions the edges leave it (so a curve's
 * own tangent counts, not the chord to its far end).
 */
import type { Point } from '../../shared/geometry';
import type { Sketch } from '../../shared/schemas';
import { edgeCount, edgeSegments, flattenOutline, outlineSignedArea, segmentDirection, sketchOutline } from '../geometry/outline';
import { cross, dot, rotateVector, unitVector } from '../geometry/vector';
import { directionOnPlane, mapMirrors, type PointMap } from './planeScale';

export interface VertexAngle {
  /** The vertex's index in the sketch's control points (its edge numbering). */
  readonly vertex: number;
  /** The vertex itself, in canvas px. */
  readonly at: Point;
  /** The angle in degrees: interior for a closed shape (over 180 at a reflex corner), else in [0, 180]. */
  readonly degrees: number;
  /** Unit vector from the vertex into the angle measured, along its bisector: where a label goes. */
  readonly bisector: Point;
}

/**
 * The angle at every vertex where two edges meet: each interior vertex of an open line or angle
 * sequence, and every vertex of a closed sequence or rectangle. Circles have none. At a closed
 * shape the interior angle is given, which way round the outline runs decides which side that is.
 * With `toPlane` (a photo's perspective or axis scales, issue 23) the degrees are the angle on the
 * measured plane: both edges' directions mapped there; the bisector stays the canvas one, since
 * it only places the label on the screen.
 */
export function vertexAngles(sketch: Sketch, toPlane?: PointMap): VertexAngle[] {
  if (sketch.shapes[0]?.type === 'circle_tool') return [];
  const count = edgeCount(sketch);
  if (count === 0) return [];
  const outline = sketchOutline(sketch);
  const closed = outline.closed;
  const winding = outlineSignedArea(outline) < 0 ? -1 : 1;
  // A map that turns the drawing over turns each corner's turn over too: the winding follows it.
  const planeWinding = toPlane && closed && mapMirrors(toPlane, flattenOutline(outline)) ? -winding : winding;
  const angles: VertexAngle[] = [];
  // Vertex i is where edge i − 1 ends and edge i begins.
  for (let vertex = closed ? 0 : 1; vertex < count; vertex++) {
    const incoming = edgeSegments(sketch, (vertex - 1 + count) % count).at(-1);
    const outgoing = edgeSegments(sketch, vertex)[0];
    if (!incoming || !outgoing) continue;
    const arriving = unitVector(segmentDirection(incoming, 1));
    const leaving = unitVector(segmentDirection(outgoing, 0));
    if (!arriving || !leaving) continue;
    // The turn from the arriving direction to the leaving one, in (−π, π].
    const turn = Math.atan2(cross(arriving, leaving), dot(arriving, leaving));
    const side = closed ? winding : turn < 0 ? -1 : 1;
    const radians = Math.PI - side * turn;
    angles.push({
      vertex,
      at: outgoing.from,
      degrees: toPlane ? (planeRadians(toPlane, outgoing.from, arriving, leaving, closed ? planeWinding : null) * 180) / Math.PI : (radians * 180) / Math.PI,
      // Turning the leaving direction towards the arriving edge by half the angle bisects it.
      bisector: rotateVector(leaving, (side * radians) / 2),
    });
  }
  return angles;
}

/** The angle between the arriving and leaving directions at `at` on the plane; `winding` null for an open path. */
function planeRadians(toPlane: PointMap, at: Point, arriving: Point, leaving: Point, winding: number | null): number {
  const before = unitVector(directionOnPlane(toPlane, at, arriving));
  const after = unitVector(directionOnPlane(toPlane, at, leaving));
  if (!before || !after) return NaN;
  const turn = Math.atan2(cross(before, after), dot(before, after));
  return Math.PI - (winding ?? (turn < 0 ? -1 : 1)) * turn;
}
