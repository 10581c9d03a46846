/**
 * The one door to `geographiclib-geodesic`. The package is CommonJS with its exports on
 * `module.exports`: bundlers (Vite, Vitest) hand them over as named exports, while Node's own
 * ESM loader only offers them as the default export. Reading either keeps every caller working.
 */
import * as geographiclib from 'geographiclib-geodesic';

type GeographicLib = typeof geographiclib;

const library: GeographicLib =
  'Geodesic' in geographiclib && geographiclib.Geodesic ? geographiclib : (geographiclib as unknown as { default: GeographicLib }).default;

/** GeographicLib's WGS84 ellipsoid (a = 6378137 m, f = 1/298.257223563). */
export const WGS84 = library.Geodesic.WGS84;
/** Output mask of Inverse asking for the distance only. */
export const DISTANCE_ONLY = library.Geodesic.DISTANCE;
/** Output mask of Inverse asking for the distance and the area between the geodesic and the equator (S12). */
export const DISTANCE_AND_AREA = library.Geodesic.DISTANCE | library.Geodesic.AREA;
