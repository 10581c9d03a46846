import { BASEMAP_PATHS, type MapConfig } from '../../../shared/map';

/** The configuration a server with no map variables answers, with `overrides` applied. For tests. */
export const testMapConfig = (overrides: Partial<MapConfig> = {}): MapConfig => ({
  engine: 'maplibre',
  mapboxToken: null,
  mapboxApiUrl: null,
  basemap: { ...BASEMAP_PATHS },
  pmtiles: null,
  satelliteTiles: null,
  maxZoom: 20,
  ...overrides,
});
