import type { Graphics } from 'pixi.js';
import type { Viewport } from '../engine/viewport/viewport';
import { gridLines } from '../engine/print/gridLines';
import { GRID_MAJOR, GRID_MINOR } from '../engine/print/sceneStyle';

/** Draws the 15 px grid across the stage, following zoom and pan. */
export function drawGrid(graphics: Graphics, viewport: Viewport, opacity: number): void {
  const { width, height } = viewport.stage;
  graphics.clear();
  for (const major of [false, true]) {
    const { xs, ys } = gridLines(viewport, major);
    for (const x of xs) graphics.moveTo(x, 0).lineTo(x, height);
    for (const y of ys) graphics.moveTo(0, y).lineTo(width, y);
    graphics.stroke({ width: 1, color: major ? GRID_MAJOR : GRID_MINOR, alpha: opacity });
  }
}
