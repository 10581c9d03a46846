/**
 * A PDF page's dimensions: each text that states a length (shared/dimensionText.ts) and lies
 * beside and along a straight line, its dimension line, whose length on paper is what the text
 * says in the world. Vertical and aligned dimensions count the same, as their text turns with
 * the line.
 */
import { parseDimensionText, type StatedLength } from '../../shared/dimensionText';
import type { PageSegment } from './pdfSegments';

/** A text item as pdf.js gives it (`getTextContent().items`): its transform and size in page points. */
export interface PageTextItem {
  readonly str: string;
  readonly transform: readonly number[];
  readonly width: number;
  readonly height: number;
}

/** One dimension on the page: what its text states and how long its line is on paper. */
export interface PageDimension {
  readonly text: string;
  readonly stated: StatedLength;
  /** The dimension line's length, in points. */
  readonly paperLength: number;
}

/** A text turned more than this from a line is not written along it. */
const MAX_TURN_SIN = Math.sin((3 * Math.PI) / 180);
/** How far a text's middle may be from its line, in text heights: above it, below it or across a gap in it. */
const MAX_OFFSET_HEIGHTS = 1.5;
/** The middle of digits is about this far above the baseline, in text heights. */
const DIGIT_MIDDLE = 0.35;
/** Segments are indexed in square cells of this many points for finding those near a text. */
const CELL = 32;

interface Placed {
  readonly middle: readonly [number, number];
  readonly along: readonly [number, number];
  readonly height: number;
}

/** Where a text item's digits sit and which way they run, or null for a degenerate transform. */
function placement(item: PageTextItem): Placed | null {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = item.transform;
  const run = Math.hypot(a, b);
  const rise = Math.hypot(c, d);
  const height = item.height > 0 ? item.height : rise;
  if (!(run > 0) || !(rise > 0) || !(height > 0) || !Number.isFinite(item.width)) return null;
  const along: [number, number] = [a / run, b / run];
  const up: [number, number] = [c / rise, d / rise];
  const half = item.width / 2;
  return { middle: [e + along[0] * half + up[0] * height * DIGIT_MIDDLE, f + along[1] * half + up[1] * height * DIGIT_MIDDLE], along, height };
}

/** A grid of the segments by the cells they pass through. */
function segmentGrid(segments: readonly PageSegment[]): Map<string, number[]> {
  const grid = new Map<string, number[]>();
  segments.forEach((segment, index) => {
    const length = Math.hypot(segment.x2 - segment.x1, segment.y2 - segment.y1);
    const steps = Math.max(1, Math.ceil((2 * length) / CELL));
    const cells = new Set<string>();
    for (let step = 0; step <= steps; step += 1) {
      const x = segment.x1 + ((segment.x2 - segment.x1) * step) / steps;
      const y = segment.y1 + ((segment.y2 - segment.y1) * step) / steps;
      cells.add(`${Math.floor(x / CELL)},${Math.floor(y / CELL)}`);
    }
    for (const cell of cells) {
      const list = grid.get(cell);
      if (list) list.push(index);
      else grid.set(cell, [index]);
    }
  });
  return grid;
}

/** The segments that may pass within `within` of a point: samples are half a cell apart, so a quarter cell more. */
function nearbySegments(grid: Map<string, number[]>, [x, y]: readonly [number, number], within: number): Set<number> {
  const reach = within + CELL / 2;
  const found = new Set<number>();
  for (let cx = Math.floor((x - reach) / CELL); cx <= Math.floor((x + reach) / CELL); cx += 1) {
    for (let cy = Math.floor((y - reach) / CELL); cy <= Math.floor((y + reach) / CELL); cy += 1) {
      for (const index of grid.get(`${cx},${cy}`) ?? []) found.add(index);
    }
  }
  return found;
}

/**
 * The length of the line a text is written beside and along: parallel to its baseline, its
 * middle within 1.5 text heights of the line and between the line's ends. The nearest such line
 * when several are (a dimension line is closer to its text than the wall it measures). Null when
 * none is.
 */
function lineBeside(text: Placed, segments: readonly PageSegment[], near: Iterable<number>): number | null {
  let best: { offset: number; length: number } | null = null;
  for (const index of near) {
    const segment = segments[index]!;
    const dx = segment.x2 - segment.x1;
    const dy = segment.y2 - segment.y1;
    const length = Math.hypot(dx, dy);
    if (!(length > text.height)) continue;
    const ux = dx / length;
    const uy = dy / length;
    if (Math.abs(ux * text.along[1] - uy * text.along[0]) > MAX_TURN_SIN) continue;
    const rx = text.middle[0] - segment.x1;
    const ry = text.middle[1] - segment.y1;
    const at = rx * ux + ry * uy;
    const offset = Math.abs(rx * uy - ry * ux);
    if (at < 0 || at > length || offset > MAX_OFFSET_HEIGHTS * text.height) continue;
    if (!best || offset < best.offset) best = { offset, length };
  }
  return best?.length ?? null;
}

/**
 * The page's dimensions: every text item that states a positive length and lies beside and along
 * a segment, with that segment's length. Texts and segments must be in one space (pdf.js's text
 * transforms and strokedSegments' are both the page's default user space).
 */
export function pageDimensions(items: readonly PageTextItem[], segments: readonly PageSegment[]): PageDimension[] {
  const grid = segmentGrid(segments);
  const found: PageDimension[] = [];
  for (const item of items) {
    const stated = parseDimensionText(item.str);
    if (!stated || !(stated.value > 0)) continue;
    const placed = placement(item);
    if (!placed) continue;
    const paperLength = lineBeside(placed, segments, nearbySegments(grid, placed.middle, MAX_OFFSET_HEIGHTS * placed.height));
    if (paperLength !== null) found.push({ text: item.str.trim(), stated, paperLength });
  }
  return found;
}
