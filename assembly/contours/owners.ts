// Which region each traced border pixel belongs to, for hanging holes on their region's outer
// border (holes mode only). Every time a border is first seen from the left at a pixel (the
// pixel's left mark is set), the index of the region's outer border is remembered for that pixel.
// The raster scan asks for it only at the start of the run that holds a new hole, so it is kept
// per row: for the row being scanned, in a table indexed by x; for rows below, in a linked list
// per row, poured into the table when the scan reaches the row. Each pixel is recorded once, and
// only pixels where a run starts get recorded, so the lists never outgrow a count made up front.
import { arenaAlloc } from '../arena';

const NONE: i32 = -1;
const NODE_BYTES: usize = 12;

let firstRow: i32 = 0;
let scanRow: i32 = -1;
let heads: usize = 0;
let nodes: usize = 0;
let nodeCount: i32 = 0;
let rowOwners: usize = 0;

/** Room for `maxNodes` pixels over rows first..last of `rowPixels` pixels; false when it cannot fit. */
export function allocateOwners(first: i32, last: i32, maxNodes: i32, rowPixels: i32): bool {
  const headBytes = <usize>(last - first + 1) << 2;
  heads = arenaAlloc(headBytes);
  rowOwners = arenaAlloc(<usize>rowPixels << 2);
  nodes = arenaAlloc(<usize>maxNodes * NODE_BYTES);
  if (heads == 0 || rowOwners == 0 || nodes == 0) return false;
  memory.fill(heads, 0xff, headBytes);
  firstRow = first;
  scanRow = -1;
  nodeCount = 0;
  return true;
}

@inline
export function recordOwner(x: i32, y: i32, owner: i32): void {
  if (y == scanRow) {
    store<i32>(rowOwners + (<usize>x << 2), owner);
    return;
  }
  const head = heads + (<usize>(y - firstRow) << 2);
  const node = nodes + <usize>nodeCount * NODE_BYTES;
  store<i32>(node, x);
  store<i32>(node, owner, 4);
  store<i32>(node, load<i32>(head), 8);
  store<i32>(head, nodeCount++);
}

/** Makes row y the one the table answers for. */
export function enterRow(y: i32): void {
  scanRow = y;
  let index = load<i32>(heads + (<usize>(y - firstRow) << 2));
  while (index != NONE) {
    const node = nodes + <usize>index * NODE_BYTES;
    store<i32>(rowOwners + (<usize>load<i32>(node) << 2), load<i32>(node, 4));
    index = load<i32>(node, 8);
  }
}

/** The region recorded at pixel x of the row being scanned. */
@inline
export function ownerAt(x: i32): i32 {
  return load<i32>(rowOwners + (<usize>x << 2));
}
