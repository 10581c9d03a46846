/** The all-layers totals of the results panel (spec drawing-core §4 "Layers": layers can be summed). */
import { hasUncertainty } from '../../shared/formatUncertainty';
import type { SketchResults } from './measureSketch';
import type { AreaUnit, LengthUnit } from '../../shared/units';

/** The sum of the uncertainties there are; null when every one is exact. */
function sumOf(values: readonly (number | null | undefined)[]): number | null {
  const given = values.filter(hasUncertainty);
  return given.length === 0 ? null : given.reduce((sum, each) => sum + each, 0);
}

/**
 * The sum of several layers' results: every perimeter, and the area of the closed ones (null
 * when none is closed). The area is approximate when any layer it sums is. The ± (issue 23) is
 * the SUM of the layers' ±, not their root sum of squares: every layer is measured through the
 * one scale, so when its reference reads 1 % long every layer reads 1 % long, and the errors add
 * up rather than cancel. The area's ± sums the closed layers, as the area does.
 */
export function totalResults(results: readonly SketchResults[], units: { lengthUnit: LengthUnit; areaUnit: AreaUnit }): SketchResults {
  const closed = results.filter((each) => each.area !== null);
  return {
    perimeter: results.reduce((sum, each) => sum + each.perimeter, 0),
    area: closed.length === 0 ? null : closed.reduce((sum, each) => sum + (each.area ?? 0), 0),
    lengthUnit: units.lengthUnit,
    areaUnit: units.areaUnit,
    approximate: closed.some((each) => each.approximate),
    perimeterUncertainty: sumOf(results.map((each) => each.perimeterUncertainty)),
    areaUncertainty: closed.length === 0 ? null : sumOf(closed.map((each) => each.areaUncertainty)),
  };
}
