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
import { IntList, RowRunPieces, wordsOf } from './roomBits';

/** The walls' runs along the rows: start and end pixel index pairs, [start, end), in raster order, and their pixel count. */
export interface WallRuns {
  readonly runs: IntList;
  readonly count: number;
}

/** The runs of the walls without the dark pieces smaller than `minExtentPx` both ways (none smaller than 2 px). */
export function wallRunsWithoutSpecks(walls: DarkPixels, minExtentPx: number): WallRuns {
  const { width, height, dark } = walls;
  const pieces = new RowRunPieces(height, true);
  const { starts, ends } = pieces;
  const rows = new IntList();
  const darkWords = wordsOf(dark);
  const wholeWords = darkWords.length << 2;
  for (let y = 0; y < height; y++) {
    pieces.beginRow(y);
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
      pieces.add(start - row, i - row);
      rows.push(y);
    }
    pieces.endRow(y);
  }
  const runs = starts.length;
  // Each piece's bounding box, kept at its root run.
  const minX = new Int32Array(runs).fill(width);
  const maxX = new Int32Array(runs).fill(-1);
  const minY = new Int32Array(runs).fill(height);
  const maxY = new Int32Array(runs).fill(-1);
  const roots = new Int32Array(runs);
  for (let run = 0; run < runs; run++) {
    const root = pieces.find(run);
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
