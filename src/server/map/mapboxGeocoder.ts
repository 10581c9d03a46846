import { z } from 'zod';
import { GEOCODE_LIMIT, isValidLatitude, isValidLongitude, type GeocodePlace } from '../../shared/map';

/** Mapbox Geocoding API v5 answers slower than this are given up for the gazetteer. */
export const MAPBOX_TIMEOUT_MS = 3000;
export const DEFAULT_MAPBOX_API_URL = 'https://api.mapbox.com';
const MAPBOX_TYPES = 'place,locality,postcode,address,region,country';

/** The parts of a v5 `mapbox.places` FeatureCollection we read. */
const mapboxAnswerSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({
      text: z.string(),
      place_name: z.string(),
      center: z.tuple([z.number(), z.number()]),
    }),
  ),
});

export interface MapboxGeocoderOptions {
  token: string;
  /** Base URL of the API; https://api.mapbox.com unless MAPBOX_API_URL says otherwise. */
  apiUrl: string;
  timeoutMs?: number;
}

/**
 * Asks Mapbox's geocoder (addresses and postcodes, which the gazetteer lacks). Any answer that is
 * not a usable list of places (HTTP error, timeout, bad JSON, no features) gives `undefined`, so
 * the caller falls back to the gazetteer: spec §5 ignores non-OK geocode results.
 */
export async function mapboxSearch(query: string, options: MapboxGeocoderOptions): Promise<GeocodePlace[] | undefined> {
  const base = options.apiUrl.replace(/\/+$/, '');
  const url = new URL(`${base}/geocoding/v5/mapbox.places/${encodeURIComponent(query)}.json`);
  url.search = new URLSearchParams({
    access_token: options.token,
    autocomplete: 'true',
    limit: String(GEOCODE_LIMIT),
    types: MAPBOX_TYPES,
  }).toString();
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? MAPBOX_TIMEOUT_MS) });
    if (!response.ok) return undefined;
    const answer = mapboxAnswerSchema.safeParse(await response.json());
    if (!answer.success) return undefined;
    const places = answer.data.features
      .filter(({ center: [lng, lat] }) => isValidLatitude(lat) && isValidLongitude(lng))
      .map(({ text, place_name, center: [lng, lat] }) => ({ name: text, label: place_name, lat, lng, population: 0 }));
    return places.length > 0 ? places : undefined;
  } catch {
    return undefined;
  }
}
