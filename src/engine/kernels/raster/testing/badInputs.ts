/**
 * The contract's bad inputs for the mask kernels, shared by the TypeScript and WASM tests so both
 * refuse the same inputs with the same KernelError code, and a check that a kernel set still gives
 * right answers after refusing one.
 */
import { expect } from 'vitest';
import { KernelError, emptyMask, type BitMask, type KernelErrorCode, type MaskKernels } from '../../kernelTypes';
import { imageOf, maskOf } from './rasterFixtures';

export interface BadInputCase {
  readonly name: string;
  readonly code: KernelErrorCode;
  /** Runs against kernels whose image is the 40 × 30 GOOD_IMAGE. */
  readonly run: (kernels: MaskKernels) => unknown;
}

/** Left half black, right half white. */
export const GOOD_IMAGE = imageOf(40, 30, (x) => (x < 20 ? [0, 0, 0, 255] : [255, 255, 255, 255]));

const mask = (width: number, height: number): BitMask => emptyMask(width, height);
const short = (width: number, height: number): BitMask => ({ width, height, bits: new Uint32Array(Math.max(0, ((width + 31) >> 5) * height - 1)) });
const image = (width: number, height: number, bytes = width * height * 4) => ({ width, height, data: new Uint8Array(Math.max(0, bytes)) });
const fill = (x: number, y: number, tolerance = 15) => (kernels: MaskKernels) => kernels.floodFill({ x, y }, { tolerance, compound: false });

export const BAD_INPUT_CASES: readonly BadInputCase[] = [
  { name: 'an image of width 0', code: 'bad-image', run: (k) => k.setImage(image(0, 10)) },
  { name: 'an image of height 0', code: 'bad-image', run: (k) => k.setImage(image(10, 0)) },
  { name: 'a fractional width', code: 'bad-image', run: (k) => k.setImage({ width: 2.5, height: 2, data: new Uint8Array(20) }) },
  { name: 'a negative height', code: 'bad-image', run: (k) => k.setImage(image(4, -2, 0)) },
  { name: 'a buffer one byte short', code: 'bad-image', run: (k) => k.setImage(image(7, 5, 7 * 5 * 4 - 1)) },
  { name: 'a buffer one byte long', code: 'bad-image', run: (k) => k.setImage(image(7, 5, 7 * 5 * 4 + 1)) },
  { name: 'an empty buffer', code: 'bad-image', run: (k) => k.setImage(image(7, 5, 0)) },
  { name: 'a side over 65535', code: 'too-large', run: (k) => k.setImage({ width: 65_536, height: 1, data: new Uint8Array(0) }) },
  { name: 'a seed left of the image', code: 'seed-out-of-bounds', run: fill(-1, 0) },
  { name: 'a seed right of the image', code: 'seed-out-of-bounds', run: fill(40, 0) },
  { name: 'a seed below the image', code: 'seed-out-of-bounds', run: fill(0, 30) },
  { name: 'a fractional seed', code: 'seed-out-of-bounds', run: fill(1.5, 0) },
  { name: 'a NaN seed', code: 'seed-out-of-bounds', run: fill(Number.NaN, 0) },
  { name: 'a negative tolerance', code: 'bad-option', run: fill(0, 0, -1) },
  { name: 'a tolerance over 255', code: 'bad-option', run: fill(0, 0, 256) },
  { name: 'a NaN tolerance', code: 'bad-option', run: fill(0, 0, Number.NaN) },
  { name: 'an infinite tolerance', code: 'bad-option', run: fill(0, 0, Infinity) },
  { name: 'a negative gap to close', code: 'bad-option', run: (k) => k.floodFill({ x: 0, y: 0 }, { tolerance: 15, compound: false, gapPx: -1 }) },
  { name: 'a NaN gap to close', code: 'bad-option', run: (k) => k.floodFill({ x: 0, y: 0 }, { tolerance: 15, compound: false, gapPx: Number.NaN }) },
  { name: 'an infinite gap to close in a mask', code: 'bad-option', run: (k) => k.closeGaps(mask(40, 30), { x: 0, y: 0 }, Infinity) },
  { name: 'closing gaps from a seed off the mask', code: 'seed-out-of-bounds', run: (k) => k.closeGaps(mask(40, 30), { x: 40, y: 0 }, 10) },
  { name: 'closing gaps in a mask with too few words', code: 'bad-image', run: (k) => k.closeGaps(short(40, 30), { x: 0, y: 0 }, 10) },
  { name: 'a negative blur', code: 'bad-option', run: (k) => k.blurOutline(mask(40, 30), -1) },
  { name: 'a blur over 100', code: 'bad-option', run: (k) => k.blurOutline(mask(40, 30), 100.5) },
  { name: 'a NaN blur', code: 'bad-option', run: (k) => k.blurOutline(mask(40, 30), Number.NaN) },
  { name: 'a blur of a mask with too few words', code: 'bad-image', run: (k) => k.blurOutline(short(40, 30), 10) },
  { name: 'a union of masks of different widths', code: 'mask-mismatch', run: (k) => k.union(mask(40, 30), mask(41, 30)) },
  { name: 'a subtraction of masks of different heights', code: 'mask-mismatch', run: (k) => k.subtract(mask(40, 30), mask(40, 31)) },
  { name: 'an intersection test of masks of different sizes', code: 'mask-mismatch', run: (k) => k.intersects(mask(33, 1), mask(1, 33)) },
  { name: 'a union with a mask with too few words', code: 'bad-image', run: (k) => k.union(mask(40, 30), short(40, 30)) },
  { name: 'the area of a mask with too few words', code: 'bad-image', run: (k) => k.area(short(64, 3)) },
  { name: 'the bounds of a mask with too many words', code: 'bad-image', run: (k) => k.bounds({ width: 5, height: 5, bits: new Uint32Array(6) }) },
];

export function expectKernelError(run: () => unknown, code: KernelErrorCode): void {
  let thrown: unknown;
  try {
    run();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(KernelError);
  expect((thrown as KernelError).code).toBe(code);
}

/** Hand-checked answers on GOOD_IMAGE, which must be the resident image. */
export function expectWorking(kernels: MaskKernels): void {
  const rightHalf = maskOf(40, 30, (x) => x >= 20);
  const topRows = maskOf(40, 30, (_, y) => y < 3);
  expect(kernels.floodFill({ x: 39, y: 29 }, { tolerance: 0, compound: false })).toEqual(rightHalf);
  expect(kernels.union(rightHalf, topRows)).toEqual(maskOf(40, 30, (x, y) => x >= 20 || y < 3));
  expect(kernels.subtract(rightHalf, topRows)).toEqual(maskOf(40, 30, (x, y) => x >= 20 && y >= 3));
  expect(kernels.intersects(rightHalf, topRows)).toBe(true);
  expect(kernels.area(rightHalf)).toBe(600);
  expect(kernels.bounds(topRows)).toEqual({ minX: 0, minY: 0, maxX: 39, maxY: 2 });
  expect(kernels.blurOutline(rightHalf, 100)).toEqual(rightHalf);
  expect(kernels.closeGaps(rightHalf, { x: 39, y: 29 }, 8)).toEqual(rightHalf);
}
