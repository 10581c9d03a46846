/**
 * Cutouts (issue 22): holes in a closed sketch, such as a courtyard inside a footprint or a stair
 * hole in a floor. A cutout is a polygon in canvas px kept in the sketch's `cutouts`, so the
 * layer's history undoes it like any edit. The rules are the drawing rules of a line sequence
 * applied to the hole: its edges may not cross one another, the shape's outline or another
 * cutout ("Lines cannot intersect!"), and it must lie inside the shape and outside every other
 * cutout. Pure functions.
 */
import { CLOSE_MIN_POINTS } from '../../shared/constants';
import { plainPoint, type Point } from '../../shared/geometry';
import { NOTICES, type Notice } from '../../shared/notices';
import type { Sketch } from '../../shared/schemas';
import { flattenOutline, sketchOutline } from '../geometry/outline';
import { pointInPolygon, polygonArea } from '../geometry/polygon';
import { pathSelfCrosses, segmentCrossesPolyline, segmentsIntersect } from '../geometry/segments';

/** The sketch's cutouts (none for a sketch saved before there were cutouts). */
export const cutoutsOf = (sketch: Sketch): readonly (readonly Point[])[] => sketch.cutouts ?? [];

/** Whether the sketch may take a cutout: a closed outline of lines or a shape (not an angle sequence). */
export const takesCutouts = (sketch: Sketch): boolean => sketch.closed && sketch.angleLines.length === 0 && !sketch.mask;

/**
 * The closed polyline a cutout is tested against: the outline, its curves and arcs flattened
 * finely, its first point repeated at the end as the crossing tests take it.
 */
const outlineRing = (sketch: Sketch): Point[] => closedRing(flattenOutline(sketchOutline(sketch), 0.05));

/** The ring closed back on its first point. */
const closedRing = (ring: readonly Point[]): Point[] => (ring.length > 0 ? [...ring, ring[0]!] : []);

/** Whether the segment a–b touches the closed ring (built once per check, not once per edge). */
const crossesRing = (a: Point, b: Point, ring: readonly Point[]): boolean =>
  segmentCrossesPolyline(a, b, ring, { adjacentFirst: false, adjacentLast: false }) >= 0;

/**
 * Why the next point of a cutout in progress may not go at `point` (null when it may): the first
 * point must lie inside the shape and outside every cutout; every further edge may cross neither
 * the outline, nor another cutout, nor the cutout's own edges.
 */
export function cutoutPointProblem(sketch: Sketch, draft: readonly Point[], point: Point): Notice | null {
  if (!takesCutouts(sketch)) return NOTICES.cutoutNeedsClosedShape;
  const outline = outlineRing(sketch);
  const last = draft.at(-1);
  if (!last) {
    const inside = pointInPolygon(point, outline) && !cutoutsOf(sketch).some((hole) => pointInPolygon(point, hole));
    return inside ? null : NOTICES.cutoutOutsideShape;
  }
  if (crossesRing(last, point, outline) || cutoutsOf(sketch).some((hole) => crossesRing(last, point, closedRing(hole)))) {
    return NOTICES.linesCannotIntersect;
  }
  // The new edge against the draft's earlier edges, all but the one it joins.
  for (let i = 1; i < draft.length - 1; i++) {
    if (segmentsIntersect(draft[i - 1]!, draft[i]!, last, point)) return NOTICES.linesCannotIntersect;
  }
  return null;
}

/**
 * Why `polygon` may not be cut out of the sketch as a whole (null when it may): too few points,
 * a crossing of its own edges, of the outline or of another cutout, a point outside the shape, or
 * another cutout inside it.
 */
export function cutoutProblem(sketch: Sketch, polygon: readonly Point[]): Notice | null {
  if (!takesCutouts(sketch)) return NOTICES.cutoutNeedsClosedShape;
  if (polygon.length < CLOSE_MIN_POINTS || polygonArea(polygon) === 0) return NOTICES.linesCannotIntersect;
  if (pathSelfCrosses(polygon, true)) return NOTICES.linesCannotIntersect;
  const outline = outlineRing(sketch);
  const holes = cutoutsOf(sketch);
  const holeRings = holes.map(closedRing);
  const ring = closedRing(polygon);
  for (let i = 1; i < ring.length; i++) {
    const a = ring[i - 1]!;
    const b = ring[i]!;
    if (crossesRing(a, b, outline) || holeRings.some((hole) => crossesRing(a, b, hole))) return NOTICES.linesCannotIntersect;
  }
  // No edge crosses, so one point of each ring tells which side of the other it lies on.
  if (!pointInPolygon(polygon[0]!, outline)) return NOTICES.cutoutOutsideShape;
  if (holes.some((hole) => pointInPolygon(polygon[0]!, hole) || pointInPolygon(hole[0]!, polygon))) return NOTICES.cutoutOutsideShape;
  return null;
}

/**
 * Whether an edit of the outline has broken its cutouts: an outline edge now crosses a cutout, or
 * a cutout lies outside. The cutouts among themselves are untouched by such an edit, so only the
 * outline is checked, its ring built once for them all.
 */
export function outlineLosesCutout(sketch: Sketch): boolean {
  const holes = cutoutsOf(sketch);
  if (holes.length === 0) return false;
  const outline = outlineRing(sketch);
  return holes.some((hole) => {
    const ring = closedRing(hole);
    for (let i = 1; i < ring.length; i++) if (crossesRing(ring[i - 1]!, ring[i]!, outline)) return true;
    return !pointInPolygon(hole[0]!, outline);
  });
}

/** The sketch with `polygon` cut out of it; check `cutoutProblem` first. */
export const addCutout = (sketch: Sketch, polygon: readonly Point[]): Sketch => ({
  ...sketch,
  cutouts: [...(sketch.cutouts ?? []), polygon.map(plainPoint)],
});

/** The sketch with cutout `index` removed. */
export function removeCutout(sketch: Sketch, index: number): Sketch {
  const cutouts = (sketch.cutouts ?? []).filter((_, i) => i !== index);
  if (cutouts.length === cutoutsOf(sketch).length) return sketch;
  const { cutouts: _removed, ...rest } = sketch;
  return cutouts.length > 0 ? { ...rest, cutouts } : rest;
}
