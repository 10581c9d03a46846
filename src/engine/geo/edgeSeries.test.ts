import { describe, expect, it } from 'vitest';
import { seededRandom } from '../kernels/randomPolygon';
import { edgeOut, FAST_EDGE_MAX, fillVertex, measureEdge, reserveVertices, STRIDE } from './edgeSeries';
import { geodesicEdge } from './geodesic';
import { WGS84 } from './geographiclib';

/** GeographicLib's own S12 wobbles by about this much (m²) from rounding in its azimuths. */
const AREA_TERM_TOLERANCE = 0.05;
/** Relative length tolerance, and the absolute floor (m) of rounding in the Earth-centred chord. */
const LENGTH_RELATIVE = 1e-12;
const LENGTH_FLOOR = 5e-9;

/** The series' length and area term of the edge a → b, or null when it is left to GeographicLib. */
function series(a: { lat: number; lng: number }, b: { lat: number; lng: number }): { length: number; area: number } | null {
  reserveVertices(2);
  expect(fillVertex(0, a, 88) && fillVertex(STRIDE, b, 88)).toBe(true);
  let dLng = b.lng - a.lng;
  dLng -= 360 * Math.round(dLng / 360);
  return measureEdge(0, STRIDE, dLng) ? { length: edgeOut[0]!, area: edgeOut[1]! } : null;
}

describe('one geodesic edge in closed form', () => {
  it("matches GeographicLib's length and edge-to-equator area on random edges of 100 m to 200 km up to 88°", () => {
    const random = seededRandom(42);
    let checked = 0;
    while (checked < 3000) {
      const lat = -88 + 176 * random();
      const lng = -180 + 360 * random();
      const distance = 100 * Math.pow(FAST_EDGE_MAX / 100 - 1, random());
      const end = WGS84.Direct(lat, lng, 360 * random(), distance);
      if (Math.abs(end.lat2!) > 88) continue;
      const a = { lat, lng };
      const b = { lat: end.lat2!, lng: end.lon2! };
      const measured = series(a, b);
      const exact = geodesicEdge(a, b);
      expect(measured).not.toBeNull();
      expect(Math.abs(measured!.area - exact.equatorArea)).toBeLessThanOrEqual(AREA_TERM_TOLERANCE);
      expect(Math.abs(measured!.length - exact.length)).toBeLessThanOrEqual(Math.max(LENGTH_FLOOR, LENGTH_RELATIVE * exact.length));
      checked++;
    }
  });

  it('leaves edges longer than FAST_EDGE_MAX to GeographicLib', () => {
    const end = WGS84.Direct(40, 10, 30, FAST_EDGE_MAX * 1.01);
    expect(series({ lat: 40, lng: 10 }, { lat: end.lat2!, lng: end.lon2! })).toBeNull();
  });

  it('gives a repeated point no length and no area', () => {
    expect(series({ lat: 12, lng: 34 }, { lat: 12, lng: 394 })).toEqual({ length: 0, area: 0 });
  });

  it('refuses a point beyond the latitude it is asked to keep to', () => {
    reserveVertices(1);
    expect(fillVertex(0, { lat: 88.5, lng: 0 }, 88)).toBe(false);
    expect(fillVertex(0, { lat: Number.NaN, lng: 0 }, 88)).toBe(false);
  });
});
