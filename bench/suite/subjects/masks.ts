/**
 * Mask algebra and outline blur on 24 MP wand masks: A is the paper region of the floor plan, B
 * its wall network, so they never meet and `intersects` must scan every word. OpenCV.js works on
 * the same masks as 8-bit Mats (0/255) already in its heap.
 */
import { maskStride, type BitMask, type KernelSet } from '../../../src/engine/kernels/kernelTypes';
import { floorPlanImage } from '../../../src/engine/kernels/testing/floorPlanImage';
import type { Cv } from '../../../src/engine/kernels/testing/opencv';
import type { Bench } from '../bench';
import { maskImageSize, PLAN_SEED } from '../inputs';
import { OURS_TS, OURS_WASM, type Contenders } from '../types';

const FILL = { tolerance: 15, compound: false } as const;
const BLUR_VALUE = 100;
/** OpenCV's box for the blur row; its cost, like ours, does not depend on the size. */
const CV_BOX = 41;
const INPUT = `${maskImageSize.label} wand masks`;
const BLUR_INPUT = `${maskImageSize.label} wand mask, value ${BLUR_VALUE}`;

export const MASKS = { union: 'mask union', subtract: 'mask subtract', intersects: 'mask intersects', blur: 'outline blur' } as const;

function runOurs(bench: Bench, implementation: string, set: KernelSet, masks: { a: BitMask; b: BitMask }): void {
  const { a, b } = masks;
  bench.time(MASKS.union, INPUT, implementation, () => set.raster.union(a, b));
  bench.time(MASKS.subtract, INPUT, implementation, () => set.raster.subtract(a, b));
  bench.time(MASKS.intersects, INPUT, implementation, () => set.raster.intersects(a, b), { note: 'disjoint: full scan' });
  bench.time(MASKS.blur, BLUR_INPUT, implementation, () => set.raster.blurOutline(a, BLUR_VALUE));
}

/** The mask as an 8-bit Mat of 0 and 255. */
function toMat(cv: Cv, mask: BitMask): InstanceType<Cv['Mat']> {
  const { width, height, bits } = mask;
  const mat = new cv.Mat(height, width, cv.CV_8UC1);
  const bytes = mat.data;
  const stride = maskStride(width);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) bytes[y * width + x] = (bits[y * stride + (x >> 5)]! >>> (x & 31)) & 1 ? 255 : 0;
  }
  return mat;
}

function runOpenCv(bench: Bench, cv: Cv, masks: { a: BitMask; b: BitMask }): void {
  const name = `OpenCV.js ${bench.config.versions.opencv}`;
  const a = toMat(cv, masks.a);
  const b = toMat(cv, masks.b);
  const out = new cv.Mat();
  const blurred = new cv.Mat();
  try {
    bench.time(MASKS.union, INPUT, name, () => cv.bitwise_or(a, b, out), { note: '8-bit masks' });
    bench.time(MASKS.subtract, INPUT, name, () => cv.subtract(a, b, out), { note: '8-bit masks, saturating' });
    bench.time(
      MASKS.intersects,
      INPUT,
      name,
      () => {
        cv.bitwise_and(a, b, out);
        return cv.countNonZero(out) > 0;
      },
      { note: 'bitwise_and + countNonZero' },
    );
    bench.time(
      MASKS.blur,
      BLUR_INPUT,
      name,
      () => {
        cv.blur(a, blurred, new cv.Size(CV_BOX, CV_BOX));
        cv.threshold(blurred, out, 127, 255, cv.THRESH_BINARY);
      },
      { note: `blur ${CV_BOX}×${CV_BOX} + threshold on 8-bit` },
    );
  } finally {
    for (const mat of [a, b, out, blurred]) mat.delete();
  }
}

export async function runMasks(bench: Bench, contenders: Contenders): Promise<void> {
  const plan = bench.prepare(MASKS.union, INPUT, 'input', () => floorPlanImage(maskImageSize.width, maskImageSize.height, PLAN_SEED));
  if (!plan) return;
  const masksOf = (set: KernelSet): { a: BitMask; b: BitMask } => {
    set.raster.setImage(plan.image);
    return { a: set.raster.floodFill(plan.seed, FILL), b: set.raster.floodFill(plan.wallSeed, FILL) };
  };
  const wasmMasks = bench.prepare(MASKS.union, INPUT, OURS_WASM, () => masksOf(contenders.wasm));
  if (wasmMasks) runOurs(bench, OURS_WASM, contenders.wasm, wasmMasks);
  const tsMasks = bench.prepare(MASKS.union, INPUT, OURS_TS, () => masksOf(contenders.typescript));
  if (tsMasks) runOurs(bench, OURS_TS, contenders.typescript, tsMasks);
  const reference = wasmMasks ?? tsMasks;
  if (reference) bench.prepare(MASKS.union, INPUT, `OpenCV.js ${bench.config.versions.opencv}`, () => runOpenCv(bench, contenders.cv, reference));
  await Promise.resolve();
}
