/**
 * The lowest pair of meeting edges of a path (by first edge, then second), through a uniform
 * grid: each edge is listed in every cell it passes through, and an edge is tested only against
 * the later edges that share a cell with it, each such pair once. Edges are taken in index order
 * and the search stops at the first edge that meets a later one, so a crossing early in the path
 * is found after little work. assembly/vector/selfCrossingGrid.ts does the same.
 *
 * Listing is conservative: an edge covers, column by column, the rows its clipped span reaches,
 * widened by PAD cells, which is far more than the rounding of the cell arithmetic, so two edges
 * that share a point always share a cell.
 */
import { edgesMeet, pathEdgeCount, type EdgePairIndices } from './pathEdges';

const PAD = 1e-7;

interface Grid {
  readonly minX: number;
  readonly minY: number;
  readonly cell: number;
  readonly columns: number;
  readonly rows: number;
}

/**
 * The lowest meeting pair whose first edge is at most `lastFirst`, or null. Passing the bound from
 * the sweep (selfCrossingSweep.ts) spares the edges after it.
 */
export function lowestPairByGrid(coords: Float64Array, vertexCount: number, closed: boolean, lastFirst: number): EdgePairIndices | null {
  const edgeCount = pathEdgeCount(vertexCount, closed);
  const grid = gridFor(coords, vertexCount, edgeCount);
  const cellCount = grid.columns * grid.rows;
  // Counting sort of (cell, edge) incidences: count, prefix sums, then fill in edge order, which
  // leaves each cell's list sorted by edge index.
  const cellStart = new Uint32Array(cellCount + 1);
  for (let e = 0; e < edgeCount; e++) forEachCell(coords, vertexCount, grid, e, (cell) => cellStart[cell + 1]!++);
  for (let c = 0; c < cellCount; c++) cellStart[c + 1]! += cellStart[c]!;
  const filled = cellStart.slice(0, cellCount);
  const cellEdges = new Int32Array(cellStart[cellCount]!);
  for (let e = 0; e < edgeCount; e++) forEachCell(coords, vertexCount, grid, e, (cell) => (cellEdges[filled[cell]!++] = e));

  // testedWith[j] = i + 1 once the pair (i, j) has been tested.
  const testedWith = new Int32Array(edgeCount);
  for (let i = 0; i <= Math.min(lastFirst, edgeCount - 2); i++) {
    let second = edgeCount;
    forEachCell(coords, vertexCount, grid, i, (cell) => {
      const end = cellStart[cell + 1]!;
      for (let at = firstAfter(cellEdges, cellStart[cell]!, end, i); at < end; at++) {
        const j = cellEdges[at]!;
        // Later entries of this cell are larger still.
        if (j >= second) break;
        if (testedWith[j] === i + 1) continue;
        testedWith[j] = i + 1;
        if (edgesMeet(coords, vertexCount, closed, i, j)) second = j;
      }
    });
    if (second < edgeCount) return { first: i, second };
  }
  return null;
}

/**
 * Cells about as large as the mean edge, and never more cells than about four per edge:
 * with the cell no smaller than the mean edge, an edge covers a few cells on average.
 */
function gridFor(coords: Float64Array, vertexCount: number, edgeCount: number): Grid {
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (let v = 0; v < vertexCount; v++) {
    const x = coords[2 * v]!;
    const y = coords[2 * v + 1]!;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  let total = 0;
  for (let e = 0; e < edgeCount; e++) {
    const a = 2 * e;
    const b = e + 1 === vertexCount ? 0 : a + 2;
    total += Math.sqrt((coords[b]! - coords[a]!) ** 2 + (coords[b + 1]! - coords[a + 1]!) ** 2);
  }
  const width = maxX - minX;
  const height = maxY - minY;
  const spread = width > 0 && height > 0 ? Math.sqrt((width * height) / (2 * edgeCount)) : Math.max(width, height) / (2 * edgeCount);
  let cell = Math.max(total / edgeCount, spread);
  if (!(cell > 0) || !Number.isFinite(cell)) cell = 1;
  const columns = Math.min(Math.floor(width / cell) + 1, 4 * edgeCount + 1);
  const rows = Math.min(Math.floor(height / cell) + 1, Math.floor((4 * edgeCount + 1) / columns) + 1);
  return { minX, minY, cell, columns, rows };
}

/** Calls `visit` with every cell edge e passes through (each once), column by column. */
function forEachCell(coords: Float64Array, vertexCount: number, grid: Grid, e: number, visit: (cell: number) => void): void {
  const a = 2 * e;
  const b = e + 1 === vertexCount ? 0 : a + 2;
  let u0 = (coords[a]! - grid.minX) / grid.cell;
  let v0 = (coords[a + 1]! - grid.minY) / grid.cell;
  let u1 = (coords[b]! - grid.minX) / grid.cell;
  let v1 = (coords[b + 1]! - grid.minY) / grid.cell;
  if (u1 < u0) [u0, v0, u1, v1] = [u1, v1, u0, v0];
  const firstColumn = clampTo(Math.floor(u0 - PAD), grid.columns);
  const lastColumn = clampTo(Math.floor(u1 + PAD), grid.columns);
  const slope = u1 > u0 ? (v1 - v0) / (u1 - u0) : 0;
  for (let column = firstColumn; column <= lastColumn; column++) {
    let low = Math.min(v0, v1);
    let high = Math.max(v0, v1);
    if (firstColumn !== lastColumn && u1 > u0) {
      // The span of the edge over this column, widened by PAD on each side.
      const from = Math.max(u0, column - PAD);
      const to = Math.min(u1, column + 1 + PAD);
      const vFrom = v0 + (from - u0) * slope;
      const vTo = v0 + (to - u0) * slope;
      low = Math.max(low, Math.min(vFrom, vTo));
      high = Math.min(high, Math.max(vFrom, vTo));
    }
    const firstRow = clampTo(Math.floor(low - PAD), grid.rows);
    const lastRow = clampTo(Math.floor(high + PAD), grid.rows);
    for (let row = firstRow; row <= lastRow; row++) visit(row * grid.columns + column);
  }
}

const clampTo = (index: number, size: number): number => Math.max(0, Math.min(size - 1, index));

/** The first position in the sorted run from `start` to `end` holding a value above `value`. */
function firstAfter(values: Int32Array, start: number, end: number, value: number): number {
  let low = start;
  let high = end;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (values[middle]! <= value) low = middle + 1;
    else high = middle;
  }
  return low;
}
