/**
 * The outline blur in plain TypeScript: a box blur of the mask as 0 and 1, thresholded at one
 * half. The box is clipped to the image: a pixel is set when strictly more than half of the box's
 * pixels that lie inside the image are set, so a mask that fills the image stays whole and one
 * touching a border is not eaten away there. Column sums updated row by row and a running sum
 * along the row keep the cost independent of the radius. assembly/raster/blur.ts must agree.
 */
import { emptyMask, maskStride, type BitMask } from '../kernelTypes';
import { blurRadius } from './blurRadius';

export const typescriptBlur = (mask: BitMask, value: number): BitMask =>
  typescriptBoxBlur(mask, blurRadius(value, mask.width, mask.height));

/** The blur with a box of `radius` pixels either side; radius 0 copies the mask. */
export function typescriptBoxBlur(mask: BitMask, radius: number): BitMask {
  const { width, height } = mask;
  if (radius === 0) return { width, height, bits: mask.bits.slice() };
  const stride = maskStride(width);
  const blurred = emptyMask(width, height);
  const noRow = new Uint32Array(stride);
  const row = (y: number): Uint32Array => (y >= 0 && y < height ? mask.bits.subarray(y * stride, (y + 1) * stride) : noRow);
  // columnSums[x]: set pixels of column x in the rows of the box.
  const columnSums = new Int32Array(width);
  const boxWidths = Int32Array.from({ length: width }, (_, x) => Math.min(x + radius, width - 1) - Math.max(x - radius, 0) + 1);

  /** Adds row `entering` to the column sums and removes row `leaving`; false when none changed. */
  const moveBox = (entering: Uint32Array, leaving: Uint32Array): boolean => {
    let changed = false;
    for (let k = 0; k < stride; k++) {
      if (entering[k] === leaving[k]) continue;
      changed = true;
      for (let bit = 0; bit < Math.min(32, width - 32 * k); bit++) {
        columnSums[32 * k + bit]! += ((entering[k]! >>> bit) & 1) - ((leaving[k]! >>> bit) & 1);
      }
    }
    return changed;
  };

  /** Row y of the output from the column sums, with a running sum of them along the row. */
  const thresholdRow = (y: number, boxHeight: number): void => {
    let sum = 0;
    for (let x = 0; x < Math.min(radius, width); x++) sum += columnSums[x]!;
    for (let x = 0; x < width; x++) {
      if (x + radius < width) sum += columnSums[x + radius]!;
      if (x - radius - 1 >= 0) sum -= columnSums[x - radius - 1]!;
      if (2 * sum > boxWidths[x]! * boxHeight) blurred.bits[y * stride + (x >>> 5)]! |= 1 << (x & 31);
    }
  };

  for (let y = 0; y < radius; y++) moveBox(row(y), noRow);
  let previousHeight = 0;
  for (let y = 0; y < height; y++) {
    const changed = moveBox(row(y + radius), row(y - radius - 1));
    const boxHeight = Math.min(y + radius, height - 1) - Math.max(y - radius, 0) + 1;
    // Same counts and the same box: the same row as above.
    if (!changed && boxHeight === previousHeight) blurred.bits.copyWithin(y * stride, (y - 1) * stride, y * stride);
    else thresholdRow(y, boxHeight);
    previousHeight = boxHeight;
  }
  return blurred;
}
