// Flood fill over bit-packed rows. A row's "within tolerance" bits are computed the first time the
// fill reaches it, so every pixel's colour is read at most once and rows the fill never reaches
// are never read. Spans of joining pixels are found a word at a time with ctz/clz, and the output
// mask doubles as the visited set: candidates are tolerance bits not yet in the mask.
import { arenaAlloc, arenaExtend } from '../arena';
import { lowerBound, toleranceRow, upperBound } from './tolerance';

export const FILL_OK = 0;
export const FILL_OUT_OF_MEMORY = 1;

const ALL: u32 = 0xffffffff;
const FIRST_STACK_SPANS: usize = 4096;

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

/** The last pixel of the run of candidates through candidate x. */
function runEnd(tolerance: usize, mask: usize, x: i32, stride: i32): i32 {
  let k = x >> 5;
  let stops = ~candidates(tolerance, mask, k) & (ALL << (x & 31));
  while (stops == 0) {
    // A width that is a multiple of 32 leaves no zero bits past the row's end to stop at.
    if (++k == stride) return (stride << 5) - 1;
    stops = ~candidates(tolerance, mask, k);
  }
  return (k << 5) + ctz(stops) - 1;
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

function setRun(mask: usize, first: i32, last: i32): void {
  const firstWord = first >> 5;
  const lastWord = last >> 5;
  const head = ALL << (first & 31);
  const tail = ALL >> (31 - (last & 31));
  const at = mask + (<usize>firstWord << 2);
  if (firstWord == lastWord) {
    store<u32>(at, load<u32>(at) | (head & tail));
    return;
  }
  store<u32>(at, load<u32>(at) | head);
  for (let k = firstWord + 1; k < lastWord; k++) store<u32>(mask + (<usize>k << 2), ALL);
  const end = mask + (<usize>lastWord << 2);
  store<u32>(end, load<u32>(end) | tail);
}

// The fill's state for one call, in globals so the helpers below stay small.
let image: usize = 0;
let width: i32 = 0;
let height: i32 = 0;
let stride: i32 = 0;
let low: u32 = 0;
let high: u32 = 0;
let toleranceBits: usize = 0;
let rowReady: usize = 0;
let output: usize = 0;
// Spans waiting to spread to their neighbour rows, packed y << 32 | first << 16 | last.
let stack: usize = 0;
let stackSpans: usize = 0;
let stackCapacity: usize = 0;

// @ts-ignore: decorator
@inline function rowBytes(): usize {
  return <usize>stride << 2;
}

/** The row's tolerance bits, computed on first use. */
function toleranceRowAt(y: i32): usize {
  const bits = toleranceBits + <usize>y * rowBytes();
  if (load<u8>(rowReady + y) == 0) {
    toleranceRow(image + ((<usize>y * width) << 2), width, low, high, bits);
    store<u8>(rowReady + y, 1);
  }
  return bits;
}

function push(y: i32, first: i32, last: i32): bool {
  if (stackSpans == stackCapacity) {
    if (!arenaExtend(stack, stackCapacity << 4)) return false;
    stackCapacity <<= 1;
  }
  store<u64>(stack + (stackSpans << 3), (<u64>y << 32) | (<u64>first << 16) | <u64>last);
  stackSpans++;
  return true;
}

/** Claims every run of candidates in row y that touches [first, last], pushing each. */
function spreadInto(y: i32, first: i32, last: i32): bool {
  const tolerance = toleranceRowAt(y);
  const mask = output + <usize>y * rowBytes();
  let x = nextCandidate(tolerance, mask, first, last);
  while (x >= 0) {
    const runFirst = runStart(tolerance, mask, x);
    const runLast = runEnd(tolerance, mask, x, stride);
    setRun(mask, runFirst, runLast);
    if (!push(y, runFirst, runLast)) return false;
    if (runLast + 2 > last) break;
    x = nextCandidate(tolerance, mask, runLast + 2, last);
  }
  return true;
}

/**
 * The mask of pixels 4-connected to the seed whose R, G and B are each within `tolerance` of the
 * seed's (or all such pixels when `compound`), written to `out` (stride × height words). Returns
 * FILL_OUT_OF_MEMORY when the scratch cannot grow; the host releases the arena either way.
 */
export function rasterFloodFill(
  pixels: usize,
  imageWidth: i32,
  imageHeight: i32,
  seedX: i32,
  seedY: i32,
  tolerance: i32,
  compound: i32,
  out: usize,
): i32 {
  image = pixels;
  width = imageWidth;
  height = imageHeight;
  stride = (width + 31) >> 5;
  output = out;
  const seedColour = load<u32>(pixels + ((<usize>seedY * width + seedX) << 2));
  low = lowerBound(seedColour, tolerance);
  high = upperBound(seedColour, tolerance);
  if (compound) {
    for (let y = 0; y < height; y++) {
      toleranceRow(image + ((<usize>y * width) << 2), width, low, high, out + <usize>y * rowBytes());
    }
    return FILL_OK;
  }
  toleranceBits = arenaAlloc(<usize>height * rowBytes());
  rowReady = toleranceBits == 0 ? 0 : arenaAlloc(height);
  stack = rowReady == 0 ? 0 : arenaAlloc(FIRST_STACK_SPANS << 3);
  if (stack == 0) return FILL_OUT_OF_MEMORY;
  stackSpans = 0;
  stackCapacity = FIRST_STACK_SPANS;
  memory.fill(rowReady, 0, height);
  memory.fill(out, 0, <usize>height * rowBytes());

  // The seed is within tolerance of itself, so the fill starts with its run.
  if (!spreadInto(seedY, seedX, seedX)) return FILL_OUT_OF_MEMORY;
  while (stackSpans > 0) {
    const span = load<u64>(stack + (--stackSpans << 3));
    const y = <i32>(span >> 32);
    const first = <i32>((span >> 16) & 0xffff);
    const last = <i32>(span & 0xffff);
    if (y > 0 && !spreadInto(y - 1, first, last)) return FILL_OUT_OF_MEMORY;
    if (y + 1 < height && !spreadInto(y + 1, first, last)) return FILL_OUT_OF_MEMORY;
  }
  return FILL_OK;
}
