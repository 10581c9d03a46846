/**
 * What lies under the pointer for the select tool: a handle of the current layer, one of its
 * edges, its inside, or (in all-layers mode) another layer. Tolerances are screen pixels, so they
 * are divided by the zoom.
 */
import type { Point } from '../../../shared/geometry';
import type { Sketch } from '../../../shared/schemas';
import type { DrawingDocument } from '../../document/drawingDocument';
import { currentSketch } from '../../document/drawingDocument';
import { shapeOf } from '../../document/shapes';
import { SHAPE_TOLERANCE } from '../../../shared/constants';
import { edgeCount, edgeSegments, flattenOutline, nearestOnOutline, sketchOutline } from '../../geometry/outline';
import { pointInPolygon } from '../../geometry/polygon';
import { distance } from '../../geometry/vector';
import type { HandleRef } from '../../document/sketchEdits';

export type Hit =
  | { readonly kind: 'handle'; readonly handle: HandleRef; readonly at: Point }
  | { readonly kind: 'edge'; readonly line: number }
  | { readonly kind: 'inside' }
  | { readonly kind: 'layer'; readonly index: number }
  | { readonly kind: 'none' };

/** How near (screen px) the pointer must be to grab a handle or an edge. */
export const HANDLE_RADIUS = 8;
export const EDGE_RADIUS = 6;

/**
 * A rectangle or circle (the spec's shapes) is grabbed within SHAPE_TOLERANCE (15) screen px of
 * its outline, outside it too, so a thin shape drawn with a 1 px line is easy to move; nearer
 * than EDGE_RADIUS the edge itself is hit first (a click there adds a point).
 */
function nearShapeOutline(sketch: Sketch, point: Point, zoom: number): boolean {
  if (!shapeOf(sketch) || !sketch.closed) return false;
  const nearest = nearestOnOutline(sketchOutline(sketch), point);
  return nearest !== null && nearest.distance <= SHAPE_TOLERANCE / zoom;
}

/** The sketch's handles, most specific first: circle curve handles, centre and arc points, then vertices. */
export function sketchHandles(sketch: Sketch): { handle: HandleRef; at: Point }[] {
  const handles: { handle: HandleRef; at: Point }[] = [];
  const shape = shapeOf(sketch);
  if (shape?.type === 'circle_tool') {
    shape.params.supportPoints.forEach((pair, index) =>
      pair.forEach((at, side) => handles.push({ handle: { kind: 'support', index, side: side as 0 | 1 }, at })),
    );
    handles.push({ handle: { kind: 'center' }, at: shape.params.center });
    shape.params.initialPoints.forEach((at, index) => handles.push({ handle: { kind: 'arcPoint', index: index as 0 | 1 }, at }));
  }
  sketch.controlPoints.forEach((at, index) => handles.push({ handle: { kind: 'vertex', index }, at }));
  return handles;
}

/** Inside the closed outline and outside its cutouts: a click in a courtyard is not on the building. */
const insideSketch = (sketch: Sketch, point: Point): boolean => {
  if (!sketch.closed) return false;
  if ((sketch.cutouts ?? []).some((hole) => pointInPolygon(point, hole))) return false;
  return pointInPolygon(point, flattenOutline(sketchOutline(sketch)));
};

function hitSketch(sketch: Sketch, point: Point, zoom: number): Hit {
  // Vertices win over the curve handles that may sit on top of them, then the closest handle.
  let best: { handle: HandleRef; at: Point; distance: number } | null = null;
  for (const { handle, at } of sketchHandles(sketch)) {
    const d = distance(at, point);
    if (d <= HANDLE_RADIUS / zoom && (!best || d < best.distance || (d === best.distance && handle.kind === 'vertex'))) {
      best = { handle, at, distance: d };
    }
  }
  if (best) return { kind: 'handle', handle: best.handle, at: best.at };
  for (let line = 0; line < edgeCount(sketch); line++) {
    const nearest = nearestOnOutline({ segments: edgeSegments(sketch, line), closed: false, approximate: false }, point);
    if (nearest && nearest.distance <= EDGE_RADIUS / zoom) return { kind: 'edge', line };
  }
  return insideSketch(sketch, point) || nearShapeOutline(sketch, point, zoom) ? { kind: 'inside' } : { kind: 'none' };
}

export function hitTest(document: DrawingDocument, point: Point, zoom: number): Hit {
  const hit = hitSketch(currentSketch(document), point, zoom);
  if (hit.kind !== 'none' || !document.showAllLayers) return hit;
  // In all-layers mode a click inside another visible layer's shape picks that layer, topmost first.
  for (let index = document.layers.length - 1; index >= 0; index--) {
    const layer = document.layers[index]!;
    if (index !== document.currentIndex && layer.visible && (insideSketch(layer.sketch, point) || nearShapeOutline(layer.sketch, point, zoom))) {
      return { kind: 'layer', index };
    }
  }
  return hit;
}
