/**
 * The outline of a sketch as exact segments: straight lines, cubic Béziers and circular arcs.
 * Measuring, drawing, hit-testing and the crossing rule all read a sketch through this one shape.
 */
import type { Point } from '../../shared/geometry';

export type OutlineSegment =
  | { readonly kind: 'line'; readonly from: Point; readonly to: Point }
  | { readonly kind: 'cubic'; readonly from: Point; readonly c1: Point; readonly c2: Point; readonly to: Point }
  /**
   * A circular arc from `from` to `to` about `center`, turning by `sweep` radians (positive runs
   * from +x towards +y, which is clockwise on the y-down screen).
   */
  | { readonly kind: 'arc'; readonly from: Point; readonly to: Point; readonly center: Point; readonly sweep: number };

export interface Outline {
  readonly segments: readonly OutlineSegment[];
  /** Whether the last segment ends where the first begins and the outline encloses an area. */
  readonly closed: boolean;
  /**
   * Whether the outline only approximates what the person meant (freehand curves, reshaped
   * circle edges), so its area shows with "~".
   */
  readonly approximate: boolean;
}
