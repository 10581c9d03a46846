/**
 * Both flood fills against OpenCV's cv.floodFill (fixed range, 4-connected, mask only) on the
 * same images: the masks must be identical, pixel for pixel.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { BitMask, MaskKernels, Pixel, RgbaImage } from '../kernelTypes';
import { seededRandom } from '../randomPolygon';
import { loadOpenCv, type Cv } from '../testing/opencv';
import { typescriptArea } from './typescriptMaskAlgebra';
import { createTypescriptMasks } from './typescriptMasks';
import { loadWasmMasks } from './testing/loadWasmMasks';
import { openCvFill } from './testing/openCvFill';
import {
  blockyImage,
  corridorImage,
  diagonalImage,
  floorPlanImage,
  imageOf,
  randomBlockyOptions,
  serpentineImage,
} from './testing/rasterFixtures';

const TOLERANCES = [0, 1, 15, 100, 255];
const below = (random: () => number, bound: number): number => Math.floor(random() * bound);

let cv: Cv;
let wasm: MaskKernels;

beforeAll(async () => {
  cv = await loadOpenCv();
  wasm = (await loadWasmMasks()).masks;
});

const differs = (a: BitMask, b: BitMask): boolean => a.bits.some((word, i) => word !== b.bits[i]);

/** Fills with both kernels and OpenCV; returns OpenCV's area, failing on any difference. */
function expectSameAsOpenCv(image: RgbaImage, seed: Pixel, tolerance: number, label: string): number {
  const expected = openCvFill(cv, image, seed, tolerance);
  const typescript = createTypescriptMasks();
  typescript.setImage(image);
  wasm.setImage(image);
  for (const [name, kernels] of [['typescript', typescript], ['wasm', wasm]] as const) {
    const actual = kernels.floodFill(seed, { tolerance, compound: false });
    if (differs(actual, expected)) {
      expect({ label, name, seed, tolerance, bits: actual.bits }).toEqual({ label, name, seed, tolerance, bits: expected.bits });
    }
  }
  return typescriptArea(expected);
}

describe('flood fill agrees with OpenCV', () => {
  it('on random blocky noisy images, sizes not multiples of 32, every tolerance', () => {
    const random = seededRandom(101);
    let nonTrivial = 0;
    for (let i = 0; i < 400; i++) {
      const width = 1 + below(random, i < 300 ? 100 : 700);
      const height = 1 + below(random, i < 300 ? 80 : 300);
      const image = blockyImage(random, width, height, randomBlockyOptions(random));
      const tolerance = i % 7 < 5 ? TOLERANCES[i % 7]! : below(random, 256);
      const area = expectSameAsOpenCv(image, { x: below(random, width), y: below(random, height) }, tolerance, `blocky ${i}`);
      if (area > 1 && area < width * height) nonTrivial++;
    }
    expect(nonTrivial).toBeGreaterThan(150);
  });

  it('on 1-pixel corridors, serpentines, checkerboards and staircases', () => {
    const random = seededRandom(102);
    for (let i = 0; i < 60; i++) {
      const [width, height] = [1 + below(random, 150), 1 + below(random, 100)];
      const image = corridorImage(random, width, height);
      expectSameAsOpenCv(image, { x: below(random, width), y: below(random, height) }, TOLERANCES[i % 5]!, `corridor ${i}`);
    }
    for (const [width, height, lane] of [[200, 50, 4], [97, 300, 2], [64, 64, 3]] as const) {
      expectSameAsOpenCv(serpentineImage(width, height, lane), { x: 0, y: 0 }, 15, `serpentine ${width} × ${height}`);
      expectSameAsOpenCv(serpentineImage(width, height, lane), { x: width - 1, y: height >> 1 }, 15, `serpentine ${width} × ${height} from the right`);
    }
    for (const kind of ['checkerboard', 'staircase'] as const) {
      for (const tolerance of [0, 100, 255]) expectSameAsOpenCv(diagonalImage(37, 35, kind), { x: 6, y: 6 }, tolerance, kind);
    }
  });

  it('on a 1 × 1 image, single rows and columns, and a floor plan', () => {
    for (const tolerance of TOLERANCES) {
      expectSameAsOpenCv(imageOf(1, 1, () => [9, 200, 31, 7]), { x: 0, y: 0 }, tolerance, '1 × 1');
    }
    const random = seededRandom(103);
    for (let i = 0; i < 20; i++) {
      const length = 1 + below(random, 300);
      const options = randomBlockyOptions(random);
      expectSameAsOpenCv(blockyImage(random, length, 1, options), { x: below(random, length), y: 0 }, TOLERANCES[i % 5]!, 'row');
      expectSameAsOpenCv(blockyImage(random, 1, length, options), { x: 0, y: below(random, length) }, TOLERANCES[i % 5]!, 'column');
    }
    const plan = floorPlanImage(random, 1200, 900, 160, 3, 6);
    expectSameAsOpenCv(plan, { x: 600, y: 450 }, 15, 'floor plan');
    expectSameAsOpenCv(plan, { x: 0, y: 0 }, 15, 'floor plan corner');
  });
});
