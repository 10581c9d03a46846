// Flood fill over bit-packed rows. A row's "within tolerance" bits are computed the first time the
// fill reaches it, so every pixel's colour is read at most once and rows the fill never reaches
// are never read. Spans of joining pixels are found a word at a time with ctz/clz (whole words
// four at a time), and the output mask doubles as the visited set: candidates are tolerance bits
// not yet in the mask.
//
// Claimed runs wait in per-row lists, one set for runs spreading down and one for runs spreading
// up, and are taken in sweeps: down the rows, then up, and so on until none wait. Each sweep
// walks memory in one direction, so rows are read (and their tolerance bits computed) in order
// while the prefetcher can follow, instead of hopping between rows as a stack would.
import { arenaAlloc, arenaExtend } from '../arena';
import { lowerBound, setBounds, toleranceRow, upperBound } from './tolerance';

export const FILL_OK = 0;
export const FILL_OUT_OF_MEMORY = 1;

const ALL: u32 = 0xffffffff;
const FIRST_NODES: u32 = 4096;
const NODE_BYTES: usize = 16;

// @ts-ignore: decorator
@inline function candidates(tolerance: usize, mask: usize, k: i32): u32 {
  const at = <usize>k << 2;
  return load<u32>(tolerance + at) & ~load<u32>(mask + at);
}

/** The first candidate pixel in [x, last], or -1. */
function nextCandidate(tolerance: usize, mask: usize, x: i32, last: i32): i32 {
  let k = x >> 5;
  const lastWord = last >> 5;
  let bits = candidates(tolerance, mask, k) & (ALL << (x & 31));
  while (bits == 0) {
    if (++k > lastWord) return -1;
    bits = candidates(tolerance, mask, k);
  }
  const found = (k << 5) + ctz(bits);
  return found <= last ? found : -1;
}

/**
 * Claims the run of candidates that starts at candidate x: sets its bits in the mask and returns
 * its last pixel. Whole words of candidates are claimed four at a time.
 */
function claimRun(tolerance: usize, mask: usize, x: i32, stride: i32): i32 {
  let k = x >> 5;
  const from = ALL << (x & 31);
  const headStops = ~candidates(tolerance, mask, k) & from;
  let at = mask + (<usize>k << 2);
  if (headStops != 0) {
    const end = ctz(headStops);
    store<u32>(at, load<u32>(at) | (from & ~(ALL << end)));
    return (k << 5) + end - 1;
  }
  store<u32>(at, load<u32>(at) | from);
  k++;
  const allSet = i32x4.splat(-1);
  while (k + 4 <= stride) {
    const offset = <usize>k << 2;
    if (v128.any_true(v128.not(v128.andnot(v128.load(tolerance + offset), v128.load(mask + offset))))) break;
    // Four words all candidates: none of them were in the mask.
    v128.store(mask + offset, allSet);
    k += 4;
  }
  for (; k < stride; k++) {
    const bits = candidates(tolerance, mask, k);
    at = mask + (<usize>k << 2);
    if (bits != ALL) {
      // A run that starts at a word's first pixel: these are its low bits up to the first stop.
      const end = ctz(~bits);
      store<u32>(at, load<u32>(at) | ~(ALL << end));
      return (k << 5) + end - 1;
    }
    store<u32>(at, ALL);
  }
  // A width that is a multiple of 32 leaves no zero bits past the row's end to stop at.
  return (stride << 5) - 1;
}

/** The first pixel of the run of candidates through candidate x. */
function runStart(tolerance: usize, mask: usize, x: i32): i32 {
  let k = x >> 5;
  let stops = ~candidates(tolerance, mask, k) & (ALL >> (31 - (x & 31)));
  while (stops == 0) {
    if (k == 0) return 0;
    stops = ~candidates(tolerance, mask, --k);
  }
  return (k << 5) + 32 - clz(stops);
}

// The fill's state for one call, in globals so the helpers below stay small.
let image: usize = 0; // the red plane, followed by the green and blue planes
let planeSize: usize = 0;
let width: i32 = 0;
let height: i32 = 0;
let stride: i32 = 0;
let toleranceBits: usize = 0;
let rowReady: usize = 0;
let output: usize = 0;
// Runs waiting to spread, as 16-byte nodes in per-row lists: first << 16 | last, then
// fromFirst << 16 | fromLast (the run of the row before that reached it), then the next node + 1.
// Heads (node + 1, 0 for none) are a u32 per row for each direction.
let downHeads: usize = 0;
let upHeads: usize = 0;
let nodes: usize = 0;
let nodeCapacity: u32 = 0;
let nodesUsed: u32 = 0;
let freeNodes: u32 = 0;
let waitingDown: u32 = 0;
let waitingUp: u32 = 0;
let downFirstRow: i32 = 0;
let downLastRow: i32 = 0;
let upFirstRow: i32 = 0;
let upLastRow: i32 = 0;
// 8-connected instead of 4-connected (fills over candidates only: the wand's fill is 4-connected).
let diagonal: bool = false;
// The bounding box of the runs claimed by the last fillFrom.
let boundsLeft: i32 = 0;
let boundsTop: i32 = 0;
let boundsRight: i32 = 0;
let boundsBottom: i32 = 0;

// @ts-ignore: decorator
@inline function rowBytes(): usize {
  return <usize>stride << 2;
}

/** The row's tolerance bits, computed on first use. */
function toleranceRowAt(y: i32): usize {
  const bits = toleranceBits + <usize>y * rowBytes();
  if (load<u8>(rowReady + y) == 0) {
    toleranceRow(image + <usize>y * width, planeSize, width, bits);
    store<u8>(rowReady + y, 1);
  }
  return bits;
}

/**
 * Remembers a run just claimed in row y, reached from row y - direction over [fromFirst, fromLast]
 * (all claimed already, so the run never looks back there).
 */
function push(y: i32, first: i32, last: i32, direction: i32, fromFirst: i32, fromLast: i32): bool {
  let node = freeNodes;
  if (node != 0) {
    freeNodes = load<u32>(nodes + (<usize>(node - 1) * NODE_BYTES), 8);
  } else {
    if (nodesUsed == nodeCapacity) {
      if (!arenaExtend(nodes, <usize>nodeCapacity * NODE_BYTES * 2)) return false;
      nodeCapacity <<= 1;
    }
    node = ++nodesUsed;
  }
  const heads = direction > 0 ? downHeads : upHeads;
  const head = heads + (<usize>y << 2);
  const at = nodes + <usize>(node - 1) * NODE_BYTES;
  store<u32>(at, (<u32>first << 16) | <u32>last);
  store<u32>(at, (<u32>fromFirst << 16) | <u32>fromLast, 4);
  store<u32>(at, load<u32>(head), 8);
  store<u32>(head, node);
  boundsLeft = min(boundsLeft, first);
  boundsRight = max(boundsRight, last);
  boundsTop = min(boundsTop, y);
  boundsBottom = max(boundsBottom, y);
  if (direction > 0) {
    waitingDown++;
    downFirstRow = min(downFirstRow, y);
    downLastRow = max(downLastRow, y);
  } else {
    waitingUp++;
    upFirstRow = min(upFirstRow, y);
    upLastRow = max(upLastRow, y);
  }
  return true;
}

/**
 * Claims every run of candidates in row y that touches [first, last], pushing each as reached
 * in `direction` from the run [first, last] of the row before.
 */
function spreadInto(y: i32, first: i32, last: i32, direction: i32, fromFirst: i32, fromLast: i32): bool {
  const tolerance = toleranceRowAt(y);
  const mask = output + <usize>y * rowBytes();
  let x = nextCandidate(tolerance, mask, first, last);
  while (x >= 0) {
    const runFirst = runStart(tolerance, mask, x);
    const runLast = claimRun(tolerance, mask, runFirst, stride);
    if (!push(y, runFirst, runLast, direction, fromFirst, fromLast)) return false;
    if (runLast + 2 > last) break;
    x = nextCandidate(tolerance, mask, runLast + 2, last);
  }
  return true;
}

/**
 * Spreads a claimed run of row y on: all of it ahead, and back only where it overhangs its parent
 * (whose own pixels are claimed). With `diagonal` a run reaches one pixel further each way.
 */
function spreadFrom(y: i32, first: i32, last: i32, direction: i32, fromFirst: i32, fromLast: i32): bool {
  const low = diagonal ? max(0, first - 1) : first;
  const high = diagonal ? min(width - 1, last + 1) : last;
  const ahead = y + direction;
  if (ahead >= 0 && ahead < height && !spreadInto(ahead, low, high, direction, first, last)) return false;
  const behind = y - direction;
  if (behind < 0 || behind >= height) return true;
  if (low < fromFirst && !spreadInto(behind, low, fromFirst - 1, -direction, first, last)) return false;
  return high <= fromLast || spreadInto(behind, fromLast + 1, high, -direction, first, last);
}

/** Spreads every run waiting in row y in `direction`, freeing their nodes. */
function spreadRow(y: i32, direction: i32): bool {
  const head = (direction > 0 ? downHeads : upHeads) + (<usize>y << 2);
  let node = load<u32>(head);
  store<u32>(head, 0);
  while (node != 0) {
    const at = nodes + <usize>(node - 1) * NODE_BYTES;
    const run = load<u32>(at);
    const from = load<u32>(at, 4);
    const next = load<u32>(at, 8);
    store<u32>(at, freeNodes, 8);
    freeNodes = node;
    if (direction > 0) waitingDown--;
    else waitingUp--;
    if (!spreadFrom(y, <i32>(run >> 16), <i32>(run & 0xffff), direction, <i32>(from >> 16), <i32>(from & 0xffff))) return false;
    node = next;
  }
  return true;
}

/**
 * Allocates and clears the lists of waiting runs, and the output mask unless `keepOutput`, for a
 * fill of `height` rows. False when memory cannot grow.
 */
function startLists(keepOutput: bool = false): bool {
  downHeads = arenaAlloc(<usize>height << 2);
  upHeads = downHeads == 0 ? 0 : arenaAlloc(<usize>height << 2);
  nodes = upHeads == 0 ? 0 : arenaAlloc(<usize>FIRST_NODES * NODE_BYTES);
  if (nodes == 0) return false;
  nodeCapacity = FIRST_NODES;
  nodesUsed = 0;
  freeNodes = 0;
  waitingDown = 0;
  waitingUp = 0;
  downFirstRow = upFirstRow = height;
  downLastRow = upLastRow = -1;
  memory.fill(downHeads, 0, <usize>height << 2);
  memory.fill(upHeads, 0, <usize>height << 2);
  if (!keepOutput) memory.fill(output, 0, <usize>height * rowBytes());
  return true;
}

/**
 * Fills from (x, y), a candidate not yet in the output: claims its run, spreading both ways (an
 * empty parent range, [last + 1, last], makes both neighbour rows searched in full), then sweeps
 * until no run waits. False when the lists cannot grow.
 */
function fillFrom(x: i32, y: i32): bool {
  const tolerance = toleranceRowAt(y);
  const mask = output + <usize>y * rowBytes();
  const first = runStart(tolerance, mask, x);
  const last = claimRun(tolerance, mask, first, stride);
  boundsLeft = first;
  boundsRight = last;
  boundsTop = boundsBottom = y;
  if (!spreadFrom(y, first, last, 1, last + 1, last)) return false;
  while (waitingDown + waitingUp > 0) {
    // Spreading down only adds runs further down (and runs to spread up, for the next sweep).
    for (let row = downFirstRow; row <= downLastRow; row++) {
      if (!spreadRow(row, 1)) return false;
    }
    downFirstRow = height;
    downLastRow = -1;
    for (let row = upLastRow; row >= upFirstRow; row--) {
      if (!spreadRow(row, -1)) return false;
    }
    upFirstRow = height;
    upLastRow = -1;
  }
  return true;
}

/**
 * The mask of pixels 4-connected to the seed whose R, G and B are each within `tolerance` of the
 * seed's (or all such pixels when `compound`), written to `out` (stride × height words). The
 * image is in planes (see channels.ts) from `red`. Returns FILL_OUT_OF_MEMORY when the scratch
 * cannot grow; the host releases the arena either way.
 */
export function rasterFloodFill(
  red: usize,
  imageWidth: i32,
  imageHeight: i32,
  seedX: i32,
  seedY: i32,
  tolerance: i32,
  compound: i32,
  out: usize,
): i32 {
  image = red;
  width = imageWidth;
  height = imageHeight;
  planeSize = <usize>width * height;
  stride = (width + 31) >> 5;
  output = out;
  diagonal = false;
  const seed = red + <usize>seedY * width + seedX;
  const seedColour = <u32>load<u8>(seed) | (<u32>load<u8>(seed + planeSize) << 8) | (<u32>load<u8>(seed + 2 * planeSize) << 16);
  setBounds(lowerBound(seedColour, tolerance), upperBound(seedColour, tolerance));
  if (compound) {
    for (let y = 0; y < height; y++) toleranceRow(image + <usize>y * width, planeSize, width, out + <usize>y * rowBytes());
    return FILL_OK;
  }
  toleranceBits = arenaAlloc(<usize>height * rowBytes());
  rowReady = toleranceBits == 0 ? 0 : arenaAlloc(height);
  if (rowReady == 0 || !startLists()) return FILL_OUT_OF_MEMORY;
  memory.fill(rowReady, 0, height);
  // The seed is within tolerance of itself, so the fill starts with its run.
  return fillFrom(seedX, seedY) ? FILL_OK : FILL_OUT_OF_MEMORY;
}

/**
 * Prepares fills over masks of candidates instead of an image's colours (closeGaps.ts): each
 * `fillCandidatesFrom` adds to `out` the candidates 4-connected (8-connected when `eightWays`) to
 * its pixel. `candidates` and `out` are stride × height words; `out` is cleared unless
 * `keepOutput`. The lists are allocated here: until the last fill, allocate nothing else (they grow
 * in place). False when memory cannot grow.
 */
export function beginCandidateFill(candidates: usize, maskWidth: i32, maskHeight: i32, out: usize, eightWays: bool, keepOutput: bool = false): bool {
  width = maskWidth;
  height = maskHeight;
  stride = (width + 31) >> 5;
  output = out;
  toleranceBits = candidates;
  diagonal = eightWays;
  // Every row's bits are ready: toleranceRowAt never computes one.
  rowReady = arenaAlloc(height);
  if (rowReady == 0 || !startLists(keepOutput)) return false;
  memory.fill(rowReady, 1, height);
  return true;
}

/**
 * Fills over other masks of the same size with the lists of the last `beginCandidateFill`, which
 * every finished fill leaves empty. `out` is cleared unless `keepOutput`.
 */
export function aimCandidateFill(candidates: usize, out: usize, eightWays: bool, keepOutput: bool): void {
  toleranceBits = candidates;
  output = out;
  diagonal = eightWays;
  if (!keepOutput) memory.fill(output, 0, <usize>height * rowBytes());
}

/**
 * Adds the candidates connected to (x, y) to the output; (x, y) must be a candidate not yet in
 * it. False when memory cannot grow.
 */
export function fillCandidatesFrom(x: i32, y: i32): bool {
  return fillFrom(x, y);
}

/** Whether (x, y) is a candidate not yet in the output. */
export function isOpenCandidate(x: i32, y: i32): bool {
  return ((candidates(toleranceBits + <usize>y * rowBytes(), output + <usize>y * rowBytes(), x >> 5) >>> (x & 31)) & 1) != 0;
}

/** The first candidate of row y in [x, last] not yet in the output, or -1. */
export function nextOpenCandidate(y: i32, x: i32, last: i32): i32 {
  return nextCandidate(toleranceBits + <usize>y * rowBytes(), output + <usize>y * rowBytes(), x, last);
}

/** The width and the height of the bounding box of the last fillCandidatesFrom. */
export function lastFillWidth(): i32 {
  return boundsRight - boundsLeft + 1;
}

export function lastFillHeight(): i32 {
  return boundsBottom - boundsTop + 1;
}
