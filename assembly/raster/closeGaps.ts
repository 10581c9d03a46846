// "Close gaps up to …": a fill's mask cut back to the room the seed is in, the room's openings
// narrower than the gap closed. The rule is the TypeScript twin's
// (src/engine/kernels/raster/typescriptCloseGaps.ts), which says it in full; in short, with squares
// of side s = ⌊gap⌋ + 1 that no opening of s - 1 pixels or less lets through:
//
// 0. Work in the fill's bounding box and one pixel round it (nothing outside it changes a thing).
// 1. Walls: the pixels outside F connected (8-connected) to the box's edge, and the islands (the
//    rest of them, which F encloses) at least three gaps wide and tall; smaller islands (furniture,
//    labels) are floor. Cores: pixels whose square holds no wall.
// 2. The seed's cores: the core components whose squares cover the seed. None: the answer is the
//    seed's component of the pixels no square covers.
// 3. The seed's cores' squares are the room; the others' squares and the outside (the pixels no
//    square covers connected to the image's edge) are the other side. Pixels no square covers join the room when they lead nowhere else (nooks); where
//    they also touch the other side (doorways, narrow corridors) they are shared out breadth
//    first, the room taking those strictly nearer to it and at most a = ⌊(s - 1) / 2⌋ steps away.
//    The answer is what of that lies in F.
//
// Masks are bit rows as everywhere (bit x & 31 of word x >> 5, stride words a row). Squares
// become separable dilations (dilate.ts). Components are the fill's (floodFill.ts) over a mask of candidates.
// The shared growth keeps a pixel queue for each side, packed y << 16 | x.
import { arenaAlloc } from '../arena';
import { ALL, height, rowAt, rowBytes, setBitRows, stride, width } from './bitRows';
import { dilate } from './dilate';
import { aimCandidateFill, beginCandidateFill, fillCandidatesFrom, isOpenCandidate, lastFillHeight, lastFillWidth, nextOpenCandidate } from './floodFill';

export const GAPS_OK = 0;
export const GAPS_OUT_OF_MEMORY = 1;


/** a[i] = a[i] & ~b[i] over `words` words. */
function andNot(a: usize, b: usize, words: usize): void {
  const bytes = words << 2;
  let i: usize = 0;
  for (; i + 16 <= bytes; i += 16) v128.store(a + i, v128.andnot(v128.load(a + i), v128.load(b + i)));
  for (; i < bytes; i += 4) store<u32>(a + i, load<u32>(a + i) & ~load<u32>(b + i));
}

/** target[i] = a[i] & ~(b[i] | c[i]) over `words` words. */
function andNotEither(target: usize, a: usize, b: usize, c: usize, words: usize): void {
  const bytes = words << 2;
  let i: usize = 0;
  for (; i + 16 <= bytes; i += 16) {
    v128.store(target + i, v128.andnot(v128.load(a + i), v128.or(v128.load(b + i), v128.load(c + i))));
  }
  for (; i < bytes; i += 4) store<u32>(target + i, load<u32>(a + i) & ~(load<u32>(b + i) | load<u32>(c + i)));
}

function popcount(mask: usize, words: usize): u32 {
  let count: u32 = 0;
  for (let i: usize = 0; i < words; i++) count += popcnt(load<u32>(mask + (i << 2)));
  return count;
}

/** Word k of row y of `mask` with its 4-neighbours': the pixels next to (or in) its set pixels. */
function neighbourWord(mask: usize, y: i32, k: i32): u32 {
  const row = rowAt(mask, y);
  const at = <usize>k << 2;
  const word = load<u32>(row + at);
  let near = word | (word << 1) | (word >>> 1);
  if (k > 0) near |= load<u32>(row + at - 4) >>> 31;
  if (k + 1 < stride) near |= load<u32>(row + at + 4) << 31;
  if (y > 0) near |= load<u32>(row - rowBytes() + at);
  if (y + 1 < height) near |= load<u32>(row + rowBytes() + at);
  return near;
}

// The growth's state: the shared pixels still free, the room's output, and one queue for each
// side in one block: the room's from its start, the other side's from its end (each pixel joins
// at most one queue).
let free: usize = 0;
let room: usize = 0;
let queue: usize = 0;
let capacity: u32 = 0;
let roomTail: u32 = 0;
let otherTail: u32 = 0;

// @ts-ignore: decorator
@inline function roomSlot(i: u32): usize {
  return queue + (<usize>i << 2);
}

// @ts-ignore: decorator
@inline function otherSlot(i: u32): usize {
  return queue + (<usize>(capacity - 1 - i) << 2);
}

/** Takes (x, y) for a side when it is free: the room's pixels join the output. */
// @ts-ignore: decorator
@inline function reach(x: i32, y: i32, toRoom: bool): void {
  const at = rowAt(free, y) + (<usize>(x >> 5) << 2);
  const bit: u32 = 1 << (x & 31);
  const word = load<u32>(at);
  if ((word & bit) == 0) return;
  store<u32>(at, word & ~bit);
  const packed = (<u32>y << 16) | <u32>x;
  if (toRoom) {
    const out = rowAt(room, y) + (<usize>(x >> 5) << 2);
    store<u32>(out, load<u32>(out) | bit);
    store<u32>(roomSlot(roomTail++), packed);
  } else {
    store<u32>(otherSlot(otherTail++), packed);
  }
}

/** Spreads one queued pixel to its free 4-neighbours. */
// @ts-ignore: decorator
@inline function spread(packed: u32, toRoom: bool): void {
  const x = <i32>(packed & 0xffff);
  const y = <i32>(packed >>> 16);
  if (x > 0) reach(x - 1, y, toRoom);
  if (x + 1 < width) reach(x + 1, y, toRoom);
  if (y > 0) reach(x, y - 1, toRoom);
  if (y + 1 < height) reach(x, y + 1, toRoom);
}

/**
 * Shares the free pixels between the room (`seedSide`, whose pixels are in `room` already) and
 * the other side, a layer at a time, the other side first in each layer, the room for `layers`
 * layers at most.
 */
function share(seedSide: usize, other: usize, layers: i32): bool {
  const words = <usize>stride * height;
  capacity = popcount(free, words);
  // Four bytes a queued pixel must stay within the 32-bit address space.
  if (capacity >= 1 << 30) return false;
  queue = arenaAlloc(<usize>max<u32>(capacity, 1) << 2);
  if (queue == 0) return false;
  roomTail = 0;
  otherTail = 0;
  if (layers < 1) return true;
  // The first layer: free pixels next to either side, the other side's first. Read from the
  // sides as they were (`room` gains the layer as it is found).
  for (let y = 0; y < height; y++) {
    const row = rowAt(free, y);
    for (let k = 0; k < stride; k++) {
      const open = load<u32>(row + (<usize>k << 2));
      if (open == 0) continue;
      const toOther = neighbourWord(other, y, k) & open;
      let bits = toOther;
      while (bits != 0) {
        reach((k << 5) + <i32>ctz(bits), y, false);
        bits &= bits - 1;
      }
      bits = neighbourWord(seedSide, y, k) & open & ~toOther;
      while (bits != 0) {
        reach((k << 5) + <i32>ctz(bits), y, true);
        bits &= bits - 1;
      }
    }
  }
  let roomHead: u32 = 0;
  let otherHead: u32 = 0;
  for (let layer = 2; layer <= layers && roomHead < roomTail; layer++) {
    const otherEnd = otherTail;
    const roomEnd = roomTail;
    for (; otherHead < otherEnd; otherHead++) spread(load<u32>(otherSlot(otherHead)), false);
    for (; roomHead < roomEnd; roomHead++) spread(load<u32>(roomSlot(roomHead)), true);
  }
  return true;
}

/**
 * Fills `out` (cleared first) over `candidates` from every candidate pixel next to a pixel of
 * `from` (4-neighbours). False when memory cannot grow.
 */
function fillFromNeighbours(candidates: usize, from: usize, out: usize): bool {
  if (!beginCandidateFill(candidates, width, height, out, false)) return false;
  for (let y = 0; y < height; y++) {
    const row = rowAt(candidates, y);
    for (let k = 0; k < stride; k++) {
      let bits = neighbourWord(from, y, k) & load<u32>(row + (<usize>k << 2));
      while (bits != 0) {
        const x = (k << 5) + <i32>ctz(bits);
        bits &= bits - 1;
        if (isOpenCandidate(x, y) && !fillCandidatesFrom(x, y)) return false;
      }
    }
  }
  return true;
}

/** An island at least this many gaps wide and tall is a wall: the building, when the fill has gone round it. */
const ISLAND_GAPS: i64 = 3;

/**
 * The floor (`floor`): F with its islands taken in. The pixels outside F that are 8-connected to
 * the box's edge are walls, and so is each island (an 8-connected component of the rest) at least
 * ISLAND_GAPS gaps wide and tall; smaller islands (furniture, labels) are floor. `walls` ends
 * holding the walls, `visited` the islands.
 */
function takeInIslands(fill: usize, floor: usize, walls: usize, visited: usize, side: i32): bool {
  const words = <usize>stride * height;
  // The pixels outside F, within the width.
  const lastWord: u32 = width & 31 ? (1 << (width & 31)) - 1 : ALL;
  for (let y = 0; y < height; y++) {
    for (let k = 0; k < stride; k++) {
      const at = (<usize>y * stride + k) << 2;
      store<u32>(floor + at, ~load<u32>(fill + at) & (k == stride - 1 ? lastWord : ALL));
    }
  }
  if (!beginCandidateFill(floor, width, height, walls, true) || !fillFromEdges()) return false;
  // The islands, one at a time: into `visited` to measure, and into the walls when large.
  andNot(floor, walls, words);
  const large = ISLAND_GAPS * side;
  aimCandidateFill(floor, visited, true, false);
  for (let y = 0; y < height; y++) {
    let x = nextOpenCandidate(y, 0, width - 1);
    while (x >= 0) {
      if (!fillCandidatesFrom(x, y)) return false;
      if (<i64>lastFillWidth() >= large && <i64>lastFillHeight() >= large) {
        aimCandidateFill(floor, walls, true, true);
        if (!fillCandidatesFrom(x, y)) return false;
        aimCandidateFill(floor, visited, true, true);
      }
      x = x + 1 > width - 1 ? -1 : nextOpenCandidate(y, x + 1, width - 1);
    }
  }
  for (let i: usize = 0; i < words; i++) {
    const at = i << 2;
    store<u32>(floor + at, ~load<u32>(walls + at) & (<i32>(i % stride) == stride - 1 ? lastWord : ALL));
  }
  return true;
}

/** The candidate fill begun, from every open pixel on the box's edge. False when memory cannot grow. */
function fillFromEdges(): bool {
  for (let y = 0; y < height; y += height - 1 > 0 ? height - 1 : 1) {
    let x = nextOpenCandidate(y, 0, width - 1);
    while (x >= 0) {
      if (!fillCandidatesFrom(x, y)) return false;
      x = x + 1 > width - 1 ? -1 : nextOpenCandidate(y, x + 1, width - 1);
    }
  }
  for (let y = 0; y < height; y++) {
    if (isOpenCandidate(0, y) && !fillCandidatesFrom(0, y)) return false;
    if (isOpenCandidate(width - 1, y) && !fillCandidatesFrom(width - 1, y)) return false;
  }
  return true;
}

/**
 * The outside: the uncovered floor (`left`) connected to the box's edge (which is the image's
 * edge, since elsewhere the box holds a ring of walls round F) moves to `other`. `outside` is
 * scratch. False when memory cannot grow.
 */
function outsideToOther(left: usize, other: usize, outside: usize): bool {
  if (!beginCandidateFill(left, width, height, outside, false) || !fillFromEdges()) return false;
  const words = <usize>stride * height;
  orInto(other, outside, words);
  andNot(left, outside, words);
  return true;
}

/**
 * The room in the `fill` mask (width × height, the box round F) for a seed in F; see the top of
 * this file. Writes `out` (cleared first).
 */
function closeInBox(fill: usize, seedX: i32, seedY: i32, side: i32, out: usize): bool {
  const words = <usize>stride * height;
  const bytes = words << 2;
  const a = (side - 1) >> 1;
  const b = side - 1 - a;
  const floor = arenaAlloc(bytes);
  const cores: usize = floor == 0 ? 0 : arenaAlloc(bytes);
  const downs: usize = cores == 0 ? 0 : arenaAlloc(bytes);
  const ups: usize = downs == 0 ? 0 : arenaAlloc(bytes);
  const seedCores: usize = ups == 0 ? 0 : arenaAlloc(bytes);
  const other: usize = seedCores == 0 ? 0 : arenaAlloc(bytes);
  const left: usize = other == 0 ? 0 : arenaAlloc(bytes);
  if (left == 0) return false;

  // 1. The floor, small islands taken in; a wall at q rules out the cores whose squares hold it:
  // columns q.x - b … q.x + a, rows q.y - b … q.y + a.
  if (!takeInIslands(fill, floor, left, cores, side)) return false;
  dilate(floor, cores, downs, ups, width, height, true, b, a, b, a);
  for (let i: usize = 0; i < bytes; i += 4) store<u32>(cores + i, load<u32>(floor + i) & ~load<u32>(cores + i));

  // 2. The cores whose squares cover the seed lie in columns seed.x - b … seed.x + a, rows alike.
  if (!beginCandidateFill(cores, width, height, seedCores, false)) return false;
  const firstX = max(0, seedX - b);
  const lastX = <i32>min(<i64>width - 1, <i64>seedX + a);
  let found = false;
  for (let y = max(0, seedY - b); y <= <i32>min(<i64>height - 1, <i64>seedY + a); y++) {
    let x = nextOpenCandidate(y, firstX, lastX);
    while (x >= 0) {
      if (!fillCandidatesFrom(x, y)) return false;
      found = true;
      x = x + 1 > lastX ? -1 : nextOpenCandidate(y, x + 1, lastX);
    }
  }

  // A pixel p is covered by the squares of the cores in columns p.x - a … p.x + b, rows alike.
  if (!found) {
    // No square covers the seed: its component of the floor no square covers.
    dilate(cores, other, downs, ups, width, height, false, a, b, a, b);
    andNotEither(left, floor, other, other, words);
    if (!beginCandidateFill(left, width, height, out, false)) return false;
    if (isOpenCandidate(seedX, seedY) && !fillCandidatesFrom(seedX, seedY)) return false;
    andInto(out, fill, words);
    return true;
  }

  // 3. The other side (`other`), the room (`cores`, the seed's cores' squares less the other
  // side's) and the floor neither covers (`left`).
  andNot(cores, seedCores, words);
  dilate(cores, other, downs, ups, width, height, false, a, b, a, b);
  dilate(seedCores, cores, downs, ups, width, height, false, a, b, a, b);
  andNot(cores, other, words);
  andNotEither(left, floor, cores, other, words);
  if (!outsideToOther(left, other, downs)) return false;
  // The uncovered pixels that touch the other side (`downs`), then those that touch only the room.
  if (!fillFromNeighbours(left, other, downs)) return false;
  andNot(left, downs, words);
  if (!fillFromNeighbours(left, cores, out)) return false;
  orInto(out, cores, words);
  // The shared pixels go breadth first, the room taking at most a layers.
  free = downs;
  room = out;
  if (!share(cores, other, a)) return false;
  andInto(out, fill, words);
  return true;
}

/** a |= b over `words` words. */
function orInto(a: usize, b: usize, words: usize): void {
  const bytes = words << 2;
  let i: usize = 0;
  for (; i + 16 <= bytes; i += 16) v128.store(a + i, v128.or(v128.load(a + i), v128.load(b + i)));
  for (; i < bytes; i += 4) store<u32>(a + i, load<u32>(a + i) | load<u32>(b + i));
}

/** a &= b over `words` words. */
function andInto(a: usize, b: usize, words: usize): void {
  const bytes = words << 2;
  let i: usize = 0;
  for (; i + 16 <= bytes; i += 16) v128.store(a + i, v128.and(v128.load(a + i), v128.load(b + i)));
  for (; i < bytes; i += 4) store<u32>(a + i, load<u32>(a + i) & load<u32>(b + i));
}

/**
 * The seed's room in the mask `fill` (maskWidth × maskHeight, stride words a row), its openings of
 * up to side - 1 pixels closed, written to `out` (the same layout). `side` is at least 1 and the
 * seed lies in the mask's bounds. Returns GAPS_OUT_OF_MEMORY when the scratch cannot grow; the
 * host releases the arena either way.
 */
export function rasterCloseGaps(fill: usize, maskWidth: i32, maskHeight: i32, seedX: i32, seedY: i32, side: i32, out: usize): i32 {
  const fullStride = (maskWidth + 31) >> 5;
  memory.fill(out, 0, (<usize>fullStride * maskHeight) << 2);
  if (((load<u32>(fill + ((<usize>seedY * fullStride + (seedX >> 5)) << 2)) >>> (seedX & 31)) & 1) == 0) return GAPS_OK;
  // The box: F's rows and words of columns, one pixel more each way.
  let top = maskHeight;
  let bottom = -1;
  let firstWord = fullStride;
  let lastWord = -1;
  for (let y = 0; y < maskHeight; y++) {
    const row = fill + ((<usize>y * fullStride) << 2);
    for (let k = 0; k < fullStride; k++) {
      if (load<u32>(row + (<usize>k << 2)) == 0) continue;
      top = min(top, y);
      bottom = y;
      firstWord = min(firstWord, k);
      lastWord = max(lastWord, k);
    }
  }
  top = max(0, top - 1);
  bottom = min(maskHeight - 1, bottom + 1);
  // A word more each way only when F reaches its edge column.
  let leftEdge = false;
  let rightEdge = false;
  for (let y = top; y <= bottom; y++) {
    const row = fill + ((<usize>y * fullStride) << 2);
    if (load<u32>(row + (<usize>firstWord << 2)) & 1) leftEdge = true;
    if (load<u32>(row + (<usize>lastWord << 2)) >>> 31) rightEdge = true;
  }
  if (leftEdge && firstWord > 0) firstWord--;
  if (rightEdge && lastWord < fullStride - 1) lastWord++;
  // The box's rows: its width rounds up to lastWord - firstWord + 1 words.
  setBitRows(min(maskWidth, (lastWord + 1) << 5) - (firstWord << 5), bottom - top + 1);
  const boxBytes = (<usize>stride * height) << 2;
  const box = arenaAlloc(boxBytes);
  const boxOut: usize = box == 0 ? 0 : arenaAlloc(boxBytes);
  if (boxOut == 0) return GAPS_OUT_OF_MEMORY;
  // Row y of the box is row top + y of the mask, from word firstWord on.
  const first = fill + ((<usize>top * fullStride + firstWord) << 2);
  const target = out + ((<usize>top * fullStride + firstWord) << 2);
  const fullRow = <usize>fullStride << 2;
  for (let y = 0; y < height; y++) memory.copy(rowAt(box, y), first + <usize>y * fullRow, rowBytes());
  memory.fill(boxOut, 0, boxBytes);
  if (!closeInBox(box, seedX - (firstWord << 5), seedY - top, side, boxOut)) return GAPS_OUT_OF_MEMORY;
  for (let y = 0; y < height; y++) memory.copy(target + <usize>y * fullRow, rowAt(boxOut, y), rowBytes());
  return GAPS_OK;
}
