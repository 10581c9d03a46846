/**
 * Synthetic dimensions of a PDF page for the tests: a dimension line as a segment and its text as
 * pdf.js would give the text item (transform, width, height in points), horizontal above its line
 * or vertical to its left, reading upwards.
 */
import type { PageTextItem } from '../dimensionTexts';
import type { PageSegment } from '../pdfSegments';

/** A text's height, in points, and its width per character (Helvetica's digits are 0.556 em). */
export const TEXT_HEIGHT = 7;
const CHARACTER_WIDTH = 0.556 * TEXT_HEIGHT;
/** The gap between a dimension line and its text's baseline. */
const GAP = 1.5;

export interface DrawnDimension {
  readonly segment: PageSegment;
  readonly item: PageTextItem;
}

/** A horizontal dimension line from (x, y), `length` points long, its text centred above it. */
export function horizontalDimension(text: string, x: number, y: number, length: number): DrawnDimension {
  const width = text.length * CHARACTER_WIDTH;
  return {
    segment: { x1: x, y1: y, x2: x + length, y2: y },
    item: { str: text, transform: [TEXT_HEIGHT, 0, 0, TEXT_HEIGHT, x + length / 2 - width / 2, y + GAP], width, height: TEXT_HEIGHT },
  };
}

/** A vertical dimension line from (x, y) up, `length` points long, its text turned to read upwards on its left. */
export function verticalDimension(text: string, x: number, y: number, length: number): DrawnDimension {
  const width = text.length * CHARACTER_WIDTH;
  return {
    segment: { x1: x, y1: y, x2: x, y2: y + length },
    item: { str: text, transform: [0, TEXT_HEIGHT, -TEXT_HEIGHT, 0, x - GAP, y + length / 2 - width / 2], width, height: TEXT_HEIGHT },
  };
}

/** The page's text items and segments of some dimensions. */
export function pageOf(dimensions: readonly DrawnDimension[]): { items: PageTextItem[]; segments: PageSegment[] } {
  return { items: dimensions.map((dimension) => dimension.item), segments: dimensions.map((dimension) => dimension.segment) };
}

/** Points on paper for `mm` millimetres in the world at 1:`ratio`. */
export const pointsFor = (mm: number, ratio: number): number => ((mm / ratio) * 72) / 25.4;
