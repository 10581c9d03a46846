import { beforeAll, describe, expect, it } from 'vitest';
import type { BitMask, MaskKernels } from '../kernelTypes';
import type { ArenaExports as KernelExports } from '../wasmArena';
import { seededRandom } from '../randomPolygon';
import { createWasmArena, type WasmArena } from '../wasmArena';
import { blurRadius } from './blurRadius';
import { createTypescriptMasks } from './typescriptMasks';
import { MASK_EXPORTS, createWasmMasks, wasmBlurRadius } from './wasmMasks';
import { BAD_INPUT_CASES, GOOD_IMAGE, expectKernelError, expectWorking } from './testing/badInputs';
import { loadWasmMasks } from './testing/loadWasmMasks';
import { referenceBoxBlur } from './testing/referenceMasks';
import {
  MASK_KINDS,
  blockyImage,
  combImage,
  corridorImage,
  floorPlanImage,
  imageOf,
  maskOf,
  randomBlockyOptions,
  randomMask,
} from './testing/rasterFixtures';

const below = (random: () => number, bound: number): number => Math.floor(random() * bound);

let exports: KernelExports;
let arena: WasmArena;
let wasm: MaskKernels;
const typescript = createTypescriptMasks();

beforeAll(async () => {
  ({ exports, arena, masks: wasm } = await loadWasmMasks());
});

/** Fails with the case's label when the masks differ, without printing megabytes of words. */
function expectSameMask(actual: BitMask, expected: BitMask, label: string): void {
  expect({ label, width: actual.width, height: actual.height }).toEqual({ label, width: expected.width, height: expected.height });
  const first = actual.bits.findIndex((word, i) => word !== expected.bits[i]);
  expect({ label, firstDifferentWord: first }).toEqual({ label, firstDifferentWord: -1 });
}

describe('WASM flood fill', () => {
  it('matches the TypeScript fill on random images, connected and compound', () => {
    const random = seededRandom(201);
    for (let i = 0; i < 150; i++) {
      const width = 1 + below(random, i % 10 === 0 ? 1500 : 200);
      const height = 1 + below(random, i % 10 === 0 ? 600 : 150);
      const image = i % 4 === 3 ? corridorImage(random, width, height) : blockyImage(random, width, height, randomBlockyOptions(random));
      wasm.setImage(image);
      typescript.setImage(image);
      for (let j = 0; j < 3; j++) {
        const seed = { x: below(random, width), y: below(random, height) };
        const options = { tolerance: [0, 1, 15, 100, 255, below(random, 256), random() * 255][below(random, 7)]!, compound: j === 2 };
        expectSameMask(wasm.floodFill(seed, options), typescript.floodFill(seed, options), `image ${i} fill ${j}`);
      }
    }
  });

  it('fills most of a floor plan from a room and stays in a room when the doors are walls', () => {
    const random = seededRandom(202);
    const plan = floorPlanImage(random, 1000, 700, 150, 4, 6);
    wasm.setImage(plan);
    typescript.setImage(plan);
    const options = { tolerance: 15, compound: false };
    const filled = wasm.floodFill({ x: 500, y: 350 }, options);
    expectSameMask(filled, typescript.floodFill({ x: 500, y: 350 }, options), 'floor plan');
    expect(wasm.area(filled)).toBeGreaterThan(0.9 * 1000 * 700);
    const closed = imageOf(100, 80, (x, y) => (x === 50 || y === 40 ? [0, 0, 0, 255] : [240, 240, 240, 255]));
    wasm.setImage(closed);
    expectSameMask(wasm.floodFill({ x: 60, y: 10 }, options), maskOf(100, 80, (x, y) => x > 50 && y < 40), 'closed room');
  });

  it('grows its list of waiting runs: a comb with 5,000 teeth', () => {
    const comb = combImage(10_001, 20);
    wasm.setImage(comb);
    const options = { tolerance: 0, compound: false };
    const filled = wasm.floodFill({ x: 5000, y: 19 }, options);
    expect(wasm.area(filled)).toBe(2 * 10_001 + 18 * 5001);
    typescript.setImage(comb);
    expectSameMask(filled, typescript.floodFill({ x: 5000, y: 19 }, options), 'comb');
  });

  it('keeps the image resident, replaces it on setImage and leaks nothing between calls', () => {
    const first = imageOf(70, 5, () => [10, 20, 30, 255]);
    const second = imageOf(70, 5, (x) => (x < 35 ? [10, 20, 30, 255] : [200, 20, 30, 255]));
    wasm.setImage(first);
    const top = exports.arenaTop();
    const options = { tolerance: 5, compound: false };
    expect(wasm.area(wasm.floodFill({ x: 0, y: 0 }, options))).toBe(350);
    wasm.blurOutline(maskOf(70, 5, (x) => x > 3), 50);
    wasm.bounds(maskOf(70, 5, (x) => x > 3));
    expect(exports.arenaTop()).toBe(top);
    wasm.setImage(second);
    expect(exports.arenaTop()).toBe(top);
    expect(wasm.area(wasm.floodFill({ x: 0, y: 0 }, options))).toBe(175);
  });

  it('copies the image in, so the caller may reuse its array', () => {
    const image = imageOf(40, 4, () => [1, 2, 3, 4]);
    wasm.setImage(image);
    (image.data as Uint8ClampedArray).fill(200);
    expect(wasm.area(wasm.floodFill({ x: 0, y: 0 }, { tolerance: 0, compound: true }))).toBe(160);
  });
});

describe('WASM outline blur', () => {
  it('computes the same radius as blurRadius', () => {
    const random = seededRandom(301);
    const values = [0, 0.001, 0.5, 1, 12.5, 25, 50, 62.5, 99.999, 100];
    for (let i = 0; i < 5000; i++) {
      const value = i < values.length * 10 ? values[i % values.length]! : random() * 100;
      const [width, height] = [1 + below(random, i % 2 ? 70_000 : 600), 1 + below(random, 70_000)];
      expect(wasmBlurRadius(exports, value, width, height)).toBe(blurRadius(value, width, height));
    }
    // Where value × side / 5000 is exactly some n + 1/2.
    for (let side = 1; side < 3000; side++) {
      const value = (5000 * (Math.floor(side / 100) + 0.5)) / side;
      if (value <= 100) expect(wasmBlurRadius(exports, value, side, side + 1)).toBe(blurRadius(value, side, side + 1));
    }
  });

  it('matches a brute-force clipped box count on random masks, radii 1 to 6', () => {
    const random = seededRandom(305);
    const radii = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const width = 1 + below(random, 320);
      const height = 1 + below(random, 320);
      const mask = randomMask(random, width, height, MASK_KINDS[i % MASK_KINDS.length]!);
      const value = 1 + random() * 99;
      const radius = blurRadius(value, width, height);
      radii.add(radius);
      expectSameMask(wasm.blurOutline(mask, value), referenceBoxBlur(mask, radius), `mask ${i}, radius ${radius}`);
    }
    expect(radii.size).toBeGreaterThanOrEqual(5);
  });

  it('matches the TypeScript blur on random masks, sizes and values', () => {
    const random = seededRandom(302);
    for (let i = 0; i < 160; i++) {
      const large = i % 16 === 0;
      const width = 1 + below(random, large ? 1200 : 300);
      const height = 1 + below(random, large ? 1000 : 300);
      const mask = randomMask(random, width, height, MASK_KINDS[i % MASK_KINDS.length]!);
      const value = i % 5 === 0 ? 100 : random() * 100;
      expectSameMask(wasm.blurOutline(mask, value), typescript.blurOutline(mask, value), `mask ${i} at ${value}`);
    }
  });

  it('matches on a floor-plan fill, where most words are decided early', () => {
    const random = seededRandom(303);
    const plan = floorPlanImage(random, 1300, 1100, 200, 4, 6);
    wasm.setImage(plan);
    // 1.4 MP: more than one chunk of setImage's copy.
    typescript.setImage(plan);
    const mask = wasm.floodFill({ x: 650, y: 550 }, { tolerance: 15, compound: false });
    expectSameMask(mask, typescript.floodFill({ x: 650, y: 550 }, { tolerance: 15, compound: false }), 'floor plan fill');
    const compound = { tolerance: 15, compound: true };
    expectSameMask(wasm.floodFill({ x: 1, y: 1 }, compound), typescript.floodFill({ x: 1, y: 1 }, compound), 'floor plan compound');
    for (const value of [1, 10, 30, 60, 100]) {
      expectSameMask(wasm.blurOutline(mask, value), typescript.blurOutline(mask, value), `floor plan at ${value}`);
    }
  });

  it('keeps a mask at 0 and handles 1 × 1 and 1-pixel-wide masks', () => {
    const random = seededRandom(304);
    const noise = randomMask(random, 77, 13, 'noise');
    expectSameMask(wasm.blurOutline(noise, 0), noise, 'value 0');
    for (const [width, height] of [[1, 1], [1, 50], [50, 1], [32, 1], [1, 32], [64, 2]] as const) {
      for (const kind of MASK_KINDS) {
        const mask = randomMask(random, width, height, kind);
        for (const value of [1, 100]) {
          expectSameMask(wasm.blurOutline(mask, value), typescript.blurOutline(mask, value), `${width} × ${height} ${kind} at ${value}`);
        }
      }
    }
  });
});

describe('WASM mask algebra', () => {
  it('matches the TypeScript kernels on random masks', () => {
    const random = seededRandom(401);
    for (let i = 0; i < 300; i++) {
      const width = 1 + below(random, i % 20 === 0 ? 3000 : 150);
      const height = 1 + below(random, 60);
      const a = randomMask(random, width, height, MASK_KINDS[below(random, MASK_KINDS.length)]!);
      const b = randomMask(random, width, height, MASK_KINDS[below(random, MASK_KINDS.length)]!);
      expectSameMask(wasm.union(a, b), typescript.union(a, b), `union ${i}`);
      expectSameMask(wasm.subtract(a, b), typescript.subtract(a, b), `subtract ${i}`);
      expect(wasm.intersects(a, b)).toBe(typescript.intersects(a, b));
      expect(wasm.area(a)).toBe(typescript.area(a));
      expect(wasm.bounds(a)).toEqual(typescript.bounds(a));
    }
  });

  it('finds one shared pixel anywhere, including the last word', () => {
    for (const [width, height] of [[1, 1], [31, 3], [32, 4], [200, 17], [513, 9]] as const) {
      for (const [x, y] of [[0, 0], [width - 1, height - 1], [width >> 1, height >> 1]] as const) {
        const a = maskOf(width, height, (px, py) => px === x && py === y);
        const b = maskOf(width, height, (px, py) => (px === x && py === y) || (px + py) % 7 === 3);
        expect(wasm.intersects(a, b)).toBe(true);
        expect(wasm.intersects(a, wasm.subtract(b, a))).toBe(false);
        expect(wasm.bounds(a)).toEqual({ minX: x, minY: y, maxX: x, maxY: y });
        expect(wasm.area(wasm.union(a, b))).toBe(typescript.area(b));
      }
    }
  });

  it('handles empty and zero-width masks', () => {
    expect(wasm.bounds(maskOf(90, 7, () => false))).toBeNull();
    expect(wasm.area({ width: 0, height: 3, bits: new Uint32Array(0) })).toBe(0);
    expect(wasm.bounds({ width: 0, height: 3, bits: new Uint32Array(0) })).toBeNull();
  });
});

describe('WASM mask kernels refuse bad input', () => {
  it('refuses a fill before any image', async () => {
    const { masks } = await loadWasmMasks();
    expectKernelError(() => masks.floodFill({ x: 0, y: 0 }, { tolerance: 0, compound: false }), 'no-image');
  });

  it.each(BAD_INPUT_CASES)('refuses $name with $code and keeps working', ({ run, code }) => {
    wasm.setImage(GOOD_IMAGE);
    const top = exports.arenaTop();
    expectKernelError(() => run(wasm), code);
    expect(exports.arenaTop()).toBe(top);
    expectWorking(wasm);
  });

  it('names the exports a stale module lacks, and the built module has them all', () => {
    const built = exports as unknown as Record<string, unknown>;
    expect(MASK_EXPORTS.filter((name) => typeof built[name] !== 'function')).toEqual([]);
    expect(() => createWasmMasks({ rasterFloodFill: () => 0 }, arena)).toThrow(/lacks rasterBlurOutline, .*rasterBounds/);
  });
});

describe('WASM mask kernels out of memory', () => {
  /** The real module's kernels, with arenaAlloc refusing blocks over `limitBytes` and, when given, the fill and blur returning `status`. */
  function limitedKernels(limitBytes: number, status?: number): MaskKernels {
    const failing = status === undefined ? {} : { rasterFloodFill: () => status, rasterBlurOutline: () => status };
    const limited: KernelExports = {
      ...exports,
      arenaAlloc: (bytes: number) => (bytes > limitBytes ? 0 : exports.arenaAlloc(bytes)),
      ...failing,
    };
    return createWasmMasks(limited, createWasmArena(limited));
  }

  it('refuses an image that does not fit with too-large, leaving no image', () => {
    // 40 × 30 needs 3,600 bytes of planes, then 4,800 for the RGBA on its way in.
    for (const limit of [3000, 4096]) {
      const kernels = limitedKernels(limit);
      kernels.setImage(imageOf(10, 10, () => [0, 0, 0, 255]));
      expectKernelError(() => kernels.setImage(imageOf(40, 30, () => [0, 0, 0, 255])), 'too-large');
      expectKernelError(() => kernels.floodFill({ x: 0, y: 0 }, { tolerance: 0, compound: false }), 'no-image');
      kernels.setImage(imageOf(10, 10, () => [0, 0, 0, 255]));
      expect(kernels.area(kernels.floodFill({ x: 0, y: 0 }, { tolerance: 0, compound: false }))).toBe(100);
    }
  });

  it('refuses an image whose planes would pass 4 GiB before allocating anything', () => {
    wasm.setImage(GOOD_IMAGE);
    const top = exports.arenaTop();
    // Only the size is read before refusing, so the pixels need not exist.
    const huge = { width: 40_000, height: 40_000, data: { length: 40_000 * 40_000 * 4 } as unknown as Uint8Array };
    expectKernelError(() => wasm.setImage(huge), 'too-large');
    expectKernelError(() => wasm.floodFill({ x: 0, y: 0 }, { tolerance: 0, compound: false }), 'no-image');
    expect(exports.arenaTop()).toBeLessThanOrEqual(top);
    wasm.setImage(GOOD_IMAGE);
    expectWorking(wasm);
  });

  it('maps a kernel that runs out of scratch to too-large and keeps working', () => {
    const failing = limitedKernels(Infinity, 1);
    failing.setImage(GOOD_IMAGE);
    expectKernelError(() => failing.floodFill({ x: 0, y: 0 }, { tolerance: 0, compound: false }), 'too-large');
    expectKernelError(() => failing.blurOutline(maskOf(40, 30, () => true), 50), 'too-large');
    expect(() => failing.union(maskOf(40, 30, () => true), maskOf(40, 30, () => true))).not.toThrow();
    wasm.setImage(GOOD_IMAGE);
    expectWorking(wasm);
  });
});

describe('the image brightness', () => {
  it('is bilinear between pixel centres, the nearest edge beyond the image, the same over both kernels', () => {
    // A 3 × 2 image: grey levels 0, 30, 60 on the top row, 90, 120, 150 below; one pixel coloured.
    const data = new Uint8Array(3 * 2 * 4);
    [0, 30, 60, 90, 120, 150].forEach((level, i) => data.set([level, level, level, 255], 4 * i));
    data.set([30, 60, 90, 255], 4 * 5);
    const image = { width: 3, height: 2, data };
    wasm.setImage(image);
    typescript.setImage(image);
    const points = new Float64Array([0.5, 0.5, 1, 0.5, 1.5, 1, 2.5, 1.5, -4, 0.5, 9, 9, 2, 1]);
    const expected = [0, 15, 75, 60, 0, 60, 67.5];
    for (const kernels of [wasm, typescript]) {
      const values = Array.from(kernels.brightness(points));
      values.forEach((value, i) => expect(value).toBeCloseTo(expected[i]!, 4));
    }
    expectKernelError(() => wasm.brightness(new Float64Array([Number.NaN, 0])), 'not-finite');
    expectKernelError(() => createTypescriptMasks().brightness(new Float64Array([0, 0])), 'no-image');
  });
});

describe('dark pixels, WASM against TypeScript', () => {
  it('mark the same pixels at whole, fractional and out-of-range thresholds, 16 at a time and in the tail', () => {
    const random = seededRandom(22);
    // 37 × 29: 1073 pixels, not a whole number of 16-pixel steps.
    const width = 37;
    const height = 29;
    const data = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < data.length; i++) data[i] = below(random, 256);
    // Sums on either side of the threshold: greys of 127 and 128, and black and white.
    data.set([127, 127, 127, 255, 128, 128, 128, 255, 0, 0, 0, 255, 255, 255, 255, 255], 0);
    const image = { width, height, data };
    wasm.setImage(image);
    typescript.setImage(image);
    let marked = 0;
    for (const threshold of [-5, 0, 0.2, 1, 64.5, 127.9, 128, 200.34, 255, 255.5, 256, 300]) {
      const ours = wasm.darkPixels(threshold);
      const reference = typescript.darkPixels(threshold);
      expect({ threshold, width: ours.width, height: ours.height }).toEqual({ threshold, width, height });
      expect({ threshold, dark: Array.from(ours.dark) }).toEqual({ threshold, dark: Array.from(reference.dark) });
      marked += ours.dark.reduce((sum, value) => sum + value, 0);
    }
    expect(marked).toBeGreaterThan(1000);
  });
});
