/**
 * Flood fill and compound fill in plain TypeScript: the reference the WASM fill is held to, and
 * the fallback where WASM SIMD is missing. Same rule as OpenCV's floodFill with FLOODFILL_FIXED_RANGE
 * and 4-connectivity: a pixel joins when each of R, G and B lies within `tolerance` of the seed's.
 */
import { emptyMask, maskStride, type BitMask, type FillOptions, type Pixel, type RgbaImage } from '../kernelTypes';

/** Inclusive per-channel bounds around the seed's colour: [red low, red high, green low, …]. */
function seedBounds(image: RgbaImage, seed: Pixel, tolerance: number): Int32Array {
  const at = 4 * (seed.y * image.width + seed.x);
  // Channel differences are whole numbers, so a fractional tolerance acts as its floor.
  const whole = Math.floor(tolerance);
  const bounds = new Int32Array(6);
  for (let channel = 0; channel < 3; channel++) {
    bounds[2 * channel] = image.data[at + channel]! - whole;
    bounds[2 * channel + 1] = image.data[at + channel]! + whole;
  }
  return bounds;
}

function isWithin(data: Uint8Array | Uint8ClampedArray, pixel: number, bounds: Int32Array): boolean {
  const at = 4 * pixel;
  const red = data[at]!;
  const green = data[at + 1]!;
  const blue = data[at + 2]!;
  return (
    red >= bounds[0]! && red <= bounds[1]! && green >= bounds[2]! && green <= bounds[3]! && blue >= bounds[4]! && blue <= bounds[5]!
  );
}

/** Every pixel within tolerance, connected to the seed or not. */
function compoundFill(image: RgbaImage, bounds: Int32Array): BitMask {
  const { width, height, data } = image;
  const mask = emptyMask(width, height);
  const stride = maskStride(width);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (isWithin(data, y * width + x, bounds)) mask.bits[y * stride + (x >>> 5)]! |= 1 << (x & 31);
    }
  }
  return mask;
}

/** What the fill knows of a pixel. */
const enum PixelState {
  Unknown = 0,
  Joins = 1,
  Outside = 2,
  Filled = 3,
}

/** Packs the pixels in `state` into a mask. */
function packFilled(state: Uint8Array, width: number, height: number): BitMask {
  const mask = emptyMask(width, height);
  const stride = maskStride(width);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (state[y * width + x] === PixelState.Filled) mask.bits[y * stride + (x >>> 5)]! |= 1 << (x & 31);
    }
  }
  return mask;
}

/**
 * Scanline fill: each popped pixel grows into the widest run of joining pixels on its row, then
 * the first pixel of every joining run in the rows above and below is pushed. A row's pixels are
 * tested against the tolerance once, when the fill first reaches the row.
 */
function connectedFill(image: RgbaImage, seed: Pixel, bounds: Int32Array): BitMask {
  const { width, height, data } = image;
  const state = new Uint8Array(width * height);
  const rowKnown = new Uint8Array(height);
  const knowRow = (y: number): void => {
    if (rowKnown[y]) return;
    rowKnown[y] = 1;
    for (let pixel = y * width; pixel < (y + 1) * width; pixel++) {
      state[pixel] = isWithin(data, pixel, bounds) ? PixelState.Joins : PixelState.Outside;
    }
  };
  let stack = new Int32Array(1024);
  let waiting = 0;
  const push = (pixel: number): void => {
    if (waiting === stack.length) {
      const grown = new Int32Array(2 * stack.length);
      grown.set(stack);
      stack = grown;
    }
    stack[waiting++] = pixel;
  };
  const pushRunStarts = (y: number, left: number, right: number): void => {
    knowRow(y);
    const rowStart = y * width;
    let inRun = false;
    for (let x = left; x <= right; x++) {
      const joins = state[rowStart + x] === PixelState.Joins;
      if (joins && !inRun) push(rowStart + x);
      inRun = joins;
    }
  };
  knowRow(seed.y);
  push(seed.y * width + seed.x);
  while (waiting > 0) {
    const pixel = stack[--waiting]!;
    if (state[pixel] !== PixelState.Joins) continue;
    const y = Math.floor(pixel / width);
    const rowStart = y * width;
    let left = pixel - rowStart;
    while (left > 0 && state[rowStart + left - 1] === PixelState.Joins) left--;
    let right = pixel - rowStart;
    while (right + 1 < width && state[rowStart + right + 1] === PixelState.Joins) right++;
    state.fill(PixelState.Filled, rowStart + left, rowStart + right + 1);
    if (y > 0) pushRunStarts(y - 1, left, right);
    if (y + 1 < height) pushRunStarts(y + 1, left, right);
  }
  return packFilled(state, width, height);
}

/** The fill's mask; the caller has checked the image, seed and options. */
export function typescriptFill(image: RgbaImage, seed: Pixel, options: FillOptions): BitMask {
  const bounds = seedBounds(image, seed, options.tolerance);
  return options.compound ? compoundFill(image, bounds) : connectedFill(image, seed, bounds);
}
