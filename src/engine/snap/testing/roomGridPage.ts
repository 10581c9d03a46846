/**
 * A synthetic vector page for the snapping tests: 3 × 2 rooms drawn as a PDF export or a CAD file
 * draws them, in pixels (y down), with every target a person would snap to listed by hand.
 *
 * Walls: the top, left and right walls and the inner walls are each one segment end to end (so
 * the inner walls cross each other, and end on the outer walls in T-junctions); the bottom wall is
 * one segment per room (their ends touch). Room (0, 0) has both diagonals (an X), room (2, 1) one,
 * and a slanted line in the middle column crosses the inner horizontal wall. Wall coordinates are
 * decimals no binary fraction holds (341.1, 360.3), so a target computed instead of kept would
 * miss them; the diagonals' crossings are binary fractions, exact when computed well.
 */
import type { Point } from '../../../shared/geometry';
import type { SnapKind } from '../snapTarget';

const X = [40, 190.5, 341.1, 491.7] as const;
const Y = [60, 180.25, 360.3] as const;

type Segment = readonly [number, number, number, number];

const SEGMENTS: readonly Segment[] = [
  [X[0], Y[0], X[3], Y[0]], // top wall
  [X[0], Y[0], X[0], Y[2]], // left wall
  [X[3], Y[0], X[3], Y[2]], // right wall
  [X[0], Y[2], X[1], Y[2]], // bottom wall, room by room
  [X[1], Y[2], X[2], Y[2]],
  [X[2], Y[2], X[3], Y[2]],
  [X[1], Y[0], X[1], Y[2]], // inner vertical walls
  [X[2], Y[0], X[2], Y[2]],
  [X[0], Y[1], X[3], Y[1]], // inner horizontal wall
  [X[0], Y[0], X[1], Y[1]], // room (0, 0): an X
  [X[0], Y[1], X[1], Y[0]],
  [X[2], Y[2], X[3], Y[1]], // room (2, 1): one diagonal
  [210.5, 140.25, 250.5, 220.25], // a slanted line across the inner horizontal wall
];

/** A target the page offers, as the snapping must answer it. */
export interface PageTarget {
  readonly kind: SnapKind;
  readonly point: Point;
}

const at = (x: number, y: number): Point => ({ x, y });
const middle = ([x1, y1, x2, y2]: Segment): Point => at((x1 + x2) / 2, (y1 + y2) / 2);

/** Every target, each lying at least 20 px from any other. */
export const ROOM_GRID_TARGETS: readonly PageTarget[] = [
  // Grid nodes: corners, touching ends, T-junctions and diagonal ends are endpoints; where the
  // inner walls cross with nothing ending there, (x of the vertical, y of the horizontal).
  ...[0, 1, 2].flatMap((row) =>
    [0, 1, 2, 3].map((column): PageTarget => ({ kind: row === 1 && column === 2 ? 'intersection' : 'endpoint', point: at(X[column]!, Y[row]!) })),
  ),
  { kind: 'endpoint', point: at(210.5, 140.25) },
  { kind: 'endpoint', point: at(250.5, 220.25) },
  // The X in room (0, 0) crosses at its middle (also both diagonals' midpoints: a crossing comes first).
  { kind: 'intersection', point: at(115.25, 120.125) },
  // The slanted line crosses the inner horizontal wall at its own middle.
  { kind: 'intersection', point: at(230.5, 180.25) },
  // Midpoints of every other segment.
  ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 11].map((index): PageTarget => ({ kind: 'midpoint', point: middle(SEGMENTS[index]!) })),
];

/** Points of the page farther than 15 px from every target: a room's middle, a wall between its targets. */
export const ROOM_GRID_EMPTY_POINTS: readonly Point[] = [at(265.8, 120), at(416.4, 120), at(115, 270), at(300, 300), at(40, 120), at(416, 180.25), at(100, 60)];

/** The page's segments, packed x1, y1, x2, y2. */
export const roomGridSegments = (): Float64Array => new Float64Array(SEGMENTS.flat());
