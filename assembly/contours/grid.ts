// Where the traced mask and its border marks live. The mask is the host's bit-packed mask
// (pixel x of a row is bit x & 31 of word x >> 5) with a background frame: a zero row above and
// below, and rows padded to hold at least one zero bit past the last pixel. Pixel x = -1 then
// reads the last bit of the row before (or of the frame), which is always background, so border
// following needs no bounds checks. Positions are bit indices from row 0's first bit.
//
// Marks: one bit plane of the same layout, cleared only over the rows that hold set pixels.
// A foreground pixel's bit says its left neighbour was examined while following a border (so its
// border with that background was already traced); a background pixel's bit says it was examined
// as the right neighbour of the pixel before it. The raster scan reads just these two facts
// where a row changes between background and foreground. Where OpenCV writes a border number
// into a byte image, one bit a pixel does here: the scan needs only whether a border was traced
// and from which side (which background it faced), and holes learn their region from owners.ts.
// A bit plane is an eighth of a byte plane to clear, and marking is one read-modify-write of a
// word; a hash of marked pixels would cost a probe on every step of every border instead.
import { arenaAlloc } from '../arena';

const FRAME_BYTES: usize = 16;
/** Positions are i32 bit indices: larger masks are refused as too large. */
const MAX_BITS: u64 = 0x7fffffff;

export let maskRow0: usize = 0;
export let marksRow0: usize = 0;
export let rowBytes: usize = 0;
export let rowBits: i32 = 0;
export let strideWords: i32 = 0;

const paddedWordsFor = (width: i32): i32 => (width + 32) >>> 5;

/**
 * Allocates the framed mask for a width × height image and returns where the host copies its
 * mask words (stride (width + 31) >> 5 words a row, back to back), or 0 when it cannot fit.
 */
export function allocateMask(width: i32, height: i32): usize {
  const rowWords = paddedWordsFor(width);
  if (<u64>(height + 2) * <u64>rowWords * 32 > MAX_BITS) return 0;
  const bytes = <usize>rowWords << 2;
  const block = arenaAlloc(2 * FRAME_BYTES + <usize>(height + 2) * bytes);
  if (block == 0) return 0;
  memory.fill(block, 0, FRAME_BYTES + bytes);
  memory.fill(block + FRAME_BYTES + <usize>(height + 1) * bytes, 0, bytes + FRAME_BYTES);
  return block + FRAME_BYTES + bytes;
}

/**
 * Adopts the mask copied to `row0`: spreads its rows to the padded stride when a row's words
 * leave no spare bit (width a multiple of 32), last row first so no row is overwritten unread.
 */
export function adoptMask(row0: usize, width: i32, height: i32): void {
  const rowWords = paddedWordsFor(width);
  strideWords = (width + 31) >>> 5;
  rowBytes = <usize>rowWords << 2;
  rowBits = rowWords << 5;
  maskRow0 = row0;
  if (rowWords == strideWords) return;
  const packedBytes = <usize>strideWords << 2;
  for (let y = height - 1; y >= 0; y--) {
    const to = row0 + <usize>y * rowBytes;
    memory.copy(to, row0 + <usize>y * packedBytes, packedBytes);
    store<u32>(to + packedBytes, 0);
  }
}

/** Allocates and clears the marks for rows first..last; false when memory cannot grow. */
export function allocateMarks(first: i32, last: i32): bool {
  const bytes = <usize>(last - first + 1) * rowBytes;
  const block = arenaAlloc(bytes);
  if (block == 0) return false;
  memory.fill(block, 0, bytes);
  marksRow0 = block - <usize>first * rowBytes;
  return true;
}

@inline
export function maskWord(y: i32, word: i32): u32 {
  return load<u32>(maskRow0 + <usize>y * rowBytes + (<usize>word << 2));
}

/** The 9-bit neighbourhood code of the pixel at `position` (see steps.ts). */
@inline
export function neighbourhood(position: i32): u32 {
  const left = position - 1;
  const at = maskRow0 + <usize>(left >> 3);
  const shift = <u32>left & 7;
  const above = (<u32>load<u16>(at - rowBytes) >> shift) & 7;
  const here = (<u32>load<u16>(at) >> shift) & 7;
  const below = (<u32>load<u16>(at + rowBytes) >> shift) & 7;
  return above | (here << 3) | (below << 6);
}

@inline
export function isMarked(position: i32): bool {
  return ((load<u32>(marksRow0 + (<usize>(position >> 5) << 2)) >> (<u32>position & 31)) & 1) != 0;
}

/** Sets the mark at `position`; true when it was not set before. */
@inline
export function setMark(position: i32): bool {
  const at = marksRow0 + (<usize>(position >> 5) << 2);
  const word = load<u32>(at);
  const bit: u32 = 1 << (<u32>position & 31);
  store<u32>(at, word | bit);
  return (word & bit) == 0;
}

/** Whether row y has a set pixel. */
function rowHasSetPixel(y: i32): bool {
  const row = maskRow0 + <usize>y * rowBytes;
  const blocks = strideWords & ~3;
  let word = 0;
  for (; word < blocks; word += 4) {
    if (v128.any_true(v128.load(row + (<usize>word << 2)))) return true;
  }
  for (; word < strideWords; word++) {
    if (maskWord(y, word) != 0) return true;
  }
  return false;
}

/** The first and last rows holding a set pixel, packed as first << 32 | last; -1 for none. */
export function setRows(height: i32): i64 {
  let first = 0;
  while (first < height && !rowHasSetPixel(first)) first++;
  if (first == height) return -1;
  let last = height - 1;
  while (last > first && !rowHasSetPixel(last)) last--;
  return (<i64>first << 32) | <i64>last;
}

/** Bits `position - 1`, `position` and `position + 1` of the mask, as bits 0, 1 and 2. */
@inline
export function threeBitsAt(position: i32): u32 {
  const left = position - 1;
  return (<u32>load<u16>(maskRow0 + <usize>(left >> 3)) >> (<u32>left & 7)) & 7;
}

/** How many clear bits follow from `position` on (counting it), up to 57. */
@inline
export function zerosFrom(position: i32): u32 {
  const bits = load<u64>(maskRow0 + <usize>(position >> 3)) >> <u64>(position & 7);
  return <u32>min(ctz(bits), 57);
}

/** How many set bits follow from `position` on (counting it), up to 57. */
@inline
export function onesFrom(position: i32): u32 {
  const bits = load<u64>(maskRow0 + <usize>(position >> 3)) >> <u64>(position & 7);
  return <u32>min(ctz(~bits), 57);
}

/** How many clear bits lead up to `position` from below (counting it), up to 57. */
@inline
export function zerosUpTo(position: i32): u32 {
  const bits = load<u64>(maskRow0 + <usize>((position >> 3) - 7)) << <u64>(7 - (position & 7));
  return <u32>min(clz(bits), 57);
}

/** How many set bits lead up to `position` from below (counting it), up to 57. */
@inline
export function onesUpTo(position: i32): u32 {
  const bits = load<u64>(maskRow0 + <usize>((position >> 3) - 7)) << <u64>(7 - (position & 7));
  return <u32>min(clz(~bits), 57);
}
