/**
 * The uncertainty of measures that depend on points a person placed (issue 23): a click at zoom
 * z lands anywhere within half a screen pixel of where it was meant, so each coordinate is off by
 * an error spread evenly over [-e, e] with e = 0.5 / z canvas px, variance e² / 3. Propagated to
 * first order: σ² = Σ (∂f/∂pᵢ)² eᵢ² / 3, each derivative a central difference over the error's
 * own size, so the slope is the one the error actually sees. "±" is UNCERTAINTY_SPREADS σ: at
 * least 95 % of real placings fall inside (about 99 % were the sum normal). Deterministic, unlike
 * sampling, so a result's "±" never flickers between two renders, and it costs 2 measures per
 * coordinate.
 */

/** How many standard deviations "±" reports. */
export const UNCERTAINTY_SPREADS = 2.5;

/** The half-width of a click's error in canvas px at the zoom it was placed at. */
export const clickErrorPx = (zoom: number): number => 0.5 / zoom;

/**
 * "±" of each of the measures `measure` returns, for the placed coordinates `params` each off
 * by up to `errors[i]`. A measure that cannot be taken for some nudged coordinates (a degenerate
 * map) gives NaN for that measure, so the caller shows no "±" rather than a wrong one.
 */
export function firstOrderUncertainty(
  measure: (params: readonly number[]) => readonly number[],
  params: readonly number[],
  errors: readonly number[],
): number[] {
  let variances: number[] | null = null;
  const nudged = [...params];
  for (let i = 0; i < params.length; i++) {
    const error = errors[i]!;
    if (!(error > 0)) continue;
    nudged[i] = params[i]! + error;
    const above = measure(nudged);
    nudged[i] = params[i]! - error;
    const below = measure(nudged);
    nudged[i] = params[i]!;
    variances ??= above.map(() => 0);
    for (let k = 0; k < variances.length; k++) {
      const slope = (above[k]! - below[k]!) / (2 * error);
      variances[k]! += (slope * slope * error * error) / 3;
    }
  }
  return (variances ?? measure(params).map(() => 0)).map((variance) => UNCERTAINTY_SPREADS * Math.sqrt(variance));
}

/**
 * The share a known-length scale may be off by: its reference line's ends were clicked at
 * `zoom` (1 for a document from before the zoom was kept), so the line's length in px, and the
 * scale made from it, is uncertain by "±" of that length. Every length through the scale is off
 * by the same share, and every area by twice it (first order). Null for a line of no length.
 */
export function referenceLineShare(from: { x: number; y: number }, to: { x: number; y: number }, zoom = 1): number | null {
  const length = (params: readonly number[]) => [Math.hypot(params[2]! - params[0]!, params[3]! - params[1]!)];
  const params = [from.x, from.y, to.x, to.y];
  const [pixels] = length(params);
  if (!(pixels! > 0)) return null;
  const [uncertainty] = firstOrderUncertainty(length, params, params.map(() => clickErrorPx(zoom)));
  return uncertainty! / pixels!;
}
