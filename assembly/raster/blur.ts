// The outline blur: a box blur of the mask as 0 and 1, thresholded at one half, exactly as
// src/engine/kernels/raster/typescriptBlur.ts computes it. The box is clipped to the image: a
// pixel is set when its count of set pixels is more than half the box pixels inside the image,
// sum > floor(boxWidth × boxHeight / 2).
//
// Column counts over the rows of the box are updated as the box moves down a row, only in the
// words where the entering and leaving rows differ (SIMD over 8 columns), with per 32-column
// block sums that bound the box sums of a whole output word: most words are decided by those
// bounds (all set or all clear); the rest compare their box sums, differences of prefix sums of
// the counts (made a block at a time, only around the boxes' two ends), with their thresholds, 16
// pixels at a time. A row whose box height did not change starts as a copy of the row above, and
// only the words whose boxes reach a changed column are worked out again, at most every word of
// the row. So no step costs more with a larger radius, only the padding grows.
import { arenaAlloc } from '../arena';
import { rasterBlurRadius } from './blurRadius';

export const BLUR_OK = 0;
export const BLUR_OUT_OF_MEMORY = 1;

const ALL: u32 = 0xffffffff;

/** -1 in the i16 lanes whose bit of `byte` is set. */
// @ts-ignore: decorator
@inline function expandByte(byte: u32): v128 {
  const bits = i16x8(1, 2, 4, 8, 16, 32, 64, 128);
  return i16x8.eq(v128.and(i16x8.splat(<i16>byte), bits), bits);
}

// Scratch and sizes for one call, in globals so the helpers below stay small. Columns are padded
// by `pad` (a multiple of 32, more than the radius) on both sides, so that every box lies inside
// the padded row and the 32-column blocks of counts line up with the mask's words.
let radius: i32 = 0;
let width: i32 = 0;
let stride: i32 = 0;
let pad: i32 = 0;
let blocks: i32 = 0;
let lastWordMask: u32 = 0;
let counts: usize = 0; // u16 per padded column: set pixels of the column within the box's rows
let blockSums: usize = 0; // u32 per padded block: sum of its 32 counts
let blockPrefix: usize = 0; // u32 per padded block + 1: sums of the blocks before it
let prefix: usize = 0; // u32 per padded column + 1: sums of the counts before it, where computed
let boxWidths: usize = 0; // u32 per column of the mask's words: box width inside the image
let halfBoxes: usize = 0; // u32 per column of the mask's words: floor(box width × height / 2)
let halvesHeight: u32 = 0; // the box height halfBoxes are for
let changedWords: usize = 0; // u32 per mask word: the words whose counts changed this row, in order

/**
 * Moves the box's rows: adds row `entering`, removes row `leaving`. Lists the words whose counts
 * changed in `changedWords` and returns how many there are.
 */
function updateCounts(entering: usize, leaving: usize): i32 {
  // Locals, not globals, in the loop: the engine keeps them in registers.
  const words = stride;
  const columns = counts + (<usize>pad << 1);
  const sums = blockSums + (<usize>(pad >> 5) << 2);
  const changedList = changedWords;
  let changed = 0;
  let k = 0;
  while (k < words) {
    // Four words at a time while the rows agree.
    if (k + 4 <= words) {
      const at = <usize>k << 2;
      if (!v128.any_true(v128.xor(v128.load(entering + at), v128.load(leaving + at)))) {
        k += 4;
        continue;
      }
    }
    const enteringBits = load<u32>(entering + (<usize>k << 2));
    const leavingBits = load<u32>(leaving + (<usize>k << 2));
    if (enteringBits != leavingBits) {
      store<u32>(changedList + (<usize>changed << 2), k);
      changed++;
      const added = enteringBits & ~leavingBits;
      const removed = leavingBits & ~enteringBits;
      const block = sums + (<usize>k << 2);
      store<u32>(block, load<u32>(block) + popcnt(added) - popcnt(removed));
      const column = columns + (<usize>k << 6);
      for (let shift: u32 = 0; shift < 32; shift += 8) {
        const addedByte = (added >> shift) & 0xff;
        const removedByte = (removed >> shift) & 0xff;
        if ((addedByte | removedByte) == 0) continue;
        const at = column + (<usize>shift << 1);
        v128.store(at, i16x8.add(i16x8.sub(v128.load(at), expandByte(addedByte)), expandByte(removedByte)));
      }
    }
    k++;
  }
  return changed;
}

/** Sums the blocks before each block; returns the sum of all counts. */
function prepareBlockPrefix(): u32 {
  let total: u32 = 0;
  for (let block = 0; block < blocks; block++) {
    store<u32>(blockPrefix + (<usize>block << 2), total);
    total += load<u32>(blockSums + (<usize>block << 2));
  }
  store<u32>(blockPrefix + (<usize>blocks << 2), total);
  // The prefix of the counts is redone where needed, from the block prefix.
  row++;
  return total;
}

// Which blocks of `prefix` hold this row's sums: those whose stamp is the row's number.
let row: u32 = 0;
let prefixStamps: usize = 0; // u32 per padded block

/**
 * Makes prefix[32 × block .. 32 × block + 32] this row's and stamps the block: the block's prefix from the block
 * prefix, then its 32 counts added 8 at a time, each 8 widened to two i32x4, summed in place by
 * two shifted adds, plus the running total. (The last entry is the next block's first, the same
 * sum either way.)
 */
function computeBlock(block: i32): void {
  store<u32>(prefixStamps + (<usize>block << 2), row);
  const zero = i32x4.splat(0);
  const first = block << 5;
  const columns = counts + (<usize>first << 1);
  const sums = prefix + (<usize>first << 2);
  let total = v128.load32_splat(blockPrefix + (<usize>block << 2));
  store<u32>(sums, i32x4.extract_lane(total, 0));
  for (let column: usize = 0; column < 32; column += 8) {
    const eight = v128.load(columns + (column << 1));
    let low = i32x4.extend_low_i16x8_u(eight);
    let high = i32x4.extend_high_i16x8_u(eight);
    low = i32x4.add(low, v128.shuffle<i32>(zero, low, 0, 4, 5, 6));
    high = i32x4.add(high, v128.shuffle<i32>(zero, high, 0, 4, 5, 6));
    low = i32x4.add(i32x4.add(low, v128.shuffle<i32>(zero, low, 0, 1, 4, 5)), total);
    high = i32x4.add(i32x4.add(high, v128.shuffle<i32>(zero, high, 0, 1, 4, 5)), v128.shuffle<i32>(low, low, 3, 3, 3, 3));
    const at = sums + ((column + 1) << 2);
    v128.store(at, low);
    v128.store(at, high, 16);
    total = v128.shuffle<i32>(high, high, 3, 3, 3, 3);
  }
}

// @ts-ignore: decorator
@inline function prepareBlock(block: i32): void {
  if (load<u32>(prefixStamps + (<usize>block << 2)) != row) computeBlock(block);
}

/**
 * Makes prefix[first .. first + 32] this row's, a block or two: a word's boxes need two such
 * stretches, one each side, however far apart the radius puts them.
 */
// @ts-ignore: decorator
@inline function preparePrefix(first: i32): void {
  prepareBlock(first >> 5);
  if (first & 31) prepareBlock((first >> 5) + 1);
}

/** Bits of 16 pixels from x: box sum above half the box. */
// @ts-ignore: decorator
@inline function exact16(x: i32): u32 {
  const column = x + pad;
  const ahead = prefix + (<usize>(column + radius + 1) << 2);
  const behind = prefix + (<usize>(column - radius) << 2);
  const halves = halfBoxes + (<usize>x << 2);
  const above0 = i32x4.gt_u(i32x4.sub(v128.load(ahead), v128.load(behind)), v128.load(halves));
  const above1 = i32x4.gt_u(i32x4.sub(v128.load(ahead, 16), v128.load(behind, 16)), v128.load(halves, 16));
  const above2 = i32x4.gt_u(i32x4.sub(v128.load(ahead, 32), v128.load(behind, 32)), v128.load(halves, 32));
  const above3 = i32x4.gt_u(i32x4.sub(v128.load(ahead, 48), v128.load(behind, 48)), v128.load(halves, 48));
  const narrowed = i8x16.narrow_i16x8_s(i16x8.narrow_i32x4_s(above0, above1), i16x8.narrow_i32x4_s(above2, above3));
  return <u32>i8x16.bitmask(narrowed);
}

/** Half of each box for boxes `boxHeight` tall, unless they are already for that height. */
function prepareHalfBoxes(boxHeight: u32): void {
  if (boxHeight == halvesHeight) return;
  halvesHeight = boxHeight;
  for (let x = 0; x < stride << 5; x++) {
    store<u32>(halfBoxes + (<usize>x << 2), (load<u32>(boxWidths + (<usize>x << 2)) * boxHeight) >> 1);
  }
}

// @ts-ignore: decorator
@inline function halfBox(x: i32): u32 {
  return load<u32>(halfBoxes + (<usize>x << 2));
}

// @ts-ignore: decorator
@inline function blockPrefixAt(block: i32): u32 {
  return load<u32>(blockPrefix + (<usize>block << 2));
}

/** Output word k of a row whose block prefix is ready. */
function blurWord(k: i32, boxHeight: u32): u32 {
  const x = k << 5;
  const column = x + pad;
  // All boxes of the word lie within the blocks [reachFirst, reachLast] and contain the whole
  // blocks [coreFirst, coreEnd).
  const reachFirst = (column - radius) >> 5;
  const reachLast = (column + 31 + radius) >> 5;
  const most = blockPrefixAt(reachLast + 1) - blockPrefixAt(reachFirst);
  const xLast = min(x + 31, width - 1);
  // Box widths only shrink towards the ends of the word's span, so the ends need the least.
  if (most <= min(halfBox(x), halfBox(xLast))) return 0;
  // Every column of the image in the reach full: every box is full.
  const reachColumns = min((reachLast + 1) << 5, pad + width) - max(reachFirst << 5, pad);
  let word: u32;
  if (most == boxHeight * <u32>reachColumns) {
    word = ALL;
  } else {
    const coreFirst = (column + 31 - radius + 31) >> 5;
    const coreEnd = (column + radius + 1) >> 5;
    const least = coreEnd > coreFirst ? blockPrefixAt(coreEnd) - blockPrefixAt(coreFirst) : 0;
    // The widest box in the row needs the most.
    if (least > (<u32>min(2 * radius + 1, width) * boxHeight) >> 1) {
      word = ALL;
    } else {
      // exact16 reads prefix[x - radius ..] behind and prefix[x + radius + 1 ..] ahead.
      preparePrefix(column - radius);
      preparePrefix(column + radius + 1);
      word = exact16(x) | (exact16(x + 16) << 16);
    }
  }
  return k == stride - 1 ? word & lastWordMask : word;
}

/** A whole output row from the counts of its box rows. */
function blurRow(out: usize, boxHeight: u32): void {
  prepareHalfBoxes(boxHeight);
  const total = prepareBlockPrefix();
  if (total == 0) {
    memory.fill(out, 0, <usize>stride << 2);
    return;
  }
  for (let k = 0; k < stride; k++) store<u32>(out + (<usize>k << 2), blurWord(k, boxHeight));
}

/** The row above with the words redone whose boxes reach one of the `changed` listed words. */
function blurChangedWords(out: usize, boxHeight: u32, changed: i32): void {
  memory.copy(out, out - (<usize>stride << 2), <usize>stride << 2);
  prepareBlockPrefix();
  const reachWords = (radius + 31) >> 5;
  let done = -1;
  for (let i = 0; i < changed; i++) {
    const k = <i32>load<u32>(changedWords + (<usize>i << 2));
    const last = min(k + reachWords, stride - 1);
    for (let word = max(k - reachWords, done + 1); word <= last; word++) {
      store<u32>(out + (<usize>word << 2), blurWord(word, boxHeight));
    }
    done = last;
  }
}

/** Row y of the mask, or an empty row above or below it. */
function maskRow(mask: usize, y: i32, height: i32, emptyRow: usize): usize {
  return y >= 0 && y < height ? mask + <usize>y * (<usize>stride << 2) : emptyRow;
}

/**
 * Blurs the width × height mask at `source` into `target` (both stride × height words) for a blur
 * value of 0 to 100. Returns BLUR_OUT_OF_MEMORY when the scratch does not fit.
 */
export function rasterBlurOutline(source: usize, target: usize, maskWidth: i32, height: i32, value: f64): i32 {
  width = maskWidth;
  stride = (width + 31) >> 5;
  const rowBytes = <usize>stride << 2;
  if (width == 0 || height == 0) return BLUR_OK;
  radius = rasterBlurRadius(value, width, height);
  if (radius == 0) {
    memory.copy(target, source, rowBytes * height);
    return BLUR_OK;
  }
  pad = (radius + 32) & ~31;
  const paddedWidth = (stride << 5) + 2 * pad;
  blocks = paddedWidth >> 5;
  lastWordMask = ALL >> ((stride << 5) - width);
  counts = arenaAlloc(<usize>paddedWidth << 1);
  blockSums = counts == 0 ? 0 : arenaAlloc(<usize>blocks << 2);
  blockPrefix = blockSums == 0 ? 0 : arenaAlloc(<usize>(blocks + 1) << 2);
  prefix = blockPrefix == 0 ? 0 : arenaAlloc(<usize>(paddedWidth + 1) << 2);
  boxWidths = prefix == 0 ? 0 : arenaAlloc(<usize>stride << 7);
  halfBoxes = boxWidths == 0 ? 0 : arenaAlloc(<usize>stride << 7);
  prefixStamps = halfBoxes == 0 ? 0 : arenaAlloc(<usize>blocks << 2);
  changedWords = prefixStamps == 0 ? 0 : arenaAlloc(rowBytes);
  const emptyRow: usize = changedWords == 0 ? 0 : arenaAlloc(rowBytes);
  if (emptyRow == 0) return BLUR_OUT_OF_MEMORY;
  memory.fill(counts, 0, <usize>paddedWidth << 1);
  memory.fill(blockSums, 0, <usize>blocks << 2);
  memory.fill(prefixStamps, 0, <usize>blocks << 2);
  row = 0;
  memory.fill(emptyRow, 0, rowBytes);
  for (let x = 0; x < stride << 5; x++) {
    // Past the width (bits that are masked off anyway) the formula would go below 1.
    const boxWidth = max(min(x + radius, width - 1) - max(x - radius, 0) + 1, 1);
    store<u32>(boxWidths + (<usize>x << 2), boxWidth);
  }

  halvesHeight = 0;
  for (let y = 0; y < radius; y++) updateCounts(maskRow(source, y, height, emptyRow), emptyRow);
  let previousHeight: u32 = 0;
  for (let y = 0; y < height; y++) {
    const changed = updateCounts(maskRow(source, y + radius, height, emptyRow), maskRow(source, y - radius - 1, height, emptyRow));
    const boxHeight = <u32>(min(y + radius, height - 1) - max(y - radius, 0) + 1);
    const out = target + <usize>y * rowBytes;
    if (boxHeight == previousHeight) blurChangedWords(out, boxHeight, changed);
    else blurRow(out, boxHeight);
    previousHeight = boxHeight;
  }
  return BLUR_OK;
}
