import type { Graphics } from 'pixi.js';
import type { OverlayShape } from '../engine/editor/overlay';
import { toScreen, type Viewport } from '../engine/viewport/viewport';
import { diamond } from './drawHandles';
import { traceSegments, type StrokeStyle } from './drawSketch';
import { strokeWidth } from '../engine/print/sceneStyle';

/** The instrument in progress is drawn lighter than committed shapes. */
const PREVIEW_ALPHA = 0.6;
const PREVIEW_FILL_ALPHA = 0.06;
/** The spec's red `diameter` line, shown only while a circle is being drawn. */
const DIAMETER_COLOR = 0xd32f2f;

/** Draws the line, curve, rectangle or circle in progress, with the rectangle's ♦ corners and the circle's red diameter. */
export function drawOverlay(graphics: Graphics, shape: OverlayShape | null, viewport: Viewport, style: StrokeStyle): void {
  graphics.clear();
  if (!shape || shape.segments.length === 0) return;
  traceSegments(graphics, shape.segments, shape.closed, viewport);
  if (shape.closed) graphics.fill({ color: style.color, alpha: PREVIEW_FILL_ALPHA });
  graphics.stroke({ width: strokeWidth(style.weight), color: style.color, alpha: PREVIEW_ALPHA, cap: 'round', join: 'round' });
  if (shape.diameter) {
    const from = toScreen(viewport, shape.diameter.from);
    const to = toScreen(viewport, shape.diameter.to);
    graphics.moveTo(from.x, from.y).lineTo(to.x, to.y).stroke({ width: 1.5, color: DIAMETER_COLOR, cap: 'round' });
  }
  const size = 4 + strokeWidth(style.weight);
  for (const corner of shape.corners ?? []) {
    diamond(graphics, toScreen(viewport, corner), size).fill({ color: 0xffffff }).stroke({ width: 1.5, color: style.color });
  }
}
