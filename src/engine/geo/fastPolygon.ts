/**
 * Perimeter and area of a polygon with WGS84 geodesic edges, to GeographicLib's accuracy at a
 * fraction of its cost, for drawings re-measured on every pointer move (imported GeoJSON and
 * sampled curves run to thousands of vertices). Each edge is measured in closed form by
 * edgeSeries.ts, edges longer than FAST_EDGE_MAX by GeographicLib's Inverse; the area is minus the
 * sum of the edges' area terms, as in GeographicLib's PolygonArea.
 */
import type { LatLng } from '../../shared/geometry';
import { ELLIPSOID_AREA } from './authalic';
import { edgeOut, fillVertex, measureEdge, releaseVertices, reserveVertices, STRIDE, vertexLng } from './edgeSeries';
import { geodesicEdge, geodesicPolygon } from './geodesic';

/** Rings with a vertex beyond this latitude (degrees) go to GeographicLib whole: the series is checked only to here. */
export const POLAR_LATITUDE = 88;
/** So does a ring with an edge spanning more longitude (degrees): at 180° which way it goes round is a tie. */
const MAX_EDGE_LONGITUDE = 179;

/** A running sum with Neumaier's compensation: thousands of terms lose no digits. */
interface Sum {
  sum: number;
  carry: number;
}

function add(total: Sum, value: number): void {
  const next = total.sum + value;
  total.carry += Math.abs(total.sum) >= Math.abs(value) ? total.sum - next + value : value - next + total.sum;
  total.sum = next;
}

/**
 * Perimeter (m) and area (m²) of a polygon with WGS84 geodesic edges, with the contract of
 * geodesicPolygon: open, the path's length and no area; closed, the ring's perimeter and its area
 * whichever way it winds, 0 under 3 points; longitudes may run on past ±180; a ring round a pole
 * encloses the pole's side when that is the smaller. Agrees with GeographicLib to about 1e-9.
 */
export function measurePolygonFast(points: readonly LatLng[], closed: boolean): { perimeter: number; area: number } {
  if (points.length === 0) return { perimeter: 0, area: 0 };
  reserveVertices(points.length);
  try {
    return measure(points, closed);
  } finally {
    releaseVertices();
  }
}

/** measurePolygonFast with the table reserved: each vertex filled once, then each edge summed. */
function measure(points: readonly LatLng[], closed: boolean): { perimeter: number; area: number } {
  const count = points.length;
  for (let i = 0; i < count; i++) if (!fillVertex(i * STRIDE, points[i]!, POLAR_LATITUDE)) return geodesicPolygon(points, closed);
  const perimeter: Sum = { sum: 0, carry: 0 };
  const area: Sum = { sum: 0, carry: 0 };
  let turns = 0;
  const edges = closed ? count : count - 1;
  for (let i = 0; i < edges; i++) {
    const j = i + 1 === count ? 0 : i + 1;
    let dLng = vertexLng(j * STRIDE) - vertexLng(i * STRIDE);
    if (dLng > 180 || dLng < -180) dLng -= 360 * Math.round(dLng / 360);
    if (Math.abs(dLng) > MAX_EDGE_LONGITUDE) return geodesicPolygon(points, closed);
    turns += dLng;
    if (measureEdge(i * STRIDE, j * STRIDE, dLng)) {
      add(perimeter, edgeOut[0]!);
      add(area, edgeOut[1]!);
    } else {
      const exact = geodesicEdge(points[i]!, points[j]!);
      add(perimeter, exact.length);
      add(area, exact.equatorArea);
    }
  }
  if (!closed || count < 3) return { perimeter: perimeter.sum + perimeter.carry, area: 0 };
  // Minus the edges' terms is the area counter-clockwise; a ring once round the pole adds half the
  // ellipsoid. Of the ring's two sides the smaller is the polygon, as GeographicLib reports it.
  const oddTurns = Math.round(turns / 360) % 2 !== 0;
  const signed = -(area.sum + area.carry) + (oddTurns ? ELLIPSOID_AREA / 2 : 0);
  return { perimeter: perimeter.sum + perimeter.carry, area: Math.abs(signed - ELLIPSOID_AREA * Math.round(signed / ELLIPSOID_AREA)) };
}
