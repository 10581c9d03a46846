/**
 * One geodesic edge of WGS84 measured in closed form, without solving the inverse problem: its
 * length, and its area term (the signed area between the edge and the equator, bounded by the
 * meridians of its ends: GeographicLib's S12). The fast polygon measure (fastPolygon.ts) sums them.
 *
 * Area. The authalic latitude β maps the ellipsoid onto a sphere of the same area keeping every
 * area, so the term is R²·∫ sin β dλ along the edge's image. For the great circle through the
 * images of the ends it is exact: R²·2·atan(tan(Δλ/2)·(tan(β₁/2) + tan(β₂/2)) / (1 + tan(β₁/2)·tan(β₂/2))).
 * The geodesic's image is not that great circle: the sliver between the two is, to leading order,
 * −κ·(s³/12 + s⁵/(120·M·N)), where κ is the geodesic curvature on the ellipsoid of the great
 * circle's pre-image (Liouville's formula) and the s⁵ term is nearby geodesics bending towards each
 * other (Jacobi). Past SHORT_EDGE, κ is averaged over the edge as Simpson would (0.1, 0.8, 0.1 at
 * the ends and the middle); below, the middle's or (below ENDS_EDGE) the ends' mean will do.
 * Against GeographicLib's S12 what is left is within 0.03 m² (GeographicLib's own rounding) for
 * edges up to 200 km anywhere up to 88° of latitude; it grows as s⁷ beyond (0.2 m² at 300 km,
 * 3 m² at 500 km), hence FAST_EDGE_MAX.
 *
 * Length. A geodesic is a space curve of curvature 1/R_α (Euler's normal-section radius for its
 * azimuth) and nearly no torsion, so its chord c gives its length as on a circle of that radius,
 * s = 2·R_α·asin(c/(2·R_α)), with R_α taken as κ is and, past SHORT_EDGE, the change of curvature
 * along the edge (Frenet: c loses κ·κ''·s⁵/480 more): within 1e-13 of GeographicLib from 10 km to
 * 200 km. The chord comes from the ends' Earth-centred coordinates in a frame turned so the first
 * end has longitude 0, which rounds it by a few nanometres: 3e-11 relative on a 100 m edge.
 */
import type { LatLng } from '../../shared/geometry';
import { AUTHALIC_R, AUTHALIC_R2, WGS84_A, WGS84_E2, authalicSin, authalicSinCos, sinCosPair } from './authalic';

/** Longest chord (m) this file measures; GeographicLib solves longer edges. */
export const FAST_EDGE_MAX = 200_000;
/**
 * Chords (m) up to ENDS_EDGE take their curvatures as the mean of the ends', up to SHORT_EDGE in
 * the middle, and longer ones from both: each way errs by under 0.01 m² and 1e-13 in its range.
 */
const ENDS_EDGE = 20_000;
const SHORT_EDGE = 50_000;
const RAD = Math.PI / 180;
const OVER_A = 1 / WGS84_A;
const OVER_R = 1 / AUTHALIC_R;
const OVER_ONE_MINUS_E2 = 1 / (1 - WGS84_E2);
/**
 * φ − β ≈ sin 2β·(C2 + 2·C4·cos 2β): Snyder 3-18 to e⁴, within 4e-8 rad, a first guess that one
 * Newton step makes exact (an edge's curvature is a difference of parallels' turning on the
 * ellipsoid and on the sphere, so φ must match β to 1e-11).
 */
const C2 = WGS84_E2 / 3 + (31 * WGS84_E2 * WGS84_E2) / 180;
const C4_TWICE = (23 * WGS84_E2 * WGS84_E2) / 180;
/** R²/(a²·(1 − e²)): the authalic map keeps area, M·N·cos φ·dφ = R²·d(sin β), so cos φ·dφ = NEWTON·w²·d(sin β). */
const NEWTON = AUTHALIC_R2 / (WGS84_A * WGS84_A * (1 - WGS84_E2));

/**
 * What each vertex contributes to both its edges, worked out once: a row of STRIDE doubles in a
 * table (a typed array keeps them unboxed), kept between calls and grown when needed.
 */
const LNG = 0;
/** Distance from the polar axis and height above the equatorial plane (m). */
const RHO = 1;
const Z = 2;
/** Authalic latitude: sin β, cos β, tan(β/2). */
const SIN_B = 3;
const COS_B = 4;
const TAN_HALF_B = 5;
/** The square of the authalic map's stretch along parallels, k = N·cos φ / (R·cos β). */
const STRETCH2 = 6;
/** κ(α) = sin α·(CURVE_P·cos² α + CURVE_Q): see curvatureTerms. */
const CURVE_P = 7;
const CURVE_Q = 8;
/** The principal curvatures 1/M (meridian) and 1/N (prime vertical). */
const MERIDIAN_BEND = 9;
const PRIME_BEND = 10;
export const STRIDE = 11;

/** The table kept between calls holds this many vertices (1.4 MB); a larger ring gets its own, dropped after. */
const KEPT_VERTICES = 16_384;
const keptTable = new Float64Array(STRIDE * KEPT_VERTICES);
let table = keptTable;
const pair = sinCosPair();
const terms = new Float64Array(2);

/** Makes room in the table for `count` vertices; call releaseVertices when done. */
export function reserveVertices(count: number): void {
  if (table.length < count * STRIDE) table = new Float64Array(count * STRIDE);
}

/** Lets go of a table made for a ring too large to keep one for. */
export function releaseVertices(): void {
  table = keptTable;
}

/** The longitude (degrees) of the vertex in row `at`. */
export const vertexLng = (at: number): number => table[at + LNG]!;

/**
 * Into `terms`: P and Q of the geodesic curvature on the ellipsoid of the pre-image of a great
 * circle of the authalic sphere at azimuth α, κ = sin α·(P·cos² α + Q), where the map stretches
 * parallels by k and parallels turn at tan φ / N (ellipsoid) and tan β / R (sphere). Liouville's
 * formula with tan α = k²·tan α' and the great circle's dα'/ds' = sin α'·tan β / R gives
 * κ = sin α·(tan β/R·(3k·cos² α + sin² α/k³) − tan φ/N·(1 + 2·cos² α)): zero on a sphere.
 */
function curvatureTerms(k: number, turnEllipsoid: number, turnSphere: number): void {
  const overK3 = turnSphere / (k * k * k);
  terms[0] = 3 * k * turnSphere - 2 * turnEllipsoid - overK3;
  terms[1] = overK3 - turnEllipsoid;
}

/** Fills row `at` of the table for the point; false when it is beyond `maxLatitude` (or not a number). */
export function fillVertex(at: number, point: LatLng, maxLatitude: number): boolean {
  if (!(Math.abs(point.lat) <= maxLatitude) || !Number.isFinite(point.lng)) return false;
  const phi = point.lat * RAD;
  const sinPhi = Math.sin(phi);
  const cosPhi = Math.cos(phi);
  const w = 1 - WGS84_E2 * sinPhi * sinPhi;
  const rootW = Math.sqrt(w);
  const n = WGS84_A / rootW;
  authalicSinCos(sinPhi, pair);
  const sinB = pair[0]!;
  const cosB = pair[1]!;
  const rho = n * cosPhi;
  const overCosB = 1 / cosB;
  const k = rho * overCosB * OVER_R;
  curvatureTerms(k, sinPhi / rho, sinB * overCosB * OVER_R);
  table[at + LNG] = point.lng;
  table[at + RHO] = rho;
  table[at + Z] = n * (1 - WGS84_E2) * sinPhi;
  table[at + SIN_B] = sinB;
  table[at + COS_B] = cosB;
  table[at + TAN_HALF_B] = sinB / (1 + cosB);
  table[at + STRETCH2] = k * k;
  table[at + CURVE_P] = terms[0]!;
  table[at + CURVE_Q] = terms[1]!;
  table[at + PRIME_BEND] = rootW * OVER_A;
  table[at + MERIDIAN_BEND] = w * rootW * OVER_A * OVER_ONE_MINUS_E2;
  return true;
}

/** tan x for |x| ≤ 0.05 by its Maclaurin series (next term below 1e-18 relative), else Math.tan. */
function tan(x: number): number {
  if (!(Math.abs(x) <= 0.05)) return Math.tan(x);
  const y = x * x;
  return x * (1 + y * (1 / 3 + y * (2 / 15 + y * (17 / 315 + y * (62 / 2835 + (y * 1382) / 155925)))));
}

/** atan z for |z| ≤ 0.05 by its series (next term below 1e-19 relative), else Math.atan. */
function atan(z: number): number {
  if (!(Math.abs(z) <= 0.05)) return Math.atan(z);
  const y = z * z;
  return z * (1 - y * (1 / 3 - y * (1 / 5 - y * (1 / 7 - y * (1 / 9 - y * (1 / 11 - y / 13))))));
}

/** sin² α of the ellipsoid direction whose image on the authalic sphere heads (east, north): tan α = k²·tan α'. */
function sin2Azimuth(stretch2: number, east: number, north: number): number {
  const e = stretch2 * east;
  const e2 = e * e;
  return e2 / (e2 + north * north);
}

/** κ of curvatureTerms for sin² α, the sign of sin α being that of `east`. */
function curvature(p: number, q: number, sin2: number, east: number): number {
  const sinA = Math.sqrt(sin2);
  const value = sinA * (p * (1 - sin2) + q);
  return east < 0 ? -value : value;
}

/** One edge's length (m) and its area term (m²), filled by measureEdge. */
export const edgeOut = new Float64Array(2);

/** What the middle or the ends of an edge give: κ, the normal curvature, and 1/(M·N). */
const bends = new Float64Array(3);
const BEND = 0;
const NORMAL = 1;
const GAUSS = 2;

/**
 * Into `bends`: at the middle of the great circle from a (row i, longitude 0) to b (row j) on the
 * authalic sphere, κ of its pre-image and the normal curvature of the ellipsoid along it, with the
 * Gaussian curvature there. `bx, by` are b's x and y.
 */
function middleBends(i: number, j: number, bx: number, by: number): void {
  const t = table;
  const sinB1 = t[i + SIN_B]!;
  const cosB1 = t[i + COS_B]!;
  const sinB2 = t[j + SIN_B]!;
  const cosB2 = t[j + COS_B]!;
  // m = a + b points at the middle.
  const mx = cosB1 + bx;
  const mz = sinB1 + sinB2;
  const mAxis2 = mx * mx + by * by;
  const overAxis = 1 / Math.sqrt(mAxis2);
  const overLength = 1 / Math.sqrt(mAxis2 + mz * mz);
  const sinBm = mz * overLength;
  const cosBm = mAxis2 * overAxis * overLength;
  // The chord b − a seen from the middle, whose east is (−m_y, m_x, 0)/|m_xy|.
  const eastM = 2 * cosB1 * by * overAxis;
  const northM = -sinBm * (cosB2 - cosB1) * (cosB2 + cosB1) * overAxis + cosBm * (sinB2 - sinB1);

  // The middle's geodetic latitude (φ − β is under 0.0045 rad: sine and cosine to its square,
  // then a Newton step), its radii of curvature, and the map's stretch there.
  const shift = 2 * sinBm * cosBm * (C2 + C4_TWICE * (cosBm - sinBm) * (cosBm + sinBm));
  const half2 = 0.5 * shift * shift;
  const sinGuess = sinBm * (1 - half2) + cosBm * shift;
  const cosGuess = cosBm * (1 - half2) - sinBm * shift;
  const wGuess = 1 - WGS84_E2 * sinGuess * sinGuess;
  const step = (sinBm - authalicSin(sinGuess)) * NEWTON * wGuess * wGuess;
  const sinPm = sinGuess + step;
  const cosPm = cosGuess - (sinGuess * step) / cosGuess;
  const w = 1 - WGS84_E2 * sinPm * sinPm;
  const overRootW = 1 / Math.sqrt(w);
  const primeBend = w * overRootW * OVER_A;
  const meridianBend = w * primeBend * OVER_ONE_MINUS_E2;
  const overRho = 1 / (cosPm * overRootW * WGS84_A);
  const overCosBm = 1 / cosBm;
  const k = cosPm * overRootW * WGS84_A * overCosBm * OVER_R;
  curvatureTerms(k, sinPm * overRho, sinBm * overCosBm * OVER_R);
  const sin2 = sin2Azimuth(k * k, eastM, northM);
  bends[BEND] = curvature(terms[0]!, terms[1]!, sin2, eastM);
  bends[NORMAL] = (1 - sin2) * meridianBend + sin2 * primeBend;
  bends[GAUSS] = meridianBend * primeBend;
}

/**
 * Into `bends`: the sums over the two ends of κ and of the normal curvature along the great
 * circle from a (row i, longitude 0) to b (row j, longitude Δλ), and a's Gaussian curvature.
 */
function endBends(i: number, j: number, bx: number, by: number, sinL: number, cosL: number): void {
  const t = table;
  const sinB1 = t[i + SIN_B]!;
  const cosB1 = t[i + COS_B]!;
  const sinB2 = t[j + SIN_B]!;
  const cosB2 = t[j + COS_B]!;
  // The great circle's direction leaving a and arriving at b, in each one's east and north.
  const dot = cosB1 * bx + sinB1 * sinB2;
  const t1x = bx - dot * cosB1;
  const t1z = sinB2 - dot * sinB1;
  const sin2A = sin2Azimuth(t[i + STRETCH2]!, by, cosB1 * t1z - sinB1 * t1x);
  const t2x = dot * bx - cosB1;
  const t2y = dot * by;
  const t2z = dot * sinB2 - sinB1;
  const eastB = cosL * t2y - sinL * t2x;
  const sin2B = sin2Azimuth(t[j + STRETCH2]!, eastB, cosB2 * t2z - sinB2 * (cosL * t2x + sinL * t2y));
  bends[BEND] = curvature(t[i + CURVE_P]!, t[i + CURVE_Q]!, sin2A, by) + curvature(t[j + CURVE_P]!, t[j + CURVE_Q]!, sin2B, eastB);
  bends[NORMAL] =
    (1 - sin2A) * t[i + MERIDIAN_BEND]! + sin2A * t[i + PRIME_BEND]! + (1 - sin2B) * t[j + MERIDIAN_BEND]! + sin2B * t[j + PRIME_BEND]!;
  bends[GAUSS] = t[i + MERIDIAN_BEND]! * t[i + PRIME_BEND]!;
}

/**
 * Measures the edge from row `i` to row `j`, `dLng` degrees east (|dLng| < 180), into `edgeOut`;
 * false when its chord is longer than FAST_EDGE_MAX and GeographicLib must solve it.
 */
export function measureEdge(i: number, j: number, dLng: number): boolean {
  const t = table;
  const rho1 = t[i + RHO]!;
  const rho2 = t[j + RHO]!;
  const tanHalf = tan(dLng * RAD * 0.5);
  const tan2 = tanHalf * tanHalf;
  const inv = 1 / (1 + tan2);
  const sinL = 2 * tanHalf * inv;
  const cosL = (1 - tan2) * inv;
  // The chord in Earth-centred coordinates, the first end at longitude 0; 1 − cos Δλ = 2t²/(1 + t²).
  const dx = rho2 - rho1 - 2 * rho2 * tan2 * inv;
  const dy = rho2 * sinL;
  const dz = t[j + Z]! - t[i + Z]!;
  const chord2 = dx * dx + dy * dy + dz * dz;
  if (chord2 > FAST_EDGE_MAX * FAST_EDGE_MAX) return false;
  if (chord2 === 0) {
    edgeOut[0] = 0;
    edgeOut[1] = 0;
    return true;
  }
  const halfB1 = t[i + TAN_HALF_B]!;
  const halfB2 = t[j + TAN_HALF_B]!;
  // 1 + tan(β₁/2)·tan(β₂/2) > 0: atan needs no quadrant.
  const trapezoid = 2 * AUTHALIC_R2 * atan((tanHalf * (halfB1 + halfB2)) / (1 + halfB1 * halfB2));

  // b on the unit authalic sphere, a being (cos β₁, 0, sin β₁).
  const cosB2 = t[j + COS_B]!;
  const bx = cosB2 * cosL;
  const by = cosB2 * sinL;
  let bend: number;
  let normal2: number;
  if (chord2 <= ENDS_EDGE * ENDS_EDGE) {
    endBends(i, j, bx, by, sinL, cosL);
    bend = 0.5 * bends[BEND]!;
    normal2 = 0.25 * bends[NORMAL]! * bends[NORMAL]!;
  } else if (chord2 <= SHORT_EDGE * SHORT_EDGE) {
    middleBends(i, j, bx, by);
    bend = bends[BEND]!;
    normal2 = bends[NORMAL]! * bends[NORMAL]!;
  } else {
    endBends(i, j, bx, by, sinL, cosL);
    const endBend = bends[BEND]!;
    const endNormal = bends[NORMAL]!;
    middleBends(i, j, bx, by);
    bend = 0.8 * bends[BEND]! + 0.1 * endBend;
    normal2 = bends[NORMAL]! * (0.6 * bends[NORMAL]! + 0.2 * endNormal);
  }

  // 2·R·asin(c/(2R)) by its series (c/R < 0.04).
  const x = chord2 * normal2;
  const length = Math.sqrt(chord2) * (1 + x * (1 / 24 + x * (3 / 640 + (x * 5) / 7168)));
  const length3 = length * length * length;
  edgeOut[0] = length;
  edgeOut[1] = trapezoid - bend * length3 * (1 / 12 + (length * length * bends[GAUSS]!) / 120);
  return true;
}
