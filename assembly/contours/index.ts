// Exports of the contours kernels; see assembly/index.ts.
//
// The host calls `contourMaskBuffer`, copies its mask words to the address returned, then calls
// `traceContours` with that address, and reads the result it returns (layout in output.ts). Both
// return 0 when memory cannot grow; the host then releases the arena and reports "too large".
import { adoptMask, allocateMarks, allocateMask, rowBits, setRows } from './grid';
import { closeResult, openResult } from './output';
import { allocateOwners } from './owners';
import { scanAllBorders, scanOuterBorders } from './scan';
import { buildStepTable } from './steps';

/** Where the host copies a width × height mask's words (see grid.ts), or 0 when it cannot fit. */
export function contourMaskBuffer(width: i32, height: i32): usize {
  return allocateMask(width, height);
}

/**
 * Traces the borders of the mask copied to `maskAt`: the outer borders of the regions not inside
 * a hole (RETR_EXTERNAL), or with `holes`, every region's outer border and its holes' borders
 * (RETR_CCOMP). Returns the result's address, or 0 when memory cannot grow.
 */
export function traceContours(maskAt: usize, width: i32, height: i32, holes: bool): usize {
  adoptMask(maskAt, width, height);
  buildStepTable(rowBits);
  const rows = setRows(height);
  if (rows < 0) return openResult() ? closeResult() : 0;
  const first = <i32>(rows >> 32);
  const last = <i32>rows;
  if (!allocateMarks(first, last)) return 0;
  if (holes && !allocateOwners(first, last, rowBits)) return 0;
  if (!openResult()) return 0;
  const complete = holes ? scanAllBorders(first, last) : scanOuterBorders(first, last);
  return complete ? closeResult() : 0;
}
