/**
 * Detect rooms, step 1b (detectRooms.ts): dark pieces too small to be walls are not walls.
 *
 * A wall belongs to the plan's network of walls, or is at least a door wide; the letters of a
 * label, a dimension's figures, a person, a chair or a lamp drawn in a room are each a dark piece
 * smaller than a door. Read as walls they cut rooms apart wherever they stood less than a door
 * from a wall or from each other: a line of text across the DXF house's garage split it in four,
 * a person and a chair split two rooms of the rendered plan. Left out of the walls they are floor,
 * and the room's outline goes round them as it goes round its furniture.
 *
 * A piece is 8-connected dark pixels, found by runs along the rows joined (union–find) where runs
 * of neighbouring rows touch, corners included; it is a speck when its bounding box is narrower
 * and lower than `minExtentPx`.
 */
import type { DarkPixels } from '../kernelTypes';
import { IntList, wordsOf } from './roomBits';

/** The walls' runs along the rows: start and end pixel index pairs, [start, end), in raster order, and their pixel count. */
export interface WallRuns {
  readonly runs: IntList;
  readonly count: number;
}

/** The walls without the dark pieces whose bounding box is smaller than `minExtentPx` both ways. */
export function withoutSpecks(walls: DarkPixels, minExtentPx: number): DarkPixels {
  const { runs } = wallRunsWithoutSpecks(walls, minExtentPx);
  const dark = new Uint8Array(walls.dark.length);
  for (let k = 0; k < runs.length; k += 2) dark.fill(1, runs.values[k]!, runs.values[k + 1]!);
  return { width: walls.width, height: walls.height, dark };
}

/** The runs of the walls without the dark pieces smaller than `minExtentPx` both ways (none smaller than 2 px). */
export function wallRunsWithoutSpecks(walls: DarkPixels, minExtentPx: number): WallRuns {
  const { width, height, dark } = walls;
  const starts = new IntList();
  const ends = new IntList();
  const rows = new IntList();
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
  const darkWords = wordsOf(dark);
  const wholeWords = darkWords.length << 2;
  for (let y = 0; y < height; y++) {
    rowFirstRun[y] = starts.length;
    const row = y * width;
    const end = row + width;
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
      parent.push(starts.length);
      starts.push(start - row);
      ends.push(i - row);
      rows.push(y);
    }
    rowFirstRun[y + 1] = starts.length;
    if (y === 0) continue;
    // Join with the runs above that touch this row's runs, diagonally too.
    let above = rowFirstRun[y - 1]!;
    const aboveEnd = rowFirstRun[y]!;
    for (let run = rowFirstRun[y]!; run < starts.length; run++) {
      while (above < aboveEnd && ends.values[above]! < starts.values[run]!) above++;
      for (let other = above; other < aboveEnd && starts.values[other]! <= ends.values[run]!; other++) {
        const a = find(run);
        const b = find(other);
        if (a !== b) parent.values[Math.max(a, b)] = Math.min(a, b);
      }
    }
  }
  const runs = starts.length;
  // Each piece's bounding box, kept at its root run.
  const minX = new Int32Array(runs).fill(width);
  const maxX = new Int32Array(runs).fill(-1);
  const minY = new Int32Array(runs).fill(height);
  const maxY = new Int32Array(runs).fill(-1);
  const roots = new Int32Array(runs);
  for (let run = 0; run < runs; run++) {
    const root = find(run);
    roots[run] = root;
    minX[root] = Math.min(minX[root]!, starts.values[run]!);
    maxX[root] = Math.max(maxX[root]!, ends.values[run]! - 1);
    minY[root] = Math.min(minY[root]!, rows.values[run]!);
    maxY[root] = Math.max(maxY[root]!, rows.values[run]!);
  }
  const kept = new IntList();
  let count = 0;
  for (let run = 0; run < runs; run++) {
    const root = roots[run]!;
    if (maxX[root]! - minX[root]! + 1 < minExtentPx && maxY[root]! - minY[root]! + 1 < minExtentPx) continue;
    const row = rows.values[run]! * width;
    kept.push(row + starts.values[run]!);
    kept.push(row + ends.values[run]!);
    count += ends.values[run]! - starts.values[run]!;
  }
  return { runs: kept, count };
}
