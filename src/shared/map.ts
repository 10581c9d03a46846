/**
 * The map view's shared records (spec drawing-core §3 "Map state", §5, §9; issue 7): the map
 * state saved with a document, the frame that ties canvas pixels to the ground, the map
 * configuration the server hands the browser, and the geocode answer.
 */
import { z } from 'zod';
import { latLngSchema } from './schemas';
import { AREA_UNITS, type AreaUnit } from './units';

export const MAP_TYPES = ['map', 'hybrid', 'satellite'] as const;
export type MapType = (typeof MAP_TYPES)[number];
export const MAP_TYPE_LABELS: Record<MapType, string> = { map: 'Map', hybrid: 'Hybrid', satellite: 'Satellite' };

/** Spec §9: map zoom minimum 0. */
export const MAP_MIN_ZOOM = 0;
/** The deepest zoom offered when the configuration names none (the offline basemap holds up to here). */
export const MAP_DEFAULT_MAX_ZOOM = 20;
/** Spec §4: map wheel zoom is debounced 100 ms. */
export const MAP_WHEEL_DEBOUNCE_MS = 100;
/** Web Mercator world width in pixels at zoom 0, as maplibre-gl and mapbox-gl count it. */
export const MAP_WORLD_SIZE = 512;
/** Web Mercator stops at this latitude (the square world). */
export const MAP_MAX_LATITUDE = 85.0511287798066;

/**
 * Canvas pixels on the map are Web Mercator pixels of zoom `zoom`, measured from `origin`:
 * canvas (0, 0) is the origin, and canvas zoom 1 shows the map at zoom `zoom`. The frame is fixed
 * while a drawing lives on the map, so a drawn point never moves on the ground when the map pans.
 */
export const mapFrameSchema = z.object({ origin: latLngSchema, zoom: z.number().min(0).max(30) });
export type MapFrame = z.infer<typeof mapFrameSchema>;

/** Where the map looks: its centre and its (fractional) zoom; the world is MAP_WORLD_SIZE · 2^zoom pixels wide. */
export interface MapCamera {
  readonly center: { readonly lat: number; readonly lng: number };
  readonly zoom: number;
}

/** The map under a drawing: its frame, type and deepest zoom, and the unit areas are shown in. */
export interface MapMode {
  readonly frame: MapFrame;
  readonly type: MapType;
  readonly maxZoom: number;
  readonly areaUnit: AreaUnit;
}

/** Spec §3 "Map state": saved with a document and restored with it. */
export const mapStateSchema = z.object({
  visible: z.boolean(),
  zoom: z.number().min(MAP_MIN_ZOOM),
  center: latLngSchema,
  type: z.enum(MAP_TYPES),
  maxZoom: z.number().min(MAP_MIN_ZOOM),
  /** Whether the map is being dragged (transient; saved false). */
  pan: z.boolean().default(false),
  /** The canvas point a pan started from (transient; saved null). */
  movePoint: z.object({ x: z.number(), y: z.number() }).nullable().default(null),
  frame: mapFrameSchema,
  /** The unit map areas are shown in. */
  areaUnit: z.enum(AREA_UNITS as [AreaUnit, ...AreaUnit[]]).optional(),
});
export type MapState = z.infer<typeof mapStateSchema>;

/** Where the browser finds the map's parts: `GET /api/map/config`. */
export const mapConfigSchema = z.object({
  /** maplibre-gl unless a Mapbox token is configured. */
  engine: z.enum(['maplibre', 'mapbox']),
  mapboxToken: z.string().nullable(),
  /**
   * Base URL mapbox-gl asks for styles, tiles, sprites and glyphs (MAPBOX_API_URL, so tests can point
   * it at a fake); null means Mapbox's own https://api.mapbox.com, and always without a token.
   */
  mapboxApiUrl: z.string().nullable(),
  /** GeoJSON of the offline basemap, served by our server from npm data. */
  basemap: z.object({ countries: z.string(), states: z.string(), places: z.string() }),
  /** URL of a .pmtiles vector basemap (MAP_PMTILES), used instead of the GeoJSON one; null when none. */
  pmtiles: z.string().nullable(),
  /** XYZ raster tile template for Satellite and Hybrid without Mapbox (MAP_SATELLITE_TILES); null when none. */
  satelliteTiles: z.string().nullable(),
  maxZoom: z.number().min(MAP_MIN_ZOOM),
});
export type MapConfig = z.infer<typeof mapConfigSchema>;

export const MAP_CONFIG_PATH = '/api/map/config';
export const GEOCODE_PATH = '/api/geocode';
export const BASEMAP_PATHS = {
  countries: '/api/map/basemap/countries.geojson',
  states: '/api/map/basemap/states.geojson',
  places: '/api/map/basemap/places.geojson',
} as const;
export const PMTILES_PATH = '/api/map/basemap.pmtiles';

/** The offline basemap labels the gazetteer's places of this many people or more. */
export const BASEMAP_MIN_POPULATION = 10_000;

/**
 * The offline basemap's place ranks, biggest first: a place's rank is the first whose
 * `minPopulation` it reaches, and it is labelled from map zoom `minZoom` on. The biggest cities
 * show from zoom 0, and every labelled place from city zoom down, so the map names places at
 * every zoom (the label collisions keep it readable).
 */
export const BASEMAP_PLACE_RANKS: readonly { readonly minPopulation: number; readonly minZoom: number }[] = [
  { minPopulation: 5_000_000, minZoom: 0 },
  { minPopulation: 1_000_000, minZoom: 3 },
  { minPopulation: 300_000, minZoom: 4 },
  { minPopulation: 100_000, minZoom: 5 },
  { minPopulation: 50_000, minZoom: 6 },
  { minPopulation: 25_000, minZoom: 7 },
  { minPopulation: BASEMAP_MIN_POPULATION, minZoom: 8 },
];

/** At most this many places come back from one search. */
export const GEOCODE_LIMIT = 8;
/** Longer queries are refused (400). */
export const GEOCODE_QUERY_MAX = 100;

export const geocodePlaceSchema = z.object({
  /** The place's own name: "Denver". */
  name: z.string(),
  /** What the list shows: "Denver, Colorado, United States". */
  label: z.string(),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  population: z.number().int().min(0),
});
export type GeocodePlace = z.infer<typeof geocodePlaceSchema>;

/**
 * `GET /api/geocode?q=`. The status words follow the geocoding services the spec was written
 * against: only "OK" carries results, and the browser ignores any other answer (spec §5).
 */
export const geocodeResponseSchema = z.object({
  status: z.enum(['OK', 'ZERO_RESULTS', 'INVALID_REQUEST']),
  results: z.array(geocodePlaceSchema),
  /** Why a query was refused, for people reading the API; the browser needs only the status. */
  message: z.string().optional(),
});
export type GeocodeResponse = z.infer<typeof geocodeResponseSchema>;

/** Spec §5: latitude -90..90 and longitude -180..180; anything else (or not a number) is ignored. */
export const isValidLatitude = (value: number): boolean => Number.isFinite(value) && value >= -90 && value <= 90;
export const isValidLongitude = (value: number): boolean => Number.isFinite(value) && value >= -180 && value <= 180;
