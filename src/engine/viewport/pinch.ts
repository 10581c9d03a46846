/**
 * Two-finger gestures on a touch screen: spreading or pinching the fingers zooms about the point
 * between them, and moving them together pans. The view follows the fingers from where the
 * gesture began, so the 1/100 rounding of the zoom and the clamping at the edges never drift.
 */
import type { Point } from '../../shared/geometry';
import { pinchViewport, type Viewport } from './viewport';

/** The two fingers' screen positions. */
export type PointPair = readonly [Point, Point];

/** What the fingers did between two moments. */
export interface PinchChange {
  /** How much the distance between the fingers grew: 2 is twice as far apart. */
  readonly factor: number;
  /** The midpoint of the fingers at the first moment: the zoom keeps the canvas under it. */
  readonly anchor: Point;
  /** How far the midpoint moved, in screen pixels. */
  readonly pan: Point;
}

/** Fingers closer than this (screen px) give no zoom: the distance is too small to divide by. */
const MIN_FINGER_DISTANCE = 1;

const midpoint = ([a, b]: PointPair): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
const spread = ([a, b]: PointPair): number => Math.hypot(b.x - a.x, b.y - a.y);

/** The zoom factor, anchor and pan of fingers that moved from `from` to `to`. */
export function pinchChange(from: PointPair, to: PointPair): PinchChange {
  const before = spread(from);
  const after = spread(to);
  const factor = before < MIN_FINGER_DISTANCE || after < MIN_FINGER_DISTANCE ? 1 : after / before;
  const anchor = midpoint(from);
  const moved = midpoint(to);
  return { factor, anchor, pan: { x: moved.x - anchor.x, y: moved.y - anchor.y } };
}

/**
 * The view after the fingers moved from `from` (where they were when the gesture began over
 * `start`) to `to`: zoomed by their spread about their first midpoint, and moved with the
 * midpoint, so the canvas point that lay between the fingers stays between them.
 */
export function pinchView(start: Viewport, from: PointPair, to: PointPair): Viewport {
  const { factor, anchor, pan } = pinchChange(from, to);
  return pinchViewport(start, start.zoom * factor, anchor, { x: anchor.x + pan.x, y: anchor.y + pan.y });
}
