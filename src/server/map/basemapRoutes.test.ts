import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { FeatureCollection, Point } from 'geojson';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BASEMAP_MIN_POPULATION, BASEMAP_PATHS } from '../../shared/map';
import { populationRank } from './basemapData';
import { acceptsGzip } from './cachedAsset';
import { mapTestApp } from './testing/mapTestApp';

let app: FastifyInstance;
beforeEach(async () => {
  app = await mapTestApp();
});
afterEach(() => app.close());

const fetchGeoJson = async (path: string): Promise<FeatureCollection> => {
  const response = await app.inject({ method: 'GET', url: path });
  expect(response.statusCode).toBe(200);
  return response.json<FeatureCollection>();
};

const names = (collection: FeatureCollection): unknown[] => collection.features.map((feature) => feature.properties?.name);

describe('the offline basemap GeoJSON', () => {
  it('serves the countries of world-atlas with their names', async () => {
    const countries = await fetchGeoJson(BASEMAP_PATHS.countries);
    expect(countries.type).toBe('FeatureCollection');
    expect(countries.features.length).toBeGreaterThan(200);
    expect(names(countries)).toEqual(expect.arrayContaining(['France', 'United States of America', 'Japan']));
    const france = countries.features.find((feature) => feature.properties?.name === 'France');
    expect(france?.properties).toEqual({ name: 'France' });
    expect(france?.geometry.type).toBe('MultiPolygon');
  });

  it('serves the US states of us-atlas with their names', async () => {
    const states = await fetchGeoJson(BASEMAP_PATHS.states);
    expect(names(states)).toEqual(expect.arrayContaining(['Colorado', 'Alaska', 'District of Columbia']));
    const colorado = states.features.find((feature) => feature.properties?.name === 'Colorado');
    expect(colorado?.geometry.type).toBe('Polygon');
    // Colorado lies between 37°N and 41°N, 102°03'W and 109°03'W.
    const ring = colorado?.geometry.type === 'Polygon' ? (colorado.geometry.coordinates[0] ?? []) : [];
    for (const [lng = NaN, lat = NaN] of ring) {
      expect(lat).toBeGreaterThan(36.9);
      expect(lat).toBeLessThan(41.1);
      expect(lng).toBeGreaterThan(-109.1);
      expect(lng).toBeLessThan(-102);
    }
  });

  it('serves the places of 10,000 people or more as ranked points, towns near Denver among them', async () => {
    const places = await fetchGeoJson(BASEMAP_PATHS.places);
    expect(BASEMAP_MIN_POPULATION).toBe(10_000);
    expect(places.features.length).toBeGreaterThan(25_000);
    for (const feature of places.features) {
      const { name, population, rank } = feature.properties as { name: string; population: number; rank: number };
      expect(typeof name).toBe('string');
      expect(population).toBeGreaterThanOrEqual(BASEMAP_MIN_POPULATION);
      expect(rank).toBe(populationRank(population));
      expect(feature.geometry.type).toBe('Point');
    }
    const denver = places.features.find((feature) => feature.properties?.name === 'Denver');
    const [lng = NaN, lat = NaN] = (denver?.geometry as Point).coordinates;
    expect(lat).toBeCloseTo(39.74, 1);
    expect(lng).toBeCloseTo(-104.98, 1);
    expect(denver?.properties?.rank).toBe(2);
    // Golden, Colorado (about 20,000 people) is named at city zoom, as a searched place should be.
    const golden = places.features.find((feature) => feature.properties?.name === 'Golden' && (feature.geometry as Point).coordinates[0]! < -105);
    expect(golden?.properties?.rank).toBe(6);
  });

  it('is cacheable GeoJSON with an ETag, and answers 304 to the same ETag', async () => {
    const first = await app.inject({ method: 'GET', url: BASEMAP_PATHS.states });
    expect(first.headers['content-type']).toMatch(/^application\/geo\+json/);
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.inject({ method: 'GET', url: BASEMAP_PATHS.states, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await app.inject({ method: 'GET', url: BASEMAP_PATHS.states, headers: { 'if-none-match': '"other"' } });
    expect(other.statusCode).toBe(200);
    const countries = await app.inject({ method: 'GET', url: BASEMAP_PATHS.countries });
    expect(countries.headers.etag).not.toBe(etag);
  });

  it('sends the same GeoJSON gzipped when the request accepts gzip', async () => {
    const plain = await app.inject({ method: 'GET', url: BASEMAP_PATHS.countries });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await app.inject({ method: 'GET', url: BASEMAP_PATHS.countries, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('accept-encoding');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(gunzipSync(zipped.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(zipped.headers.etag).toBe(plain.headers.etag);
  });
});

describe('populationRank', () => {
  it('buckets 5 million, 1 million, 300,000, 100,000, 50,000 and 25,000 people', () => {
    expect([10_000_000, 5_000_000, 4_999_999, 1_000_000, 300_000, 299_999, 100_000, 99_999, 50_000, 49_999, 25_000, 24_999, 10_000].map(populationRank)).toEqual([
      0, 0, 1, 1, 2, 3, 3, 4, 4, 5, 5, 6, 6,
    ]);
  });
});

describe('acceptsGzip', () => {
  it('reads the Accept-Encoding header, quality values included', () => {
    expect(acceptsGzip('gzip')).toBe(true);
    expect(acceptsGzip('br, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('br, deflate')).toBe(false);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('x-gzip')).toBe(false);
  });
});
