/**
 * Geometry of a note's arrow on screen: where it leaves the note's box (one of 8 positions
 * round the box, spec drawing-core §3 "Note") and the arrowhead at the annotated point.
 */
import type { Point } from '../../shared/geometry';

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The 8 positions as fractions of the box: top-left, top, top-right, right, bottom-right, bottom, bottom-left, left. */
const ANCHORS: readonly (readonly [number, number])[] = [
  [0, 0],
  [0.5, 0],
  [1, 0],
  [1, 0.5],
  [1, 1],
  [0.5, 1],
  [0, 1],
  [0, 0.5],
];

/** Where the arrow leaves the box at `position` (0 to 7; other values wrap). */
export function arrowAnchor(box: Box, position: number): Point {
  const [fx, fy] = ANCHORS[((Math.trunc(position) % 8) + 8) % 8]!;
  return { x: box.x + fx * box.width, y: box.y + fy * box.height };
}

/** Length and half-width of the arrowhead, in screen px. */
export const ARROW_HEAD = { length: 10, halfWidth: 5 } as const;

/**
 * The arrowhead's three corners, its tip on `to`, pointing along from → to; null when the two
 * points coincide and the arrow has no direction.
 */
export function arrowHead(from: Point, to: Point): [Point, Point, Point] | null {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const length = Math.hypot(dx, dy);
  if (length === 0) return null;
  const ux = dx / length;
  const uy = dy / length;
  const baseX = to.x - ux * ARROW_HEAD.length;
  const baseY = to.y - uy * ARROW_HEAD.length;
  return [
    { x: to.x, y: to.y },
    { x: baseX - uy * ARROW_HEAD.halfWidth, y: baseY + ux * ARROW_HEAD.halfWidth },
    { x: baseX + uy * ARROW_HEAD.halfWidth, y: baseY - ux * ARROW_HEAD.halfWidth },
  ];
}
