import type { FastifyPluginAsync } from 'fastify';
import { BASEMAP_PATHS } from '../../shared/map';
import { countriesGeoJson, placesGeoJson, statesGeoJson } from './basemapData';
import { lazyAsset, sendAsset } from './cachedAsset';

const GEOJSON_TYPE = 'application/geo+json';

/**
 * The offline basemap's GeoJSON (countries, US states, place labels) from npm data, no network.
 * Each file is built on its first request and kept in memory, plain and gzipped.
 */
export const basemapRoutes: FastifyPluginAsync = async (app) => {
  const assets = {
    countries: lazyAsset(() => JSON.stringify(countriesGeoJson())),
    states: lazyAsset(() => JSON.stringify(statesGeoJson())),
    places: lazyAsset(() => JSON.stringify(placesGeoJson())),
  };
  for (const name of ['countries', 'states', 'places'] as const) {
    app.get(BASEMAP_PATHS[name], async (request, reply) => sendAsset(request, reply, await assets[name](), GEOJSON_TYPE));
  }
};
