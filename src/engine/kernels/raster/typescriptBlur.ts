/**
 * The outline blur in plain TypeScript: a box blur of the mask as 0 and 1, thresholded at one
 * half. The box is clipped to the image: a pixel is set when strictly more than half of the box's
 * pixels that lie inside the image are set, so a mask that fills the image stays whole and one
 * touching a border is not eaten away there. Column sums updated row by row and a running sum
 * along the row keep the cost independent of the radius. assembly/raster/blur.ts must agree.
 */
import { emptyMask, type BitMask } from '../kernelTypes';
import { blurRadius } from './blurRadius';
import { hasPixel, maskWords, setPixel } from './bitMaskAccess';

export const typescriptBlur = (mask: BitMask, value: number): BitMask =>
  typescriptBoxBlur(mask, blurRadius(value, mask.width, mask.height));

/** The blur with a box of `radius` pixels either side; radius 0 copies the mask. */
export function typescriptBoxBlur(mask: BitMask, radius: number): BitMask {
  const { width, height } = mask;
  if (radius === 0) return { width, height, bits: mask.bits.slice() };
  const source = maskWords(mask.bits, width);
  const blurred = emptyMask(width, height);
  const target = maskWords(blurred.bits, width);
  // columnSums[x]: set pixels of column x in rows y - radius to y + radius.
  const columnSums = new Int32Array(width);
  const addRow = (row: number, sign: number): void => {
    if (row < 0 || row >= height) return;
    for (let x = 0; x < width; x++) if (hasPixel(source, x, row)) columnSums[x]! += sign;
  };
  for (let row = 0; row < radius; row++) addRow(row, 1);
  for (let y = 0; y < height; y++) {
    addRow(y + radius, 1);
    addRow(y - radius - 1, -1);
    const boxHeight = Math.min(y + radius, height - 1) - Math.max(y - radius, 0) + 1;
    let sum = 0;
    for (let x = 0; x < Math.min(radius, width); x++) sum += columnSums[x]!;
    for (let x = 0; x < width; x++) {
      if (x + radius < width) sum += columnSums[x + radius]!;
      if (x - radius - 1 >= 0) sum -= columnSums[x - radius - 1]!;
      const boxWidth = Math.min(x + radius, width - 1) - Math.max(x - radius, 0) + 1;
      if (2 * sum > boxWidth * boxHeight) setPixel(target, x, y);
    }
  }
  return blurred;
}
