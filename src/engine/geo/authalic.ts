/**
 * The authalic sphere of WGS84: the sphere with the ellipsoid's surface area, onto which the
 * authalic latitude β maps the ellipsoid keeping every area (longitude unchanged). The fast
 * polygon measure (fastPolygon.ts) computes areas there. Formulas: Snyder, "Map Projections: A
 * Working Manual" (USGS 1395, 1987), §3 (q, β) and §3-18 (β back to φ, in edgeSeries.ts).
 */

/** WGS84 semi-major axis (m) and flattening. */
export const WGS84_A = 6378137;
export const WGS84_F = 1 / 298.257223563;
/** First eccentricity squared, and the eccentricity. */
export const WGS84_E2 = WGS84_F * (2 - WGS84_F);
const E = Math.sqrt(WGS84_E2);

/**
 * atanh(x)/x for |x| ≤ e (0.082): its Maclaurin series to x¹⁶, whose next term is below 1e-19
 * there, in Estrin's order (short chains of dependent multiplications); a polynomial costs less
 * than Math.atanh and needs no care at x = 0.
 */
function atanhOverX(x: number): number {
  const y = x * x;
  const y2 = y * y;
  const y4 = y2 * y2;
  const low = 1 + y / 3 + y2 * (1 / 5 + y / 7);
  const high = 1 / 9 + y / 11 + y2 * (1 / 13 + y / 15);
  return low + y4 * (high + y4 / 17);
}

/** Snyder's q(φ) for sin φ = s ≥ 0: (1 − e²)·(s/(1 − e²s²) + atanh(e·s)/e). */
const qOf = (s: number): number => (1 - WGS84_E2) * (s / (1 - WGS84_E2 * s * s) + s * atanhOverX(E * s));

/** q at the pole. */
const Q_POLE = qOf(1);
const OVER_Q_POLE = 1 / Q_POLE;

/**
 * q_p − q(φ) for sin φ = s ≥ 0, rearranged so no digits cancel near the pole (atanh of a
 * difference, and 1 − s factored out): cos β comes from it to full precision at any latitude.
 */
function qFromPole(s: number): number {
  const fromPole = 1 - s;
  const x = (E * fromPole) / (1 - WGS84_E2 * s);
  return fromPole * ((1 + WGS84_E2 * s) / (1 - WGS84_E2 * s * s) + ((1 - WGS84_E2) / (1 - WGS84_E2 * s)) * atanhOverX(x));
}

/** The authalic radius squared (m²): 4π·R² is the ellipsoid's area. */
export const AUTHALIC_R2 = (WGS84_A * WGS84_A * Q_POLE) / 2;
export const AUTHALIC_R = Math.sqrt(AUTHALIC_R2);
/** The area of the whole ellipsoid (m²). */
export const ELLIPSOID_AREA = 4 * Math.PI * AUTHALIC_R2;

/**
 * A sine and a cosine, [sin, cos]: the hot loops pass one in to be filled, since a typed array
 * holds doubles unboxed where an object's fields would box them.
 */
export type SinCos = Float64Array;
export const sinCosPair = (): SinCos => new Float64Array(2);

/** sin β of the authalic latitude of the geodetic latitude whose sine is `sinPhi`. */
export function authalicSin(sinPhi: number): number {
  const q = qOf(Math.abs(sinPhi)) * OVER_Q_POLE;
  return sinPhi < 0 ? -q : q;
}

/** Fills `out` with sin β and cos β of the authalic latitude of the geodetic latitude whose sine is `sinPhi`. */
export function authalicSinCos(sinPhi: number, out: SinCos): void {
  const s = Math.abs(sinPhi);
  const q = qOf(s) * OVER_Q_POLE;
  out[0] = sinPhi < 0 ? -q : q;
  // Up to sin² β = ½, 1 − sin² β loses no digit; beyond, q_p − q is worked out without cancelling.
  out[1] = q <= Math.SQRT1_2 ? Math.sqrt(1 - q * q) : Math.sqrt(qFromPole(s) * OVER_Q_POLE * (1 + q));
}
