// The raster scan of Suzuki–Abe: finds where each border starts, row by row, a 32-pixel word at a
// time. Within a word, x ^ (x << 1 | carry) style masks pick out where a run of set pixels starts
// (background on its left) or ends (background on its right); words inside a run or a gap have
// none and cost a few operations. Only those pixels are looked at, through the marks (grid.ts).
import { isMarked, maskWord, rowBits, strideWords } from './grid';
import { followBorder } from './follow';
import { enterRow, ownerAt } from './owners';

/** Set pixels whose left neighbour is background, in rows first..last. */
export function countRunStarts(first: i32, last: i32): i32 {
  let count = 0;
  for (let y = first; y <= last; y++) {
    let carry: u32 = 0;
    for (let word = 0; word < strideWords; word++) {
      const bits = maskWord(y, word);
      count += <i32>popcnt(bits & ~((bits << 1) | carry));
      carry = bits >>> 31;
    }
  }
  return count;
}

/**
 * RETR_EXTERNAL: follows the outer border of every region not inside a hole of another. A run
 * start not yet marked begins a new outer border, unless the background on its left is a hole:
 * the last set pixel before that background, if any, then has no mark on its right, since only
 * outer borders (whose background is the image's) are followed. False when memory runs out.
 */
export function scanOuterBorders(first: i32, last: i32): bool {
  for (let y = first; y <= last; y++) {
    const rowStart = y * rowBits;
    let carry: u32 = 0;
    let lastSetWord = -1;
    for (let word = 0; word < strideWords; word++) {
      const bits = maskWord(y, word);
      let starts = bits & ~((bits << 1) | carry);
      carry = bits >>> 31;
      while (starts != 0) {
        const bit = <i32>ctz(starts);
        starts &= starts - 1;
        const x = (word << 5) + bit;
        const position = rowStart + x;
        if (isMarked(position)) continue;
        const before = bits & ((<u32>1 << bit) - 1);
        let lastSet = -1;
        if (before != 0) lastSet = (word << 5) + 31 - <i32>clz(before);
        else if (lastSetWord >= 0) lastSet = (lastSetWord << 5) + 31 - <i32>clz(maskWord(y, lastSetWord));
        if (lastSet >= 0 && !isMarked(rowStart + lastSet + 1)) continue;
        if (followBorder(position, x, y, false, -1, false) < 0) return false;
      }
      if (bits != 0) lastSetWord = word;
    }
  }
  return true;
}

/**
 * RETR_CCOMP: follows the outer border of every region, and every hole's border, hung on the
 * region around it. An unmarked run start begins an outer border; a run end whose right
 * neighbour is unmarked begins a hole's border, and the hole belongs to the region recorded where
 * that run starts. False when memory runs out.
 */
export function scanAllBorders(first: i32, last: i32): bool {
  for (let y = first; y <= last; y++) {
    enterRow(y);
    const rowStart = y * rowBits;
    let carry: u32 = 0;
    let runStart = 0;
    for (let word = 0; word < strideWords; word++) {
      const bits = maskWord(y, word);
      // The word after the last may be the next row's first: harmless, as a row's last word never
      // has its top bit set unless padding follows.
      const after = maskWord(y, word + 1);
      const starts = bits & ~((bits << 1) | carry);
      const ends = bits & ~((bits >>> 1) | (after << 31));
      carry = bits >>> 31;
      let changes = starts | ends;
      while (changes != 0) {
        const bit = <i32>ctz(changes);
        const single: u32 = 1 << bit;
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
    }
  }
  return true;
}
