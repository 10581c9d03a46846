import { createExpression, featureFilter, validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import type { FilterSpecification, LayerSpecification, SourceSpecification, StyleSpecification } from 'maplibre-gl';
import { describe, expect, it } from 'vitest';
import { BASEMAP_PATHS, BASEMAP_PLACE_RANKS, MAP_TYPES, PMTILES_PATH } from '../../shared/map';
import { testMapConfig } from './testing/mapConfig';
import { BASEMAP_COLORS } from './basemapColors';
import { absoluteUrl, offlineStyle } from './offlineStyle';

const ORIGIN = 'http://127.0.0.1:8080';
const SATELLITE = '/tiles/satellite/{z}/{x}/{y}.jpg';

const config = testMapConfig;

const CONFIGS = {
  geojson: config(),
  pmtiles: config({ pmtiles: PMTILES_PATH }),
  satellite: config({ satelliteTiles: SATELLITE }),
  'pmtiles and satellite': config({ pmtiles: PMTILES_PATH, satelliteTiles: SATELLITE }),
};

/** Every URL a source would fetch. */
function sourceUrls(source: SourceSpecification): string[] {
  const urls: string[] = [];
  if ('url' in source && source.url !== undefined) urls.push(source.url);
  if ('tiles' in source && source.tiles !== undefined) urls.push(...source.tiles);
  if (source.type === 'geojson' && typeof source.data === 'string') urls.push(source.data);
  return urls;
}

const layer = (style: StyleSpecification, id: string): LayerSpecification | undefined =>
  style.layers.find((entry) => entry.id === id);

const layerIds = (style: StyleSpecification) => style.layers.map((entry) => entry.id);

describe('offlineStyle', () => {
  for (const [name, mapConfig] of Object.entries(CONFIGS)) {
    for (const type of MAP_TYPES) {
      describe(`${type} with ${name}`, () => {
        const style = offlineStyle(mapConfig, type, ORIGIN);

        it('is a valid maplibre style', () => {
          expect(validateStyleMin(style)).toEqual([]);
        });

        it('names no glyphs, no sprite and no outside URL', () => {
          expect(style).not.toHaveProperty('glyphs');
          expect(style).not.toHaveProperty('sprite');
          const urls = Object.values(style.sources).flatMap(sourceUrls);
          expect(urls.length).toBeGreaterThan(0);
          for (const url of urls) expect(url.replace(/^pmtiles:\/\//, '')).toMatch(new RegExp(`^${ORIGIN}/`));
        });

        it('writes labels as images, never as text, and keeps their collisions', () => {
          for (const entry of style.layers) {
            expect(entry.layout ?? {}).not.toHaveProperty('text-field');
            expect(entry.layout ?? {}).not.toHaveProperty('icon-allow-overlap');
          }
        });
      });
    }
  }

  it('draws the GeoJSON basemap from our server for the Map type', () => {
    const style = offlineStyle(CONFIGS.geojson, 'map', ORIGIN);
    expect(style.sources).toEqual({
      countries: expect.objectContaining({ type: 'geojson', data: `${ORIGIN}${BASEMAP_PATHS.countries}` }),
      states: expect.objectContaining({ type: 'geojson', data: `${ORIGIN}${BASEMAP_PATHS.states}` }),
      places: expect.objectContaining({ type: 'geojson', data: `${ORIGIN}${BASEMAP_PATHS.places}` }),
    });
    expect(layerIds(style)).toEqual(['background', 'countries', 'state-borders', 'country-borders', 'place-dots', 'place-labels']);
    expect(layer(style, 'state-borders')).toMatchObject({ paint: { 'line-dasharray': expect.any(Array) } });
  });

  it('uses the pmtiles source in place of countries and states, keeping our place labels', () => {
    const style = offlineStyle(CONFIGS.pmtiles, 'map', ORIGIN);
    expect(style.sources.basemap).toMatchObject({ type: 'vector', url: `pmtiles://${ORIGIN}${PMTILES_PATH}` });
    expect(Object.keys(style.sources).sort()).toEqual(['basemap', 'places']);
    const sourceLayers = style.layers.flatMap((entry) => ('source-layer' in entry ? [entry['source-layer']] : []));
    expect(new Set(sourceLayers)).toEqual(new Set(['earth', 'water', 'landcover', 'landuse', 'roads', 'boundaries']));
    expect(layerIds(style).slice(-2)).toEqual(['place-dots', 'place-labels']);
  });

  it('shows satellite imagery alone for Satellite', () => {
    const style = offlineStyle(CONFIGS.satellite, 'satellite', ORIGIN);
    expect(style.sources).toEqual({ satellite: { type: 'raster', tiles: [`${ORIGIN}${SATELLITE}`], tileSize: 256 } });
    expect(layerIds(style)).toEqual(['background', 'satellite']);
  });

  it('lays borders and labels over the imagery for Hybrid, without the land fill', () => {
    const geojson = layerIds(offlineStyle(CONFIGS.satellite, 'hybrid', ORIGIN));
    expect(geojson).toEqual(['background', 'satellite', 'state-borders', 'country-borders', 'place-dots', 'place-labels']);
    const pmtiles = layerIds(offlineStyle(CONFIGS['pmtiles and satellite'], 'hybrid', ORIGIN));
    expect(pmtiles.slice(0, 2)).toEqual(['background', 'satellite']);
    expect(pmtiles).not.toContain('pm-earth');
    expect(pmtiles).toContain('pm-boundaries-country');
  });

  it('draws borders light over imagery and grey on the Map', () => {
    const color = (style: StyleSpecification, id: string) => {
      const entry = layer(style, id);
      return entry?.type === 'line' ? entry.paint?.['line-color'] : undefined;
    };
    for (const [mapConfig, id] of [
      [CONFIGS.satellite, 'country-borders'],
      [CONFIGS['pmtiles and satellite'], 'pm-boundaries-country'],
    ] as const) {
      expect(color(offlineStyle(mapConfig, 'hybrid', ORIGIN), id)).toBe(BASEMAP_COLORS.imageryCountryBorder);
      expect(color(offlineStyle(mapConfig, 'map', ORIGIN), id)).toBe(BASEMAP_COLORS.countryBorder);
    }
  });

  it('falls back to the Map style for Satellite and Hybrid when no imagery is configured', () => {
    const map = offlineStyle(CONFIGS.geojson, 'map', ORIGIN);
    expect(offlineStyle(CONFIGS.geojson, 'satellite', ORIGIN)).toEqual(map);
    expect(offlineStyle(CONFIGS.geojson, 'hybrid', ORIGIN)).toEqual(map);
  });

  it('uses an operator-configured absolute satellite template as it is', () => {
    const template = 'https://imagery.example.org/{z}/{y}/{x}';
    const style = offlineStyle(config({ satelliteTiles: template }), 'satellite', ORIGIN);
    expect(style.sources.satellite).toMatchObject({ tiles: [template] });
  });

  it('names each place label image after the place', () => {
    const labels = layer(offlineStyle(CONFIGS.geojson, 'map', ORIGIN), 'place-labels');
    expect(labels?.layout).toMatchObject({ 'icon-image': ['concat', 'place:', ['get', 'name']] });
  });

  it('names places at every zoom: the biggest from zoom 0, more as the map zooms in, every one from zoom 8 on', () => {
    const labels = layer(offlineStyle(CONFIGS.geojson, 'map', ORIGIN), 'place-labels');
    const { filter } = featureFilter(labels && 'filter' in labels ? (labels.filter as FilterSpecification) : undefined, 'filter');
    const ranks = BASEMAP_PLACE_RANKS.map((_, rank) => rank);
    const shown = (zoom: number) =>
      ranks.map((rank) => filter({ zoom }, { type: 'Point', properties: { name: 'X', population: 1000, rank } }));
    expect(ranks).toHaveLength(7);
    expect(shown(0)).toEqual([true, false, false, false, false, false, false]);
    expect(shown(2.5)).toEqual([true, false, false, false, false, false, false]);
    expect(shown(4.5)).toEqual([true, true, true, false, false, false, false]);
    expect(shown(7)).toEqual([true, true, true, true, true, true, false]);
    // City zoom (a searched place opens at 11) and every zoom deeper name every place.
    for (let zoom = 8; zoom <= 24; zoom += 0.5) expect(shown(zoom)).toEqual(ranks.map(() => true));
  });

  it('draws every layer at every zoom: no layer has a zoom range, and the borders no filter', () => {
    for (const mapConfig of Object.values(CONFIGS)) {
      for (const type of MAP_TYPES) {
        const style = offlineStyle(mapConfig, type, ORIGIN);
        for (const entry of style.layers) {
          expect(entry.minzoom ?? 0, entry.id).toBeLessThanOrEqual(0);
          expect(entry.maxzoom ?? 24, entry.id).toBeGreaterThanOrEqual(24);
        }
      }
    }
    const style = offlineStyle(CONFIGS.geojson, 'map', ORIGIN);
    for (const id of ['state-borders', 'country-borders']) expect(layer(style, id)).not.toHaveProperty('filter');
    // GeoJSON sources are cut into tiles up to their maxzoom and drawn magnified beyond it: none stops early.
    for (const source of Object.values(style.sources)) expect(source).not.toHaveProperty('maxzoom');
  });

  it('places bigger places first: lower rank, then more people', () => {
    const labels = layer(offlineStyle(CONFIGS.geojson, 'map', ORIGIN), 'place-labels');
    const parsed = createExpression(labels?.layout && 'symbol-sort-key' in labels.layout ? labels.layout['symbol-sort-key'] : null, 'key');
    if (parsed.result !== 'success') throw new Error('symbol-sort-key is not an expression');
    const key = (rank: number, population: number) =>
      parsed.value.evaluate({ zoom: 6 }, { type: 'Point', properties: { name: 'X', rank, population } }) as number;
    expect(key(0, 9_000_000)).toBeLessThan(key(0, 6_000_000));
    expect(key(0, 5_000_000)).toBeLessThan(key(1, 900_000));
    expect(key(3, 50_000)).toBeLessThan(key(4, 1_000));
    expect(key(5, 25_000)).toBeLessThan(key(6, 24_999));
  });
});

describe('absoluteUrl', () => {
  it('prefixes our paths with the origin and leaves full URLs alone', () => {
    expect(absoluteUrl('http://a.test/', '/x.geojson')).toBe('http://a.test/x.geojson');
    expect(absoluteUrl('http://a.test', '/x.geojson')).toBe('http://a.test/x.geojson');
    expect(absoluteUrl('http://a.test', 'https://b.test/x')).toBe('https://b.test/x');
  });
});
