import type { Graphics } from 'pixi.js';
import type { Point } from '../shared/geometry';
import type { Sketch } from '../shared/schemas';
import { toScreen, type Viewport } from '../engine/viewport/viewport';

export interface StrokeStyle {
  color: number;
  /** Line weight setting 1 to 4. */
  weight: number;
}

/** Stroke width in screen pixels for each line weight (light, regular, medium, heavy). */
export const strokeWidth = (weight: number): number => [1, 2, 3, 4][weight - 1] ?? 2;

/**
 * Draws a sketch in screen coordinates, so strokes and handles keep their size at any zoom:
 * the lines, a light fill once closed, and a handle on every vertex.
 */
export function drawSketch(graphics: Graphics, sketch: Sketch, viewport: Viewport, style: StrokeStyle): void {
  graphics.clear();
  const vertices = sketch.controlPoints.map((point) => toScreen(viewport, point));
  if (sketch.closed && vertices.length >= 3) {
    graphics.poly(vertices.flatMap((p) => [p.x, p.y]), true).fill({ color: style.color, alpha: 0.12 });
  }
  for (const line of sketch.lines) {
    const [first, ...rest] = line.points.map((point) => toScreen(viewport, point));
    if (!first) continue;
    graphics.moveTo(first.x, first.y);
    for (const point of rest) graphics.lineTo(point.x, point.y);
  }
  graphics.stroke({ width: strokeWidth(style.weight), color: style.color, cap: 'round', join: 'round' });
  const radius = 2 + strokeWidth(style.weight);
  vertices.forEach((point: Point, index) => {
    // The first vertex of an open sequence is larger: it is where a click closes the shape.
    const size = !sketch.closed && index === 0 && vertices.length >= 3 ? radius + 2 : radius;
    graphics.circle(point.x, point.y, size).fill({ color: 0xffffff }).stroke({ width: 1.5, color: style.color });
  });
}

/** Draws the line in progress from `from` to `to`, both canvas points. */
export function drawPreview(graphics: Graphics, from: Point, to: Point, viewport: Viewport, style: StrokeStyle): void {
  const a = toScreen(viewport, from);
  const b = toScreen(viewport, to);
  graphics.clear().moveTo(a.x, a.y).lineTo(b.x, b.y).stroke({ width: strokeWidth(style.weight), color: style.color, alpha: 0.6 });
}
