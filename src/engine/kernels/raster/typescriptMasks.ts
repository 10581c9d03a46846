/**
 * The mask kernels in plain TypeScript: the reference for the WASM kernels and the fallback for
 * browsers without WASM SIMD. Each call checks its input first, like the WASM kernels do.
 */
import { KernelError, type MaskKernels } from '../kernelTypes';
import {
  checkBlur,
  checkCoords,
  checkFillOptions,
  checkGap,
  checkImage,
  checkImageComplete,
  checkImageRows,
  checkImageSize,
  checkMask,
  checkSameSize,
  checkSeed,
  closesGaps,
  type ImageInProgress,
} from '../validate';
import { imageBrightness } from './imageBrightness';
import { typescriptBlur } from './typescriptBlur';
import { typescriptCloseGaps } from './typescriptCloseGaps';
import { typescriptFill } from './typescriptFill';
import {
  typescriptArea,
  typescriptBounds,
  typescriptIntersects,
  typescriptSubtract,
  typescriptUnion,
} from './typescriptMaskAlgebra';

interface ResidentImage extends ImageInProgress {
  readonly data: Uint8Array;
  nextRow: number;
}

export function createTypescriptMasks(): MaskKernels {
  let image: ResidentImage | undefined;
  const masks: MaskKernels = {
    setImage(next) {
      checkImage(next);
      masks.beginImage(next.width, next.height);
      masks.imageRows(0, next.data);
    },
    beginImage(width, height) {
      checkImageSize(width, height);
      image = undefined;
      let data: Uint8Array;
      try {
        data = new Uint8Array(width * height * 4);
      } catch {
        throw new KernelError('too-large', `a ${width} × ${height} image does not fit in this tab's memory`);
      }
      image = { width, height, data, nextRow: 0 };
    },
    imageRows(y, rows) {
      const count = checkImageRows(image, y, rows);
      const resident = image!;
      // A copy, since the caller may reuse its array.
      resident.data.set(rows, 4 * resident.width * y);
      resident.nextRow = y + count;
    },
    darkPixels(threshold) {
      checkImageComplete(image);
      const { width, height, data } = image!;
      const dark = new Uint8Array(width * height);
      const limit = 3 * threshold;
      for (let i = 0, p = 0; i < dark.length; i++, p += 4) if (data[p]! + data[p + 1]! + data[p + 2]! < limit) dark[i] = 1;
      return { width, height, dark };
    },
    brightness(points) {
      checkImageComplete(image);
      checkCoords(points, 0);
      const { width, height, data } = image!;
      return imageBrightness(points, width, height, (index) => data[4 * index]! + data[4 * index + 1]! + data[4 * index + 2]!);
    },
    floodFill(seed, options) {
      checkImageComplete(image);
      const resident = image!;
      checkSeed(seed, resident.width, resident.height);
      checkFillOptions(options);
      const filled = typescriptFill(resident, seed, options);
      return closesGaps(options) ? typescriptCloseGaps(filled, seed, options.gapPx!) : filled;
    },
    closeGaps(mask, seed, gapPx) {
      checkMask(mask);
      checkSeed(seed, mask.width, mask.height);
      checkGap(gapPx);
      return typescriptCloseGaps(mask, seed, gapPx);
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
  return masks;
}
