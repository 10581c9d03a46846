// The raster scan of Suzuki–Abe: finds where each border starts, row by row. A row is read four
// words (128 pixels) at a time with v128 operations: x & ~(x << 1 | carry) marks where a run of
// set pixels starts (background on its left), x & ~(x >> 1 | borrow) where one ends (background
// on its right), with the neighbouring words' edge bits as carry and borrow. Blocks without
// either, inside a region or a gap, cost a handful of operations; only the words that have one
// are taken apart bit by bit, and only those pixels are looked at, through the marks (grid.ts).
//
// Without holes, most unmarked run starts are the right sides of holes, and the row above tells
// them apart without the marks: a region's outer border begins at its first pixel in raster
// order, which has nothing set above it (left, straight or right); a run start below a set pixel
// is dropped at once.
//
// The word before a row's first is the previous row's last (or the frame), whose top bit is
// always clear, and the word after a row's last is the padding or the next row's first, read
// only where a pixel is the row's last: so no row edge needs a special case.
import { isMarked, marksRow0, maskRow0, maskWord, rowBits, rowBytes, strideWords } from './grid';
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

/** Per pixel: whether any of the three pixels above it (left, straight, right) is set. */
@inline
function setAbove(above: v128, aboveBefore: v128, aboveAfter: v128): v128 {
  const left = v128.or(i32x4.shl(above, 1), i32x4.shr_u(aboveBefore, 31));
  const right = v128.or(i32x4.shr_u(above, 1), i32x4.shl(aboveAfter, 31));
  return v128.or(above, v128.or(left, right));
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

/** The run starts of one word that have nothing set above them, so may begin an outer border. */
@inline
function topStartsInWord(y: i32, word: i32): u32 {
  const above = maskWord(y - 1, word);
  const left = (above << 1) | (maskWord(y - 1, word - 1) >>> 31);
  const right = (above >>> 1) | (maskWord(y - 1, word + 1) << 31);
  return startsInWord(y, word) & ~(above | left | right);
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

/** The first pixel of the run of set pixels in row y that holds word `word`'s bit `bit`. */
function runStartOf(y: i32, word: i32, bit: i32): i32 {
  const clearBefore = ~maskWord(y, word) & ((<u32>1 << <u32>bit) - 1);
  if (clearBefore != 0) return (word << 5) + 32 - <i32>clz(clearBefore);
  for (let w = word - 1; w >= 0; w--) {
    const clear = ~maskWord(y, w);
    if (clear != 0) return (w << 5) + 32 - <i32>clz(clear);
  }
  return 0;
}

// The candidates of one block of four words, spilled to memory so a loop can walk the lanes.
const LANES: usize = memory.data(32);

/**
 * The outer borders starting in one word, among the run starts not marked when the block was
 * read: a run start still unmarked begins a new outer border, unless the background on its left
 * is a hole: the last set pixel before that background, if any, then has no mark on its right,
 * since only outer borders (whose background is the image's) are followed. False when memory
 * runs out.
 */
@inline
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

/**
 * RETR_EXTERNAL: follows the outer border of every region not inside a hole of another. Run
 * starts with something set above them, and those already marked, are dropped four words at a
 * time.
 */
export function scanOuterBorders(first: i32, last: i32): bool {
  const blocks = strideWords & ~3;
  for (let y = first; y <= last; y++) {
    const row = maskRow0 + <usize>y * rowBytes;
    const marks = marksRow0 + <usize>y * rowBytes;
    let word = 0;
    for (; word < blocks; word += 4) {
      const offset = <usize>word << 2;
      let starts = startsOf(v128.load(row + offset), v128.load(row + offset - 4));
      // Most blocks have no run start at all, and most of the rest none with nothing above it:
      // read the row above only in the first case, the marks only in the second.
      if (!v128.any_true(starts)) continue;
      const above = row + offset - rowBytes;
      starts = v128.andnot(starts, setAbove(v128.load(above), v128.load(above - 4), v128.load(above + 4)));
      if (!v128.any_true(starts)) continue;
      const candidates = v128.andnot(starts, v128.load(marks + offset));
      if (!v128.any_true(candidates)) continue;
      v128.store(LANES, candidates);
      for (let lane = 0; lane < 4; lane++) {
        if (!outerBordersAt(y, word + lane, load<u32>(LANES + (<usize>lane << 2)))) return false;
      }
    }
    for (; word < strideWords; word++) {
      if (!outerBordersAt(y, word, topStartsInWord(y, word))) return false;
    }
  }
  return true;
}

/**
 * The borders starting in one word, among the candidates not marked when the block was read: an
 * unmarked run start begins an outer border; a run end whose right neighbour is unmarked begins
 * a hole's border, and the hole belongs to the region recorded where that run starts. False
 * when memory runs out.
 */
@inline
function bordersAt(y: i32, word: i32, starts: u32, ends: u32): bool {
  const rowStart = y * rowBits;
  let changes = starts | ends;
  while (changes != 0) {
    const bit = <i32>ctz(changes);
    const single: u32 = 1 << <u32>bit;
    changes ^= single;
    const x = (word << 5) + bit;
    const position = rowStart + x;
    if (starts & single && !isMarked(position)) {
      if (followBorder(position, x, y, false, -1, true) < 0) return false;
    }
    if (ends & single && !isMarked(position + 1)) {
      const owner = ownerAt(runStartOf(y, word, bit));
      if (followBorder(position, x, y, true, owner, true) < 0) return false;
    }
  }
  return true;
}

/**
 * RETR_CCOMP: follows the outer border of every region, and every hole's border, hung on the
 * region around it. Run starts and ends already marked are dropped four words at a time; a run
 * end's mark sits on the pixel after it, so the marks are read shifted by one pixel for those.
 * False when memory runs out.
 */
export function scanAllBorders(first: i32, last: i32): bool {
  const blocks = strideWords & ~3;
  for (let y = first; y <= last; y++) {
    enterRow(y);
    const row = maskRow0 + <usize>y * rowBytes;
    const marks = marksRow0 + <usize>y * rowBytes;
    let word = 0;
    for (; word < blocks; word += 4) {
      const offset = <usize>word << 2;
      const words = v128.load(row + offset);
      let starts = startsOf(words, v128.load(row + offset - 4));
      let ends = endsOf(words, v128.load(row + offset + 4));
      // Most blocks have no run start or end at all: read their marks only when one does. (Every
      // border is followed here, so an unmarked start or end is one to follow: the row above
      // would filter nothing the marks do not.)
      if (!v128.any_true(v128.or(starts, ends))) continue;
      const startMarks = v128.load(marks + offset);
      const endMarks = v128.or(i32x4.shr_u(startMarks, 1), i32x4.shl(v128.load(marks + offset + 4), 31));
      starts = v128.andnot(starts, startMarks);
      ends = v128.andnot(ends, endMarks);
      if (!v128.any_true(v128.or(starts, ends))) continue;
      v128.store(LANES, starts);
      v128.store(LANES, ends, 16);
      for (let lane = 0; lane < 4; lane++) {
        const at = LANES + (<usize>lane << 2);
        if (!bordersAt(y, word + lane, load<u32>(at), load<u32>(at, 16))) return false;
      }
    }
    for (; word < strideWords; word++) {
      if (!bordersAt(y, word, startsInWord(y, word), endsInWord(y, word))) return false;
    }
  }
  return true;
}
