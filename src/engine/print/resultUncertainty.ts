/**
 * The "±" of results as the screen, the print and the report show them (issue 23): the
 * perimeter's and the area's from the measure, the perimeter with cutouts' in proportion (the
 * all-layers totals' come summed from totalResults). The numbers themselves come with the results (SketchResults); this
 * only derives and formats.
 */
import { formatAreaUncertainty, formatLengthUncertainty, hasUncertainty } from '../../shared/formatUncertainty';
import type { ImperialDisplay, InchFraction } from '../../shared/format';
import type { SketchResults } from '../measure/measureSketch';

/** How lengths show, as the settings say. */
export interface LengthDisplay {
  readonly imperial: ImperialDisplay;
  readonly inchFraction: InchFraction;
}

/** A result's ± texts, null where the result is exact or absent. */
export interface UncertaintyTexts {
  readonly perimeter: string | null;
  readonly perimeterWithCutouts: string | null;
  readonly area: string | null;
}

export const NO_UNCERTAINTY: UncertaintyTexts = { perimeter: null, perimeterWithCutouts: null, area: null };

/**
 * The ± of the perimeter with cutouts: the scale's error stretches every edge alike, holes' edges
 * too, so it grows with the length, perimeterWithCutouts / perimeter × the perimeter's ±.
 */
export function perimeterWithCutoutsUncertainty(results: SketchResults): number | null {
  const { perimeter, perimeterWithCutouts, perimeterUncertainty } = results;
  if (perimeterWithCutouts == null || !hasUncertainty(perimeterUncertainty) || !(perimeter > 0)) return null;
  return (perimeterWithCutouts / perimeter) * perimeterUncertainty;
}

/** "18 m ± 0.06 m": a measure with its ± after it, in one cell so a table never parts them; the measure alone without one. */
export const withUncertainty = (value: string, plusMinus: string | null): string => (plusMinus === null ? value : `${value} ${plusMinus}`);

/** A result's ± as text ("± 0.05 m²"), each in the unit and display of its value. */
export function uncertaintyTexts(results: SketchResults, { imperial, inchFraction }: LengthDisplay): UncertaintyTexts {
  const withCutouts = results.perimeterWithCutouts;
  return {
    perimeter: formatLengthUncertainty(results.perimeterUncertainty, results.perimeter, results.lengthUnit, imperial, inchFraction),
    perimeterWithCutouts:
      withCutouts == null ? null : formatLengthUncertainty(perimeterWithCutoutsUncertainty(results), withCutouts, results.lengthUnit, imperial, inchFraction),
    area: results.area === null ? null : formatAreaUncertainty(results.areaUncertainty, results.area, results.areaUnit),
  };
}
