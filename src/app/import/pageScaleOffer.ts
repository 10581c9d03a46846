/**
 * What the import offers of a PDF page's own scale: the scale the page states ("This page says
 * Scale 1:50"), the one its dimensions read when it states none ("Dimensions on this page: 1:50
 * (6 of 7 agree)"), or both when they disagree ("This page says Scale 1:100, but its dimensions
 * read 1:50 (6 of 7 agree)"), each with its own Use button. A stated scale most of the
 * dimensions agree with is offered as before, alone.
 */
import { dimensionScale, dimensionScaleHint, dimensionsAgreeing, hintRatio, type DimensionScale } from '../../engine/import/dimensionScale';
import type { PageDimension } from '../../engine/import/dimensionTexts';
import type { ScaleHint } from '../../engine/import/scaleHint';

/** A sentence for the person and the scales they may use, first the page's own statement. */
export interface OfferedScale {
  readonly message: string;
  readonly choices: readonly ScaleHint[];
}

const agreement = (scale: DimensionScale): string => `${scale.text} (${scale.agreeing} of ${scale.read} agree)`;

/**
 * The offer for a page rendered at `pixelsPerPoint` that states `stated` (or nothing) and has
 * `dimensions`; null when there is nothing to offer.
 */
export function pageScaleOffer(stated: ScaleHint | null, dimensions: readonly PageDimension[], pixelsPerPoint: number): OfferedScale | null {
  const read = dimensionScale(dimensions);
  if (!stated) return read ? { message: `Dimensions on this page: ${agreement(read)}`, choices: [dimensionScaleHint(read, pixelsPerPoint)] } : null;
  const statement = { message: `This page says ${stated.label}`, choices: [stated] };
  if (!read || dimensionsAgreeing(dimensions, hintRatio(stated, pixelsPerPoint)) * 2 > dimensions.length) return statement;
  return {
    message: `${statement.message}, but its dimensions read ${agreement(read)}`,
    choices: [stated, dimensionScaleHint(read, pixelsPerPoint)],
  };
}
