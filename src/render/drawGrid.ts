import type { Graphics } from 'pixi.js';
import { GRID_SPACING } from '../shared/constants';
import type { Viewport } from '../engine/viewport/viewport';

const MINOR = 0xdfe4ea;
const MAJOR = 0xc3cad4;
/** Every fifth grid line is drawn a little darker, so distances can be counted at a glance. */
const MAJOR_EVERY = 5;

/** The grid opacity for the "Grid" setting 1 to 4: full, 75%, 50%, 25%. */
export const gridOpacity = (gridTransparency: number): number => [1, 0.75, 0.5, 0.25][gridTransparency - 1] ?? 1;

/** Draws the 15 px grid across the stage, following zoom and pan. */
export function drawGrid(graphics: Graphics, viewport: Viewport, opacity: number): void {
  const spacing = GRID_SPACING * viewport.zoom;
  const { width, height } = viewport.stage;
  graphics.clear();
  for (const major of [false, true]) {
    const firstX = Math.ceil(-viewport.offset.x / spacing);
    for (let i = firstX, x = viewport.offset.x + i * spacing; x <= width; i++, x += spacing) {
      if ((i % MAJOR_EVERY === 0) !== major) continue;
      const crisp = Math.round(x) + 0.5;
      graphics.moveTo(crisp, 0).lineTo(crisp, height);
    }
    const firstY = Math.ceil(-viewport.offset.y / spacing);
    for (let i = firstY, y = viewport.offset.y + i * spacing; y <= height; i++, y += spacing) {
      if ((i % MAJOR_EVERY === 0) !== major) continue;
      const crisp = Math.round(y) + 0.5;
      graphics.moveTo(0, crisp).lineTo(width, crisp);
    }
    graphics.stroke({ width: 1, color: major ? MAJOR : MINOR, alpha: opacity });
  }
}
