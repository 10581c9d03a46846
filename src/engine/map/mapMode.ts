/**
 * The drawing on the map (spec drawing-core §4 "Map"; issue 7). While the map is on, canvas
 * pixels are Web Mercator pixels of a fixed frame (see `MapFrame`), the view's zoom and offset
 * drive the map's camera, and the grid scale is locked to the map's own scale at the frame's
 * origin. Pure functions over the document and the viewport.
 */
import { DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM, PIXELS_PER_UNIT } from '../../shared/constants';
import type { LatLng, Point } from '../../shared/geometry';
import { isValidLatitude, isValidLongitude, MAP_DEFAULT_MAX_ZOOM, MAP_MIN_ZOOM, MAP_WORLD_SIZE, type MapCamera, type MapFrame, type MapMode, type MapType } from '../../shared/map';
import { convertLength, type AreaUnit, type LengthUnit, type MeasurementSystem } from '../../shared/units';
import { systemOf } from '../../shared/units';
import type { DrawingDocument } from '../document/drawingDocument';
import { clearDocument } from '../document/layers';
import { addPolygonLayers, allLayersEmpty } from '../document/polygonLayers';
import { WGS84_A, WGS84_E2 } from '../geo/authalic';
import { cameraOfViewport, continuousLongitudes, fitBounds, latLngToCanvas, viewportOfCamera, wrapLongitude } from '../geo/mapFrame';
import { createViewport, freeViewport, zoomAt, type Size, type Viewport, type ZoomLimits } from '../viewport/viewport';
import { fittingCutouts } from './importedCutouts';

export const DEFAULT_MAP_CAMERA: MapCamera = { center: DEFAULT_MAP_CENTER, zoom: DEFAULT_MAP_ZOOM };

/** Lengths and areas on the map read in kilometres or miles by default; the panel can change both. */
const MAP_UNITS: Record<MeasurementSystem, { length: LengthUnit; area: AreaUnit }> = {
  metric: { length: 'km', area: 'km²' },
  imperial: { length: 'mi', area: 'mi²' },
};

/** The equator's length on WGS84, in metres: Web Mercator's world width. */
const EQUATOR_METRES = 2 * Math.PI * WGS84_A;

/** The view's zoom range over the map: map zoom 0 to the map's deepest zoom. */
export const mapZoomLimits = (frame: MapFrame, maxZoom: number): ZoomLimits => ({
  min: 2 ** (MAP_MIN_ZOOM - frame.zoom),
  max: 2 ** (maxZoom - frame.zoom),
});

/**
 * "Grid scale locked to map scale!": one 15 px grid square measures what 15 map pixels measure
 * at the frame's origin, so typed lengths and the scale readout mean ground distances there.
 * (Results themselves come from geodesics on the ellipsoid, not from this scale.)
 */
export function mapScaleValue(frame: MapFrame, measure: LengthUnit): number {
  const metresPerPixel = (EQUATOR_METRES * Math.cos((frame.origin.lat * Math.PI) / 180)) / (MAP_WORLD_SIZE * 2 ** frame.zoom);
  return convertLength(metresPerPixel * PIXELS_PER_UNIT, 'm', measure);
}

/** The document with its scale locked to the map's at the frame's origin. */
function lockScale(document: DrawingDocument, frame: MapFrame, measure: LengthUnit): DrawingDocument {
  const value = mapScaleValue(frame, measure);
  // The map is the scale: a photo's plane (issue 23) measures nothing there.
  const { plane: _plane, ...scale } = document.scale;
  return { ...document, scale: { ...scale, value, text: String(value), measure, manual: false, lineReady: false } };
}

/** A new length unit on the map: the scale stays the map's, in that unit. */
export const setMapLengthUnit = (document: DrawingDocument, measure: LengthUnit): DrawingDocument =>
  document.map ? lockScale(document, document.map.frame, measure) : document;

/** The view that shows `camera` over `frame`. */
function viewOf(frame: MapFrame, camera: MapCamera, stage: Size, maxZoom: number): Viewport {
  const { zoom, offset } = viewportOfCamera(frame, camera, stage);
  return freeViewport(stage, zoom, offset, mapZoomLimits(frame, maxZoom));
}

/**
 * Turns the map on: the drawing and any image go (the UI has confirmed), the frame is set at the
 * camera, and the scale is locked to the map in km or mi.
 */
export function showMap(
  document: DrawingDocument,
  stage: Size,
  options: { camera?: MapCamera; maxZoom?: number; type?: MapType },
): { document: DrawingDocument; viewport: Viewport } {
  const camera = options.camera ?? DEFAULT_MAP_CAMERA;
  const maxZoom = options.maxZoom ?? MAP_DEFAULT_MAX_ZOOM;
  const frame: MapFrame = { origin: camera.center, zoom: camera.zoom };
  const units = MAP_UNITS[systemOf(document.scale.measure)];
  const map: MapMode = { frame, type: options.type ?? 'map', maxZoom, areaUnit: units.area };
  const cleared: DrawingDocument = { ...clearDocument(document), image: null, map };
  return { document: lockScale(cleared, frame, units.length), viewport: viewOf(frame, camera, stage, maxZoom) };
}

/** Turns the map off: the drawing goes and the view returns to the grid at zoom 1. */
export function hideMap(document: DrawingDocument, stage: Size): { document: DrawingDocument; viewport: Viewport } {
  return { document: { ...clearDocument(document), image: null, map: null }, viewport: createViewport(stage) };
}

/** The map's deepest zoom changes (the configuration arrived): the view's zoom limits follow. */
export function setMapMaxZoom(
  document: DrawingDocument,
  viewport: Viewport,
  maxZoom: number,
): { document: DrawingDocument; viewport: Viewport } {
  const map = document.map;
  if (!map || map.maxZoom === maxZoom || !Number.isFinite(maxZoom) || maxZoom < MAP_MIN_ZOOM) return { document, viewport };
  const limits = mapZoomLimits(map.frame, maxZoom);
  return {
    document: { ...document, map: { ...map, maxZoom } },
    viewport: freeViewport(viewport.stage, viewport.zoom, viewport.offset, limits),
  };
}

/** Where the map looks for this view; null off the map. */
export function mapCamera(document: DrawingDocument, viewport: Viewport): MapCamera | null {
  if (!document.map) return null;
  // The canvas runs on past ±180°; the camera, the boxes and the saved state say it within -180..180.
  const { center, zoom } = cameraOfViewport(document.map.frame, viewport);
  return { center: { lat: center.lat, lng: wrapLongitude(center.lng) }, zoom };
}

/**
 * What one grid square (15 px on the screen) measures on the ground at the centre of the view, in
 * `measure`: the header's scale on the map. The locked scale (`mapScaleValue`) is the frame
 * origin's at the frame's zoom, so once the view zooms or pans it no longer says what a square on
 * the screen measures (issue 36 item 5); this does, at the centre (Mercator's scale changes with
 * latitude, so it is approximate away from it). Null off the map.
 */
export function viewSquareValue(document: DrawingDocument, viewport: Viewport, measure: LengthUnit): number | null {
  const camera = mapCamera(document, viewport);
  if (!camera) return null;
  // mapScaleValue takes the parallel's radius as a·cos φ (a sphere); on WGS84 it is N·cos φ, with
  // N = a / √(1 − e² sin² φ): 0.13 % more at 40°, so the box agrees with the geodesic results.
  const sin = Math.sin((camera.center.lat * Math.PI) / 180);
  return mapScaleValue({ origin: camera.center, zoom: camera.zoom }, measure) / Math.sqrt(1 - WGS84_E2 * sin * sin);
}

/**
 * Moves the map to `center` (a search result, typed coordinates); a centre out of range changes
 * nothing. An empty drawing takes a new
 * frame there, so canvas numbers stay small near what is drawn next (Pixi draws in float32);
 * a drawing keeps its frame so nothing drawn moves on the ground.
 */
export function jumpMap(
  document: DrawingDocument,
  viewport: Viewport,
  target: { center: LatLng; zoom?: number },
): { document: DrawingDocument; viewport: Viewport } {
  const map = document.map;
  // Spec §5: a latitude outside -90..90 or a longitude outside -180..180 is ignored.
  if (!map || !isValidLatitude(target.center.lat) || !isValidLongitude(target.center.lng)) return { document, viewport };
  const wanted = target.zoom !== undefined && Number.isFinite(target.zoom) ? target.zoom : cameraOfViewport(map.frame, viewport).zoom;
  const zoom = Math.min(map.maxZoom, Math.max(MAP_MIN_ZOOM, wanted));
  const camera = { center: target.center, zoom };
  if (!allLayersEmpty(document)) return { document, viewport: viewOf(map.frame, camera, viewport.stage, map.maxZoom) };
  const frame: MapFrame = { origin: target.center, zoom };
  const reframed = lockScale({ ...document, map: { ...map, frame } }, frame, document.scale.measure);
  return { document: reframed, viewport: viewOf(frame, camera, viewport.stage, map.maxZoom) };
}

/** The zoom buttons on the map step whole map zoom levels (the map's tiles are sharp there). */
export function mapZoomStep(document: DrawingDocument, viewport: Viewport, direction: 1 | -1): Viewport {
  const map = document.map;
  if (!map) return viewport;
  const current = cameraOfViewport(map.frame, viewport).zoom;
  const next = direction > 0 ? Math.floor(current + 1e-9) + 1 : Math.ceil(current - 1e-9) - 1;
  return zoomAt(viewport, 2 ** (next - map.frame.zoom), { x: viewport.stage.width / 2, y: viewport.stage.height / 2 });
}

/** A settled wheel gesture on the map zooms one map level in or out about the pointer. */
export function mapWheelZoom(viewport: Viewport, deltaY: number, screen: Point): Viewport {
  if (deltaY === 0) return viewport;
  return zoomAt(viewport, viewport.zoom * (deltaY < 0 ? 2 : 0.5), screen);
}

/** A polygon to put on the map: its ring alone, or its ring with its holes (a GeoJSON polygon's inner rings). */
export type ImportedPolygon = readonly LatLng[] | { readonly outline: readonly LatLng[]; readonly cutouts?: readonly (readonly LatLng[])[] };

/**
 * The polygon in one piece on the canvas: a ring stored across the antimeridian (179°, -179°)
 * with its longitudes run on past ±180, and each hole moved by whole turns to lie with it.
 */
function inOnePiece(polygon: { readonly outline: readonly LatLng[]; readonly cutouts?: readonly (readonly LatLng[])[] }) {
  const outline = continuousLongitudes(polygon.outline);
  let west = Infinity;
  let east = -Infinity;
  for (const { lng } of outline) {
    west = Math.min(west, lng);
    east = Math.max(east, lng);
  }
  const middle = (west + east) / 2;
  const cutouts = (polygon.cutouts ?? []).map((hole) => {
    const ring = continuousLongitudes(hole);
    const turns = ring.length > 0 ? Math.round((middle - ring[0]!.lng) / 360) : 0;
    return turns === 0 ? ring : ring.map(({ lat, lng }) => ({ lat, lng: lng + 360 * turns }));
  });
  return { outline, cutouts };
}

/**
 * Polygons of a GeoJSON file as layers on the map, on show, and the view that shows them all. A
 * polygon's holes become its cutouts, but those that break the cutout rules are left out rather
 * than failing the import (see importedCutouts.ts).
 */
export function importPolygons(
  document: DrawingDocument,
  viewport: Viewport,
  polygons: readonly ImportedPolygon[],
): { document: DrawingDocument; viewport: Viewport } {
  const map = document.map;
  if (!map || polygons.length === 0) return { document, viewport };
  const onCanvas = (ring: readonly LatLng[]): Point[] => ring.map((point) => latLngToCanvas(map.frame, point));
  const rings = polygons.map((polygon) => inOnePiece('outline' in polygon ? polygon : { outline: polygon }));
  const canvasPolygons = rings.map(({ outline, cutouts }) => {
    const points = onCanvas(outline);
    return { outline: points, cutouts: fittingCutouts(points, cutouts.map(onCanvas)) };
  });
  const next = addPolygonLayers(document, canvasPolygons);
  // Holes lie inside their outlines, so the outlines alone give the view.
  const fitted = fitBounds(map.frame, rings.flatMap(({ outline }) => outline), viewport.stage, 40);
  return { document: next, viewport: freeViewport(viewport.stage, fitted.zoom, fitted.offset, mapZoomLimits(map.frame, map.maxZoom)) };
}

/** The view a restored map drawing opens at: its saved camera over its saved frame. */
export const restoredMapView = (map: MapMode, camera: MapCamera, stage: Size): Viewport => viewOf(map.frame, camera, stage, map.maxZoom);
