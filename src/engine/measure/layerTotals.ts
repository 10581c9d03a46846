/** The all-layers totals of the results panel (spec drawing-core §4 "Layers": layers can be summed). */
import type { SketchResults } from './measureSketch';
import type { AreaUnit, LengthUnit } from '../../shared/units';

/**
 * The sum of several layers' results: every perimeter, and the area of the closed ones (null
 * when none is closed). The area is approximate when any layer it sums is.
 */
export function totalResults(results: readonly SketchResults[], units: { lengthUnit: LengthUnit; areaUnit: AreaUnit }): SketchResults {
  const closed = results.filter((each) => each.area !== null);
  return {
    perimeter: results.reduce((sum, each) => sum + each.perimeter, 0),
    area: closed.length === 0 ? null : closed.reduce((sum, each) => sum + (each.area ?? 0), 0),
    lengthUnit: units.lengthUnit,
    areaUnit: units.areaUnit,
    approximate: closed.some((each) => each.approximate),
  };
}
