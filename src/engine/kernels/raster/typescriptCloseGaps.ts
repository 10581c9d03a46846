/**
 * "Close gaps up to …" (issue 37) in plain TypeScript: the twin of assembly/raster/closeGaps.ts
 * and the fallback where WASM SIMD is missing. A fill's mask F is cut back to the room the seed
 * is in, the room's openings of `gapPx` pixels or less closed, without taking from the room
 * anything but what lies past its openings:
 *
 * 1. Walls are the pixels outside F connected (8-connected) to the edge of the image, and the
 *    islands (8-connected components of the others, which F encloses) at least ISLAND_GAPS gaps
 *    wide and tall: the building, when the fill has gone round it through an open door. Smaller
 *    islands (furniture, labels) are floor, since a person walks round them. A square of
 *    side s = ⌊gapPx⌋ + 1 (a = ⌊(s − 1) / 2⌋ pixels left of and above its anchor, b = s − 1 − a
 *    right of and below it) cannot pass an opening of s − 1 pixels or less. Cores are the floor
 *    pixels whose square holds no wall (beyond the image's edge is no wall), and cores on two
 *    sides of such an opening never touch.
 * 2. The seed's cores are the core components (4-connected) with a square that covers the seed.
 *    When there are none, no square fits where the seed is (a corridor narrower than the gap):
 *    the answer is the seed's component (4-connected) of the floor that no square covers.
 * 3. The seed's cores' squares, less any pixel another core's square covers, are the room; the
 *    other cores' squares, and the outside (the floor no square covers that is connected to the
 *    image's edge, as Detect rooms has it), are the other side. A room of rectangles wider than
 *    the gap is exactly its squares. The floor no square covers joins the room where it leads nowhere else (a nook,
 *    an alcove, the strip behind a sofa: components that touch the room and not the other side);
 *    where it also touches the other side (a doorway's passage through the wall, a corridor
 *    narrower than the gap) it is shared breadth first, a layer at a time, the room taking the
 *    pixels strictly nearer to it than to the other side and at most a steps from its squares: a
 *    doorway splits along the wall's middle, and a narrow corridor goes to no room but its own.
 * 4. The answer is what of that lies in F.
 *
 * Only F's bounding box and one pixel round it matter: beyond it everything is wall. Pixels are
 * bytes here; the WASM twin does the same on bit rows.
 */
import { emptyMask, maskStride, type BitMask, type Pixel } from '../kernelTypes';

/** An island at least this many gaps wide and tall is a wall (see above). */
export const ISLAND_GAPS = 3;

/**
 * The side of the square that closes gaps of `gapPx` pixels: ⌊gapPx⌋ + 1, and no larger than a
 * square that covers the whole image from any pixel (which behaves as any larger one).
 */
export function closeGapSide(gapPx: number, width: number, height: number): number {
  return Math.min(Math.floor(gapPx) + 1, 2 * Math.max(width, height) + 1);
}

/** A box of pixels, `width` × `height`, one byte each, and the breadth-first searches over it. */
class Box {
  readonly size: number;
  private readonly queue: Int32Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.size = width * height;
    this.queue = new Int32Array(this.size);
  }

  /**
   * The pixels that `set`'s pixels reach: a pixel p reaches columns p.x − left … p.x + right and
   * rows p.y − up … p.y + down. Rows first, then columns, each by the last set pixel seen.
   */
  dilate(set: Uint8Array, left: number, right: number, up: number, down: number): Uint8Array {
    const { width, height, size } = this;
    const rows = new Uint8Array(size);
    // Pixel x is reached from x − right … x + left: the last set pixel up to x + left.
    for (let y = 0; y < height; y++) {
      const row = y * width;
      let last = -Infinity;
      let next = 0;
      for (let x = 0; x < width; x++) {
        for (const reach = Math.min(width - 1, x + left); next <= reach; next++) if (set[row + next]) last = next;
        if (last >= x - right) rows[row + x] = 1;
      }
    }
    // Row y is reached from rows y − down … y + up: each column's last set row up to y + up.
    const reached = new Uint8Array(size);
    const lastRow = new Float64Array(width).fill(-Infinity);
    for (let y = -up; y < height; y++) {
      const ahead = y + up;
      if (ahead < height) for (let x = 0, i = ahead * width; x < width; x++, i++) if (rows[i]) lastRow[x] = ahead;
      if (y < 0) continue;
      for (let x = 0, i = y * width; x < width; x++, i++) if (lastRow[x]! >= y - down) reached[i] = 1;
    }
    return reached;
  }

  /**
   * The pixels of `within` connected (4-, or 8- when `eightWays`) to its pixels that `starts`
   * marks; `starts` may be `within` itself.
   */
  components(within: Uint8Array, starts: Uint8Array, eightWays = false): Uint8Array {
    const { width, height, size, queue } = this;
    const into = new Uint8Array(size);
    let tail = 0;
    for (let i = 0; i < size; i++) {
      if (within[i] && starts[i]) {
        into[i] = 1;
        queue[tail++] = i;
      }
    }
    for (let head = 0; head < tail; head++) {
      const i = queue[head]!;
      const x = i % width;
      const y = (i - x) / width;
      const fromX = x > 0 ? -1 : 0;
      const toX = x + 1 < width ? 1 : 0;
      const fromY = y > 0 ? -1 : 0;
      const toY = y + 1 < height ? 1 : 0;
      for (let dy = fromY; dy <= toY; dy++) {
        for (let dx = fromX; dx <= toX; dx++) {
          // 4-connected: only the pixels in line with this one.
          if ((dx !== 0 && dy !== 0 && !eightWays) || (dx === 0 && dy === 0)) continue;
          const j = i + dy * width + dx;
          if (within[j] && !into[j]) {
            into[j] = 1;
            queue[tail++] = j;
          }
        }
      }
    }
    return into;
  }

  /**
   * Adds to `walls` each island (8-connected component of `islands`) whose bounding box is at
   * least `large` pixels wide and tall.
   */
  addLargeIslands(islands: Uint8Array, walls: Uint8Array, large: number): void {
    const { width, size, queue } = this;
    const seen = new Uint8Array(size);
    const island = (j: number): boolean => islands[j] === 1 && seen[j] === 0;
    for (let start = 0; start < size; start++) {
      if (!island(start)) continue;
      seen[start] = 1;
      queue[0] = start;
      let tail = 1;
      let [left, top, right, bottom] = [width, Infinity, -1, -1];
      for (let head = 0; head < tail; head++) {
        const i = queue[head]!;
        const x = i % width;
        const y = (i - x) / width;
        [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
        for (let dy = -1; dy <= 1; dy++) {
          for (let dx = -1; dx <= 1; dx++) {
            const [nx, ny] = [x + dx, y + dy];
            if (nx < 0 || ny < 0 || nx >= width || ny >= this.height) continue;
            const j = ny * width + nx;
            if (!island(j)) continue;
            seen[j] = 1;
            queue[tail++] = j;
          }
        }
      }
      if (right - left + 1 >= large && bottom - top + 1 >= large) for (let k = 0; k < tail; k++) walls[queue[k]!] = 1;
    }
  }

  /** The pixels with a 4-neighbour in `mask`. */
  nextTo(mask: Uint8Array): Uint8Array {
    const { width, size } = this;
    const near = new Uint8Array(size);
    for (let i = 0; i < size; i++) {
      if (!mask[i]) continue;
      const x = i % width;
      if (x > 0) near[i - 1] = 1;
      if (x + 1 < width) near[i + 1] = 1;
      if (i >= width) near[i - width] = 1;
      if (i + width < size) near[i + width] = 1;
    }
    return near;
  }

  /**
   * The shared pixels (`free`) the room takes: breadth first from the room and the other side at
   * once, a layer at a time, the other side first in each layer, the room for `layers` layers.
   */
  share(room: Uint8Array, other: Uint8Array, free: Uint8Array, layers: number): Uint8Array {
    const { width, size } = this;
    const taken = new Uint8Array(size);
    if (layers < 1) return taken;
    // The first layer, from the sides as they are: a pixel next to both goes to the other side.
    const nearOther = this.nextTo(other);
    const nearRoom = this.nextTo(room);
    // One queue for both sides: the room's from the front, the other side's from the back.
    const { queue } = this;
    let roomTail = 0;
    let otherTail = 0;
    const reach = (j: number, joinRoom: boolean): void => {
      free[j] = 0;
      if (joinRoom) {
        taken[j] = 1;
        queue[roomTail++] = j;
      } else {
        queue[size - 1 - otherTail++] = j;
      }
    };
    for (let i = 0; i < size; i++) {
      if (!free[i]) continue;
      if (nearOther[i]) reach(i, false);
      else if (nearRoom[i]) reach(i, true);
    }
    const spread = (i: number, joinRoom: boolean): void => {
      const x = i % width;
      if (x > 0 && free[i - 1]) reach(i - 1, joinRoom);
      if (x + 1 < width && free[i + 1]) reach(i + 1, joinRoom);
      if (i >= width && free[i - width]) reach(i - width, joinRoom);
      if (i + width < size && free[i + width]) reach(i + width, joinRoom);
    };
    let roomHead = 0;
    let otherHead = 0;
    for (let layer = 2; layer <= layers && roomHead < roomTail; layer++) {
      const otherEnd = otherTail;
      const roomEnd = roomTail;
      for (; otherHead < otherEnd; otherHead++) spread(queue[size - 1 - otherHead]!, false);
      for (; roomHead < roomEnd; roomHead++) spread(queue[roomHead]!, true);
    }
    return taken;
  }
}

/** ~a, a & b, a & ~b, a | b, pixel by pixel. */
function not(a: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length);
  for (let i = 0; i < a.length; i++) out[i] = a[i]! ^ 1;
  return out;
}
function and(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length);
  for (let i = 0; i < a.length; i++) out[i] = a[i]! & b[i]!;
  return out;
}
function andNot(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length);
  for (let i = 0; i < a.length; i++) out[i] = a[i]! & (b[i]! ^ 1);
  return out;
}
function or(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length);
  for (let i = 0; i < a.length; i++) out[i] = a[i]! | b[i]!;
  return out;
}

/** The room in `inFill` (the box round F) for a seed at box index `seed`, in F; see the top of this file. */
function closeInBox(box: Box, inFill: Uint8Array, seed: number, side: number): Uint8Array {
  const { width, height, size } = box;
  const a = (side - 1) >> 1;
  const b = side - 1 - a;
  // 1. Walls: outside F and connected to the box's edge, or a large island; the rest is floor. A
  // wall at q rules out the cores whose squares hold it: columns q.x − b … q.x + a, rows alike.
  const outsideF = not(inFill);
  const edge = new Uint8Array(size);
  for (let x = 0; x < width; x++) edge[x] = edge[size - width + x] = 1;
  for (let y = 0; y < height; y++) edge[y * width] = edge[y * width + width - 1] = 1;
  const walls = box.components(outsideF, edge, true);
  box.addLargeIslands(andNot(outsideF, walls), walls, ISLAND_GAPS * side);
  const floor = not(walls);
  const cores = andNot(floor, box.dilate(walls, b, a, b, a));

  // 2. The cores whose squares cover the seed lie in columns seed.x − b … seed.x + a, rows alike.
  const [seedX, seedY] = [seed % width, Math.floor(seed / width)];
  const covering = new Uint8Array(size);
  for (let y = Math.max(0, seedY - b); y <= Math.min(height - 1, seedY + a); y++) {
    for (let x = Math.max(0, seedX - b); x <= Math.min(width - 1, seedX + a); x++) covering[y * width + x] = 1;
  }
  const seedCores = box.components(cores, covering);
  // A core's square covers columns core.x − a … core.x + b, rows alike.
  const squaresOf = (set: Uint8Array): Uint8Array => box.dilate(set, a, b, a, b);
  if (!seedCores.includes(1)) {
    const uncovered = andNot(floor, squaresOf(cores));
    const start = new Uint8Array(size);
    start[seed] = 1;
    return and(box.components(uncovered, start), inFill);
  }

  // 3. The other side, the room's squares, and the floor neither covers: the outside goes to the
  // other side, the part that touches the other side is shared, the rest joins the room where it
  // touches it.
  const other = squaresOf(andNot(cores, seedCores));
  const room = andNot(squaresOf(seedCores), other);
  const uncovered = andNot(andNot(floor, room), other);
  // The outside: the uncovered floor connected to the box's edge, which is the image's (elsewhere
  // the box holds a ring of walls round F).
  const outside = box.components(uncovered, edge);
  const left = andNot(uncovered, outside);
  for (let i = 0; i < size; i++) other[i] = other[i]! | outside[i]!;
  const shared = box.components(left, box.nextTo(other));
  const nooks = box.components(andNot(left, shared), box.nextTo(room));
  const answer = or(or(room, nooks), box.share(room, other, shared, a));
  return and(answer, inFill);
}

/**
 * The seed's room in `fill` with its openings of up to `gapPx` pixels closed (see above); empty
 * when the seed is not in `fill`. The caller has checked the mask, the seed and the gap.
 */
export function typescriptCloseGaps(fill: BitMask, seed: Pixel, gapPx: number): BitMask {
  const { width, height, bits } = fill;
  const stride = maskStride(width);
  const has = (x: number, y: number): boolean => ((bits[y * stride + (x >>> 5)]! >>> (x & 31)) & 1) === 1;
  if (!has(seed.x, seed.y)) return emptyMask(width, height);
  // F's bounding box and one pixel round it.
  let [minX, minY, maxX, maxY] = [width, height, -1, -1];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!has(x, y)) continue;
      [minX, minY, maxX, maxY] = [Math.min(minX, x), Math.min(minY, y), Math.max(maxX, x), y];
    }
  }
  const [x0, y0] = [Math.max(0, minX - 1), Math.max(0, minY - 1)];
  const box = new Box(Math.min(width - 1, maxX + 1) - x0 + 1, Math.min(height - 1, maxY + 1) - y0 + 1);
  const inFill = new Uint8Array(box.size);
  for (let y = 0; y < box.height; y++) for (let x = 0; x < box.width; x++) inFill[y * box.width + x] = has(x0 + x, y0 + y) ? 1 : 0;
  const answer = closeInBox(box, inFill, (seed.y - y0) * box.width + seed.x - x0, closeGapSide(gapPx, width, height));
  const mask = emptyMask(width, height);
  for (let y = 0; y < box.height; y++) {
    for (let x = 0; x < box.width; x++) if (answer[y * box.width + x]) mask.bits[(y0 + y) * stride + ((x0 + x) >>> 5)]! |= 1 << ((x0 + x) & 31);
  }
  return mask;
}
