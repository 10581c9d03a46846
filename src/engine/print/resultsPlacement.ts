/**
 * Where a print's results block goes: the corner of the stage where it covers the least of the
 * drawing. On screen the results sit in a panel beside the canvas; on paper they share the
 * picture, so a fixed corner would hide the part of a plan drawn there.
 */
import type { Point } from '../../shared/geometry';
import type { ShownLayer } from '../document/shownLayers';
import { sketchOutline, segmentPoint } from '../geometry/outline';
import { toScreen, type Size, type Viewport } from '../viewport/viewport';

/** Points along each segment: ends, quarters and middle, enough to see what a box would cover. */
const SAMPLES = [0, 0.25, 0.5, 0.75] as const;
/** A long straight edge passing under a box has no sample there: points this far apart at most. */
const SAMPLE_SPACING = 24;

/** Screen points along everything the shown layers draw: outlines, cutouts, wand regions and notes. */
export function drawnScreenPoints(layers: readonly ShownLayer[], viewport: Viewport): Point[] {
  const points: Point[] = [];
  for (const { layer } of layers) {
    for (const segment of sketchOutline(layer.sketch).segments) {
      const from = toScreen(viewport, segment.from);
      const to = toScreen(viewport, segment.to);
      const steps = Math.max(SAMPLES.length, Math.ceil(Math.hypot(to.x - from.x, to.y - from.y) / SAMPLE_SPACING));
      for (let step = 0; step < steps; step++) points.push(toScreen(viewport, segmentPoint(segment, step / steps)));
      points.push(to);
    }
    for (const region of layer.sketch.mask?.regions ?? []) for (const point of region) points.push(toScreen(viewport, point));
    // A cutout's edges are drawn inside the shape, where the outline's samples say nothing.
    for (const hole of layer.sketch.cutouts ?? []) for (const point of hole) points.push(toScreen(viewport, point));
    for (const note of layer.notes) {
      const corner = toScreen(viewport, note.point);
      points.push(corner, { x: corner.x + note.width, y: corner.y }, { x: corner.x, y: corner.y + note.height }, { x: corner.x + note.width, y: corner.y + note.height });
    }
  }
  return points;
}

export type Corner = 'top-right' | 'top-left' | 'bottom-right' | 'bottom-left';
/** Tried in this order; the first of the least covered wins, so an empty corner keeps the usual top right. */
const CORNERS: readonly Corner[] = ['top-right', 'top-left', 'bottom-right', 'bottom-left'];

/** The top-left point of a box of `size` in `corner`, `margin` in from the stage's edges. */
export function boxAt(corner: Corner, size: Size, stage: Size, margin: number): Point {
  const right = Math.max(0, stage.width - margin - size.width);
  const bottom = Math.max(0, stage.height - margin - size.height);
  return {
    x: corner.endsWith('right') ? right : Math.min(margin, right),
    y: corner.startsWith('top') ? Math.min(margin, bottom) : bottom,
  };
}

/** The corner whose box covers the fewest of `points`. */
export function leastCoveredCorner(size: Size, stage: Size, margin: number, points: readonly Point[]): Corner {
  let best: Corner = CORNERS[0]!;
  let fewest = Infinity;
  for (const corner of CORNERS) {
    const at = boxAt(corner, size, stage, margin);
    const covered = points.filter((p) => p.x >= at.x && p.x <= at.x + size.width && p.y >= at.y && p.y <= at.y + size.height).length;
    if (covered < fewest) {
      fewest = covered;
      best = corner;
    }
  }
  return best;
}
