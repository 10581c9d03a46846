// Suzuki–Abe border following (Suzuki & Abe 1985, steps 3.1–3.5) from one start pixel, writing
// the border's pixels as one result record: every pixel once per visit, in the order OpenCV's
// findContours gives them with CHAIN_APPROX_NONE. It marks the border's pixels for the raster scan
// (see grid.ts) as it goes, and accumulates the shoelace sum of the closed path.
//
// Each step is one table lookup on the pixel's neighbourhood (steps.ts). The common stretches of
// a drawn plan's borders go faster: along a row, bit counts on 64-bit loads give a whole straight
// stretch at once; down a left edge or up a right one, straight or slanting, each step is picked
// from the next row's three bits without the table, so the next step's loads wait only on a bit
// count, not on a lookup.
import { neighbourhood, onesFrom, onesUpTo, rowBits, setMark, threeBitsAt, zerosFrom, zerosUpTo } from './grid';
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
    if (setMark(start) && withOwners && !recordOwner(x0, y0, region, out, 8)) return -1;
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
    if (entry & LEFT_EXAMINED && setMark(position) && withOwners) {
      if (!recordOwner(x, y, region, out, STEP_ROOM)) return -1;
      limit = resultLimit();
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
      if (steps <= 0) continue;
      if (<u32>(second - position) < <u32>steps) steps = second - position;
      for (let k = 0; k < steps; k++) {
        store<i32>(out, x + k);
        store<i32>(out, y, 4);
        out += 8;
      }
      twiceArea -= <i64>steps * <i64>y;
      position += steps;
      x += steps;
    } else if (fromBits == 0) {
      // Leftwards along a top edge: the row above stays clear, the row ahead stays set.
      let steps = min(<i32>zerosUpTo(position - rowBits + 1) - 2, <i32>onesUpTo(position - 1));
      if (steps <= 0) continue;
      if (<u32>(position - second) < <u32>steps) steps = position - second;
      for (let k = 0; k < steps; k++) {
        store<i32>(out, x - k);
        store<i32>(out, y, 4);
        out += 8;
      }
      twiceArea += <i64>steps * <i64>y;
      position -= steps;
      x -= steps;
    } else if (fromBits - (1 << 2) <= 2 << 2) {
      // Down a left edge, straight or slanting by a pixel a row (from up-right, up or up-left):
      // the step goes to the first set pixel of the row below, left to right, once the
      // neighbours searched before it are clear: the left one always, and the ones above that
      // come after `from` counterclockwise. Each step examines the left neighbour, so marks it.
      while (position != second) {
        const above = threeBitsAt(position - rowBits);
        const below = threeBitsAt(position + rowBits);
        const searchedAbove = (0x130 >> fromBits) & 3;
        if ((threeBitsAt(position) & 1) | (above & searchedAbove) || below == 0) break;
        if (out + 8 > limit) {
          limit = growResult(out, STEP_ROOM);
          if (limit == 0) return -1;
        }
        store<i32>(out, x);
        store<i32>(out, y, 4);
        out += 8;
        if (setMark(position) && withOwners) {
          if (!recordOwner(x, y, region, out, STEP_ROOM)) return -1;
          limit = resultLimit();
        }
        const dx = <i32>ctz(below) - 1;
        twiceArea += <i64>(x - dx * y);
        position += rowBits + dx;
        x += dx;
        y++;
        fromBits = <u32>(2 + dx) << 2;
        if (dx != 0) continue;
        // Straight down: the left column is known clear up to here, so one bit pair a row will do.
        while (position != second && (threeBitsAt(position + rowBits) & 3) == 2) {
          if (out + 8 > limit) {
            limit = growResult(out, STEP_ROOM);
            if (limit == 0) return -1;
          }
          store<i32>(out, x);
          store<i32>(out, y, 4);
          out += 8;
          if (setMark(position) && withOwners) {
            if (!recordOwner(x, y, region, out, STEP_ROOM)) return -1;
            limit = resultLimit();
          }
          twiceArea += <i64>x;
          position += rowBits;
          y++;
        }
      }
    } else if (fromBits >= 5 << 2) {
      // Up a right edge, straight or slanting (from down-left, down or down-right): the mirror
      // image of the above, taking the first set pixel of the row above right to left. Each step
      // examines the right neighbour, so marks it.
      while (position != second) {
        const above = threeBitsAt(position - rowBits);
        const below = threeBitsAt(position + rowBits);
        const searchedBelow = (0x046 >> (fromBits - (5 << 2))) & 7;
        if ((threeBitsAt(position) & 4) | (below & searchedBelow) || above == 0) break;
        if (out + 8 > limit) {
          limit = growResult(out, STEP_ROOM);
          if (limit == 0) return -1;
        }
        store<i32>(out, x);
        store<i32>(out, y, 4);
        out += 8;
        setMark(position + 1);
        const dx = 30 - <i32>clz(above);
        twiceArea -= <i64>(x + dx * y);
        position += dx - rowBits;
        x += dx;
        y--;
        fromBits = <u32>(6 - dx) << 2;
        if (dx != 0) continue;
        // Straight up: the right column is known clear down to here.
        while (position != second && (threeBitsAt(position - rowBits) & 6) == 2) {
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
  }
  return endRecord(out, owner, twiceArea);
}
