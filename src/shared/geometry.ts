/**
 * Branded coordinate types, so a screen pixel is never mixed with a canvas pixel or a unit
 * length by accident. A brand costs nothing at run time.
 */
declare const brand: unique symbol;
type Brand<T, B extends string> = T & { readonly [brand]: B };

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Pixels relative to the canvas host element's top-left corner. */
export type ScreenPoint = Brand<Point, 'ScreenPoint'>;
/** Pixels of the drawing at zoom 1, before the scale is applied. */
export type CanvasPoint = Brand<Point, 'CanvasPoint'>;
/** Pixels of an uploaded image. */
export type ImagePoint = Brand<Point, 'ImagePoint'>;

export interface LatLng {
  readonly lat: number;
  readonly lng: number;
}

export const screenPoint = (x: number, y: number): ScreenPoint => ({ x, y }) as ScreenPoint;
export const canvasPoint = (x: number, y: number): CanvasPoint => ({ x, y }) as CanvasPoint;

/** The point as a plain {x, y} record, whatever else the object carried: records stay plain JSON. */
export const plainPoint = (point: Point): Point => ({ x: point.x, y: point.y });
