/**
 * Seeded images and masks for the raster kernels' tests and benchmarks: blocky colour regions
 * with noise (so tolerance matters), thin corridors and diagonal touches, floor plans, blobby and
 * noisy masks. Every generator takes the random source, so each input can be reproduced.
 */
import { emptyMask, maskStride, type BitMask, type RgbaImage } from '../../kernelTypes';

type Random = () => number;

const below = (random: Random, bound: number): number => Math.floor(random() * bound);
const clampByte = (value: number): number => Math.max(0, Math.min(255, Math.round(value)));

/** An image whose pixel (x, y) has the colour `colour(x, y)` as [r, g, b, a]. */
export function imageOf(width: number, height: number, colour: (x: number, y: number) => readonly number[]): RgbaImage {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) data.set(colour(x, y).map(clampByte), 4 * (y * width + x));
  }
  return { width, height, data };
}

export interface BlockyOptions {
  /** Side of the square blocks of one colour. */
  readonly block: number;
  /** Number of distinct block colours. */
  readonly colours: number;
  /** Each channel of each pixel moves by up to this much from its block's colour. */
  readonly noise: number;
}

/** Random blocky options: blocks of 1 to 12 pixels, 2 to 5 colours, noise from none to strong. */
export const randomBlockyOptions = (random: Random): BlockyOptions => ({
  block: 1 + below(random, 12),
  colours: 2 + below(random, 4),
  noise: [0, 0, 1, 2, 4, 8, 20, 60][below(random, 8)]!,
});

/**
 * Square blocks in a few colours, some near each other, plus per-channel noise and random alpha
 * (which the fills must ignore).
 */
export function blockyImage(random: Random, width: number, height: number, options: BlockyOptions): RgbaImage {
  const base = [below(random, 256), below(random, 256), below(random, 256)];
  // Colours near one another as well as far apart, so that every tolerance separates some.
  const palette = Array.from({ length: options.colours }, () => {
    const spread = [2, 16, 100, 255][below(random, 4)]!;
    return base.map((channel) => channel + (random() - 0.5) * 2 * spread);
  });
  const columns = Math.ceil(width / options.block);
  const blocks = Array.from({ length: columns * Math.ceil(height / options.block) }, () => palette[below(random, palette.length)]!);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const colour = blocks[Math.floor(y / options.block) * columns + Math.floor(x / options.block)]!;
      const at = 4 * (y * width + x);
      for (let c = 0; c < 3; c++) data[at + c] = Math.round(colour[c]! + (random() - 0.5) * 2 * options.noise);
      data[at + 3] = below(random, 256);
    }
  }
  return { width, height, data };
}

const WHITE = [250, 250, 250, 255] as const;
const BLACK = [10, 10, 10, 255] as const;

/** Random 1-pixel corridors (white) on black, the kind of shape a span fill gets wrong. */
export function corridorImage(random: Random, width: number, height: number): RgbaImage {
  const open = new Uint8Array(width * height);
  for (let i = 0; i < (width + height) / 2; i++) {
    const horizontal = random() < 0.5;
    const x = below(random, width);
    const y = below(random, height);
    const length = 1 + below(random, horizontal ? width : height);
    for (let j = 0; j < length; j++) {
      const [px, py] = horizontal ? [x + j, y] : [x, y + j];
      if (px < width && py < height) open[py * width + px] = 1;
    }
  }
  return imageOf(width, height, (x, y) => (open[y * width + x] ? WHITE : BLACK));
}

/**
 * A corridor that snakes down and up: walls every `lane` pixels, open alternately at the bottom
 * and at the top, so a fill from the left has to turn back as many times as there are walls.
 */
export function serpentineImage(width: number, height: number, lane: number): RgbaImage {
  return imageOf(width, height, (x, y) => {
    const wall = x % lane === lane - 1;
    const openAtBottom = Math.floor(x / lane) % 2 === 0;
    return wall && (openAtBottom ? y < height - 1 : y > 0) ? BLACK : WHITE;
  });
}

/** A comb: a full row at the top and bottom joined by 1-pixel teeth every second column. */
export const combImage = (width: number, height: number): RgbaImage =>
  imageOf(width, height, (x, y) => (y === 0 || y === height - 1 || x % 2 === 0 ? WHITE : BLACK));

/** White pixels that touch only at corners: a checkerboard and a staircase. */
export function diagonalImage(width: number, height: number, kind: 'checkerboard' | 'staircase'): RgbaImage {
  return imageOf(width, height, (x, y) =>
    (kind === 'checkerboard' ? (x + y) % 2 === 0 : x === y || x === y + 5) ? WHITE : BLACK,
  );
}

/**
 * A floor plan: white rooms with ±`noise` on each channel, dark walls `wall` pixels thick on a
 * jittered grid of rooms about `room` pixels across, each wall with a doorway gap, so nearly all
 * the white area is one 4-connected region.
 */
export function floorPlanImage(random: Random, width: number, height: number, room = 500, wall = 4, noise = 6): RgbaImage {
  const isWall = new Uint8Array(width * height);
  const lines = (extent: number): number[] => {
    const positions: number[] = [];
    for (let at = room * (0.5 + random() * 0.5); at < extent - wall; at += room * (0.7 + random() * 0.6)) positions.push(Math.floor(at));
    return positions;
  };
  const door = Math.max(2, Math.round(room / 6));
  const wallAt = (x: number, y: number): void => {
    if (x >= 0 && y >= 0 && x < width && y < height) isWall[y * width + x] = 1;
  };
  const xs = lines(width);
  const ys = lines(height);
  for (const x0 of xs) {
    // A vertical wall, cut by one doorway per room it passes.
    const edges = [0, ...ys, height];
    for (let i = 0; i + 1 < edges.length; i++) {
      const doorAt = edges[i]! + wall + below(random, Math.max(1, edges[i + 1]! - edges[i]! - door - 2 * wall));
      for (let y = edges[i]!; y < edges[i + 1]!; y++) {
        if (y < doorAt || y >= doorAt + door) for (let t = 0; t < wall; t++) wallAt(x0 + t, y);
      }
    }
  }
  for (const y0 of ys) {
    const edges = [0, ...xs, width];
    for (let i = 0; i + 1 < edges.length; i++) {
      const doorAt = edges[i]! + wall + below(random, Math.max(1, edges[i + 1]! - edges[i]! - door - 2 * wall));
      for (let x = edges[i]!; x < edges[i + 1]!; x++) {
        if (x < doorAt || x >= doorAt + door) for (let t = 0; t < wall; t++) wallAt(x, y0 + t);
      }
    }
  }
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const shade = isWall[i] ? 40 : 245;
    for (let c = 0; c < 3; c++) data[4 * i + c] = shade + Math.round((random() - 0.5) * 2 * noise);
    data[4 * i + 3] = 255;
  }
  return { width, height, data };
}

/** A mask with pixel (x, y) set when `inside(x, y)`. */
export function maskOf(width: number, height: number, inside: (x: number, y: number) => boolean): BitMask {
  const mask = emptyMask(width, height);
  const stride = maskStride(width);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) if (inside(x, y)) mask.bits[y * stride + (x >>> 5)]! |= 1 << (x & 31);
  }
  return mask;
}

export type MaskKind = 'empty' | 'full' | 'noise' | 'blobs' | 'sparse' | 'single';

/** A random mask of the given kind: blobs are overlapping discs and rectangles with ragged edges. */
export function randomMask(random: Random, width: number, height: number, kind: MaskKind): BitMask {
  switch (kind) {
    case 'empty':
      return emptyMask(width, height);
    case 'full':
      return maskOf(width, height, () => true);
    case 'noise': {
      const density = random();
      return maskOf(width, height, () => random() < density);
    }
    case 'sparse':
      return maskOf(width, height, () => random() < 0.01);
    case 'single': {
      const [sx, sy] = [below(random, width), below(random, height)];
      return maskOf(width, height, (x, y) => x === sx && y === sy);
    }
    case 'blobs': {
      const shapes = Array.from({ length: 1 + below(random, 6) }, () => ({
        x: random() * width,
        y: random() * height,
        r: (0.05 + random() * 0.5) * Math.max(width, height),
        disc: random() < 0.5,
      }));
      const ragged = random() * 0.2;
      return maskOf(width, height, (x, y) => {
        const inside = shapes.some((s) =>
          s.disc ? (x - s.x) ** 2 + (y - s.y) ** 2 < s.r ** 2 : Math.abs(x - s.x) < s.r && Math.abs(y - s.y) < s.r / 2,
        );
        return random() < ragged ? !inside : inside;
      });
    }
  }
}

export const MASK_KINDS: readonly MaskKind[] = ['empty', 'full', 'noise', 'blobs', 'sparse', 'single'];
