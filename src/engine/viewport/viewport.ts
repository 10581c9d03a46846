/**
 * The viewport: zoom and pan offset, and conversion between screen and canvas pixels.
 * screen = canvas × zoom + offset.
 */
import { STAGE_PADDING, ZOOM_MAX, ZOOM_MIN, ZOOM_WHEEL_SENSITIVITY } from '../../shared/constants';
import type { CanvasPoint, Point, ScreenPoint } from '../../shared/geometry';
import { canvasPoint, screenPoint } from '../../shared/geometry';

export interface Size {
  readonly width: number;
  readonly height: number;
}

/** The zoom range of a view over the map, where the canvas has no edge. */
export interface ZoomLimits {
  readonly min: number;
  readonly max: number;
}

export interface Viewport {
  readonly zoom: number;
  /** Screen position of the canvas origin. */
  readonly offset: ScreenPoint;
  /** Size of the stage in screen pixels; the drawing area is the stage at zoom 1. */
  readonly stage: Size;
  /**
   * On the map: zoom within these limits (any real value, since map zooms are powers of two) and
   * pan anywhere. Null on the grid and on images, where zoom is 1..10 and the drawing area stays in view.
   */
  readonly free: ZoomLimits | null;
}

export const createViewport = (stage: Size): Viewport => ({ zoom: ZOOM_MIN, offset: screenPoint(0, 0), stage, free: null });

/** A view over the map: zoom and offset as given, within `limits`, panning anywhere. */
export const freeViewport = (stage: Size, zoom: number, offset: Point, limits: ZoomLimits): Viewport => ({
  zoom: Math.min(limits.max, Math.max(limits.min, zoom)),
  offset: screenPoint(offset.x, offset.y),
  stage,
  free: limits,
});

export const toCanvas = (viewport: Viewport, point: Point): CanvasPoint =>
  canvasPoint((point.x - viewport.offset.x) / viewport.zoom, (point.y - viewport.offset.y) / viewport.zoom);

export const toScreen = (viewport: Viewport, point: Point): ScreenPoint =>
  screenPoint(point.x * viewport.zoom + viewport.offset.x, point.y * viewport.zoom + viewport.offset.y);

/** Keeps zoom in 1..10, rounded to 1/100 so button steps never drift. */
export const clampZoom = (zoom: number): number => Math.round(Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, zoom)) * 100) / 100;

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

/** The zoom this view allows: 1..10 on the grid, the map's limits on the map. */
const limitZoom = (viewport: Viewport, zoom: number): number =>
  viewport.free ? clamp(zoom, viewport.free.min, viewport.free.max) : clampZoom(zoom);

/**
 * Keeps the drawing area covering the stage: its edges may come at most STAGE_PADDING px inside
 * the stage, so the drawing never slides out of view.
 */
function clampOffset(viewport: Viewport, offset: Point): ScreenPoint {
  if (viewport.free) return screenPoint(offset.x, offset.y);
  const { width, height } = viewport.stage;
  const minX = width - width * viewport.zoom - STAGE_PADDING;
  const minY = height - height * viewport.zoom - STAGE_PADDING;
  return screenPoint(clamp(offset.x, minX, STAGE_PADDING), clamp(offset.y, minY, STAGE_PADDING));
}

/** Zooms to `zoom`, keeping the canvas point under `anchor` (a screen point) in place. */
export function zoomAt(viewport: Viewport, zoom: number, anchor: Point): Viewport {
  const next = limitZoom(viewport, zoom);
  const under = toCanvas(viewport, anchor);
  const offset = { x: anchor.x - under.x * next, y: anchor.y - under.y * next };
  const zoomed = { ...viewport, zoom: next };
  return { ...zoomed, offset: clampOffset(zoomed, offset) };
}

/**
 * Zooms to `zoom` and moves the canvas point that lay under `from` (a screen point) to `to`:
 * a two-finger gesture's zoom and pan in one step, clamped once at the end.
 */
export function pinchViewport(viewport: Viewport, zoom: number, from: Point, to: Point): Viewport {
  const next = limitZoom(viewport, zoom);
  const under = toCanvas(viewport, from);
  const zoomed = { ...viewport, zoom: next };
  return { ...zoomed, offset: clampOffset(zoomed, { x: to.x - under.x * next, y: to.y - under.y * next }) };
}

/** Zooms about the centre of the stage, as the zoom buttons do. */
export const zoomAtCentre = (viewport: Viewport, zoom: number): Viewport =>
  zoomAt(viewport, zoom, { x: viewport.stage.width / 2, y: viewport.stage.height / 2 });

/** Puts the canvas origin at `offset` (screen pixels), as far as the stage padding allows. */
export const panTo = (viewport: Viewport, offset: Point): Viewport => ({ ...viewport, offset: clampOffset(viewport, offset) });

/**
 * The zoom after one wheel event: 0.2 per 100 px of wheel travel (one mouse notch), so a
 * trackpad's many small deltas zoom smoothly instead of 0.2 each.
 */
export function wheelZoom(zoom: number, deltaY: number): number {
  const step = Math.max(-1, Math.min(1, deltaY / WHEEL_NOTCH_PIXELS)) * ZOOM_WHEEL_SENSITIVITY;
  return clampZoom(zoom - step);
}

/** Wheel travel of one mouse-wheel notch, in pixels (Chromium and Firefox in pixel mode). */
const WHEEL_NOTCH_PIXELS = 100;

/** Records a new stage size, keeping the offset valid for it. */
export function resizeStage(viewport: Viewport, stage: Size): Viewport {
  const resized = { ...viewport, stage };
  return { ...resized, offset: clampOffset(resized, resized.offset) };
}

/** A rectangle on the canvas (canvas px at zoom 1): its top-left corner and its size. */
export interface CanvasBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * A fresh grid view of `stage` that shows the whole of `box` centred, with `margin` screen px
 * around it: the largest zoom at which it fits, kept within ZOOM_MIN..ZOOM_MAX and at most
 * `maxZoom` (placing an image passes ZOOM_MIN, so a small image is not blown up), then the offset
 * that centres it, as far as the stage padding allows.
 */
export function fitToView(stage: Size, box: CanvasBox, margin = 0, maxZoom: number = ZOOM_MAX): Viewport {
  const room = { width: Math.max(1, stage.width - 2 * margin), height: Math.max(1, stage.height - 2 * margin) };
  const fit = Math.min(room.width / Math.max(box.width, 1e-9), room.height / Math.max(box.height, 1e-9));
  // Rounded down to the 1/100 steps of every zoom, so the rounding never pushes an edge out of view.
  const zoom = clampZoom(Math.floor(Math.min(fit, Math.max(ZOOM_MIN, maxZoom)) * 100) / 100);
  const view: Viewport = { ...createViewport(stage), zoom };
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  return panTo(view, { x: stage.width / 2 - centre.x * zoom, y: stage.height / 2 - centre.y * zoom });
}
