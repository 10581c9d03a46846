/**
 * Masks for the contour tests and benchmark: drawn from text, from a predicate, or at random
 * with a fixed seed (seededRandom), so every failure can be replayed.
 */
import { emptyMask, maskStride, type BitMask } from '../../kernelTypes';

export const isSet = (mask: BitMask, x: number, y: number): boolean =>
  ((mask.bits[y * maskStride(mask.width) + (x >>> 5)]! >>> (x & 31)) & 1) === 1;

/** A mask whose pixel (x, y) is set where `inside(x, y)`. */
export function maskWhere(width: number, height: number, inside: (x: number, y: number) => boolean): BitMask {
  const mask = emptyMask(width, height);
  const stride = maskStride(width);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (inside(x, y)) mask.bits[y * stride + (x >>> 5)]! |= 1 << (x & 31);
    }
  }
  return mask;
}

/** A mask drawn as text: one string a row, '#' for a set pixel. */
export const maskFromRows = (rows: readonly string[]): BitMask =>
  maskWhere(rows[0]?.length ?? 0, rows.length, (x, y) => rows[y]![x] === '#');

/** Each pixel set with probability `density`. */
export const noiseMask = (random: () => number, width: number, height: number, density: number): BitMask =>
  maskWhere(width, height, () => random() < density);

interface Shape {
  readonly contains: (x: number, y: number) => boolean;
}

function randomShape(random: () => number, width: number, height: number, maxSize: number): Shape {
  const cx = random() * width;
  const cy = random() * height;
  const size = 0.5 + random() * maxSize;
  if (random() < 0.5) {
    const r2 = size * size;
    return { contains: (x, y) => (x - cx) ** 2 + (y - cy) ** 2 <= r2 };
  }
  const halfWidth = size * (0.2 + random());
  const halfHeight = size * (0.2 + random());
  return { contains: (x, y) => Math.abs(x - cx) <= halfWidth && Math.abs(y - cy) <= halfHeight };
}

/**
 * A union of random discs and rectangles, then random discs and rectangles cut out of it, so
 * regions have holes and holes hold islands.
 */
export function blobMask(random: () => number, width: number, height: number, shapes: number): BitMask {
  const maxSize = Math.max(1, Math.min(width, height) / 3);
  const added = Array.from({ length: shapes }, () => randomShape(random, width, height, maxSize));
  const cut = Array.from({ length: shapes }, () => randomShape(random, width, height, maxSize / 3));
  const islands = Array.from({ length: shapes }, () => randomShape(random, width, height, maxSize / 8));
  return maskWhere(
    width,
    height,
    (x, y) =>
      islands.some((shape) => shape.contains(x, y)) ||
      (added.some((shape) => shape.contains(x, y)) && !cut.some((shape) => shape.contains(x, y))),
  );
}

/** Square rings around the centre, `band` pixels wide, alternately set and clear. */
export function nestedRings(width: number, height: number, band: number): BitMask {
  const cx = (width - 1) / 2;
  const cy = (height - 1) / 2;
  return maskWhere(width, height, (x, y) => Math.floor(Math.max(Math.abs(x - cx), Math.abs(y - cy)) / band) % 2 === 0);
}

/** Alternating cells of `cell` pixels; with cell 1, set pixels touch only diagonally. */
export const checkerboard = (width: number, height: number, cell: number): BitMask =>
  maskWhere(width, height, (x, y) => (Math.floor(x / cell) + Math.floor(y / cell)) % 2 === 0);

/**
 * Random 1-pixel paths: each walks a random number of steps in the 8 directions, turning at
 * random, so they make spurs, diagonal chains, crossings and small loops.
 */
export function randomPaths(random: () => number, width: number, height: number, paths: number, steps: number): BitMask {
  const set = new Set<number>();
  for (let path = 0; path < paths; path++) {
    let x = Math.floor(random() * width);
    let y = Math.floor(random() * height);
    let direction = Math.floor(random() * 8);
    for (let step = 0; step < steps; step++) {
      set.add(y * width + x);
      if (random() < 0.2) direction = (direction + (random() < 0.5 ? 1 : 7)) & 7;
      const dx = [1, 1, 0, -1, -1, -1, 0, 1][direction]!;
      const dy = [0, -1, -1, -1, 0, 1, 1, 1][direction]!;
      x = Math.min(width - 1, Math.max(0, x + dx));
      y = Math.min(height - 1, Math.max(0, y + dy));
    }
  }
  return maskWhere(width, height, (x, y) => set.has(y * width + x));
}
