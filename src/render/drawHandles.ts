import type { Graphics } from 'pixi.js';
import type { Point } from '../shared/geometry';
import type { CircleParams, Sketch } from '../shared/schemas';
import type { HandleRef } from '../engine/document/sketchEdits';
import { rectangleCorners } from '../engine/geometry/rectangleShape';
import { toScreen, type Viewport } from '../engine/viewport/viewport';
import type { StrokeStyle } from './drawSketch';
import { strokeWidth } from '../engine/print/sceneStyle';

const HANDLE_FILL = 0xffffff;
const HANDLE_BORDER = 1.5;

function sameHandle(a: HandleRef | null, b: HandleRef): boolean {
  if (!a || a.kind !== b.kind) return false;
  if (a.kind === 'center') return true;
  if (a.kind === 'support' && b.kind === 'support') return a.index === b.index && a.side === b.side;
  return 'index' in a && 'index' in b && a.index === b.index;
}

/** A rectangle corner's ♦: a square turned 45°, `size` from centre to tip. */
export function diamond(graphics: Graphics, at: Point, size: number): Graphics {
  return graphics.poly([at.x, at.y - size, at.x + size, at.y, at.x, at.y + size, at.x - size, at.y], true);
}

function handleFill(graphics: Graphics, style: StrokeStyle, selected: boolean): void {
  graphics.fill({ color: selected ? style.color : HANDLE_FILL }).stroke({ width: HANDLE_BORDER, color: style.color });
}

/** The circle's centre cross, arc points and curve handles with the thin lines to their vertex. */
function drawCircleHandles(graphics: Graphics, params: CircleParams, selection: HandleRef | null, viewport: Viewport, style: StrokeStyle, radius: number): void {
  params.supportPoints.forEach((pair, index) => {
    const vertex = params.vertexes[index];
    if (!vertex) return;
    const at = toScreen(viewport, vertex);
    for (const handle of pair) {
      const end = toScreen(viewport, handle);
      graphics.moveTo(at.x, at.y).lineTo(end.x, end.y);
    }
  });
  graphics.stroke({ width: 1, color: style.color, alpha: 0.7 });
  params.supportPoints.forEach((pair, index) =>
    pair.forEach((handle, side) => {
      const at = toScreen(viewport, handle);
      graphics.circle(at.x, at.y, radius - 1);
      handleFill(graphics, style, sameHandle(selection, { kind: 'support', index, side: side as 0 | 1 }));
    }),
  );
  params.initialPoints.forEach((point, index) => {
    const at = toScreen(viewport, point);
    graphics.rect(at.x - radius, at.y - radius, 2 * radius, 2 * radius);
    handleFill(graphics, style, sameHandle(selection, { kind: 'arcPoint', index: index as 0 | 1 }));
  });
  const center = toScreen(viewport, params.center);
  const arm = radius + 2;
  const selected = sameHandle(selection, { kind: 'center' });
  graphics
    .moveTo(center.x - arm, center.y)
    .lineTo(center.x + arm, center.y)
    .moveTo(center.x, center.y - arm)
    .lineTo(center.x, center.y + arm)
    .stroke({ width: selected ? 3 : HANDLE_BORDER, color: style.color });
}

/**
 * Draws the current layer's handles: a circle on every vertex (a ♦ on rectangle corners); for a
 * circle also its centre, its two arc points and each vertex's two curve handles. The selected
 * handle is filled in the layer colour.
 */
export function drawHandles(graphics: Graphics, sketch: Sketch | null, selection: HandleRef | null, viewport: Viewport, style: StrokeStyle): void {
  graphics.clear();
  if (!sketch) return;
  const radius = 2 + strokeWidth(style.weight);
  const shape = sketch.shapes[0];
  if (shape?.type === 'circle_tool') drawCircleHandles(graphics, shape.params, selection, viewport, style, radius);
  const vertices =
    shape?.type === 'rectangle' ? rectangleCorners(shape.params) : shape?.type === 'circle_tool' ? shape.params.vertexes : sketch.controlPoints;
  vertices.forEach((vertex, index) => {
    const at = toScreen(viewport, vertex);
    if (shape?.type === 'rectangle') {
      diamond(graphics, at, radius + 2);
    } else {
      // The first vertex of an open sequence is larger: it is where a click closes the shape.
      const size = !sketch.closed && index === 0 && vertices.length >= 3 ? radius + 2 : radius;
      graphics.circle(at.x, at.y, size);
    }
    handleFill(graphics, style, sameHandle(selection, { kind: 'vertex', index }));
  });
}
