/**
 * Detect rooms, step 2 (detectRooms.ts): for each pixel, whether a wall (wallSpecks.ts's runs)
 * lies within reach; then the cores (paper farther than half a door from any wall),
 * labelled by runs along the rows.
 */
import { type IntList, RowRunPieces, RowWindows, rowWords, setBits } from './roomBits';

/**
 * For each image pixel, whether a wall lies within `reach` along its row: a bit a pixel, rows
 * rowWords apart, from the walls' runs (wallSpecks.ts).
 */
export function nearRowsOf(wallRuns: IntList, width: number, height: number, reach: number): Uint32Array {
  const stride = rowWords(width);
  const nearRow = new Uint32Array(stride * height);
  for (let k = 0; k < wallRuns.length; k += 2) {
    const start = wallRuns.values[k]!;
    const y = Math.floor(start / width);
    const row = y * width;
    setBits(nearRow, y * stride, Math.max(0, start - row - reach), Math.min(width, wallRuns.values[k + 1]! - row + reach));
  }
  return nearRow;
}

/**
 * The cores' runs along the rows: row y's are rowFirstRun[y] … rowFirstRun[y + 1] - 1, [start,
 * end) in columns, each with its core's label.
 */
export interface CoreRuns {
  readonly starts: Int32Array;
  readonly ends: Int32Array;
  readonly labels: Int32Array;
  readonly rowFirstRun: Int32Array;
}

/**
 * Cores: paper whose chessboard distance to the nearest wall is more than `reach` (beyond the
 * image's edge there is no wall), so no wall in the (2 reach + 1)² square round it: separable,
 * rows first (`nearRow`), then columns. Cores are labelled 1, 2, … by runs of core pixels along the rows, joined
 * (union–find) where runs of neighbouring rows overlap (4-connected), in order of each core's
 * first run. Returns their count, their pixels' and their runs.
 */
export function labelCores(nearRow: Uint32Array, width: number, height: number, reach: number): { labels: number; cores: number; runs: CoreRuns } {
  const pieces = new RowRunPieces(height, false);
  const { starts, ends, rowFirstRun } = pieces;
  // A wall near in rows y - reach … y + reach: the column window of the row bits.
  const stride = rowWords(width);
  const windows = new RowWindows(nearRow, stride, height, reach);
  const core = new Uint32Array(stride);
  // Columns beyond the width are never cores.
  const lastWord = width & 31 ? (1 << (width & 31)) - 1 : -1;
  let cores = 0;
  for (let y = 0; y < height; y++) {
    windows.windowOf(y, core, 0, true);
    core[stride - 1]! &= lastWord;
    pieces.beginRow(y);
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
      pieces.add(start, x);
      cores += x - start;
    }
    pieces.endRow(y);
  }
  // Runs are in raster order, so labels go in order of each core's first run.
  const labelOfRoot = new Int32Array(starts.length);
  const runLabels = new Int32Array(starts.length);
  let labels = 0;
  for (let run = 0; run < starts.length; run++) {
    const root = pieces.find(run);
    if (labelOfRoot[root] === 0) labelOfRoot[root] = ++labels;
    runLabels[run] = labelOfRoot[root]!;
  }
  return { labels, cores, runs: { starts: starts.values, ends: ends.values, labels: runLabels, rowFirstRun } };
}
