/** Where a layer's number badge goes; pure, so it is tested without Pixi. */
import type { Point } from '../../shared/geometry';
import type { Sketch } from '../../shared/schemas';
import { sketchStatus } from '../document/sketch';
import { polygonCentroid } from '../geometry/centroid';
import { flattenOutline, segmentDirection, sketchOutline } from '../geometry/outline';
import { unitVector } from '../geometry/vector';

export interface BadgeAnchor {
  /** Canvas px. */
  readonly at: Point;
  /**
   * Unit direction to move the badge off a handle sitting at `at` (a circle's centre, an open
   * sketch's first vertex), or null when nothing is there.
   */
  readonly away: Point | null;
}

/**
 * Where a layer's number badge sits: the centroid of the closed outline, or the first vertex of
 * an open one; null for an empty sketch. Where that is a handle, the badge moves off it: below a
 * circle's centre, and back along the first edge from an open sketch's first vertex.
 */
export function layerBadgeAnchor(sketch: Sketch): BadgeAnchor | null {
  if (sketchStatus(sketch) === 'empty') return null;
  const outline = sketchOutline(sketch);
  if (!outline.closed) {
    const first = sketch.controlPoints[0] ?? outline.segments[0]?.from;
    if (!first) return null;
    const leaving = outline.segments[0] ? unitVector(segmentDirection(outline.segments[0], 0)) : null;
    return { at: first, away: leaving ? { x: -leaving.x, y: -leaving.y } : { x: 0, y: -1 } };
  }
  const at = polygonCentroid(flattenOutline(outline, 1));
  if (!at) return null;
  return { at, away: sketch.shapes[0]?.type === 'circle_tool' ? { x: 0, y: 1 } : null };
}
