/**
 * Checks every kernel runs on its input before any work, shared by the WASM kernels and their
 * TypeScript fallbacks so both refuse the same inputs with the same KernelError.
 */
import { WAND_BLUR, WAND_TOLERANCE } from '../../shared/constants';
import { KernelError, maskStride, type BitMask, type FillOptions, type Pixel, type RgbaImage } from './kernelTypes';

/** Largest image side we accept; WebGL and canvas limits sit well below this anyway. */
export const MAX_IMAGE_SIDE = 65_535;

export const TOLERANCE_RANGE = WAND_TOLERANCE;
export const BLUR_RANGE = WAND_BLUR;

const isWhole = (value: number): boolean => Number.isInteger(value) && value >= 0;

/** A width × height image must have a positive whole size, each side at most MAX_IMAGE_SIDE. */
export function checkImageSize(width: number, height: number): void {
  if (!isWhole(width) || !isWhole(height) || width === 0 || height === 0) {
    throw new KernelError('bad-image', `an image must have a positive whole size, got ${width} × ${height}`);
  }
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) {
    throw new KernelError('too-large', `an image side may be at most ${MAX_IMAGE_SIDE} pixels, got ${width} × ${height}`);
  }
}

export function checkImage(image: RgbaImage): void {
  const { width, height, data } = image;
  checkImageSize(width, height);
  if (data.length !== width * height * 4) {
    throw new KernelError('bad-image', `a ${width} × ${height} RGBA image needs ${width * height * 4} bytes, got ${data.length}`);
  }
}

/** Where a streamed image stands: its size and the first row not yet written. */
export interface ImageInProgress {
  readonly width: number;
  readonly height: number;
  readonly nextRow: number;
}

/**
 * Rows of a streamed image (beginImage, then imageRows) must come top to bottom, each call
 * starting where the last ended, as whole RGBA rows that stay inside the image. Returns the
 * number of rows given.
 */
export function checkImageRows(image: ImageInProgress | undefined, y: number, rows: Uint8Array | Uint8ClampedArray): number {
  if (!image) throw new KernelError('no-image', 'image rows need an image: call beginImage first');
  const { width, height, nextRow } = image;
  if (y !== nextRow) {
    throw new KernelError('bad-image', `image rows must come top to bottom: expected row ${nextRow}, got ${y}`);
  }
  const rowBytes = 4 * width;
  if (rows.length === 0 || rows.length % rowBytes !== 0) {
    throw new KernelError('bad-image', `image rows of a ${width} px wide image come in whole rows of ${rowBytes} bytes, got ${rows.length}`);
  }
  const count = rows.length / rowBytes;
  if (y + count > height) {
    throw new KernelError('bad-image', `${count} rows from row ${y} run past the image's ${height} rows`);
  }
  return count;
}

/** A fill needs every row of a streamed image. */
export function checkImageComplete(image: ImageInProgress | undefined): void {
  if (!image) throw new KernelError('no-image', 'flood fill needs an image: call setImage first');
  if (image.nextRow < image.height) {
    throw new KernelError('no-image', `the image is still loading: ${image.nextRow} of ${image.height} rows`);
  }
}

export function checkSeed(seed: Pixel, width: number, height: number): void {
  if (!Number.isInteger(seed.x) || !Number.isInteger(seed.y) || seed.x < 0 || seed.y < 0 || seed.x >= width || seed.y >= height) {
    throw new KernelError('seed-out-of-bounds', `seed (${seed.x}, ${seed.y}) is outside the ${width} × ${height} image`);
  }
}

function checkRange(name: string, value: number, range: { min: number; max: number }): void {
  if (!Number.isFinite(value) || value < range.min || value > range.max) {
    throw new KernelError('bad-option', `${name} must be between ${range.min} and ${range.max}, got ${value}`);
  }
}

export function checkFillOptions(options: FillOptions): void {
  checkRange('tolerance', options.tolerance, TOLERANCE_RANGE);
  if (options.gapPx !== undefined) checkGap(options.gapPx);
}

/** A gap to close is a finite number of pixels, 0 or more. */
export function checkGap(gapPx: number): void {
  if (!Number.isFinite(gapPx) || gapPx < 0) throw new KernelError('bad-option', `the gap to close must be a finite width of 0 px or more, got ${gapPx}`);
}

/** Whether a fill with these options closes gaps: a gap under a pixel closes nothing, and compound fills never do. */
export const closesGaps = (options: FillOptions): boolean => !options.compound && (options.gapPx ?? 0) >= 1;

export const checkBlur = (value: number): void => checkRange('blur', value, BLUR_RANGE);

export function checkMask(mask: BitMask): void {
  const stride = maskStride(mask.width);
  if (!isWhole(mask.width) || !isWhole(mask.height) || mask.bits.length !== stride * mask.height) {
    throw new KernelError('bad-image', `a ${mask.width} × ${mask.height} mask needs ${stride * mask.height} words, got ${mask.bits.length}`);
  }
  // Bits past the width would count in areas and bounds: every kernel relies on them being zero.
  const used = mask.width & 31;
  if (used === 0) return;
  const padding = ~((1 << used) - 1);
  for (let row = stride - 1; row < mask.bits.length; row += stride) {
    if ((mask.bits[row]! & padding) !== 0) {
      throw new KernelError('bad-image', `row ${(row + 1) / stride - 1} of the mask has bits set past its width ${mask.width}`);
    }
  }
}

export function checkSameSize(a: BitMask, b: BitMask): void {
  checkMask(a);
  checkMask(b);
  if (a.width !== b.width || a.height !== b.height) {
    throw new KernelError('mask-mismatch', `masks differ in size: ${a.width} × ${a.height} and ${b.width} × ${b.height}`);
  }
}

/** Coordinates must be finite x,y pairs, at least `minPoints` of them. */
export function checkCoords(coords: Float64Array, minPoints: number): void {
  if (coords.length % 2 !== 0) throw new KernelError('bad-option', `coordinates must be x,y pairs, got ${coords.length} values`);
  if (coords.length / 2 < minPoints) {
    throw new KernelError('too-few-points', `need at least ${minPoints} points, got ${coords.length / 2}`);
  }
  // An indexed loop: for-of over a typed array costs several times as much at a million points.
  for (let i = 0; i < coords.length; i++) {
    const value = coords[i]!;
    if (!Number.isFinite(value)) throw new KernelError('not-finite', `coordinates must be finite, got ${value}`);
  }
}
