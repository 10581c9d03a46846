// One step of Suzuki–Abe border following as a table lookup. Directions count counterclockwise
// on screen (y down), as OpenCV's chain codes do: 0 right, 1 up-right, 2 up, 3 up-left, 4 left,
// 5 down-left, 6 down, 7 down-right. A pixel's 8 neighbours arrive as a 9-bit code: bits 0–2 the
// row above (x-1, x, x+1), bits 3–5 its own row, bits 6–8 the row below.

/** Flag in a step: the left neighbour was examined, and is background. */
export const LEFT_EXAMINED: u32 = 8;
/** Flag in a step: the right neighbour was examined, and is background. */
export const RIGHT_EXAMINED: u32 = 16;
export const DIRECTION_BITS: u32 = 7;

// Bit of the 9-bit code holding the neighbour in direction d: nibble d of this constant.
const NEIGHBOUR_BIT: u32 = 0x87630125;

// Entry (code << 3 | from) is the step taken from a pixel whose previous border pixel lies in
// direction `from`: the first set neighbour counterclockwise after `from`, plus the flags.
const STEP_TABLE: usize = memory.data(512 * 8);
const DX: usize = memory.data<i32>([1, 1, 0, -1, -1, -1, 0, 1]);
const DY: usize = memory.data<i32>([0, -1, -1, -1, 0, 1, 1, 1]);
let tableBuilt = false;

@inline
export function hasNeighbour(code: u32, direction: u32): bool {
  return ((code >> ((NEIGHBOUR_BIT >> (direction << 2)) & 15)) & 1) != 0;
}

@inline
export function stepEntry(code: u32, from: u32): u32 {
  return <u32>load<u8>(STEP_TABLE + ((code << 3) | from));
}

@inline
export function stepDx(direction: u32): i32 {
  return load<i32>(DX + (direction << 2));
}

@inline
export function stepDy(direction: u32): i32 {
  return load<i32>(DY + (direction << 2));
}

/** Fills the step table once per instance; every later call returns at once. */
export function buildStepTable(): void {
  if (tableBuilt) return;
  for (let code: u32 = 0; code < 512; code++) {
    for (let from: u32 = 0; from < 8; from++) {
      // Around all 8 and back to `from` itself: a pixel whose only neighbour is the previous one.
      let entry: u32 = from;
      let flags: u32 = 0;
      for (let turn: u32 = 1; turn <= 8; turn++) {
        const direction = (from + turn) & 7;
        if (hasNeighbour(code, direction)) {
          entry = direction;
          break;
        }
        if (direction == 4) flags |= LEFT_EXAMINED;
        if (direction == 0) flags |= RIGHT_EXAMINED;
      }
      store<u8>(STEP_TABLE + ((code << 3) | from), <u8>(entry | flags));
    }
  }
  tableBuilt = true;
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
