import type { Graphics } from 'pixi.js';
import { layerHex } from '../shared/layerColour';
import type { Point } from '../shared/geometry';
import type { Mask, Sketch } from '../shared/schemas';
import type { OutlineSegment } from '../engine/geometry/outlineTypes';
import { sketchOutline } from '../engine/geometry/outline';
import { toScreen, type Viewport } from '../engine/viewport/viewport';
import type { ShownLayer } from '../engine/document/shownLayers';
import { FILL_ALPHA, MASK_ALPHA, MASK_STROKE_ALPHA, strokeWidth } from '../engine/print/sceneStyle';

export interface StrokeStyle {
  color: number;
  /** Line weight setting 1 to 4. */
  weight: number;
}


/**
 * Adds the segments to the graphics' path in screen coordinates: lines, cubics with
 * bezierCurveTo and arcs with arc, so curves stay smooth at any zoom. Closes the path when
 * `closed`. Nothing is stroked or filled here.
 */
export function traceSegments(graphics: Graphics, segments: readonly OutlineSegment[], closed: boolean, viewport: Viewport): void {
  const first = segments[0];
  if (!first) return;
  const start = toScreen(viewport, first.from);
  graphics.moveTo(start.x, start.y);
  for (const segment of segments) {
    const to = toScreen(viewport, segment.to);
    if (segment.kind === 'line') {
      graphics.lineTo(to.x, to.y);
    } else if (segment.kind === 'cubic') {
      const c1 = toScreen(viewport, segment.c1);
      const c2 = toScreen(viewport, segment.c2);
      graphics.bezierCurveTo(c1.x, c1.y, c2.x, c2.y, to.x, to.y);
    } else {
      // The viewport only scales and moves, so angles on screen are the canvas angles.
      const center = toScreen(viewport, segment.center);
      const radius = Math.hypot(segment.from.x - segment.center.x, segment.from.y - segment.center.y) * viewport.zoom;
      const startAngle = Math.atan2(segment.from.y - segment.center.y, segment.from.x - segment.center.x);
      graphics.arc(center.x, center.y, radius, startAngle, startAngle + segment.sweep, segment.sweep < 0);
    }
  }
  if (closed) graphics.closePath();
}

/** Adds the closed polygon through `points` to the graphics' path, in screen coordinates. */
function tracePolygon(graphics: Graphics, points: readonly Point[], viewport: Viewport): void {
  graphics.poly(points.map((point) => toScreen(viewport, point)), true);
}

/**
 * Draws one sketch's outline in `style`, with a light fill once it is closed. Cutouts are cut out
 * of the fill (Pixi's `cut` after the fill) and stroked like the outline; the outline is traced
 * again for its stroke because `cut` takes the path.
 */
export function drawOutline(graphics: Graphics, sketch: Sketch, viewport: Viewport, style: StrokeStyle): void {
  const outline = sketchOutline(sketch);
  if (outline.segments.length === 0) return;
  const stroke = { width: strokeWidth(style.weight), color: style.color, cap: 'round', join: 'round' } as const;
  traceSegments(graphics, outline.segments, outline.closed, viewport);
  const cutouts = outline.closed ? (sketch.cutouts ?? []) : [];
  if (outline.closed) graphics.fill({ color: style.color, alpha: FILL_ALPHA });
  if (cutouts.length === 0) {
    graphics.stroke(stroke);
    return;
  }
  for (const hole of cutouts) {
    tracePolygon(graphics, hole, viewport);
    graphics.cut();
  }
  traceSegments(graphics, outline.segments, true, viewport);
  graphics.stroke(stroke);
  for (const hole of cutouts) {
    tracePolygon(graphics, hole, viewport);
    graphics.stroke(stroke);
  }
}

/**
 * A wand mask's regions: a stronger fill than a closed shape's and a thin outline, so the
 * selection reads as such. The holes the selection keeps as cutouts are cut out of the fill and
 * outlined, as Confirm will make them.
 */
export function drawMask(graphics: Graphics, mask: Mask, viewport: Viewport, style: StrokeStyle): void {
  const outline = { width: 1, color: style.color, alpha: MASK_STROKE_ALPHA };
  mask.regions.forEach((region, index) => {
    if (region.length < 3) return;
    tracePolygon(graphics, region, viewport);
    graphics.fill({ color: style.color, alpha: MASK_ALPHA });
    const holes = (mask.regionCutouts[index] ?? []).filter((hole) => hole.length >= 3);
    for (const hole of holes) {
      tracePolygon(graphics, hole, viewport);
      graphics.cut();
    }
    tracePolygon(graphics, region, viewport);
    graphics.stroke(outline);
    for (const hole of holes) {
      tracePolygon(graphics, hole, viewport);
      graphics.stroke(outline);
    }
  });
}

/** Draws the outline of every drawn layer, each in its layer's colour, and any wand mask on it. */
export function drawLayerSketches(graphics: Graphics, layers: readonly ShownLayer[], viewport: Viewport, weight: number, educatorColours = false): void {
  graphics.clear();
  for (const { layer, index } of layers) {
    const style = { color: layerHex(layer.color, index, educatorColours), weight };
    drawOutline(graphics, layer.sketch, viewport, style);
    if (layer.sketch.mask) drawMask(graphics, layer.sketch.mask, viewport, style);
  }
}
