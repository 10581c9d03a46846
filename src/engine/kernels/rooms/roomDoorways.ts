/**
 * Detect rooms, step 3b (detectRooms.ts): doorways close at the walls' faces.
 *
 * Growing the cores back shares each doorway between the rooms on its two sides, so a room's
 * outline stepped into every doorway by half the wall's thickness: short edges whose length
 * labels ("0.05 m") littered the accepted rooms, and area that belongs to no room. A person
 * closes a door along the wall's face instead, and so does this step.
 *
 * The room's part a door-wide square can reach is the opening of the paper: the cores (paper
 * farther than `reach` from every wall) dilated by the same square. It runs flat along every wall
 * and stops flat at a doorway's faces, since no such square fits through a doorway. What it leaves
 * out of a region is a doorway, or a nook narrower than a door (beside furniture, in a cupboard, a
 * corner sharper than a right angle). A connected piece of that left-out paper owned by two or
 * more regions lies between them: a doorway, which becomes nobody's. A piece owned by one region
 * only is a nook of that room and stays in it.
 */
import type { CoreRuns } from './roomCores';
import { IntList, RowWindows, rowWords, setBits } from './roomBits';
import type { Owners } from './roomRegions';

/** The opening of the paper: each core run widened by `reach` along its row, then down its column. */
export function openedPaper(runs: CoreRuns, width: number, height: number, reach: number): Uint32Array {
  const stride = rowWords(width);
  const widened = new Uint32Array(stride * height);
  const { starts, ends, rowFirstRun } = runs;
  for (let y = 0; y < height; y++) {
    for (let run = rowFirstRun[y]!; run < rowFirstRun[y + 1]!; run++) {
      setBits(widened, y * stride, Math.max(0, starts[run]! - reach), Math.min(width, ends[run]! + reach));
    }
  }
  const windows = new RowWindows(widened, stride, height, reach);
  const opened = new Uint32Array(stride * height);
  for (let y = 0; y < height; y++) windows.windowOf(y, opened, y * stride, false);
  return opened;
}

/**
 * Makes every doorway nobody's (owner 0): each 4-connected piece of region pixels outside
 * `opened` that two or more regions own. `owner` is framed as in roomRegions.ts (its frame and
 * walls are negative); `opened` is used up (every left-out region pixel is set in it).
 */
export function closeDoorways(owner: Owners, width: number, height: number, opened: Uint32Array, runs: CoreRuns, outside: number): void {
  const framed = width + 2;
  const stride = rowWords(width);
  // The left-out region pixels, framed indices; a pixel is marked visited by setting its bit in
  // `opened` (which is not needed afterwards), so no array the image's size is made.
  const leftOut = new IntList();
  const lastWord = width & 31 ? (1 << (width & 31)) - 1 : -1;
  for (let y = 0; y < height; y++) {
    const out = (y + 1) * framed + 1;
    const row = y * stride;
    for (let w = 0; w < stride; w++) {
      // Thirty-two pixels a word: most of a plan is opened, and its words are skipped whole.
      let left = ~opened[row + w]! & (w === stride - 1 ? lastWord : -1);
      while (left !== 0) {
        const bit = 31 - Math.clz32(left & -left);
        left &= left - 1;
        if (owner[out + (w << 5) + bit]! > 0) leftOut.push(out + (w << 5) + bit);
      }
    }
  }
  /** The framed pixel is a region's and not yet visited: marks it visited and answers true. */
  const take = (i: number): boolean => {
    if (owner[i]! <= 0) return false;
    const y = ((i / framed) | 0) - 1;
    const x = i - (y + 1) * framed - 1;
    const word = y * stride + (x >>> 5);
    const bit = 1 << (x & 31);
    if ((opened[word]! & bit) !== 0) return false;
    opened[word]! |= bit;
    return true;
  };
  const piece = new IntList();
  const rim = new IntList();
  for (let k = 0; k < leftOut.length; k++) {
    const start = leftOut.values[k]!;
    if (!take(start)) continue;
    // One piece, breadth first; whether a second owner turns up on the way.
    piece.length = 0;
    piece.push(start);
    const first = owner[start]!;
    let shared = false;
    for (let head = 0; head < piece.length; head++) {
      const i = piece.values[head]!;
      if (owner[i] !== first) shared = true;
      if (take(i - 1)) piece.push(i - 1);
      if (take(i + 1)) piece.push(i + 1);
      if (take(i - framed)) piece.push(i - framed);
      if (take(i + framed)) piece.push(i + framed);
    }
    if (!shared) continue;
    for (let p = 0; p < piece.length; p++) owner[piece.values[p]!] = 0;
    for (let p = 0; p < piece.length; p++) {
      const i = piece.values[p]!;
      if (owner[i - 1]! > 0) rim.push(i - 1);
      if (owner[i + 1]! > 0) rim.push(i + 1);
      if (owner[i - framed]! > 0) rim.push(i - framed);
      if (owner[i + framed]! > 0) rim.push(i + framed);
    }
  }
  dropCutOff(owner, width, rim, runs, outside);
}

/**
 * A doorway closed can cut a few pixels off a region: paper a square round the next room's core
 * reached, which the region had grown into, beyond the doorway. They join neither room, and the
 * outline, traced from a region's first pixel, must not start on them. From each pixel beside a
 * closed doorway (`rim`) its region's pixels are visited breadth first: reaching one of the
 * region's core pixels (or a pixel known to reach one) it is the region's body; a piece that ends
 * first is cut off and becomes nobody's. The outside (`outside`), which may have no core, keeps all.
 */
function dropCutOff(owner: Owners, width: number, rim: IntList, runs: CoreRuns, outside: number): void {
  const framed = width + 2;
  const { starts, ends, rowFirstRun } = runs;
  const isCore = (i: number): boolean => {
    const y = ((i / framed) | 0) - 1;
    const x = i - (y + 1) * framed - 1;
    for (let run = rowFirstRun[y]!; run < rowFirstRun[y + 1]! && starts[run]! <= x; run++) if (x < ends[run]!) return true;
    return false;
  };
  // Per framed pixel: 1 seen by the current walk, 2 the body's. Only the pages walked are touched.
  const mark = new Uint8Array(owner.length);
  const piece = new IntList();
  for (let k = 0; k < rim.length; k++) {
    const start = rim.values[k]!;
    const label = owner[start]!;
    if (label <= 0 || label === outside || mark[start] !== 0) continue;
    piece.length = 0;
    piece.push(start);
    mark[start] = 1;
    let attached = isCore(start);
    const visit = (next: number): void => {
      if (owner[next] !== label || mark[next] === 1) return;
      if (mark[next] === 2 || isCore(next)) attached = true;
      mark[next] = 1;
      piece.push(next);
    };
    for (let head = 0; head < piece.length && !attached; head++) {
      const i = piece.values[head]!;
      visit(i - 1);
      visit(i + 1);
      visit(i - framed);
      visit(i + framed);
    }
    for (let p = 0; p < piece.length; p++) {
      const i = piece.values[p]!;
      if (attached) mark[i] = 2;
      else owner[i] = 0;
    }
  }
}
