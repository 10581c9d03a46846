/**
 * Detect rooms, steps 3 to 5 (detectRooms.ts): each pixel's owner (wall, paper or region), the
 * cores grown back over the paper, each region's statistics, and a room's outline.
 */
import { crackOutline } from '../contours/crackOutline';
import { emptyMask, maskStride } from '../kernelTypes';
import type { CoreRuns } from './roomCores';
import { setBits, type IntList } from './roomBits';

export const WALL = -1;
const PAPER = 0;
/** The one-pixel frame round the image in `owner`: neither paper nor a region, so no bounds checks. */
export const FRAME = -2;

/**
 * Each pixel's owner, framed: (width + 2) × (height + 2), image pixel (x, y) at
 * (y + 1) × (width + 2) + x + 1; WALL, PAPER, FRAME or a region's label. 16 bits a pixel while the
 * labels fit (half the memory to touch), else 32.
 */
export type Owners = Int16Array | Int32Array;

/** The owners of a plan: its frame, walls and labelled cores; the rest paper. */
export function ownersOf(width: number, height: number, regions: number, wallRuns: IntList, runs: CoreRuns): Owners {
  const framed = width + 2;
  const owner = regions < 0x7fff ? new Int16Array(framed * (height + 2)) : new Int32Array(framed * (height + 2));
  owner.fill(FRAME, 0, framed);
  owner.fill(FRAME, (height + 1) * framed);
  for (let y = 1; y <= height; y++) {
    owner[y * framed] = FRAME;
    owner[y * framed + width + 1] = FRAME;
  }
  for (let k = 0; k < wallRuns.length; k += 2) {
    const start = wallRuns.values[k]!;
    const y = Math.floor(start / width);
    const out = (y + 1) * framed + 1 - y * width;
    owner.fill(WALL, out + start, out + wallRuns.values[k + 1]!);
  }
  const { starts, ends, labels, rowFirstRun } = runs;
  for (let y = 0; y < height; y++) {
    const out = (y + 1) * framed + 1;
    for (let run = rowFirstRun[y]!; run < rowFirstRun[y + 1]!; run++) owner.fill(labels[run]!, out + starts[run]!, out + ends[run]!);
  }
  return owner;
}

/** The paper on the image's edge not yet in a core becomes the region `label`, the outside. */
export function seedOutside(owner: Owners, width: number, height: number, label: number): void {
  const framed = width + 2;
  const seed = (x: number, y: number): void => {
    const i = (y + 1) * framed + x + 1;
    if (owner[i] === PAPER) owner[i] = label;
  };
  for (let x = 0; x < width; x++) {
    seed(x, 0);
    seed(x, height - 1);
  }
  for (let y = 0; y < height; y++) {
    seed(0, y);
    seed(width - 1, y);
  }
}

/**
 * Grows the labels over the rest of the paper, breadth first from every core at once, so each
 * paper pixel joins the core nearest to it along the paper. The queue holds each paper pixel at
 * most once, in a preallocated array; the frame spares the bounds checks.
 */
export function growCores(owner: Owners, width: number, height: number, runs: CoreRuns, paper: number): void {
  const framed = width + 2;
  const queue = new Int32Array(paper);
  let tail = 0;
  const { starts, ends, rowFirstRun } = runs;
  // The paper next to a core, first ring, in raster order; only the gaps between a row's cores
  // hold paper. (Inline, not a closure: a captured `tail` would live in a context.)
  for (let y = 0; y < height; y++) {
    const out = (y + 1) * framed + 1;
    const firstRun = rowFirstRun[y]!;
    const lastRun = rowFirstRun[y + 1]!;
    for (let run = firstRun; run <= lastRun; run++) {
      const from = out + (run === firstRun ? 0 : ends[run - 1]!);
      const to = out + (run === lastRun ? width : starts[run]!);
      for (let i = from; i < to; i++) {
        if (owner[i] !== PAPER) continue;
        let label = owner[i - 1]!;
        if (label <= 0) label = owner[i + 1]!;
        if (label <= 0) label = owner[i - framed]!;
        if (label <= 0) label = owner[i + framed]!;
        if (label <= 0) continue;
        // Marked negative until the ring is done, so the ring does not grow into itself.
        owner[i] = -label - 1;
        queue[tail++] = i;
      }
    }
  }
  for (let k = 0; k < tail; k++) owner[queue[k]!] = -owner[queue[k]!]! - 1;
  for (let head = 0; head < tail; head++) {
    const i = queue[head]!;
    const label = owner[i]!;
    if (owner[i - 1] === PAPER) {
      owner[i - 1] = label;
      queue[tail++] = i - 1;
    }
    if (owner[i + 1] === PAPER) {
      owner[i + 1] = label;
      queue[tail++] = i + 1;
    }
    if (owner[i - framed] === PAPER) {
      owner[i - framed] = label;
      queue[tail++] = i - framed;
    }
    if (owner[i + framed] === PAPER) {
      owner[i + framed] = label;
      queue[tail++] = i + framed;
    }
  }
}

/** Per region: pixel count, first pixel (framed index), bounding box, whether it touches the edge. */
export interface RegionStats {
  readonly count: Float64Array;
  readonly first: Int32Array;
  readonly minX: Int32Array;
  readonly minY: Int32Array;
  readonly maxX: Int32Array;
  readonly maxY: Int32Array;
  readonly touchesEdge: Uint8Array;
}

/** Region statistics by runs of one owner along each row. */
export function regionStats(owner: Owners, width: number, height: number, labels: number): RegionStats {
  const size = labels + 1;
  const stats: RegionStats = {
    count: new Float64Array(size),
    first: new Int32Array(size).fill(-1),
    minX: new Int32Array(size).fill(width),
    minY: new Int32Array(size).fill(height),
    maxX: new Int32Array(size).fill(-1),
    maxY: new Int32Array(size).fill(-1),
    touchesEdge: new Uint8Array(size),
  };
  const { count, first, minX, minY, maxX, maxY, touchesEdge } = stats;
  const framed = width + 2;
  for (let y = 0; y < height; y++) {
    const out = (y + 1) * framed + 1;
    const edgeRow = y === 0 || y === height - 1;
    let x = 0;
    while (x < width) {
      const label = owner[out + x]!;
      const start = x;
      x++;
      while (x < width && owner[out + x] === label) x++;
      if (label <= 0) continue;
      if (count[label] === 0) first[label] = out + start;
      count[label]! += x - start;
      if (start < minX[label]!) minX[label] = start;
      if (x - 1 > maxX[label]!) maxX[label] = x - 1;
      if (y < minY[label]!) minY[label] = y;
      maxY[label] = y;
      if (edgeRow || start === 0 || x === width) touchesEdge[label] = 1;
    }
  }
  return stats;
}

/** The room's outline in image pixels, from a mask of its bounding box. */
export function roomOutline(owner: Owners, width: number, label: number, stats: RegionStats): Int32Array {
  const minX = stats.minX[label]!;
  const minY = stats.minY[label]!;
  const boxWidth = stats.maxX[label]! - minX + 1;
  const boxHeight = stats.maxY[label]! - minY + 1;
  const mask = emptyMask(boxWidth, boxHeight);
  const stride = maskStride(boxWidth);
  const framed = width + 2;
  for (let y = 0; y < boxHeight; y++) {
    const row = (minY + y + 1) * framed + minX + 1;
    let x = 0;
    for (;;) {
      while (x < boxWidth && owner[row + x] !== label) x++;
      if (x === boxWidth) break;
      const start = x;
      while (x < boxWidth && owner[row + x] === label) x++;
      setBits(mask.bits, y * stride, start, x);
    }
  }
  const first = stats.first[label]!;
  const firstX = (first % framed) - 1 - minX;
  const firstY = Math.floor(first / framed) - 1 - minY;
  const outline = crackOutline(mask, firstX, firstY, false);
  for (let i = 0; i < outline.length; i += 2) {
    outline[i]! += minX;
    outline[i + 1]! += minY;
  }
  return outline;
}
