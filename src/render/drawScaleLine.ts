/**
 * The reference line of the rule tool: a ruler-like line with a perpendicular tick at each end,
 * in its own colour over a white halo, so it never looks like a drawn line (it belongs to no
 * layer). Drawn in screen space, so ticks and widths keep their size at any zoom.
 */
import type { Graphics } from 'pixi.js';
import type { Point } from '../shared/geometry';
import type { ShownScaleLine } from '../engine/editor/shownScaleLine';
import { toScreen, type Viewport } from '../engine/viewport/viewport';

/** Dark teal: apart from the drawing colours and the label palette's pinks, blues and limes. */
export const SCALE_LINE_COLOR = 0x0b5563;
const HALO_COLOR = 0xffffff;
const LINE_WIDTH = 2;
const HALO_WIDTH = 6;
/** Half the length of an end tick, screen px. */
const TICK_HALF = 8;
/** A line being drawn is a little lighter than a committed one. */
const DRAWING_ALPHA = 0.75;

/** The two ends of the line and a tick across each, as screen segments. */
function rulerSegments(from: Point, to: Point): Array<[Point, Point]> {
  const length = Math.hypot(to.x - from.x, to.y - from.y);
  const segments: Array<[Point, Point]> = [[from, to]];
  if (length === 0) return segments;
  const normal = { x: -(to.y - from.y) / length, y: (to.x - from.x) / length };
  for (const end of [from, to]) {
    segments.push([
      { x: end.x + normal.x * TICK_HALF, y: end.y + normal.y * TICK_HALF },
      { x: end.x - normal.x * TICK_HALF, y: end.y - normal.y * TICK_HALF },
    ]);
  }
  return segments;
}

function trace(graphics: Graphics, segments: ReadonlyArray<[Point, Point]>): void {
  for (const [a, b] of segments) graphics.moveTo(a.x, a.y).lineTo(b.x, b.y);
}

/** Draws the shown reference lines (the second one of separate X and Y scales too), or clears the graphics when there are none. */
export function drawScaleLine(graphics: Graphics, lines: readonly ShownScaleLine[], viewport: Viewport): void {
  graphics.clear();
  for (const line of lines) {
    const segments = rulerSegments(toScreen(viewport, line.from), toScreen(viewport, line.to));
    trace(graphics, segments);
    graphics.stroke({ width: HALO_WIDTH, color: HALO_COLOR, alpha: 0.9, cap: 'round' });
    trace(graphics, segments);
    graphics.stroke({ width: LINE_WIDTH, color: SCALE_LINE_COLOR, alpha: line.drawing ? DRAWING_ALPHA : 1, cap: 'round' });
  }
}
