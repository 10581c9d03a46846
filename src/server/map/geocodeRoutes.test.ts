import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GEOCODE_LIMIT, GEOCODE_PATH, GEOCODE_QUERY_MAX, geocodeResponseSchema } from '../../shared/map';
import { startFakeMapbox, type FakeMapbox } from './testing/fakeMapbox';
import { warmGazetteer } from './gazetteer';
import { mapboxSearch } from './mapboxGeocoder';
import { mapTestApp } from './testing/mapTestApp';

const geocode = async (app: FastifyInstance, query?: string) => {
  const url = query === undefined ? GEOCODE_PATH : `${GEOCODE_PATH}?q=${encodeURIComponent(query)}`;
  const response = await app.inject({ method: 'GET', url });
  return { statusCode: response.statusCode, body: geocodeResponseSchema.parse(response.json()) };
};

beforeAll(() => warmGazetteer());

describe('GET /api/geocode with the gazetteer', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await mapTestApp();
  });
  afterEach(() => app.close());

  it('answers OK with Denver, Colorado first', async () => {
    const { statusCode, body } = await geocode(app, 'Denver');
    expect(statusCode).toBe(200);
    expect(body.status).toBe('OK');
    expect(body.results.length).toBeGreaterThan(1);
    expect(body.results.length).toBeLessThanOrEqual(GEOCODE_LIMIT);
    expect(body.results[0]).toMatchObject({ name: 'Denver', label: 'Denver, Colorado, United States' });
    expect(body.results[0]?.lat).toBeCloseTo(39.74, 1);
    expect(body.results[0]?.lng).toBeCloseTo(-104.99, 1);
  });

  it('answers ZERO_RESULTS for a place it does not know', async () => {
    expect(await geocode(app, 'Xqzzyvv')).toEqual({ statusCode: 200, body: { status: 'ZERO_RESULTS', results: [] } });
  });

  it('refuses a missing, blank or too long query with INVALID_REQUEST', async () => {
    const invalid = { statusCode: 400, body: { status: 'INVALID_REQUEST', results: [] } };
    expect(await geocode(app)).toEqual(invalid);
    expect(await geocode(app, '')).toEqual(invalid);
    expect(await geocode(app, '   ')).toEqual(invalid);
    expect(await geocode(app, 'a'.repeat(GEOCODE_QUERY_MAX + 1))).toEqual(invalid);
    expect((await geocode(app, 'x'.repeat(GEOCODE_QUERY_MAX))).statusCode).toBe(200);
  });
});

describe('GET /api/geocode with MAPBOX_TOKEN', () => {
  let mapbox: FakeMapbox;
  let app: FastifyInstance;
  beforeAll(async () => {
    mapbox = await startFakeMapbox();
  });
  afterAll(() => mapbox.close());
  beforeEach(async () => {
    mapbox.mode = 'ok';
    mapbox.requests.length = 0;
    app = await mapTestApp({ mapboxToken: 'pk.test', mapboxApiUrl: `${mapbox.url}/` });
  });
  afterEach(() => app.close());

  it('asks the Mapbox Geocoding API v5 and answers its features', async () => {
    const { statusCode, body } = await geocode(app, 'Denver, CO');
    expect(statusCode).toBe(200);
    expect(body).toEqual({
      status: 'OK',
      results: [
        { name: 'Denver', label: 'Denver, Colorado, United States', lat: 39.7392, lng: -104.9847, population: 0 },
        {
          name: 'Denver Street',
          label: 'Denver Street, Los Angeles, California 90001, United States',
          lat: 33.97,
          lng: -118.25,
          population: 0,
        },
      ],
    });
    expect(mapbox.requests).toHaveLength(1);
    const asked = new URL(mapbox.requests[0] ?? '', mapbox.url);
    expect(asked.pathname).toBe('/geocoding/v5/mapbox.places/Denver%2C%20CO.json');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      access_token: 'pk.test',
      autocomplete: 'true',
      limit: String(GEOCODE_LIMIT),
      types: 'place,locality,postcode,address,region,country',
    });
  });

  it.each(['unauthorized', 'error', 'garbage', 'empty'] as const)('ignores a %s answer and lets the gazetteer answer', async (mode) => {
    mapbox.mode = mode;
    const { statusCode, body } = await geocode(app, 'Denver');
    expect(mapbox.requests).toHaveLength(1);
    expect(statusCode).toBe(200);
    expect(body.status).toBe('OK');
    expect(body.results[0]).toMatchObject({ label: 'Denver, Colorado, United States' });
    expect(body.results[0]?.population).toBeGreaterThan(0);
  });

  it('does not ask Mapbox about a query it refuses', async () => {
    expect((await geocode(app, ' ')).statusCode).toBe(400);
    expect(mapbox.requests).toHaveLength(0);
  });

  it('gives up on a Mapbox that does not answer in time', async () => {
    // Without the timeout this would wait for the test's own time limit and fail.
    mapbox.mode = 'silent';
    expect(await mapboxSearch('Denver', { token: 'pk.test', apiUrl: mapbox.url, timeoutMs: 200 })).toBeUndefined();
    expect(mapbox.requests).toHaveLength(1);
  });

  it('gives up on a Mapbox that cannot be reached', async () => {
    expect(await mapboxSearch('Denver', { token: 'pk.test', apiUrl: 'http://127.0.0.1:1' })).toBeUndefined();
  });
});
