/**
 * Geometry of the zoom mini-view: the drawing area (the stage at zoom 1) shrunk into a small
 * frame, the part of it the stage shows now, and the pan that centres a chosen point.
 */
import { toCanvas, type Size, type Viewport } from '../engine/viewport/viewport';
import { screenPoint, type Point, type ScreenPoint } from '../shared/geometry';

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Mini-view px per canvas px: the whole drawing area fits the frame. */
export function miniViewScale(stage: Size, frame: Size): number {
  if (stage.width <= 0 || stage.height <= 0) return 1;
  return Math.min(frame.width / stage.width, frame.height / stage.height);
}

/** The part of the drawing area the stage shows, in canvas px. */
export function visibleRect(viewport: Viewport): Rect {
  const topLeft = toCanvas(viewport, { x: 0, y: 0 });
  return { x: topLeft.x, y: topLeft.y, width: viewport.stage.width / viewport.zoom, height: viewport.stage.height / viewport.zoom };
}

/** The pan offset that puts canvas point `point` in the middle of the stage. */
export function offsetCentring(viewport: Viewport, point: Point): ScreenPoint {
  return screenPoint(viewport.stage.width / 2 - point.x * viewport.zoom, viewport.stage.height / 2 - point.y * viewport.zoom);
}
