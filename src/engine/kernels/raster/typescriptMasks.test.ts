import { describe, expect, it } from 'vitest';
import { KernelError, type BitMask, type RgbaImage } from '../kernelTypes';
import { seededRandom } from '../randomPolygon';
import { blurRadius } from './blurRadius';
import { typescriptBoxBlur } from './typescriptBlur';
import { createTypescriptMasks } from './typescriptMasks';
import { BAD_INPUT_CASES, GOOD_IMAGE, expectKernelError, expectWorking } from './testing/badInputs';
import {
  MASK_KINDS,
  blockyImage,
  corridorImage,
  diagonalImage,
  imageOf,
  maskOf,
  randomBlockyOptions,
  randomMask,
} from './testing/rasterFixtures';
import {
  referenceArea,
  referenceBounds,
  referenceBoxBlur,
  referenceCombine,
  referenceFill,
} from './testing/referenceMasks';

const TOLERANCES = [0, 1, 15, 100, 255];
const below = (random: () => number, bound: number): number => Math.floor(random() * bound);

function fillFrom(image: RgbaImage, x: number, y: number, tolerance: number, compound = false): BitMask {
  const kernels = createTypescriptMasks();
  kernels.setImage(image);
  return kernels.floodFill({ x, y }, { tolerance, compound });
}

describe('TypeScript flood fill', () => {
  it('matches a breadth-first fill on random blocky images, connected and compound', () => {
    const random = seededRandom(11);
    let partial = 0;
    for (let i = 0; i < 300; i++) {
      const [width, height] = [1 + below(random, 70), 1 + below(random, 50)];
      const image = blockyImage(random, width, height, randomBlockyOptions(random));
      const kernels = createTypescriptMasks();
      kernels.setImage(image);
      const seed = { x: below(random, width), y: below(random, height) };
      const tolerance = i % 6 < 5 ? TOLERANCES[i % 6]! : below(random, 256);
      for (const compound of [false, true]) {
        const expected = referenceFill(image, seed, tolerance, compound);
        const actual = kernels.floodFill(seed, { tolerance, compound });
        if (!compound && referenceArea(expected) < width * height && referenceArea(expected) > 1) partial++;
        if (actual.bits.some((word, j) => word !== expected.bits[j])) expect({ i, compound, actual }).toEqual({ i, compound, actual: expected });
      }
    }
    expect(partial).toBeGreaterThan(100);
  });

  it('follows 1-pixel corridors', () => {
    const random = seededRandom(12);
    for (let i = 0; i < 40; i++) {
      const [width, height] = [1 + below(random, 90), 1 + below(random, 60)];
      const image = corridorImage(random, width, height);
      const seed = { x: below(random, width), y: below(random, height) };
      expect(fillFrom(image, seed.x, seed.y, 15)).toEqual(referenceFill(image, seed, 15, false));
    }
  });

  it('does not join pixels that touch only at a corner', () => {
    const single = maskOf(9, 7, (x, y) => x === 4 && y === 2);
    expect(fillFrom(diagonalImage(9, 7, 'checkerboard'), 4, 2, 100)).toEqual(single);
    expect(fillFrom(diagonalImage(9, 7, 'staircase'), 2, 2, 100)).toEqual(maskOf(9, 7, (x, y) => x === 2 && y === 2));
    expect(fillFrom(diagonalImage(9, 7, 'checkerboard'), 4, 2, 100, true)).toEqual(maskOf(9, 7, (x, y) => (x + y) % 2 === 0));
  });

  it('fills a 1 × 1 image and ignores alpha', () => {
    expect(fillFrom(imageOf(1, 1, () => [7, 8, 9, 0]), 0, 0, 0).bits).toEqual(new Uint32Array([1]));
    const alphas = imageOf(33, 2, (x) => [100, 100, 100, x * 7]);
    expect(fillFrom(alphas, 0, 0, 0)).toEqual(maskOf(33, 2, () => true));
  });

  it('treats a fractional tolerance as its floor, on both sides of the seed', () => {
    const image = imageOf(41, 1, (x) => [80 + x, 100, 100, 255]);
    const expected = referenceFill(image, { x: 20, y: 0 }, 15.7, false);
    expect(fillFrom(image, 20, 0, 15.7)).toEqual(expected);
    expect(fillFrom(image, 20, 0, 15.7)).toEqual(maskOf(41, 1, (x) => x >= 5 && x <= 35));
  });

  it('takes each channel within tolerance inclusive, and no further', () => {
    // Channel differences 0..20 from the seed in R, G or B, in each direction.
    const image = imageOf(21, 6, (x, y) => {
      const colour = [100, 100, 100, 255];
      colour[y % 3] = 100 + (y < 3 ? x : -x);
      return colour;
    });
    expect(fillFrom(image, 0, 0, 7, true)).toEqual(maskOf(21, 6, (x) => x <= 7));
  });

  it('does not change with the caller reusing its array after setImage', () => {
    const image = imageOf(10, 10, () => [50, 50, 50, 255]);
    const kernels = createTypescriptMasks();
    kernels.setImage(image);
    (image.data as Uint8ClampedArray).fill(0);
    expect(kernels.floodFill({ x: 0, y: 0 }, { tolerance: 0, compound: true })).toEqual(maskOf(10, 10, () => true));
  });
});

describe('TypeScript outline blur', () => {
  it('matches a brute-force clipped box count for radii 1 to 12 on random masks', () => {
    const random = seededRandom(21);
    for (let i = 0; i < 120; i++) {
      const [width, height] = [1 + below(random, 45), 1 + below(random, 45)];
      const mask = randomMask(random, width, height, MASK_KINDS[i % MASK_KINDS.length]!);
      const radius = 1 + (i % 12);
      expect(typescriptBoxBlur(mask, radius)).toEqual(referenceBoxBlur(mask, radius));
    }
  });

  it('leaves a mask unchanged at 0 and keeps a full mask full', () => {
    const random = seededRandom(22);
    const mask = randomMask(random, 50, 40, 'noise');
    const kernels = createTypescriptMasks();
    expect(kernels.blurOutline(mask, 0)).toEqual(mask);
    expect(kernels.blurOutline(mask, 0).bits).not.toBe(mask.bits);
    expect(kernels.blurOutline(randomMask(random, 70, 3, 'full'), 100)).toEqual(randomMask(random, 70, 3, 'full'));
  });

  it('rounds off a square corner and removes a lone pixel', () => {
    const square = maskOf(7, 7, (x, y) => x >= 2 && y >= 2);
    const dot = maskOf(7, 7, (x, y) => x === 3 && y === 3);
    expect(typescriptBoxBlur(square, 1)).toEqual(maskOf(7, 7, (x, y) => x >= 2 && y >= 2 && !(x === 2 && y === 2)));
    expect(typescriptBoxBlur(dot, 1)).toEqual(maskOf(7, 7, () => false));
  });
});

describe('blurRadius', () => {
  it('grows with the value and the shorter side, from 1', () => {
    expect(blurRadius(0, 6000, 4000)).toBe(0);
    expect(blurRadius(100, 6000, 4000)).toBe(80);
    expect(blurRadius(50, 4000, 6000)).toBe(40);
    expect(blurRadius(0.001, 10, 10)).toBe(1);
    expect(blurRadius(100, 1, 1)).toBe(1);
    // 62.5 rounds up.
    expect(blurRadius(62.5, 5000, 5000)).toBe(63);
  });
});

describe('TypeScript mask algebra', () => {
  it('matches pixel-by-pixel references on random masks of every kind', () => {
    const random = seededRandom(31);
    for (let i = 0; i < 200; i++) {
      const [width, height] = [1 + below(random, 100), 1 + below(random, 20)];
      const a = randomMask(random, width, height, MASK_KINDS[below(random, MASK_KINDS.length)]!);
      const b = randomMask(random, width, height, MASK_KINDS[below(random, MASK_KINDS.length)]!);
      const kernels = createTypescriptMasks();
      expect(kernels.union(a, b)).toEqual(referenceCombine(a, b, (p, q) => p || q));
      expect(kernels.subtract(a, b)).toEqual(referenceCombine(a, b, (p, q) => p && !q));
      expect(kernels.intersects(a, b)).toBe(referenceArea(referenceCombine(a, b, (p, q) => p && q)) > 0);
      expect(kernels.area(a)).toBe(referenceArea(a));
      expect(kernels.bounds(a)).toEqual(referenceBounds(a));
    }
  });

  it('gives bounds at the image corners and null for an empty mask', () => {
    const kernels = createTypescriptMasks();
    expect(kernels.bounds(maskOf(65, 4, (x, y) => (x === 0 && y === 3) || (x === 64 && y === 0)))).toEqual({ minX: 0, minY: 0, maxX: 64, maxY: 3 });
    expect(kernels.bounds(maskOf(65, 4, () => false))).toBeNull();
    expect(kernels.area(maskOf(65, 4, () => true))).toBe(260);
  });
});

describe('TypeScript mask kernels refuse bad input', () => {
  it('refuses a fill before any image', () => {
    expectKernelError(() => createTypescriptMasks().floodFill({ x: 0, y: 0 }, { tolerance: 0, compound: false }), 'no-image');
  });

  it.each(BAD_INPUT_CASES)('refuses $name with $code and keeps working', ({ run, code }) => {
    const kernels = createTypescriptMasks();
    kernels.setImage(GOOD_IMAGE);
    expectKernelError(() => run(kernels), code);
    expectWorking(kernels);
  });

  it('throws KernelError, not a plain Error', () => {
    expect(() => createTypescriptMasks().area({ width: 1, height: 1, bits: new Uint32Array(2) })).toThrow(KernelError);
  });
});
