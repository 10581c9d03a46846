// The lowest pair of meeting edges of the path through a uniform grid, each candidate pair tested
// once, edges taken in index order until one meets a later edge. Ported from
// src/engine/geometry/selfCrossingGrid.ts, which explains the conservative cell cover (keep the
// two in step).
import { arenaAlloc } from '../arena';
import { edgeFrom, edgesMeet, edgeTo, pathCoords, pathEdges, pathVertices, reportSecond } from './pathEdges';

const PAD: f64 = 1e-7;
const OUT_OF_MEMORY: i32 = -2;

const COUNT = 0;
const FILL = 1;
const SEARCH = 2;

let minX: f64 = 0;
let minY: f64 = 0;
let cell: f64 = 1;
let columns: i32 = 1;
let rows: i32 = 1;
// Counting sort of (cell, edge) incidences: where each cell's run starts, the next free slot of
// each run while filling, and the runs themselves.
let cellStart: usize = 0;
let cellFill: usize = 0;
let cellEdges: usize = 0;
// testedWith[j] = i + 1 once the pair (i, j) has been tested.
let testedWith: usize = 0;
let searchFirst: i32 = 0;
let searchSecond: i32 = 0;

/**
 * The first edge of the lowest meeting pair whose first edge is at most `lastFirst` (its second in
 * foundSecond), -1 when there is none, OUT_OF_MEMORY when the grid does not fit.
 */
export function lowestPairByGrid(lastFirst: i32): i32 {
  const edges = pathEdges;
  chooseGrid();
  const cells = <usize>columns * <usize>rows;
  cellStart = arenaAlloc((cells + 1) << 2);
  cellFill = arenaAlloc(cells << 2);
  testedWith = arenaAlloc(<usize>edges << 2);
  if (cellStart == 0 || cellFill == 0 || testedWith == 0) return OUT_OF_MEMORY;
  memory.fill(cellStart, 0, (cells + 1) << 2);
  memory.fill(testedWith, 0, <usize>edges << 2);
  for (let e = 0; e < edges; e++) coverEdge(e, COUNT);
  for (let c: usize = 0; c < cells; c++) {
    const slot = cellStart + ((c + 1) << 2);
    store<u32>(slot, load<u32>(slot) + load<u32>(slot - 4));
  }
  memory.copy(cellFill, cellStart, cells << 2);
  cellEdges = arenaAlloc(<usize>load<u32>(cellStart + (cells << 2)) << 2);
  if (cellEdges == 0) return OUT_OF_MEMORY;
  for (let e = 0; e < edges; e++) coverEdge(e, FILL);

  const last = min(lastFirst, edges - 2);
  for (let i = 0; i <= last; i++) {
    searchFirst = i;
    searchSecond = edges;
    coverEdge(i, SEARCH);
    if (searchSecond < edges) {
      reportSecond(searchSecond);
      return i;
    }
  }
  return -1;
}

/** Cells about as large as the mean edge, and never more than about four cells per edge. */
function chooseGrid(): void {
  let lowX = Infinity, lowY = Infinity, highX = -Infinity, highY = -Infinity;
  for (let v = 0; v < pathVertices; v++) {
    const x = load<f64>(pathCoords + (<usize>v << 4));
    const y = load<f64>(pathCoords + (<usize>v << 4), 8);
    if (x < lowX) lowX = x;
    if (x > highX) highX = x;
    if (y < lowY) lowY = y;
    if (y > highY) highY = y;
  }
  let total: f64 = 0;
  for (let e = 0; e < pathEdges; e++) {
    const a = edgeFrom(e);
    const b = edgeTo(e);
    const dx = load<f64>(b) - load<f64>(a);
    const dy = load<f64>(b, 8) - load<f64>(a, 8);
    total += sqrt(dx * dx + dy * dy);
  }
  const width = highX - lowX;
  const height = highY - lowY;
  const edges = <f64>pathEdges;
  const spread = width > 0 && height > 0 ? sqrt((width * height) / (2 * edges)) : max(width, height) / (2 * edges);
  let size = max(total / edges, spread);
  if (!(size > 0) || !isFinite(size)) size = 1;
  minX = lowX;
  minY = lowY;
  cell = size;
  const limit = 4 * pathEdges + 1;
  columns = <i32>min(Math.floor(width / size) + 1, <f64>limit);
  rows = <i32>min(Math.floor(height / size) + 1, <f64>(limit / columns + 1));
}

/** Visits every cell edge e passes through (each once), column by column. */
function coverEdge(e: i32, mode: i32): void {
  const a = edgeFrom(e);
  const b = edgeTo(e);
  let u0 = (load<f64>(a) - minX) / cell;
  let v0 = (load<f64>(a, 8) - minY) / cell;
  let u1 = (load<f64>(b) - minX) / cell;
  let v1 = (load<f64>(b, 8) - minY) / cell;
  if (u1 < u0) {
    const su = u0; u0 = u1; u1 = su;
    const sv = v0; v0 = v1; v1 = sv;
  }
  const firstColumn = clampTo(Math.floor(u0 - PAD), columns);
  const lastColumn = clampTo(Math.floor(u1 + PAD), columns);
  const slope = u1 > u0 ? (v1 - v0) / (u1 - u0) : 0;
  for (let column = firstColumn; column <= lastColumn; column++) {
    let low = min(v0, v1);
    let high = max(v0, v1);
    if (firstColumn != lastColumn && u1 > u0) {
      // The span of the edge over this column, widened by PAD on each side.
      const from = max(u0, <f64>column - PAD);
      const to = min(u1, <f64>column + 1 + PAD);
      const vFrom = v0 + (from - u0) * slope;
      const vTo = v0 + (to - u0) * slope;
      low = max(low, min(vFrom, vTo));
      high = min(high, max(vFrom, vTo));
    }
    const firstRow = clampTo(Math.floor(low - PAD), rows);
    const lastRow = clampTo(Math.floor(high + PAD), rows);
    for (let row = firstRow; row <= lastRow; row++) {
      const index = <usize>row * <usize>columns + <usize>column;
      if (mode == COUNT) {
        const slot = cellStart + ((index + 1) << 2);
        store<u32>(slot, load<u32>(slot) + 1);
      } else if (mode == FILL) {
        const slot = cellFill + (index << 2);
        const position = load<u32>(slot);
        store<u32>(slot, position + 1);
        store<i32>(cellEdges + (<usize>position << 2), e);
      } else {
        searchCell(index);
      }
    }
  }
}

/** Tests the search's edge against the later edges of one cell not tested with it yet. */
function searchCell(index: usize): void {
  const i = searchFirst;
  const end = load<u32>(cellStart + ((index + 1) << 2));
  // The first entry above i: each run is sorted by edge index.
  let low = load<u32>(cellStart + (index << 2));
  let high = end;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (load<i32>(cellEdges + (<usize>middle << 2)) <= i) low = middle + 1;
    else high = middle;
  }
  for (let at = low; at < end; at++) {
    const j = load<i32>(cellEdges + (<usize>at << 2));
    // Later entries of this run are larger still.
    if (j >= searchSecond) break;
    const tested = testedWith + (<usize>j << 2);
    if (load<i32>(tested) == i + 1) continue;
    store<i32>(tested, i + 1);
    if (edgesMeet(i, j)) searchSecond = j;
  }
}

// @ts-ignore: decorator
@inline function clampTo(index: f64, size: i32): i32 {
  return <i32>max(0, min(<f64>(size - 1), index));
}
