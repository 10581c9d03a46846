/**
 * The marker at the point the pointer snaps to on the drawing's own lines (editor/editorSnap.ts):
 * a small square over a white halo, in screen space so it keeps its size at any zoom, in the
 * reference line's teal so it reads as a guide, not as something drawn.
 */
import type { Graphics } from 'pixi.js';
import type { CanvasPoint } from '../shared/geometry';
import { toScreen, type Viewport } from '../engine/viewport/viewport';
import { SCALE_LINE_COLOR } from './drawScaleLine';

/** Half the square's side, screen px. */
const HALF_SIDE = 6;

/** Draws the marker at `point`, or clears it when the pointer snaps nowhere. */
export function drawSnapMarker(graphics: Graphics, point: CanvasPoint | null, viewport: Viewport): void {
  graphics.clear();
  if (!point) return;
  const at = toScreen(viewport, point);
  graphics.rect(at.x - HALF_SIDE, at.y - HALF_SIDE, 2 * HALF_SIDE, 2 * HALF_SIDE).stroke({ width: 4, color: 0xffffff });
  graphics.rect(at.x - HALF_SIDE, at.y - HALF_SIDE, 2 * HALF_SIDE, 2 * HALF_SIDE).stroke({ width: 2, color: SCALE_LINE_COLOR });
}
