// Suzuki–Abe border following (Suzuki & Abe 1985, steps 3.1–3.5) from one start pixel, writing
// the border's pixels as one result record: every pixel once per visit, in the order OpenCV's
// findContours gives them with CHAIN_APPROX_NONE. It marks the border's pixels for the raster scan
// (see grid.ts) as it goes, and accumulates the shoelace sum of the closed path.
//
// Each step is one table lookup on the pixel's neighbourhood (steps.ts). Straight stretches
// along a row or a column, which make up most of a drawn plan's borders, go faster: along a row,
// bit counts on 64-bit loads give the whole stretch at once; down or up a column, each step
// checks just the two bits it needs.
import { bitPairAt, neighbourhood, onesFrom, onesUpTo, rowBits, setMark, zerosFrom, zerosUpTo } from './grid';
import { recordOwner } from './owners';
import { RECORD_HEADER_BYTES, beginRecord, endRecord, growResult, recordCount, resultCursor, resultLimit } from './output';
import {
  FROM_BITS,
  LEFT_EXAMINED,
  RIGHT_EXAMINED,
  entryDelta,
  entryDx,
  entryDy,
  firstClockwise,
  stepAt,
  stepDx,
  stepDy,
} from './steps';

/** Room made before each step: one point, or a whole straight stretch along a row. */
const STEP_ROOM: usize = 64 * 8;

/**
 * Follows the border that starts at pixel (x0, y0) (bit `start`): an outer border, entered from
 * the background on its left, or a hole border of region `parent`, entered from the hole on its
 * right. With `withOwners`, records the region at each pixel first seen from the left. Returns
 * the record's index, or -1 when memory cannot grow.
 */
export function followBorder(start: i32, x0: i32, y0: i32, hole: bool, parent: i32, withOwners: bool): i32 {
  if (!beginRecord()) return -1;
  const region = hole ? parent : recordCount();
  const owner = hole ? parent : -1;
  let out = resultCursor() + RECORD_HEADER_BYTES;
  let limit = resultLimit();
  const first = firstClockwise(neighbourhood(start), hole ? 0 : 4);
  if (first < 0) {
    // An isolated pixel: both sides were examined by the full search around it.
    if (out + 8 > limit && growResult(out, 8) == 0) return -1;
    store<i32>(out, x0);
    store<i32>(out, y0, 4);
    if (setMark(start) && withOwners) recordOwner(x0, y0, region);
    setMark(start + 1);
    return endRecord(out + 8, owner, 0);
  }
  // Step 3.5 stops on leaving `second` for `start`; no straight stretch may step over `second`.
  const second = start + stepDx(first) + stepDy(first) * rowBits;
  let position = start;
  let x = x0;
  let y = y0;
  let fromBits = <u32>first << 2;
  let twiceArea: i64 = 0;
  while (true) {
    if (out + STEP_ROOM > limit) {
      limit = growResult(out, STEP_ROOM);
      if (limit == 0) return -1;
    }
    const entry = stepAt(neighbourhood(position), fromBits);
    store<i32>(out, x);
    store<i32>(out, y, 4);
    out += 8;
    if (entry & LEFT_EXAMINED) {
      if (setMark(position) && withOwners) recordOwner(x, y, region);
    }
    if (entry & RIGHT_EXAMINED) setMark(position + 1);
    const dx = entryDx(entry);
    const dy = entryDy(entry);
    twiceArea += <i64>(x * dy - dx * y);
    const next = position + entryDelta(entry);
    if (next == start && position == second) break;
    position = next;
    x += dx;
    y += dy;
    fromBits = entry & FROM_BITS;
    if (fromBits == 4 << 2) {
      // Rightwards along a bottom edge: the row below stays clear, the row ahead stays set.
      let steps = min(<i32>zerosFrom(position + rowBits - 1) - 2, <i32>onesFrom(position + 1));
      if (<u32>(second - position) < <u32>steps) steps = second - position;
      for (let k = 0; k < steps; k++) {
        store<i32>(out, x + k);
        store<i32>(out, y, 4);
        out += 8;
      }
      if (steps > 0) {
        twiceArea -= <i64>steps * <i64>y;
        position += steps;
        x += steps;
      }
    } else if (fromBits == 0) {
      // Leftwards along a top edge: the row above stays clear, the row ahead stays set.
      let steps = min(<i32>zerosUpTo(position - rowBits + 1) - 2, <i32>onesUpTo(position - 1));
      if (<u32>(position - second) < <u32>steps) steps = position - second;
      for (let k = 0; k < steps; k++) {
        store<i32>(out, x - k);
        store<i32>(out, y, 4);
        out += 8;
      }
      if (steps > 0) {
        twiceArea += <i64>steps * <i64>y;
        position -= steps;
        x -= steps;
      }
    } else if (fromBits == 2 << 2) {
      // Down a left edge: the column on the left stays clear, the pixel below stays set. Each
      // step examines the left neighbour, so marks it.
      if ((bitPairAt(position - rowBits - 1) | bitPairAt(position - 1)) & 1) continue;
      while (position != second && bitPairAt(position + rowBits - 1) == 2) {
        if (out + 8 > limit) {
          limit = growResult(out, STEP_ROOM);
          if (limit == 0) return -1;
        }
        store<i32>(out, x);
        store<i32>(out, y, 4);
        out += 8;
        if (setMark(position) && withOwners) recordOwner(x, y, region);
        twiceArea += <i64>x;
        position += rowBits;
        y++;
      }
    } else if (fromBits == 6 << 2) {
      // Up a right edge: the column on the right stays clear, the pixel above stays set. Each
      // step examines the right neighbour, so marks it.
      if ((bitPairAt(position + rowBits + 1) | bitPairAt(position + 1)) & 1) continue;
      while (position != second && bitPairAt(position - rowBits) == 1) {
        if (out + 8 > limit) {
          limit = growResult(out, STEP_ROOM);
          if (limit == 0) return -1;
        }
        store<i32>(out, x);
        store<i32>(out, y, 4);
        out += 8;
        setMark(position + 1);
        twiceArea -= <i64>x;
        position -= rowBits;
        y--;
      }
    }
  }
  return endRecord(out, owner, twiceArea);
}
