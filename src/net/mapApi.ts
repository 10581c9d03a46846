/**
 * The map's calls: where its parts are (`/api/map/config`) and the place search
 * (`/api/geocode?q=`). Answers are validated with the shared schemas.
 */
import {
  GEOCODE_PATH,
  MAP_CONFIG_PATH,
  geocodeResponseSchema,
  mapConfigSchema,
  type GeocodePlace,
  type MapConfig,
} from '../shared/map';
import type { ApiClient } from './apiClient';
import { appAddress } from './appAddress';

export interface MapApi {
  config(): Promise<MapConfig>;
  /** Places matching `query`, best first; an answer other than OK gives none (spec drawing-core §5). */
  geocode(query: string, signal?: AbortSignal): Promise<GeocodePlace[]>;
}

/** The server names its own files by the app's paths (`/api/map/…`); the page asks for them under its base path. */
const withPageAddresses = (config: MapConfig): MapConfig => ({
  ...config,
  pmtiles: config.pmtiles === null ? null : appAddress(config.pmtiles),
  satelliteTiles: config.satelliteTiles === null ? null : appAddress(config.satelliteTiles),
});

export function createMapApi(api: ApiClient): MapApi {
  let config: Promise<MapConfig> | null = null;
  return {
    // One request per page: the configuration does not change while the server runs.
    config: () => {
      config ??= api.call(async () => withPageAddresses(mapConfigSchema.parse(await api.request(MAP_CONFIG_PATH)))).catch((error: unknown) => {
        config = null;
        throw error;
      });
      return config;
    },
    geocode: (query, signal) =>
      api.call(async () => {
        const answer = geocodeResponseSchema.parse(await api.request(GEOCODE_PATH, { query: { q: query }, signal }));
        return answer.status === 'OK' ? answer.results : [];
      }),
  };
}
