/**
 * The maplibre-gl style of the offline basemap: everything it draws comes from our own server
 * (GeoJSON countries, states and places, or a self-hosted .pmtiles file), so the map works with
 * no internet connection and no account. The only outside source it may name is the satellite
 * tile template an operator configures on purpose.
 */
import type {
  ExpressionSpecification,
  LayerSpecification,
  SourceSpecification,
  StyleSpecification,
} from 'maplibre-gl';
import { BASEMAP_PLACE_RANKS, MAP_MIN_ZOOM, type MapConfig, type MapType } from '../../shared/map';
import { BASEMAP_COLORS, borderColors } from './basemapColors';
import { placeLabelImage } from './labelImages';
import { pmtilesLayers } from './pmtilesLayers';

export const OFFLINE_ATTRIBUTION = { naturalEarth: '© Natural Earth', geoNames: '© GeoNames', osm: '© OpenStreetMap' };

/** Place ranks run from 0 (5 million people or more) to this one (the smallest). */
const SMALLEST_RANK = BASEMAP_PLACE_RANKS.length - 1;
const SATELLITE_TILE_SIZE = 256;

/** `url` as an absolute URL: paths of our server are prefixed with `origin`. */
export function absoluteUrl(origin: string, url: string): string {
  return url.startsWith('/') ? `${origin.replace(/\/$/, '')}${url}` : url;
}

/** True when the style can show `type` with this configuration (Satellite and Hybrid need imagery). */
export const offlineTypeAvailable = (config: MapConfig, type: MapType): boolean =>
  type === 'map' || config.satelliteTiles !== null;

/**
 * Which places show at the current zoom (BASEMAP_PLACE_RANKS): the biggest from zoom 0, smaller
 * ones as the map zooms in, every one from city zoom on. Layers carry no minzoom or maxzoom, so
 * this filter alone decides, and no zoom is left without names.
 */
function placeZoomFilter(): ExpressionSpecification {
  const upToRank = (rank: number): ExpressionSpecification => ['<=', ['get', 'rank'], rank];
  const stops: (number | ExpressionSpecification)[] = [];
  BASEMAP_PLACE_RANKS.forEach(({ minZoom }, rank) => {
    if (minZoom > MAP_MIN_ZOOM) stops.push(minZoom, upToRank(rank));
  });
  const fromZoomZero = BASEMAP_PLACE_RANKS.filter(({ minZoom }) => minZoom <= MAP_MIN_ZOOM).length - 1;
  return ['step', ['zoom'], fromZoomZero < 0 ? false : upToRank(fromZoomZero), ...stops] as ExpressionSpecification;
}

function placeLayers(): LayerSpecification[] {
  const filter = placeZoomFilter();
  return [
    {
      id: 'place-dots',
      type: 'circle',
      source: 'places',
      filter,
      paint: {
        'circle-radius': ['interpolate', ['linear'], ['get', 'rank'], 0, 3.5, SMALLEST_RANK, 2],
        'circle-color': BASEMAP_COLORS.placeDot,
        'circle-stroke-color': BASEMAP_COLORS.placeDotOutline,
        'circle-stroke-width': 1,
      },
    },
    {
      id: 'place-labels',
      type: 'symbol',
      source: 'places',
      filter,
      layout: {
        // No text-field: the label is an image we paint ourselves (labelImages.ts), so no glyphs.
        'icon-image': placeLabelImage(),
        'icon-anchor': 'left',
        'icon-offset': [4, 0],
        // Bigger places win the collisions: lower rank first, then more people.
        'symbol-sort-key': ['-', ['get', 'rank'], ['/', ['get', 'population'], 1e9]],
      },
    },
  ];
}

function borderLayers(type: 'map' | 'hybrid'): LayerSpecification[] {
  const colors = borderColors(type);
  return [
    {
      id: 'state-borders',
      type: 'line',
      source: 'states',
      paint: { 'line-color': colors.state, 'line-width': 0.7, 'line-dasharray': [3, 2] },
    },
    {
      id: 'country-borders',
      type: 'line',
      source: 'countries',
      paint: { 'line-color': colors.country, 'line-width': 1 },
    },
  ];
}

/**
 * The style for `type`. Satellite is imagery alone; Hybrid lays borders and place labels over it;
 * Map is the vector basemap (GeoJSON, or the pmtiles file when configured) with place labels.
 * Without a satellite template, Satellite and Hybrid fall back to Map (the UI does not offer them).
 * `origin` is `location.origin`, so every URL is absolute: workers resolve URLs without a page.
 */
export function offlineStyle(config: MapConfig, type: MapType, origin: string): StyleSpecification {
  const shown: MapType = offlineTypeAvailable(config, type) ? type : 'map';
  const url = (path: string) => absoluteUrl(origin, path);
  const sources: Record<string, SourceSpecification> = {};
  const layers: LayerSpecification[] = [
    { id: 'background', type: 'background', paint: { 'background-color': BASEMAP_COLORS.sea } },
  ];

  if (shown !== 'map' && config.satelliteTiles !== null) {
    sources.satellite = { type: 'raster', tiles: [url(config.satelliteTiles)], tileSize: SATELLITE_TILE_SIZE };
    layers.push({ id: 'satellite', type: 'raster', source: 'satellite' });
  }
  if (shown === 'satellite') return { version: 8, sources, layers };

  if (config.pmtiles !== null) {
    sources.basemap = { type: 'vector', url: `pmtiles://${url(config.pmtiles)}`, attribution: OFFLINE_ATTRIBUTION.osm };
    layers.push(...pmtilesLayers('basemap', shown));
  } else {
    const geojson = (path: string): SourceSpecification => ({
      type: 'geojson',
      data: url(path),
      attribution: OFFLINE_ATTRIBUTION.naturalEarth,
    });
    sources.countries = geojson(config.basemap.countries);
    sources.states = geojson(config.basemap.states);
    if (shown === 'map') {
      layers.push({ id: 'countries', type: 'fill', source: 'countries', paint: { 'fill-color': BASEMAP_COLORS.land } });
    }
    layers.push(...borderLayers(shown));
  }

  sources.places = { type: 'geojson', data: url(config.basemap.places), attribution: OFFLINE_ATTRIBUTION.geoNames };
  layers.push(...placeLayers());
  return { version: 8, sources, layers };
}
