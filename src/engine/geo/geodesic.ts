/**
 * Lengths, perimeters and areas on the WGS84 ellipsoid, with geodesic edges (issue 7: map
 * results agree with GeographicLib, not with a sphere and not with planar pixels).
 */
import type { LatLng } from '../../shared/geometry';
import { DISTANCE_AND_AREA, DISTANCE_ONLY, WGS84 } from './geographiclib';

/** The length in metres of the geodesic (shortest path on the ellipsoid) from `a` to `b`. */
export function geodesicDistance(a: LatLng, b: LatLng): number {
  return WGS84.Inverse(a.lat, a.lng, b.lat, b.lng, DISTANCE_ONLY).s12 ?? 0;
}

/**
 * The geodesic from `a` to `b`: its length (m), and the signed area (m²) between it and the
 * equator, bounded by the meridians of its ends (GeographicLib's S12: positive for an edge running
 * east north of the equator). A polygon's area is minus the sum of its edges' terms, plus half the
 * ellipsoid when it winds an odd number of times round the pole: the fast measure uses it for edges
 * too long for its series.
 */
export function geodesicEdge(a: LatLng, b: LatLng): { length: number; equatorArea: number } {
  const result = WGS84.Inverse(a.lat, a.lng, b.lat, b.lng, DISTANCE_AND_AREA);
  return { length: result.s12 ?? 0, equatorArea: result.S12 ?? 0 };
}

/**
 * GeographicLib's PolygonArea over the points. Its accumulators keep the sum exact to
 * round-off however many vertices there are, and it handles rings round a pole.
 */
function computePolygon(points: readonly LatLng[], closed: boolean): { perimeter: number; area: number } {
  const polygon = WGS84.Polygon(!closed);
  for (const point of points) polygon.AddPoint(point.lat, point.lng);
  // reverse = false, sign = true: counter-clockwise positive, clockwise negative.
  const result = polygon.Compute(false, true);
  return { perimeter: result.perimeter, area: result.area ?? 0 };
}

/**
 * Perimeter (m) and area (m²) of a polygon with geodesic edges. Open: the path's length and
 * no area. Closed: the ring's perimeter and its area, the same whichever way it winds; fewer
 * than 3 points enclose nothing.
 */
export function geodesicPolygon(points: readonly LatLng[], closed: boolean): { perimeter: number; area: number } {
  const { perimeter, area } = computePolygon(points, closed);
  return { perimeter, area: closed && points.length >= 3 ? Math.abs(area) : 0 };
}

/**
 * The signed area (m²) of the closed ring: positive when it runs counter-clockwise seen from
 * above, the order RFC 7946 wants of an exterior ring; 0 under 3 points.
 */
export function geodesicSignedArea(points: readonly LatLng[]): number {
  return points.length >= 3 ? computePolygon(points, true).area : 0;
}
