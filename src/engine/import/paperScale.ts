/**
 * A drawing scale printed on a PDF page ("Scale 1:100", "Масштаб 1:1", `1/4" = 1'-0"`), read
 * from its text, and turned into a scale hint for the rendered image. Best effort: a page that
 * says nothing recognisable offers nothing.
 */
import type { LengthUnit } from '../../shared/units';
import type { ScaleHint } from './scaleHint';

/** A printed scale: one unit on paper is `ratio` units in the world. */
export interface PaperScale {
  readonly ratio: number;
  /** Ratio scales are read in mm, architectural and engineering ones in ft. */
  readonly system: 'metric' | 'imperial';
  /** How the page writes it, tidied: "1:100", `1/4" = 1'-0"`. */
  readonly text: string;
}

const NUMBER = String.raw`\d{1,3}(?:,\d{3})+|\d+(?:[.,]\d+)?`;
const RATIO = String.raw`(${NUMBER})\s*:\s*(${NUMBER})`;
/** The word for "scale" in the languages drawings are commonly labelled in, or the "M" of "M 1:50". */
const SCALE_WORD = String.raw`(?:scale|масштаб|maßstab|massstab|échelle|echelle|escala|scala|schaal|skala|(?<![\p{L}\d])M)`;
const LABELLED_RATIO = new RegExp(String.raw`${SCALE_WORD}\s*[:=.]?\s*${RATIO}`, 'iu');
/** A text item that is nothing but a ratio with a 1 on one side: a title block's scale box. */
const BARE_RATIO = new RegExp(String.raw`^\s*${RATIO}\s*$`, 'u');

const INCHES = String.raw`\d+\s+\d+\/\d+|\d+\/\d+|\d*\.\d+|\d+`;
const INCH_MARK = String.raw`(?:"|″|”|''|\s*in\.?)`;
const FOOT_MARK = String.raw`(?:'|′|’|\s*ft\.?)`;
/** `1/4" = 1'-0"`, `1 1/2" = 1'`, `1" = 20'-0"`, with straight or typographic marks. */
const ARCHITECTURAL = new RegExp(
  String.raw`(?<![\d/.])(${INCHES})\s*${INCH_MARK}\s*=\s*(\d+(?:\.\d+)?)\s*${FOOT_MARK}(?:\s*-?\s*(${INCHES})\s*${INCH_MARK})?`,
  'u',
);

function parseNumber(text: string): number {
  const plain = /^\d{1,3}(?:,\d{3})+$/.test(text) ? text.replaceAll(',', '') : text.replace(',', '.');
  return Number(plain);
}

/** "1 1/2" → 1.5, "3/16" → 0.1875, ".25" → 0.25. */
function parseInches(text: string): number {
  const [whole, fraction] = text.includes('/') ? (text.trim().includes(' ') ? text.trim().split(/\s+/) : ['0', text]) : [text, undefined];
  const base = Number(whole);
  if (!fraction) return base;
  const [top, bottom] = fraction.split('/').map(Number);
  return bottom ? base + top! / bottom : Number.NaN;
}

function ratioScale(paperText: string, worldText: string): PaperScale | null {
  const paper = parseNumber(paperText);
  const world = parseNumber(worldText);
  if (!(paper > 0) || !(world > 0) || !Number.isFinite(world / paper)) return null;
  return { ratio: world / paper, system: 'metric', text: `${paperText}:${worldText}` };
}

function architecturalScale(match: RegExpExecArray): PaperScale | null {
  const paper = parseInches(match[1]!);
  const feet = Number(match[2]);
  const extraInches = match[3] ? parseInches(match[3]) : 0;
  const world = feet * 12 + extraInches;
  if (!(paper > 0) || !(world > 0)) return null;
  const inchesPart = match[3] ? `-${match[3].trim()}"` : '';
  return { ratio: world / paper, system: 'imperial', text: `${match[1]!.trim()}" = ${match[2]}'${inchesPart}` };
}

/**
 * The scale a page's text states, from its text items in reading order (pdf.js
 * `getTextContent().items[].str`): a ratio next to the word "scale" (in several languages) first,
 * then an architectural or engineering scale, then a text item that is only a ratio with 1 on one
 * side (a title block often splits "Scale" and "1:1" into separate boxes). Null when none is found.
 */
export function findPaperScale(items: readonly string[]): PaperScale | null {
  const joined = items.join(' ');
  const labelled = LABELLED_RATIO.exec(joined);
  if (labelled) {
    const scale = ratioScale(labelled[1]!, labelled[2]!);
    if (scale) return scale;
  }
  const architectural = ARCHITECTURAL.exec(joined);
  if (architectural) {
    const scale = architecturalScale(architectural);
    if (scale) return scale;
  }
  for (const item of items) {
    const bare = BARE_RATIO.exec(item);
    if (!bare || (parseNumber(bare[1]!) !== 1 && parseNumber(bare[2]!) !== 1)) continue;
    const scale = ratioScale(bare[1]!, bare[2]!);
    if (scale) return scale;
  }
  return null;
}

const MM_PER_POINT = 25.4 / 72;
const FT_PER_POINT = 1 / 72 / 12;

/**
 * The scale hint of a printed scale on a page rendered at `pixelsPerPoint`: one pixel covers
 * 1/72 in ÷ pixelsPerPoint of paper, which is `ratio` times as long in the world; in mm for
 * ratio scales, in ft for architectural ones. Offered, never applied unasked.
 */
export function paperScaleHint(scale: PaperScale, pixelsPerPoint: number): ScaleHint {
  const unit: LengthUnit = scale.system === 'metric' ? 'mm' : 'ft';
  const paperPerPixel = (scale.system === 'metric' ? MM_PER_POINT : FT_PER_POINT) / pixelsPerPoint;
  return { unit, unitsPerPixel: paperPerPixel * scale.ratio, label: `Scale ${scale.text}`, apply: 'offer' };
}
