/**
 * Detect rooms: every region of a plan enclosed by walls. Plain TypeScript over typed arrays, run
 * in the kernel worker (the wand panel's Detect rooms, app/rooms/detectRooms.ts). On the bench's
 * 24 MP plan, with the dark pixels, about 180 ms in Node and 140 ms in Chromium's worker (issue
 * 22 asks 300 ms; the first version, testing/referenceRooms.ts, took 0.6 to 1.5 s): no pass keeps
 * a per-pixel object or closure, the distance is a separable erosion on bit rows, and the owners
 * take 16 bits a pixel. The tests hold it to the first version, room for room, point for point.
 *
 * Any passage narrower than the door width closes, not only doors: a table less than a door's
 * width from a cupboard cuts that corner off as a room of its own (or drops it when small).
 *
 * 1. Walls: pixels darker than mid-grey (RasterKernels.darkPixels).
 * 2. Gaps up to the door width close: a pixel is a room's core when its chessboard distance to
 *    the nearest wall is more than half that width, so a core never passes through a doorway
 *    (no wall in the square round it: walls near along the row, then along the column).
 * 3. Cores are labelled (4-connected), then grown back over the paper they left out, breadth
 *    first from every core at once: each paper pixel joins the core it is nearest to along the
 *    paper, so a doorway is shared between the rooms on its two sides.
 *    The paper on the image's edge grows too, as one more region, the outside: a plan drawn with
 *    a margin narrower than half a door (a CAD drawing's 20 px) has no outside core, and without
 *    it the room whose entrance opens onto the margin would take the whole margin, touch the edge
 *    and be dropped.
 * 4. Regions touching the image's edge are outside the plan, regions below the minimum area are
 *    cupboards and gaps between lines; both are dropped.
 * 5. Each remaining region is traced along its pixels' edges (crackOutline): its outline encloses
 *    the room's paper and whatever stands in it (furniture, labels), and its area is exact.
 */
import { crackOutline, twiceOutlineArea } from '../contours/crackOutline';
import { simplifyOutline, type Simplifier } from '../contours/simplifyOutline';
import { CONTOUR_SIMPLIFY_TOLERANCE } from '../../../shared/constants';
import { emptyMask, maskStride, type DarkPixels } from '../kernelTypes';

export interface RoomOptions {
  /** The widest gap in a wall that still separates two rooms (a door), in image pixels. */
  readonly gapPx: number;
  /** Smaller regions are not rooms, in square image pixels. */
  readonly minAreaPx: number;
}

/** Pixels whose mean of red, green and blue is below this grey level are walls. */
export const WALL_THRESHOLD = 128;

export interface DetectedRoom {
  /** The room's outline in image pixels (x,y pairs, the first point not repeated), simplified. */
  readonly polygon: Float64Array;
  /** The area inside the unsimplified outline, in square image pixels. */
  readonly areaPx: number;
}

const WALL = -1;
const PAPER = 0;
/** The one-pixel frame round the image in `owner`: neither paper nor a region, so no bounds checks. */
const FRAME = -2;

/** A growable list of int32 values. */
class IntList {
  values = new Int32Array(1024);
  length = 0;
  push(value: number): void {
    if (this.length === this.values.length) {
      const grown = new Int32Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }
}

/** Words a row of a bit mask takes. */
const rowWords = (width: number): number => (width + 31) >>> 5;

/** A view of the bytes as 32-bit words, over a copy where they are not aligned. */
function wordsOf(bytes: Uint8Array): Uint32Array {
  const aligned = bytes.byteOffset % 4 === 0 ? bytes : bytes.slice();
  return new Uint32Array(aligned.buffer, aligned.byteOffset, aligned.length >>> 2);
}

/**
 * For each image pixel, whether a wall lies within `reach` along its row: a bit a pixel, rows
 * rowWords apart; the walls' runs along the rows (start and end pixel index pairs, [start, end))
 * and their pixel count.
 */
function wallsOf({ width, height, dark }: DarkPixels, reach: number): { nearRow: Uint32Array; wallRuns: IntList; wallCount: number } {
  const stride = rowWords(width);
  const nearRow = new Uint32Array(stride * height);
  const wallRuns = new IntList();
  const darkWords = wordsOf(dark);
  const wholeWords = darkWords.length << 2;
  let wallCount = 0;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const end = row + width;
    const near = y * stride;
    let i = row;
    for (;;) {
      // Light pixels four at a time where a whole word of them lies in the row.
      while (i < end) {
        if ((i & 3) === 0 && i + 4 <= end && i + 4 <= wholeWords && darkWords[i >>> 2] === 0) i += 4;
        else if (dark[i] === 0) i++;
        else break;
      }
      if (i >= end) break;
      const start = i;
      while (i < end && dark[i] !== 0) i++;
      wallCount += i - start;
      wallRuns.push(start);
      wallRuns.push(i);
      setBits(nearRow, near, Math.max(0, start - row - reach), Math.min(width, i - row + reach));
    }
  }
  return { nearRow, wallRuns, wallCount };
}

/**
 * The cores' runs along the rows: row y's are rowFirstRun[y] … rowFirstRun[y + 1] - 1, [start,
 * end) in columns, each with its core's label.
 */
interface CoreRuns {
  readonly starts: Int32Array;
  readonly ends: Int32Array;
  readonly labels: Int32Array;
  readonly rowFirstRun: Int32Array;
}

/**
 * Each pixel's owner, framed: (width + 2) × (height + 2), image pixel (x, y) at
 * (y + 1) × (width + 2) + x + 1; WALL, PAPER, FRAME or a region's label. 16 bits a pixel while the
 * labels fit (half the memory to touch), else 32.
 */
type Owners = Int16Array | Int32Array;

/**
 * Cores: paper whose chessboard distance to the nearest wall is more than `reach` (beyond the
 * image's edge there is no wall), so no wall in the (2 reach + 1)² square round it: separable,
 * rows first (`nearRow`), then columns. Cores are labelled 1, 2, … by runs of core pixels along the rows, joined
 * (union–find) where runs of neighbouring rows overlap (4-connected), in order of each core's
 * first run. Returns their count, their pixels' and their runs.
 */
function labelCores(nearRow: Uint32Array, width: number, height: number, reach: number): { labels: number; cores: number; runs: CoreRuns } {
  const starts = new IntList();
  const ends = new IntList();
  const rowFirstRun = new Int32Array(height + 1);
  const parent = new IntList();
  const find = (run: number): number => {
    let root = run;
    while (parent.values[root] !== root) root = parent.values[root]!;
    while (parent.values[run] !== root) {
      const next = parent.values[run]!;
      parent.values[run] = root;
      run = next;
    }
    return root;
  };
  // A wall near in rows y - reach … y + reach, by van Herk's running maximum over blocks of
  // k = 2 reach + 1 rows: ORs from each block's start down to a row (down) and from a row to its
  // block's end (up); the window is up[first row] | down[last row], 32 columns a word.
  const stride = rowWords(width);
  const k = Math.min(2 * reach + 1, height);
  const down = new Uint32Array(nearRow.length);
  const up = new Uint32Array(nearRow.length);
  for (let y = 0; y < height; y++) {
    const row = y * stride;
    if (y % k === 0) down.set(nearRow.subarray(row, row + stride), row);
    else for (let w = 0; w < stride; w++) down[row + w] = down[row - stride + w]! | nearRow[row + w]!;
  }
  for (let y = height - 1; y >= 0; y--) {
    const row = y * stride;
    if (y === height - 1 || (y + 1) % k === 0) up.set(nearRow.subarray(row, row + stride), row);
    else for (let w = 0; w < stride; w++) up[row + w] = up[row + stride + w]! | nearRow[row + w]!;
  }
  const core = new Uint32Array(stride);
  // Columns beyond the width are never cores.
  const lastWord = width & 31 ? (1 << (width & 31)) - 1 : -1;
  let cores = 0;
  for (let y = 0; y < height; y++) {
    const first = Math.max(0, y - reach);
    const last = Math.min(height - 1, y + reach);
    const firstRow = first * stride;
    const lastRow = last * stride;
    if (Math.floor(first / k) !== Math.floor(last / k)) for (let w = 0; w < stride; w++) core[w] = ~(up[firstRow + w]! | down[lastRow + w]!);
    else if (first % k === 0) for (let w = 0; w < stride; w++) core[w] = ~down[lastRow + w]!;
    else for (let w = 0; w < stride; w++) core[w] = ~up[firstRow + w]!;
    core[stride - 1]! &= lastWord;
    rowFirstRun[y] = starts.length;
    // Runs of set bits: the next set bit, then the next clear one, a word at a time.
    let x = 0;
    while (x < width) {
      let w = x >>> 5;
      let bits = core[w]! & (-1 << (x & 31));
      while (bits === 0 && ++w < stride) bits = core[w]!;
      if (w >= stride) break;
      const start = (w << 5) + 31 - Math.clz32(bits & -bits);
      let gaps = ~core[w]! & (-1 << (start & 31));
      while (gaps === 0 && ++w < stride) gaps = ~core[w]!;
      x = w >= stride ? width : Math.min(width, (w << 5) + 31 - Math.clz32(gaps & -gaps));
      parent.push(starts.length);
      starts.push(start);
      ends.push(x);
      cores += x - start;
    }
    rowFirstRun[y + 1] = starts.length;

    // Join with the runs above that overlap this row's runs (4-connected: a shared column).
    if (y === 0) continue;
    let above = rowFirstRun[y - 1]!;
    const aboveEnd = rowFirstRun[y]!;
    for (let run = rowFirstRun[y]!; run < starts.length; run++) {
      while (above < aboveEnd && ends.values[above]! <= starts.values[run]!) above++;
      for (let other = above; other < aboveEnd && starts.values[other]! < ends.values[run]!; other++) {
        const a = find(run);
        const b = find(other);
        if (a !== b) parent.values[Math.max(a, b)] = Math.min(a, b);
      }
    }
  }
  // Runs are in raster order, so labels go in order of each core's first run.
  const labelOfRoot = new Int32Array(starts.length);
  const runLabels = new Int32Array(starts.length);
  let labels = 0;
  for (let run = 0; run < starts.length; run++) {
    const root = find(run);
    if (labelOfRoot[root] === 0) labelOfRoot[root] = ++labels;
    runLabels[run] = labelOfRoot[root]!;
  }
  return { labels, cores, runs: { starts: starts.values, ends: ends.values, labels: runLabels, rowFirstRun } };
}

/** The owners of a plan: its frame, walls and labelled cores; the rest paper. */
function ownersOf(width: number, height: number, regions: number, wallRuns: IntList, runs: CoreRuns): Owners {
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
function seedOutside(owner: Owners, width: number, height: number, label: number): void {
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
function growCores(owner: Owners, width: number, height: number, runs: CoreRuns, paper: number): void {
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
interface RegionStats {
  readonly count: Float64Array;
  readonly first: Int32Array;
  readonly minX: Int32Array;
  readonly minY: Int32Array;
  readonly maxX: Int32Array;
  readonly maxY: Int32Array;
  readonly touchesEdge: Uint8Array;
}

/** Region statistics by runs of one owner along each row. */
function regionStats(owner: Owners, width: number, height: number, labels: number): RegionStats {
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

/** Sets bits start … end - 1 of the mask row at word `row`, a word at a time. */
function setBits(bits: Uint32Array, row: number, start: number, end: number): void {
  const first = start >>> 5;
  const last = (end - 1) >>> 5;
  const head = -1 << (start & 31);
  const tail = -1 >>> (31 - ((end - 1) & 31));
  if (first === last) {
    bits[row + first]! |= head & tail;
    return;
  }
  bits[row + first]! |= head;
  for (let w = first + 1; w < last; w++) bits[row + w] = -1;
  bits[row + last]! |= tail;
}

/** The room's outline in image pixels, from a mask of its bounding box. */
function roomOutline(owner: Owners, width: number, label: number, stats: RegionStats): Int32Array {
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

/** Every room of the plan whose walls are the dark pixels, largest first. */
export function detectRooms(walls: DarkPixels, options: RoomOptions, simplify: Simplifier): DetectedRoom[] {
  const { width, height } = walls;
  if (width === 0 || height === 0) return [];
  const reach = Math.ceil(Math.max(0, options.gapPx) / 2);
  // The first implementation kept distances in 16 bits: from there on nothing is a core.
  const coreReach = reach >= 65535 ? width + height : reach;
  const { nearRow, wallRuns, wallCount } = wallsOf(walls, coreReach);
  const { labels, cores, runs } = labelCores(nearRow, width, height, coreReach);
  // The outside is one more region; a ring pixel is marked -label - 1 while the ring is found.
  const owner = ownersOf(width, height, labels + 1, wallRuns, runs);
  seedOutside(owner, width, height, labels + 1);
  // At most the paper left out of walls and cores is queued (the outside's seeds are not).
  growCores(owner, width, height, runs, width * height - wallCount - cores);
  const stats = regionStats(owner, width, height, labels + 1);
  const rooms: DetectedRoom[] = [];
  for (let label = 1; label <= labels; label++) {
    if (stats.touchesEdge[label] === 1 || stats.count[label]! < options.minAreaPx) continue;
    const corners = roomOutline(owner, width, label, stats);
    const outline = Float64Array.from(corners);
    const areaPx = Math.abs(twiceOutlineArea(outline)) / 2;
    // Always simplified: the bound on the area keeps a small room's outline whole.
    rooms.push({ polygon: simplifyOutline(outline, simplify, CONTOUR_SIMPLIFY_TOLERANCE), areaPx });
  }
  return rooms.sort((a, b) => b.areaPx - a.areaPx);
}
