/**
 * The mask kernels in plain TypeScript: the reference for the WASM kernels and the fallback for
 * browsers without WASM SIMD. Each call checks its input first, like the WASM kernels do.
 */
import { KernelError, type MaskKernels, type RgbaImage } from '../kernelTypes';
import { checkBlur, checkFillOptions, checkImage, checkMask, checkSameSize, checkSeed } from '../validate';
import { typescriptBlur } from './typescriptBlur';
import { typescriptFill } from './typescriptFill';
import {
  typescriptArea,
  typescriptBounds,
  typescriptIntersects,
  typescriptSubtract,
  typescriptUnion,
} from './typescriptMaskAlgebra';

export function createTypescriptMasks(): MaskKernels {
  let image: RgbaImage | undefined;
  return {
    setImage(next) {
      checkImage(next);
      // A copy, since the caller may reuse its array.
      image = { width: next.width, height: next.height, data: new Uint8Array(next.data) };
    },
    floodFill(seed, options) {
      if (!image) throw new KernelError('no-image', 'flood fill needs an image: call setImage first');
      checkSeed(seed, image.width, image.height);
      checkFillOptions(options);
      return typescriptFill(image, seed, options);
    },
    blurOutline(mask, value) {
      checkMask(mask);
      checkBlur(value);
      return typescriptBlur(mask, value);
    },
    union(a, b) {
      checkSameSize(a, b);
      return typescriptUnion(a, b);
    },
    subtract(a, b) {
      checkSameSize(a, b);
      return typescriptSubtract(a, b);
    },
    intersects(a, b) {
      checkSameSize(a, b);
      return typescriptIntersects(a, b);
    },
    area(mask) {
      checkMask(mask);
      return typescriptArea(mask);
    },
    bounds(mask) {
      checkMask(mask);
      return typescriptBounds(mask);
    },
  };
}
