import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import type { FastifyPluginAsync } from 'fastify';
import { warmGazetteer } from './gazetteer';
import { BASEMAP_PATHS, MAP_CONFIG_PATH, MAP_DEFAULT_MAX_ZOOM, PMTILES_PATH, type MapConfig } from '../../shared/map';
import { DEFAULT_MAPBOX_API_URL } from './mapboxGeocoder';

export interface MapConfigRoutesOptions {
  mapboxToken?: string;
  /** MAPBOX_API_URL: where mapbox-gl is sent instead of Mapbox's own API (a fake, in tests). */
  mapboxApiUrl?: string;
  pmtilesPath?: string;
  satelliteTiles?: string;
  maxZoom?: number;
}

/**
 * The base URL the browser hands mapbox-gl: null for Mapbox's own API (mapbox-gl's default, which
 * keeps its usual telemetry), otherwise `apiUrl` without a trailing slash, as mapbox-gl joins paths to it.
 */
export function mapboxGlApiUrl(apiUrl: string | undefined): string | null {
  const base = apiUrl?.trim().replace(/\/+$/, '');
  return !base || base === DEFAULT_MAPBOX_API_URL ? null : base;
}

/**
 * `GET /api/map/config`: which engine and which sources the browser's map uses. The PMTiles URL
 * is offered only while its file can be read, so a missing archive falls back to the GeoJSON basemap.
 */
export const mapConfigRoutes: FastifyPluginAsync<MapConfigRoutesOptions> = async (app, options) => {
  app.get(MAP_CONFIG_PATH, async (): Promise<MapConfig> => {
    const token = options.mapboxToken ?? null;
    // The browser asks for this when the map is turned on: the place index (about a second to
    // build, 50 MB) is built then, after this answer, so the first search answers at once and a
    // server whose users never open the map never builds it.
    if (!token) setImmediate(warmGazetteer);
    return {
      engine: token ? 'mapbox' : 'maplibre',
      mapboxToken: token,
      mapboxApiUrl: token ? mapboxGlApiUrl(options.mapboxApiUrl) : null,
      basemap: { ...BASEMAP_PATHS },
      pmtiles: options.pmtilesPath !== undefined && (await isReadableFile(options.pmtilesPath)) ? PMTILES_PATH : null,
      satelliteTiles: options.satelliteTiles ?? null,
      maxZoom: options.maxZoom ?? MAP_DEFAULT_MAX_ZOOM,
    };
  });
};

async function isReadableFile(path: string): Promise<boolean> {
  try {
    await access(path, constants.R_OK);
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
