/**
 * A synthetic scanned floor plan for the raster benchmarks and tests: near-white paper with a
 * little noise, dark walls from recursive room splitting with a doorway in every wall, furniture
 * blocks and text-like specks. Deterministic for a seed and fast enough for 96 MP images: rows are
 * copied out of pre-made noisy pixel runs instead of drawing pixel by pixel.
 */
import type { Pixel, RgbaImage } from '../kernelTypes';
import { seededRandom } from '../randomPolygon';

export interface FloorPlan {
  readonly image: RgbaImage & { readonly data: Uint8ClampedArray };
  /** A paper pixel of the one big 4-connected white region (rooms and doorways). */
  readonly seed: Pixel;
  /** A pixel of the wall network, which is one connected dark region too. */
  readonly wallSeed: Pixel;
  /** The width of every doorway, in pixels. */
  readonly doorPx: number;
}

interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

const PAPER = 245;
const WALL = 40;
const FURNITURE = 80;
const INK = 25;
/** Noise is ±NOISE per channel, so two paper pixels differ by at most 2 × NOISE (< tolerance 15). */
const NOISE = 6;
/** Rows in each pool of noisy pixels; a prime, so the row offsets below rarely repeat a pattern. */
const POOL_ROWS = 31;

/** xorshift32: a cheap per-pixel noise source, seeded from the layout's generator. */
function xorshift(seed: number): () => number {
  let state = seed >>> 0 || 0x9e3779b9;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return state >>> 0;
  };
}

/** POOL_ROWS rows of RGBA pixels of `base` ± NOISE per channel, opaque. */
function noisyPool(width: number, base: number, next: () => number): Uint8ClampedArray {
  const pool = new Uint8ClampedArray(width * POOL_ROWS * 4);
  const span = 2 * NOISE + 1;
  for (let i = 0; i < pool.length; i += 4) {
    const bits = next();
    pool[i] = base - NOISE + ((bits & 0xff) % span);
    pool[i + 1] = base - NOISE + (((bits >>> 8) & 0xff) % span);
    pool[i + 2] = base - NOISE + (((bits >>> 16) & 0xff) % span);
    pool[i + 3] = 255;
  }
  return pool;
}

interface Layout {
  readonly walls: Rect[];
  readonly furniture: Rect[];
  readonly ink: Rect[];
  /** A paper pixel in the first room's corner, inside the band that furniture and labels keep clear. */
  readonly seed: Pixel;
  readonly door: number;
}

/** Where the walls, furniture and specks go, in pixels. */
function planLayout(width: number, height: number, random: () => number): Layout {
  const short = Math.min(width, height);
  const wall = Math.max(3, Math.round(short * 0.0015));
  const door = Math.max(4, Math.round(short * 0.012));
  const minRoom = Math.max(4 * (door + wall), Math.round(short / 10));
  const margin = door + wall;
  const walls: Rect[] = [
    { x: 0, y: 0, width, height: wall },
    { x: 0, y: height - wall, width, height: wall },
    { x: 0, y: 0, width: wall, height },
    { x: width - wall, y: 0, width: wall, height },
  ];
  const furniture: Rect[] = [];
  const ink: Rect[] = [];
  const rooms: Rect[] = [];
  const between = (low: number, high: number): number => low + Math.floor(random() * Math.max(1, high - low));

  // A wall across the room with one doorway, so the two halves stay connected.
  const addWall = (vertical: boolean, along: number, at: number, span: number): void => {
    const gapStart = between(wall, span - door - wall);
    const pieces = [
      [0, gapStart],
      [gapStart + door, span - gapStart - door],
    ] as const;
    for (const [offset, length] of pieces) {
      if (length <= 0) continue;
      walls.push(
        vertical
          ? { x: at, y: along + offset, width: wall, height: length }
          : { x: along + offset, y: at, width: length, height: wall },
      );
    }
  };

  const split = (room: Rect, depth: number): void => {
    const canSplitX = room.width >= 2 * minRoom + wall;
    const canSplitY = room.height >= 2 * minRoom + wall;
    if ((!canSplitX && !canSplitY) || (depth > 2 && random() < 0.15)) {
      rooms.push(room);
      return;
    }
    if (canSplitX && (!canSplitY || room.width >= room.height)) {
      const at = room.x + between(minRoom, room.width - minRoom - wall);
      addWall(true, room.y, at, room.height);
      split({ x: room.x, y: room.y, width: at - room.x, height: room.height }, depth + 1);
      split({ x: at + wall, y: room.y, width: room.x + room.width - at - wall, height: room.height }, depth + 1);
    } else {
      const at = room.y + between(minRoom, room.height - minRoom - wall);
      addWall(false, room.x, at, room.width);
      split({ x: room.x, y: room.y, width: room.width, height: at - room.y }, depth + 1);
      split({ x: room.x, y: at + wall, width: room.width, height: room.y + room.height - at - wall }, depth + 1);
    }
  };
  split({ x: wall, y: wall, width: width - 2 * wall, height: height - 2 * wall }, 0);

  // Furniture and labels stay `margin` clear of the walls, so they never close a doorway.
  const speck = Math.max(2, Math.round(short * 0.0008));
  for (const room of rooms) {
    const inner = { x: room.x + margin, y: room.y + margin, width: room.width - 2 * margin, height: room.height - 2 * margin };
    const blocks = Math.floor(random() * 4);
    for (let i = 0; i < blocks; i++) {
      const w = Math.max(speck, Math.round(inner.width * (0.05 + 0.2 * random())));
      const h = Math.max(speck, Math.round(inner.height * (0.05 + 0.2 * random())));
      furniture.push({ x: inner.x + between(0, inner.width - w), y: inner.y + between(0, inner.height - h), width: w, height: h });
    }
    // A label: a row of letter cells, each with a few strokes.
    const cell = 5 * speck;
    const letters = Math.min(4 + Math.floor(random() * 8), Math.floor(inner.width / cell));
    const labelX = inner.x + between(0, inner.width - letters * cell);
    const labelY = inner.y + between(0, inner.height - cell);
    for (let letter = 0; letter < letters; letter++) {
      const strokes = 1 + Math.floor(random() * 3);
      for (let s = 0; s < strokes; s++) {
        const tall = random() < 0.5;
        ink.push({
          x: labelX + letter * cell + between(0, cell - 2 * speck),
          y: labelY + between(0, cell - 2 * speck),
          width: tall ? speck : 3 * speck,
          height: tall ? 3 * speck : speck,
        });
      }
    }
  }
  const first = rooms[0]!;
  const seed = { x: first.x + Math.floor(margin / 2), y: first.y + Math.floor(margin / 2) };
  return { walls, furniture, ink, seed, door };
}

/** Copies noisy pixels from `pool` over a rectangle, clipped to the image. */
function paint(data: Uint8ClampedArray, width: number, height: number, rect: Rect, pool: Uint8ClampedArray, next: () => number): void {
  const x0 = Math.max(0, rect.x);
  const x1 = Math.min(width, rect.x + rect.width);
  const y0 = Math.max(0, rect.y);
  const y1 = Math.min(height, rect.y + rect.height);
  if (x1 <= x0 || y1 <= y0) return;
  const runBytes = (x1 - x0) * 4;
  const poolPixels = pool.length / 4;
  for (let y = y0; y < y1; y++) {
    const from = (next() % (poolPixels - (x1 - x0) + 1)) * 4;
    data.set(pool.subarray(from, from + runBytes), (y * width + x0) * 4);
  }
}

/** A width × height floor plan, the same for the same seed. */
export function floorPlanImage(width: number, height: number, seed: number): FloorPlan {
  const random = seededRandom(seed);
  const next = xorshift(Math.floor(random() * 2 ** 32));
  const layout = planLayout(width, height, random);
  const data = new Uint8ClampedArray(width * height * 4);
  const paper = noisyPool(width, PAPER, next);
  const rowBytes = width * 4;
  const poolPixels = paper.length / 4;
  for (let y = 0; y < height; y++) {
    const from = (next() % (poolPixels - width + 1)) * 4;
    data.set(paper.subarray(from, from + rowBytes), y * rowBytes);
  }
  for (const [rects, base] of [
    [layout.walls, WALL],
    [layout.furniture, FURNITURE],
    [layout.ink, INK],
  ] as const) {
    const pool = noisyPool(width, base, next);
    for (const rect of rects) paint(data, width, height, rect, pool, next);
  }
  const wall = layout.walls[0]!.height;
  return { image: { width, height, data }, seed: layout.seed, wallSeed: { x: Math.floor(wall / 2), y: Math.floor(wall / 2) }, doorPx: layout.door };
}
