// Which region each traced border pixel belongs to, for hanging holes on their region's outer
// border (holes mode only). Every time a border is first seen from the left at a pixel (the
// pixel's left mark is set), the index of the region's outer border is remembered for that pixel.
// The raster scan asks for it only at the start of the run that holds a new hole, so it is kept
// per row: for the row being scanned, in a table indexed by x; for rows below, in a linked list
// per row, poured into the table when the scan reaches the row. The lists' nodes live on the
// stack at the far end of the result block (output.ts), so their number need not be known ahead.
import { arenaAlloc } from '../arena';
import { nodeAt, pushNode } from './output';

const NONE: i32 = -1;
const NODE_BYTES: usize = 12;

let firstRow: i32 = 0;
let scanRow: i32 = -1;
let heads: usize = 0;
let rowOwners: usize = 0;

/** Row lists for rows first..last of `rowPixels` pixels; false when they cannot fit. */
export function allocateOwners(first: i32, last: i32, rowPixels: i32): bool {
  const headBytes = <usize>(last - first + 1) << 2;
  heads = arenaAlloc(headBytes);
  rowOwners = arenaAlloc(<usize>rowPixels << 2);
  if (heads == 0 || rowOwners == 0) return false;
  memory.fill(heads, 0xff, headBytes);
  firstRow = first;
  scanRow = -1;
  return true;
}

/**
 * Records `owner` for pixel (x, y). The caller is writing points at `at` and needs `room` bytes
 * there kept free. False when memory cannot grow.
 */
@inline
export function recordOwner(x: i32, y: i32, owner: i32, at: usize, room: usize): bool {
  if (y == scanRow) {
    store<i32>(rowOwners + (<usize>x << 2), owner);
    return true;
  }
  const index = pushNode(NODE_BYTES, at, room);
  if (index < 0) return false;
  const head = heads + (<usize>(y - firstRow) << 2);
  const node = nodeAt(index, NODE_BYTES);
  store<i32>(node, x);
  store<i32>(node, owner, 4);
  store<i32>(node, load<i32>(head), 8);
  store<i32>(head, index);
  return true;
}

/** Makes row y the one the table answers for. */
export function enterRow(y: i32): void {
  scanRow = y;
  let index = load<i32>(heads + (<usize>(y - firstRow) << 2));
  while (index != NONE) {
    const node = nodeAt(index, NODE_BYTES);
    store<i32>(rowOwners + (<usize>load<i32>(node) << 2), load<i32>(node, 4));
    index = load<i32>(node, 8);
  }
}

/** The region recorded at pixel x of the row being scanned. */
@inline
export function ownerAt(x: i32): i32 {
  return load<i32>(rowOwners + (<usize>x << 2));
}
