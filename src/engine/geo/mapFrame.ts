/**
 * The Web Mercator frame of a drawing on the map (src/shared/map.ts `MapFrame`): canvas (0, 0) is
 * the frame's origin, and canvas pixels are Web Mercator pixels at the frame's zoom (world width
 * MAP_WORLD_SIZE · 2^zoom, y down). With the viewport's screen = canvas × zoom + offset, this is
 * also where the map's camera comes from.
 *
 * Longitudes are not wrapped: east of 180° the canvas goes on eastwards, so a drawing across the
 * antimeridian stays in one piece. `wrapLongitude` brings a longitude back to -180..180 for the
 * records whose schema wants it.
 */
import { MAP_MAX_LATITUDE, MAP_WORLD_SIZE, type MapCamera, type MapFrame } from '../../shared/map';
import { canvasPoint, screenPoint, type CanvasPoint, type LatLng, type Point, type ScreenPoint } from '../../shared/geometry';

export interface StageSize {
  readonly width: number;
  readonly height: number;
}

export type { MapCamera } from '../../shared/map';

export interface ViewportPlacement {
  readonly zoom: number;
  readonly offset: ScreenPoint;
}

const RADIANS = Math.PI / 180;

const clampLatitude = (lat: number): number => Math.max(-MAP_MAX_LATITUDE, Math.min(MAP_MAX_LATITUDE, lat));

/** Web Mercator's northing in radians: ln tan(π/4 + φ/2), written so it stays exact near 0. */
const mercatorY = (lat: number): number => Math.atanh(Math.sin(clampLatitude(lat) * RADIANS));

/** Canvas pixels per radian of longitude (and of Mercator northing) at the frame's zoom. */
const pixelsPerRadian = (frame: MapFrame): number => (MAP_WORLD_SIZE * 2 ** frame.zoom) / (2 * Math.PI);

/** The longitude in -180..180 (180 stays 180, -180 stays -180), the same meridian. */
export function wrapLongitude(lng: number): number {
  if (lng >= -180 && lng <= 180) return lng;
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
  return wrapped === -180 && lng > 0 ? 180 : wrapped;
}

/**
 * The canvas point of a latitude and longitude. Latitudes beyond Web Mercator's square world
 * (±MAP_MAX_LATITUDE) are clamped to its edge; longitudes run on past ±180.
 */
export function latLngToCanvas(frame: MapFrame, latLng: LatLng): CanvasPoint {
  const scale = pixelsPerRadian(frame);
  return canvasPoint(
    (latLng.lng - frame.origin.lng) * RADIANS * scale,
    (mercatorY(frame.origin.lat) - mercatorY(latLng.lat)) * scale,
  );
}

/** The latitude and longitude of a canvas point: latitude clamped to ±MAP_MAX_LATITUDE, longitude not wrapped. */
export function canvasToLatLng(frame: MapFrame, point: Point): LatLng {
  const scale = pixelsPerRadian(frame);
  const northing = mercatorY(frame.origin.lat) - point.y / scale;
  return {
    lat: clampLatitude(Math.atan(Math.sinh(northing)) / RADIANS),
    lng: frame.origin.lng + point.x / scale / RADIANS,
  };
}

/**
 * The map camera that matches the canvas viewport: its centre is the ground under the stage's
 * centre and its zoom is the frame's zoom plus log2 of the viewport zoom, so the map moves with
 * the drawing. The centre's longitude is not wrapped (wrap it to store it in MapState).
 */
export function cameraOfViewport(
  frame: MapFrame,
  viewport: { readonly zoom: number; readonly offset: Point; readonly stage: StageSize },
): MapCamera {
  const under = {
    x: (viewport.stage.width / 2 - viewport.offset.x) / viewport.zoom,
    y: (viewport.stage.height / 2 - viewport.offset.y) / viewport.zoom,
  };
  return { center: canvasToLatLng(frame, under), zoom: frame.zoom + Math.log2(viewport.zoom) };
}

/**
 * The viewport zoom and offset that show the map camera, the inverse of `cameraOfViewport`.
 * The camera's longitude is read as the copy of that meridian nearest the middle of the drawing
 * area (canvas 0..stage at zoom 1), so a centre stored wrapped to -180..180 comes back where it
 * was. The inverse is exact while the stage centre lies within half a world of that middle,
 * always so once the world at the frame's zoom is twice the stage's width.
 */
export function viewportOfCamera(frame: MapFrame, camera: MapCamera, stage: StageSize): ViewportPlacement {
  const zoom = 2 ** (camera.zoom - frame.zoom);
  const middle = canvasToLatLng(frame, { x: stage.width / 2, y: stage.height / 2 }).lng;
  const lng = middle + wrapLongitude(camera.center.lng - middle);
  const center = latLngToCanvas(frame, { lat: camera.center.lat, lng });
  return { zoom, offset: screenPoint(stage.width / 2 - center.x * zoom, stage.height / 2 - center.y * zoom) };
}

/**
 * The viewport that shows every point with `paddingPx` of stage to spare on each side, centred
 * on their bounding box (after a GeoJSON import). The zoom is not clamped to the viewport's
 * range: when it falls outside, the caller should pick a frame whose zoom brings it back. A
 * single point, or none, keeps zoom 1. Pass a ring across the antimeridian through
 * `continuousLongitudes` first, or its box spans the world.
 */
export function fitBounds(frame: MapFrame, points: readonly LatLng[], stage: StageSize, paddingPx: number): ViewportPlacement {
  if (points.length === 0) return { zoom: 1, offset: screenPoint(0, 0) };
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (const point of points) {
    const { x, y } = latLngToCanvas(frame, point);
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  const room = { width: Math.max(1, stage.width - 2 * paddingPx), height: Math.max(1, stage.height - 2 * paddingPx) };
  // A flat run of points (all on one parallel or meridian) is fitted along its one dimension.
  const fitted = Math.min(maxX > minX ? room.width / (maxX - minX) : Infinity, maxY > minY ? room.height / (maxY - minY) : Infinity);
  const zoom = Number.isFinite(fitted) ? fitted : 1;
  const center = { x: (minX + maxX) / 2, y: (minY + maxY) / 2 };
  return { zoom, offset: screenPoint(stage.width / 2 - center.x * zoom, stage.height / 2 - center.y * zoom) };
}

/**
 * The ring or path with each longitude moved by whole turns so that it is within 180° of the one
 * before: a polygon stored across the antimeridian (179°, -179°) draws in one piece on the canvas.
 * The geodesic measures do not change.
 */
export function continuousLongitudes(points: readonly LatLng[]): LatLng[] {
  const out: LatLng[] = [];
  for (const point of points) {
    const previous = out[out.length - 1];
    out.push(previous ? { lat: point.lat, lng: previous.lng + wrapLongitude(point.lng - previous.lng) } : point);
  }
  return out;
}
