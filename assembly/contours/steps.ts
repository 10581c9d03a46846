// One step of Suzuki–Abe border following as a table lookup. Directions count counterclockwise
// on screen (y down), as OpenCV's chain codes do: 0 right, 1 up-right, 2 up, 3 up-left, 4 left,
// 5 down-left, 6 down, 7 down-right. A pixel's 8 neighbours arrive as a 9-bit code: bits 0–2 the
// row above (x-1, x, x+1), bits 3–5 its own row, bits 6–8 the row below.
//
// The entry at (code << 5 | from << 2), `from` being the direction of the previous border pixel,
// describes the step to the first set neighbour counterclockwise after `from`:
//   bits 2–4   the direction of this pixel as seen from the next one: the next step's `from`,
//              already in place for the next lookup
//   bit 5      the left neighbour was examined (and is background)
//   bit 6      the right neighbour was examined (and is background)
//   bits 7–8   dx + 1;  bits 9–10  dy + 1
//   bits 11–31 the step in mask bit positions, dx + dy × rowBits (signed)

export const FROM_BITS: u32 = 7 << 2;
export const LEFT_EXAMINED: u32 = 1 << 5;
export const RIGHT_EXAMINED: u32 = 1 << 6;
const DX_SHIFT: u32 = 7;
const DY_SHIFT: u32 = 9;
const DELTA_SHIFT: u32 = 11;
const STEP_MASK: u32 = (1 << DELTA_SHIFT) - 1;

// Bit of the 9-bit code holding the neighbour in direction d: nibble d of this constant.
const NEIGHBOUR_BIT: u32 = 0x87630125;
// dx + 1 and dy + 1 of direction d: two bits each, at bit 2d.
const DX_PLUS_ONE: u32 = 0x901a;
const DY_PLUS_ONE: u32 = 0xa901;

const STEP_TABLE: usize = memory.data(512 * 8 * 4);
let tableBuilt = false;
let tableRowBits: i32 = 0;

@inline
export function hasNeighbour(code: u32, direction: u32): bool {
  return ((code >> ((NEIGHBOUR_BIT >> (direction << 2)) & 15)) & 1) != 0;
}

@inline
export function stepDx(direction: u32): i32 {
  return <i32>((DX_PLUS_ONE >> (direction << 1)) & 3) - 1;
}

@inline
export function stepDy(direction: u32): i32 {
  return <i32>((DY_PLUS_ONE >> (direction << 1)) & 3) - 1;
}

/** The step from a pixel with neighbourhood `code`, entered from `fromBits` (from << 2). */
@inline
export function stepAt(code: u32, fromBits: u32): u32 {
  return load<u32>(STEP_TABLE + ((code << 5) | fromBits));
}

@inline
export function entryDx(entry: u32): i32 {
  return <i32>((entry >> DX_SHIFT) & 3) - 1;
}

@inline
export function entryDy(entry: u32): i32 {
  return <i32>((entry >> DY_SHIFT) & 3) - 1;
}

@inline
export function entryDelta(entry: u32): i32 {
  return <i32>entry >> DELTA_SHIFT;
}

/** Fills the step table for rows of `rowBits` bits; cheap when the table already fits. */
export function buildStepTable(rowBits: i32): void {
  if (!tableBuilt) {
    for (let code: u32 = 0; code < 512; code++) {
      for (let from: u32 = 0; from < 8; from++) {
        // Around all 8 and back to `from` itself: a pixel whose only neighbour is the previous one.
        let direction = from;
        let flags: u32 = 0;
        for (let turn: u32 = 1; turn <= 8; turn++) {
          const candidate = (from + turn) & 7;
          if (hasNeighbour(code, candidate)) {
            direction = candidate;
            break;
          }
          if (candidate == 4) flags |= LEFT_EXAMINED;
          if (candidate == 0) flags |= RIGHT_EXAMINED;
        }
        const dx = <u32>(stepDx(direction) + 1);
        const dy = <u32>(stepDy(direction) + 1);
        const entry = (((direction + 4) & 7) << 2) | flags | (dx << DX_SHIFT) | (dy << DY_SHIFT);
        store<u32>(STEP_TABLE + ((code << 5) | (from << 2)), entry);
      }
    }
    tableBuilt = true;
    tableRowBits = 0;
  }
  if (tableRowBits == rowBits) return;
  for (let at = STEP_TABLE, end = STEP_TABLE + 512 * 8 * 4; at < end; at += 4) {
    const entry = load<u32>(at) & STEP_MASK;
    const delta = entryDx(entry) + entryDy(entry) * rowBits;
    store<u32>(at, entry | (<u32>delta << DELTA_SHIFT));
  }
  tableRowBits = rowBits;
}

/**
 * The first set neighbour clockwise after direction `from` (4 for an outer border's start, whose
 * left neighbour is background; 0 for a hole border's), or -1 for an isolated pixel.
 */
export function firstClockwise(code: u32, from: u32): i32 {
  for (let turn: u32 = 1; turn < 8; turn++) {
    const direction = (from - turn) & 7;
    if (hasNeighbour(code, direction)) return <i32>direction;
  }
  return -1;
}
