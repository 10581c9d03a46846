// The raster scan of Suzuki–Abe: finds where each border starts, row by row. A row is read four
// words (128 pixels) at a time with v128 operations: x & ~(x << 1 | carry) marks where a run of
// set pixels starts (background on its left), x & ~(x >> 1 | borrow) where one ends (background
// on its right), with the neighbouring words' edge bits as carry and borrow. Blocks without
// either, inside a region or a gap, cost a handful of operations; only the words that have one
// are taken apart bit by bit, and only those pixels are looked at, through the marks (grid.ts).
//
// The word before a row's first is the previous row's last (or the frame), whose top bit is
// always clear, and the word after a row's last is the padding or the next row's first, read
// only where a pixel is the row's last: so no row edge needs a special case.
import { isMarked, maskRow0, maskWord, rowBits, rowBytes, strideWords } from './grid';
import { followBorder } from './follow';
import { enterRow, ownerAt } from './owners';

@inline
function startsOf(words: v128, before: v128): v128 {
  return v128.andnot(words, v128.or(i32x4.shl(words, 1), i32x4.shr_u(before, 31)));
}

@inline
function endsOf(words: v128, after: v128): v128 {
  return v128.andnot(words, v128.or(i32x4.shr_u(words, 1), i32x4.shl(after, 31)));
}

@inline
function startsInWord(y: i32, word: i32): u32 {
  const bits = maskWord(y, word);
  return bits & ~((bits << 1) | (maskWord(y, word - 1) >>> 31));
}

@inline
function endsInWord(y: i32, word: i32): u32 {
  const bits = maskWord(y, word);
  return bits & ~((bits >>> 1) | (maskWord(y, word + 1) << 31));
}

/** Set pixels whose left neighbour is background, in rows first..last. */
export function countRunStarts(first: i32, last: i32): i32 {
  const blocks = strideWords & ~3;
  let count = 0;
  for (let y = first; y <= last; y++) {
    const row = maskRow0 + <usize>y * rowBytes;
    let word = 0;
    for (; word < blocks; word += 4) {
      const at = row + (<usize>word << 2);
      const starts = startsOf(v128.load(at), v128.load(at - 4));
      if (!v128.any_true(starts)) continue;
      const perLane = i32x4.extadd_pairwise_i16x8_u(i16x8.extadd_pairwise_i8x16_u(i8x16.popcnt(starts)));
      count += i32x4.extract_lane(perLane, 0) + i32x4.extract_lane(perLane, 1);
      count += i32x4.extract_lane(perLane, 2) + i32x4.extract_lane(perLane, 3);
    }
    for (; word < strideWords; word++) count += <i32>popcnt(startsInWord(y, word));
  }
  return count;
}

/** The last set pixel of row y before word `word`'s bit `bit`, or -1. */
function lastSetBefore(y: i32, word: i32, bit: i32): i32 {
  const before = maskWord(y, word) & ((<u32>1 << <u32>bit) - 1);
  if (before != 0) return (word << 5) + 31 - <i32>clz(before);
  for (let w = word - 1; w >= 0; w--) {
    const bits = maskWord(y, w);
    if (bits != 0) return (w << 5) + 31 - <i32>clz(bits);
  }
  return -1;
}

/**
 * The outer borders starting in one word: a run start not yet marked begins a new outer border,
 * unless the background on its left is a hole: the last set pixel before that background, if
 * any, then has no mark on its right, since only outer borders (whose background is the
 * image's) are followed. False when memory runs out.
 */
function outerBordersAt(y: i32, word: i32, starts: u32): bool {
  const rowStart = y * rowBits;
  while (starts != 0) {
    const bit = <i32>ctz(starts);
    starts &= starts - 1;
    const x = (word << 5) + bit;
    const position = rowStart + x;
    if (isMarked(position)) continue;
    const lastSet = lastSetBefore(y, word, bit);
    if (lastSet >= 0 && !isMarked(rowStart + lastSet + 1)) continue;
    if (followBorder(position, x, y, false, -1, false) < 0) return false;
  }
  return true;
}

/** RETR_EXTERNAL: follows the outer border of every region not inside a hole of another. */
export function scanOuterBorders(first: i32, last: i32): bool {
  const blocks = strideWords & ~3;
  for (let y = first; y <= last; y++) {
    const row = maskRow0 + <usize>y * rowBytes;
    let word = 0;
    for (; word < blocks; word += 4) {
      const at = row + (<usize>word << 2);
      const starts = startsOf(v128.load(at), v128.load(at - 4));
      if (!v128.any_true(starts)) continue;
      if (!outerBordersAt(y, word, i32x4.extract_lane(starts, 0))) return false;
      if (!outerBordersAt(y, word + 1, i32x4.extract_lane(starts, 1))) return false;
      if (!outerBordersAt(y, word + 2, i32x4.extract_lane(starts, 2))) return false;
      if (!outerBordersAt(y, word + 3, i32x4.extract_lane(starts, 3))) return false;
    }
    for (; word < strideWords; word++) {
      if (!outerBordersAt(y, word, startsInWord(y, word))) return false;
    }
  }
  return true;
}

// Where the run being scanned started, in the row being scanned.
let runStart = 0;

/**
 * The borders starting in one word: an unmarked run start begins an outer border; a run end
 * whose right neighbour is unmarked begins a hole's border, and the hole belongs to the region
 * recorded where that run starts. False when memory runs out.
 */
function bordersAt(y: i32, word: i32, starts: u32, ends: u32): bool {
  const rowStart = y * rowBits;
  let changes = starts | ends;
  while (changes != 0) {
    const bit = <i32>ctz(changes);
    const single: u32 = 1 << <u32>bit;
    changes ^= single;
    const x = (word << 5) + bit;
    const position = rowStart + x;
    if (starts & single) {
      runStart = x;
      if (!isMarked(position) && followBorder(position, x, y, false, -1, true) < 0) return false;
    }
    if (ends & single && !isMarked(position + 1)) {
      if (followBorder(position, x, y, true, ownerAt(runStart), true) < 0) return false;
    }
  }
  return true;
}

/**
 * RETR_CCOMP: follows the outer border of every region, and every hole's border, hung on the
 * region around it. False when memory runs out.
 */
export function scanAllBorders(first: i32, last: i32): bool {
  const blocks = strideWords & ~3;
  for (let y = first; y <= last; y++) {
    enterRow(y);
    const row = maskRow0 + <usize>y * rowBytes;
    let word = 0;
    for (; word < blocks; word += 4) {
      const at = row + (<usize>word << 2);
      const words = v128.load(at);
      const starts = startsOf(words, v128.load(at - 4));
      const ends = endsOf(words, v128.load(at + 4));
      if (!v128.any_true(v128.or(starts, ends))) continue;
      if (!bordersAt(y, word, i32x4.extract_lane(starts, 0), i32x4.extract_lane(ends, 0))) return false;
      if (!bordersAt(y, word + 1, i32x4.extract_lane(starts, 1), i32x4.extract_lane(ends, 1))) return false;
      if (!bordersAt(y, word + 2, i32x4.extract_lane(starts, 2), i32x4.extract_lane(ends, 2))) return false;
      if (!bordersAt(y, word + 3, i32x4.extract_lane(starts, 3), i32x4.extract_lane(ends, 3))) return false;
    }
    for (; word < strideWords; word++) {
      if (!bordersAt(y, word, startsInWord(y, word), endsInWord(y, word))) return false;
    }
  }
  return true;
}
