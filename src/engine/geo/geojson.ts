/**
 * GeoJSON (RFC 7946) in and out.
 *
 * In: every Polygon and MultiPolygon part of a file, its exterior ring with its inner rings, for
 * importing them as closed sketches with cutouts (holes, issue 22) on the map; LineStrings and
 * Points are skipped. Never throws: a file we cannot use comes back with a message for the person.
 *
 * Out: the layers of a map drawing, each with its geodesic area (cutouts taken off) and
 * perimeter, a sketch's cutouts as its polygon's inner rings.
 */
import type { LatLng } from '../../shared/geometry';
import type { MapFrame } from '../../shared/map';
import type { Sketch } from '../../shared/schemas';
import { sketchOutline } from '../geometry/outline';
import { hasCutouts } from '../measure/cutoutMeasures';
import { geodesicSignedArea } from './geodesic';
import { wrapLongitude } from './mapFrame';
import { cutoutOnMap, measureCutoutsOnMap, measureOutlineOnMap, outlineOnMap } from './measureOnMap';

/** The most vertices one import may bring, all polygons together. */
export const GEOJSON_MAX_VERTICES = 100_000;

export const GEOJSON_MESSAGES = {
  notJson: 'The file is not valid JSON',
  noPolygon: 'The file has no Polygon or MultiPolygon',
  unreadable: 'The file could not be read as GeoJSON',
  tooManyVertices: `The file has more than ${GEOJSON_MAX_VERTICES.toLocaleString('en-US')} vertices`,
} as const;

/** A polygon of a file: its exterior ring and its inner rings (holes), each without the closing repeat. */
export interface GeoPolygon {
  readonly outline: LatLng[];
  readonly cutouts: LatLng[][];
}

export type GeoJsonParseResult = { ok: true; polygons: GeoPolygon[] } | { ok: false; message: string };

/** A failure found deep in the walk, carried out to the one place that turns it into a result. */
class GeoJsonError extends Error {}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Which polygon and position (both counted from 1, as a person counts) a message is about. */
const where = (polygon: number, position?: number): string =>
  position === undefined ? `polygon ${polygon}` : `polygon ${polygon}, position ${position}`;

function readPosition(value: unknown, polygon: number, position: number): LatLng {
  if (!Array.isArray(value) || value.length < 2 || !value.slice(0, 2).every((part) => typeof part === 'number' && Number.isFinite(part))) {
    throw new GeoJsonError(`A coordinate is not a pair of numbers (${where(polygon, position)})`);
  }
  // GeoJSON writes longitude first; a third number (altitude) is ignored.
  const lng = value[0] as number;
  const lat = value[1] as number;
  if (lat < -90 || lat > 90) throw new GeoJsonError(`Latitude ${lat} is outside -90 to 90 (${where(polygon, position)})`);
  if (lng < -180 || lng > 180) throw new GeoJsonError(`Longitude ${lng} is outside -180 to 180 (${where(polygon, position)})`);
  return { lat, lng };
}

/** The ring without the closing repeat of its first position. */
function openRing(ring: LatLng[]): LatLng[] {
  const first = ring[0]!;
  const last = ring[ring.length - 1]!;
  if (first.lat === last.lat && first.lng === last.lng) ring.pop();
  return ring;
}

/** A Polygon's exterior ring, without the closing repeat of its first position. */
function readExteriorRing(exterior: unknown, polygon: number): LatLng[] {
  if (!Array.isArray(exterior)) throw new GeoJsonError(`A polygon has no ring of coordinates (${where(polygon)})`);
  if (exterior.length < 4) throw new GeoJsonError(`A polygon ring has fewer than 4 positions (${where(polygon)})`);
  return openRing(exterior.map((position, index) => readPosition(position, polygon, index + 1)));
}

/**
 * An inner ring (a hole) without its closing repeat, or null when it cannot be read. Holes were
 * dropped unread before cutouts, so a file with a broken one imported; it still does, without it.
 */
function readInnerRing(inner: unknown, polygon: number): LatLng[] | null {
  if (!Array.isArray(inner) || inner.length < 4) return null;
  try {
    return openRing(inner.map((position, index) => readPosition(position, polygon, index + 1)));
  } catch (error) {
    if (error instanceof GeoJsonError) return null;
    throw error;
  }
}

/** Every geometry of the document, features and collections opened, in the file's order. */
function* geometries(root: unknown): Generator<Record<string, unknown>> {
  // An explicit stack, so a deeply nested file cannot overflow the call stack.
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (!isObject(node)) continue;
    const children = node.type === 'FeatureCollection' ? node.features : node.type === 'GeometryCollection' ? node.geometries : null;
    if (node.type === 'Feature') stack.push(node.geometry);
    else if (Array.isArray(children)) for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
    else yield node;
  }
}

function collectPolygons(root: unknown): GeoPolygon[] {
  const polygons: GeoPolygon[] = [];
  let vertices = 0;
  // Checked before reading a ring, so a huge file is refused without walking all of it.
  const count = (ring: unknown): void => {
    if (Array.isArray(ring) && vertices + ring.length - 1 > GEOJSON_MAX_VERTICES) throw new GeoJsonError(GEOJSON_MESSAGES.tooManyVertices);
  };
  const add = (coordinates: unknown): void => {
    const [exterior, ...inner]: unknown[] = Array.isArray(coordinates) ? coordinates : [];
    const number = polygons.length + 1;
    count(exterior);
    const outline = readExteriorRing(exterior, number);
    vertices += outline.length;
    const cutouts: LatLng[][] = [];
    for (const ring of inner) {
      count(ring);
      const hole = readInnerRing(ring, number);
      if (!hole) continue;
      vertices += hole.length;
      cutouts.push(hole);
    }
    if (vertices > GEOJSON_MAX_VERTICES) throw new GeoJsonError(GEOJSON_MESSAGES.tooManyVertices);
    polygons.push({ outline, cutouts });
  };
  for (const geometry of geometries(root)) {
    if (geometry.type === 'Polygon') add(geometry.coordinates);
    else if (geometry.type === 'MultiPolygon') {
      if (!Array.isArray(geometry.coordinates)) throw new GeoJsonError(`A MultiPolygon has no list of polygons (${where(polygons.length + 1)})`);
      for (const coordinates of geometry.coordinates) add(coordinates);
    }
  }
  return polygons;
}

/**
 * The file's Polygons and MultiPolygon parts (in a FeatureCollection, a Feature, a
 * GeometryCollection or bare), each its exterior ring and its inner rings as [lat, lng] points
 * without the ring's closing repeat; or why the file cannot be used. An inner ring that cannot be
 * read is left out; whether a hole fits its polygon is for the import to judge (see importPolygons).
 */
export function parseGeoJsonPolygons(text: string): GeoJsonParseResult {
  let root: unknown;
  try {
    root = JSON.parse(text);
  } catch {
    return { ok: false, message: GEOJSON_MESSAGES.notJson };
  }
  try {
    const polygons = collectPolygons(root);
    return polygons.length > 0 ? { ok: true, polygons } : { ok: false, message: GEOJSON_MESSAGES.noPolygon };
  } catch (error) {
    if (error instanceof GeoJsonError) return { ok: false, message: error.message };
    // Anything else (a file beyond what the engine can hold) is still a file we cannot use.
    return { ok: false, message: GEOJSON_MESSAGES.unreadable };
  }
}

/** [longitude, latitude], as GeoJSON orders a position. */
export type GeoJsonPosition = [number, number];

export interface GeoJsonLayerProperties {
  readonly name: string;
  readonly color: string;
  /** Geodesic area on WGS84, cutouts taken off; null for an open sketch. */
  readonly area_m2: number | null;
  /** The outline's geodesic perimeter. */
  readonly perimeter_m: number;
  /** The outline's perimeter plus every cutout's; only on a layer with cutouts. */
  readonly perimeter_with_cutouts_m?: number;
}

export interface GeoJsonLayerFeature {
  readonly type: 'Feature';
  readonly geometry: { readonly type: 'Polygon'; readonly coordinates: GeoJsonPosition[][] } | { readonly type: 'LineString'; readonly coordinates: GeoJsonPosition[] };
  readonly properties: GeoJsonLayerProperties;
}

export interface FeatureCollection {
  readonly type: 'FeatureCollection';
  readonly features: GeoJsonLayerFeature[];
}

/** Coordinates are written to a billionth of a degree (about 0.1 mm), far below any drawing's precision. */
const roundDegrees = (degrees: number): number => Math.round(degrees * 1e9) / 1e9;

/**
 * The points as GeoJSON positions with longitudes in -180..180: the whole run moved by whole
 * turns when it fits (so it stays in one piece), else each longitude wrapped on its own where the
 * run crosses the antimeridian. Either way the geodesic edges, and so the measures, are the same.
 */
function positions(points: readonly LatLng[]): GeoJsonPosition[] {
  let west = Infinity;
  let east = -Infinity;
  for (const point of points) {
    west = Math.min(west, point.lng);
    east = Math.max(east, point.lng);
  }
  const turns = Math.ceil((-180 - west) / 360);
  const fits = east + turns * 360 <= 180;
  return points.map((point) => [roundDegrees(fits ? point.lng + turns * 360 : wrapLongitude(point.lng)), roundDegrees(point.lat)]);
}

/**
 * A ring of GeoJSON positions running the way RFC 7946 §3.1.6 asks (an exterior ring
 * counter-clockwise, a hole clockwise) and closed, its first position repeated last.
 */
function linearRing(points: readonly LatLng[], counterClockwise: boolean): GeoJsonPosition[] {
  const signed = geodesicSignedArea(points);
  const coordinates = positions((counterClockwise ? signed >= 0 : signed <= 0) ? points : [...points].reverse());
  coordinates.push([...coordinates[0]!]);
  return coordinates;
}

/** A layer as the GeoJSON takes it: its name as shown (layerName: its own, or "Layer N"), colour and sketch. */
export interface GeoJsonLayer {
  readonly name: string;
  readonly color: string;
  readonly sketch: Sketch;
}

function layerFeature(layer: GeoJsonLayer, frame: MapFrame): GeoJsonLayerFeature | null {
  const { sketch } = layer;
  const outline = sketchOutline(sketch);
  if (outline.segments.length === 0) return null;
  const path = outlineOnMap(outline, frame);
  const { perimeter, area } = measureOutlineOnMap(outline, frame);
  const holes = outline.closed && hasCutouts(sketch) ? measureCutoutsOnMap(sketch, frame) : null;
  const properties: GeoJsonLayerProperties = {
    name: layer.name,
    color: layer.color,
    area_m2: outline.closed ? area - (holes?.area ?? 0) : null,
    perimeter_m: perimeter,
    ...(holes ? { perimeter_with_cutouts_m: perimeter + holes.perimeter } : {}),
  };
  if (!outline.closed) return { type: 'Feature', geometry: { type: 'LineString', coordinates: positions(path) }, properties };
  const rings = [linearRing(path, true), ...(holes ? (sketch.cutouts ?? []).map((hole) => linearRing(cutoutOnMap(hole, frame), false)) : [])];
  return { type: 'Feature', geometry: { type: 'Polygon', coordinates: rings }, properties };
}

/**
 * The layers of a map drawing as GeoJSON: one Feature per layer that has something drawn, a
 * Polygon when its sketch is closed (its cutouts as inner rings) and a LineString when open,
 * curves sampled as they are measured, with the measured area and perimeter among its properties.
 */
export function layersToGeoJson(layers: readonly GeoJsonLayer[], frame: MapFrame): FeatureCollection {
  const features: GeoJsonLayerFeature[] = [];
  for (const layer of layers) {
    const feature = layerFeature(layer, frame);
    if (feature) features.push(feature);
  }
  return { type: 'FeatureCollection', features };
}
