/**
 * The first Detect rooms (about 1.5 s on the 24 MP bench plan), kept as the reference
 * the fast detectRooms.ts must match room for room, point for point. Test-only.
 */
import { crackOutline, twiceOutlineArea } from '../../contours/crackOutline';
import { simplifyOutline, type Simplifier } from '../../contours/simplifyOutline';
import { CONTOUR_SIMPLIFY_TOLERANCE } from '../../../../shared/constants';
import type { DetectedRoom, RoomOptions } from '../detectRooms';
import { emptyMask, maskStride, type DarkPixels } from '../../kernelTypes';

const WALL = -1;
const PAPER = 0;

/** -1 for a wall pixel, 0 for paper. */
function wallsOf({ dark }: DarkPixels): Int32Array {
  const owner = new Int32Array(dark.length);
  for (let i = 0; i < dark.length; i++) if (dark[i] !== 0) owner[i] = WALL;
  return owner;
}

/**
 * Chessboard distance of every pixel to the nearest wall, capped at `cap` (two passes of the
 * 8-neighbour chamfer); walls are 0. Beyond the image's edge there is no wall.
 */
function wallDistance(owner: Int32Array, width: number, height: number, cap: number): Uint16Array {
  const distance = new Uint16Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const i = row + x;
      if (owner[i] === WALL) continue;
      let d = cap;
      if (x > 0 && distance[i - 1]! < d) d = distance[i - 1]! + 1;
      if (y > 0) {
        const up = i - width;
        if (distance[up]! < d) d = distance[up]! + 1;
        if (x > 0 && distance[up - 1]! < d) d = distance[up - 1]! + 1;
        if (x < width - 1 && distance[up + 1]! < d) d = distance[up + 1]! + 1;
      }
      distance[i] = d;
    }
  }
  for (let y = height - 1; y >= 0; y--) {
    const row = y * width;
    for (let x = width - 1; x >= 0; x--) {
      const i = row + x;
      let d = distance[i]!;
      if (d <= 1) continue;
      if (x < width - 1 && distance[i + 1]! + 1 < d) d = distance[i + 1]! + 1;
      if (y < height - 1) {
        const down = i + width;
        if (distance[down]! + 1 < d) d = distance[down]! + 1;
        if (x > 0 && distance[down - 1]! + 1 < d) d = distance[down - 1]! + 1;
        if (x < width - 1 && distance[down + 1]! + 1 < d) d = distance[down + 1]! + 1;
      }
      distance[i] = d;
    }
  }
  return distance;
}

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

/**
 * Labels the cores (paper further than `reach` from every wall) 1, 2, … by runs of core pixels
 * along the rows, joined (union–find) where runs of neighbouring rows overlap. Returns the count.
 */
function labelCores(owner: Int32Array, distance: Uint16Array, width: number, height: number, reach: number): number {
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
  for (let y = 0; y < height; y++) {
    rowFirstRun[y] = starts.length;
    const row = y * width;
    let x = 0;
    while (x < width) {
      while (x < width && distance[row + x]! <= reach) x++;
      if (x === width) break;
      const start = x;
      while (x < width && distance[row + x]! > reach) x++;
      const run = starts.length;
      starts.push(start);
      ends.push(x);
      parent.push(run);
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
  // Labels in order of each core's first run, written into the core pixels.
  const labelOfRoot = new Int32Array(starts.length);
  let labels = 0;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let run = rowFirstRun[y]!; run < rowFirstRun[y + 1]!; run++) {
      const root = find(run);
      if (labelOfRoot[root] === 0) labelOfRoot[root] = ++labels;
      owner.fill(labelOfRoot[root]!, row + starts.values[run]!, row + ends.values[run]!);
    }
  }
  return labels;
}

/** The paper on the image's edge not yet in a core becomes the region `label`, the outside. */
function seedOutside(owner: Int32Array, width: number, height: number, label: number): void {
  const seed = (i: number): void => {
    if (owner[i] === PAPER) owner[i] = label;
  };
  for (let x = 0; x < width; x++) {
    seed(x);
    seed((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    seed(y * width);
    seed(y * width + width - 1);
  }
}

/**
 * Grows the labels over the rest of the paper, breadth first from every core at once, so each
 * paper pixel joins the core nearest to it along the paper.
 */
function growCores(owner: Int32Array, width: number, height: number): void {
  const n = width * height;
  const queue = new IntList();
  // The paper next to a core, first ring.
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const i = row + x;
      if (owner[i] !== PAPER) continue;
      let label = 0;
      if (x > 0 && owner[i - 1]! > 0) label = owner[i - 1]!;
      else if (x < width - 1 && owner[i + 1]! > 0) label = owner[i + 1]!;
      else if (y > 0 && owner[i - width]! > 0) label = owner[i - width]!;
      else if (y < height - 1 && owner[i + width]! > 0) label = owner[i + width]!;
      if (label === 0) continue;
      // Marked negative until the ring is done, so the ring does not grow into itself.
      owner[i] = -label - 1;
      queue.push(i);
    }
  }
  for (let k = 0; k < queue.length; k++) owner[queue.values[k]!] = -owner[queue.values[k]!]! - 1;
  const claim = (pixel: number, label: number): void => {
    owner[pixel] = label;
    queue.push(pixel);
  };
  for (let head = 0; head < queue.length; head++) {
    const i = queue.values[head]!;
    const label = owner[i]!;
    const x = i % width;
    if (x > 0 && owner[i - 1] === PAPER) claim(i - 1, label);
    if (x < width - 1 && owner[i + 1] === PAPER) claim(i + 1, label);
    if (i >= width && owner[i - width] === PAPER) claim(i - width, label);
    if (i < n - width && owner[i + width] === PAPER) claim(i + width, label);
  }
}

/**
 * Step 3b, added with issue 37 (roomDoorways.ts does it fast): pixels within `reach` of a core
 * (chessboard, by wallDistance's chamfer run from the cores as its sources) are the opened paper; each
 * 4-connected piece of the other region pixels that two regions own becomes nobody's, and so
 * does any piece of a region that is left without a core pixel.
 */
function closeDoorways(owner: Int32Array, wallDistanceOf: Uint16Array, width: number, height: number, reach: number, outside: number): void {
  const cores = new Int32Array(owner.length);
  for (let i = 0; i < owner.length; i++) if (wallDistanceOf[i]! > reach) cores[i] = WALL;
  const coreDistance = wallDistance(cores, width, height, Math.min(65535, reach + 1));
  const leftOut = new Uint8Array(owner.length);
  for (let i = 0; i < owner.length; i++) if (owner[i]! > 0 && coreDistance[i]! > reach) leftOut[i] = 1;
  for (let start = 0; start < owner.length; start++) {
    if (leftOut[start] !== 1) continue;
    const piece = [start];
    leftOut[start] = 2;
    const owners = new Set<number>();
    for (let head = 0; head < piece.length; head++) {
      const i = piece[head]!;
      owners.add(owner[i]!);
      const x = i % width;
      const next = [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width];
      for (const j of next) {
        if (j < 0 || j >= owner.length || leftOut[j] !== 1) continue;
        leftOut[j] = 2;
        piece.push(j);
      }
    }
    if (owners.size > 1) for (const i of piece) owner[i] = PAPER;
  }
  // A region's pixels cut off from its core by the doorways closed are nobody's (the outside, which
  // may have no core, keeps all).
  const seen = new Uint8Array(owner.length);
  for (let start = 0; start < owner.length; start++) {
    const label = owner[start]!;
    if (label <= 0 || label === outside || seen[start] === 1) continue;
    const piece = [start];
    seen[start] = 1;
    let core = false;
    for (let head = 0; head < piece.length; head++) {
      const i = piece[head]!;
      if (wallDistanceOf[i]! > reach) core = true;
      const x = i % width;
      for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]) {
        if (j < 0 || j >= owner.length || owner[j] !== label || seen[j] === 1) continue;
        seen[j] = 1;
        piece.push(j);
      }
    }
    if (!core) for (const i of piece) owner[i] = PAPER;
  }
}

interface RegionStats {
  count: number;
  first: number;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  touchesEdge: boolean;
}

function regionStats(owner: Int32Array, width: number, height: number, labels: number): RegionStats[] {
  const stats: RegionStats[] = Array.from({ length: labels + 1 }, () => ({
    count: 0,
    first: -1,
    minX: width,
    minY: height,
    maxX: -1,
    maxY: -1,
    touchesEdge: false,
  }));
  for (let y = 0, i = 0; y < height; y++) {
    const edgeRow = y === 0 || y === height - 1;
    for (let x = 0; x < width; x++, i++) {
      const label = owner[i]!;
      if (label <= 0) continue;
      const region = stats[label]!;
      if (region.count++ === 0) region.first = i;
      if (x < region.minX) region.minX = x;
      if (x > region.maxX) region.maxX = x;
      if (y < region.minY) region.minY = y;
      region.maxY = y;
      if (edgeRow || x === 0 || x === width - 1) region.touchesEdge = true;
    }
  }
  return stats;
}

/** The room's outline in image pixels, from a mask of its bounding box. */
function roomOutline(owner: Int32Array, width: number, label: number, region: RegionStats): Int32Array {
  const boxWidth = region.maxX - region.minX + 1;
  const boxHeight = region.maxY - region.minY + 1;
  const mask = emptyMask(boxWidth, boxHeight);
  const stride = maskStride(boxWidth);
  for (let y = 0; y < boxHeight; y++) {
    const row = (region.minY + y) * width + region.minX;
    for (let x = 0; x < boxWidth; x++) {
      if (owner[row + x] === label) mask.bits[y * stride + (x >>> 5)]! |= 1 << (x & 31);
    }
  }
  const firstX = (region.first % width) - region.minX;
  const firstY = Math.floor(region.first / width) - region.minY;
  const outline = crackOutline(mask, firstX, firstY, false);
  for (let i = 0; i < outline.length; i += 2) {
    outline[i]! += region.minX;
    outline[i + 1]! += region.minY;
  }
  return outline;
}

/** Every room of the plan whose walls are the dark pixels, largest first. */
export function referenceDetectRooms(walls: DarkPixels, options: RoomOptions, simplify: Simplifier): DetectedRoom[] {
  const { width, height } = walls;
  if (width === 0 || height === 0) return [];
  const reach = Math.ceil(Math.max(0, options.gapPx) / 2);
  const owner = wallsOf(walls);
  const distance = wallDistance(owner, width, height, Math.min(65535, reach + 1));
  const labels = labelCores(owner, distance, width, height, reach);
  seedOutside(owner, width, height, labels + 1);
  growCores(owner, width, height);
  closeDoorways(owner, distance, width, height, reach, labels + 1);
  const stats = regionStats(owner, width, height, labels + 1);
  const rooms: DetectedRoom[] = [];
  for (let label = 1; label <= labels; label++) {
    const region = stats[label]!;
    if (region.touchesEdge || region.count < options.minAreaPx) continue;
    const corners = roomOutline(owner, width, label, region);
    const outline = Float64Array.from(corners);
    const areaPx = Math.abs(twiceOutlineArea(outline)) / 2;
    // Always simplified: the bound on the area keeps a small room's outline whole.
    rooms.push({ polygon: simplifyOutline(outline, simplify, CONTOUR_SIMPLIFY_TOLERANCE), areaPx });
  }
  return rooms.sort((a, b) => b.areaPx - a.areaPx);
}
