import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BASEMAP_PATHS, MAP_CONFIG_PATH, MAP_DEFAULT_MAX_ZOOM, PMTILES_PATH, mapConfigSchema, type MapConfig } from '../../shared/map';
import { testDatabases } from '../testing/databases';
import { openTestApp, type TestApp } from '../testing/openTestApp';
import { mapTestApp } from './testing/mapTestApp';

let folder: string;
let app: FastifyInstance | undefined;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'planimetry-map-config-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const config = async (server: FastifyInstance): Promise<MapConfig> => {
  const response = await server.inject({ method: 'GET', url: MAP_CONFIG_PATH });
  expect(response.statusCode).toBe(200);
  return mapConfigSchema.parse(response.json());
};

describe('GET /api/map/config', () => {
  it('offers maplibre-gl on the offline GeoJSON basemap when nothing is configured', async () => {
    app = await mapTestApp();
    expect(await config(app)).toEqual({
      engine: 'maplibre',
      mapboxToken: null,
      mapboxApiUrl: null,
      basemap: BASEMAP_PATHS,
      pmtiles: null,
      satelliteTiles: null,
      maxZoom: MAP_DEFAULT_MAX_ZOOM,
    });
  });

  it('offers mapbox-gl with the token, the satellite tiles and the zoom when configured', async () => {
    app = await mapTestApp({ mapboxToken: 'pk.abc', satelliteTiles: 'https://tiles.example/{z}/{x}/{y}.jpg', maxZoom: 18 });
    expect(await config(app)).toMatchObject({
      engine: 'mapbox',
      mapboxToken: 'pk.abc',
      mapboxApiUrl: null,
      satelliteTiles: 'https://tiles.example/{z}/{x}/{y}.jpg',
      maxZoom: 18,
    });
  });

  it('hands mapbox-gl the API URL only when it is not Mapbox\'s own, and only with a token', async () => {
    app = await mapTestApp({ mapboxToken: 'pk.abc', mapboxApiUrl: 'http://127.0.0.1:9999/mapbox/' });
    expect((await config(app)).mapboxApiUrl).toBe('http://127.0.0.1:9999/mapbox');
    await app.close();
    app = await mapTestApp({ mapboxToken: 'pk.abc', mapboxApiUrl: 'https://api.mapbox.com/' });
    expect((await config(app)).mapboxApiUrl).toBeNull();
    await app.close();
    app = await mapTestApp({ mapboxApiUrl: 'http://127.0.0.1:9999' });
    expect((await config(app)).mapboxApiUrl).toBeNull();
  });

  it('offers the PMTiles archive only while MAP_PMTILES names a readable file', async () => {
    const archive = join(folder, 'later.pmtiles');
    app = await mapTestApp({ pmtilesPath: archive });
    expect((await config(app)).pmtiles).toBeNull();
    await writeFile(archive, Buffer.from('PMTiles'));
    expect((await config(app)).pmtiles).toBe(PMTILES_PATH);
    await rm(archive);
    expect((await config(app)).pmtiles).toBeNull();
  });

  it('treats a folder named by MAP_PMTILES as no archive', async () => {
    app = await mapTestApp({ pmtilesPath: folder });
    expect((await config(app)).pmtiles).toBeNull();
  });
});

describe('buildApp', () => {
  const sqlite = testDatabases.find((database) => database.kind === 'sqlite');
  let server: TestApp | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('serves the map routes, configured by its map option', async () => {
    if (!sqlite) throw new Error('SQLite test database missing');
    server = await openTestApp(sqlite, { map: { maxZoom: 16 } });
    expect((await config(server.app)).maxZoom).toBe(16);
    const geocode = await server.app.inject({ method: 'GET', url: '/api/geocode?q=' });
    expect(geocode.statusCode).toBe(400);
  });

  it('serves the offline map without a map option', async () => {
    if (!sqlite) throw new Error('SQLite test database missing');
    server = await openTestApp(sqlite);
    expect((await config(server.app)).engine).toBe('maplibre');
  });
});
