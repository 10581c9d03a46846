/**
 * The mask kernels on the WASM module (assembly/raster). The image stays resident in the arena
 * from setImage to the next setImage, below a mark, as three planes of red, green and blue bytes
 * (a quarter less to read per fill than RGBA); every other call allocates above it and releases
 * what it allocated. Masks are copied in and out. Every input is checked (validate.ts)
 * before any call into the module, so a bad input throws KernelError and never traps.
 */
import { KernelError, maskStride, type BitMask, type MaskKernels, type Pixel } from '../kernelTypes';
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
import type { WasmArena } from '../wasmArena';
import { imageBrightness } from './imageBrightness';
import { closeGapSide } from './typescriptCloseGaps';

/** What assembly/raster/index.ts exports, as JavaScript sees it (pointers and bools are numbers). */
interface MaskExports {
  rasterFloodFill(
    image: number,
    width: number,
    height: number,
    seedX: number,
    seedY: number,
    tolerance: number,
    compound: number,
    out: number,
  ): number;
  rasterBlurOutline(source: number, target: number, width: number, height: number, value: number): number;
  rasterBlurRadius(value: number, width: number, height: number): number;
  rasterUnion(a: number, b: number, words: number): void;
  rasterSubtract(a: number, b: number, words: number): void;
  rasterIntersects(a: number, b: number, words: number): number;
  rasterArea(mask: number, words: number): number;
  rasterBounds(mask: number, width: number, height: number, columns: number, out: number): number;
  rasterSplitChannels(rgba: number, count: number, red: number, planeSize: number): void;
  rasterDarkPixels(red: number, planeSize: number, limit: number, out: number): void;
  rasterCloseGaps(fill: number, width: number, height: number, seedX: number, seedY: number, side: number, out: number): number;
}

export const MASK_EXPORTS: readonly (keyof MaskExports)[] = [
  'rasterFloodFill',
  'rasterBlurOutline',
  'rasterBlurRadius',
  'rasterUnion',
  'rasterSubtract',
  'rasterIntersects',
  'rasterArea',
  'rasterBounds',
  'rasterSplitChannels',
  'rasterDarkPixels',
  'rasterCloseGaps',
];

/** The status the fill and blur kernels return when their scratch does not fit in memory. */
const OUT_OF_MEMORY = 1;

/** RGBA bytes handed to the module at a time while setImage splits an image into planes. */
const CHUNK_BYTES = 1 << 22;

/** 32-bit linear memory: no block can reach 4 GiB (and arenaAlloc takes its size as an i32). */
const MEMORY_BYTES = 2 ** 32;

function toMaskExports(exports: object): MaskExports {
  const candidate = exports as Partial<Record<string, unknown>>;
  const missing = MASK_EXPORTS.filter((name) => typeof candidate[name] !== 'function');
  if (missing.length > 0) throw new Error(`kernels.wasm lacks ${missing.join(', ')}; run npm run build:wasm`);
  return exports as MaskExports;
}

/** An image in the module's memory as planes of red, green and blue bytes (assembly/raster/channels.ts). */
interface ResidentImage extends ImageInProgress {
  readonly red: number;
  nextRow: number;
}

function checkStatus(status: number, what: string): void {
  if (status === OUT_OF_MEMORY) throw new KernelError('too-large', `${what} needs more memory than the kernels can have`);
}

export function createWasmMasks(exports: object, arena: WasmArena): MaskKernels {
  const kernels = toMaskExports(exports);
  // The arena's top before the first image: each setImage drops the previous image back to it.
  let base: number | undefined;
  let image: ResidentImage | undefined;

  const copyOut = (pointer: number, mask: BitMask): BitMask => ({
    width: mask.width,
    height: mask.height,
    bits: arena.copyU32(pointer, mask.bits.length),
  });
  const combine = (a: BitMask, b: BitMask, operation: (a: number, b: number, words: number) => void): BitMask => {
    checkSameSize(a, b);
    return arena.scoped(() => {
      const pointer = arena.copyIn(a.bits);
      operation(pointer, arena.copyIn(b.bits), a.bits.length);
      return copyOut(pointer, a);
    });
  };

  /**
   * The seed's room in the mask at `fill` (in the arena) with its gaps of up to `gapPx` closed,
   * as a new block in the arena.
   */
  const closeGapsAt = (fill: number, width: number, height: number, seed: Pixel, gapPx: number): number => {
    const out = arena.alloc(maskStride(width) * height * 4);
    const side = closeGapSide(gapPx, width, height);
    checkStatus(kernels.rasterCloseGaps(fill, width, height, seed.x, seed.y, side, out), 'closing the gaps of this fill');
    return out;
  };

  /** Room for the planes of a width × height image; the arena is at `base`. Returns the red plane. */
  const allocatePlanes = (width: number, height: number): number => {
    const planeSize = width * height;
    if (3 * planeSize >= MEMORY_BYTES) {
      throw new KernelError('too-large', `a ${width} × ${height} image does not fit in the kernels' 4 GiB of memory`);
    }
    return arena.alloc(3 * planeSize);
  };

  /**
   * Copies rows into the module a chunk at a time and splits each chunk into the planes, which
   * stay; the chunk's block is released.
   */
  const splitRows = (resident: ResidentImage, y: number, rows: Uint8Array | Uint8ClampedArray): void => {
    const { width, height, red } = resident;
    const count = rows.length / (4 * width);
    const rowsPerChunk = Math.max(1, Math.floor(CHUNK_BYTES / (4 * width)));
    arena.scoped(() => {
      const chunk = arena.alloc(4 * width * Math.min(rowsPerChunk, count));
      for (let row = 0; row < count; row += rowsPerChunk) {
        const pixels = width * Math.min(rowsPerChunk, count - row);
        const first = width * row;
        arena.u8(chunk, 4 * pixels).set(rows.subarray(4 * first, 4 * (first + pixels)));
        kernels.rasterSplitChannels(chunk, pixels, red + width * y + first, width * height);
      }
    });
  };

  const masks: MaskKernels = {
    setImage(next) {
      checkImage(next);
      masks.beginImage(next.width, next.height);
      masks.imageRows(0, next.data);
    },
    beginImage(width, height) {
      checkImageSize(width, height);
      base ??= arena.mark();
      image = undefined;
      arena.release(base);
      try {
        image = { red: allocatePlanes(width, height), width, height, nextRow: 0 };
      } catch (error) {
        // Too large: no image, and nothing of it left in the arena.
        arena.release(base);
        throw error;
      }
    },
    imageRows(y, rows) {
      const count = checkImageRows(image, y, rows);
      const resident = image!;
      splitRows(resident, y, rows);
      resident.nextRow = y + count;
    },
    darkPixels(threshold) {
      checkImageComplete(image);
      const { width, height, red } = image!;
      const size = width * height;
      // Sums are whole numbers from 0 to 765: sum < 3 × threshold as sum < its ceiling, kept in 0 … 766.
      const bound = 3 * threshold;
      const limit = bound > 0 ? Math.min(766, Math.ceil(bound)) : 0;
      return arena.scoped(() => {
        const out = arena.alloc(size);
        kernels.rasterDarkPixels(red, size, limit, out);
        return { width, height, dark: arena.u8(out, size).slice() };
      });
    },
    brightness(points) {
      checkImageComplete(image);
      checkCoords(points, 0);
      const { width, height, red } = image!;
      const size = width * height;
      // Views over the resident planes, as darkPixels reads them.
      const reds = arena.u8(red, size);
      const greens = arena.u8(red + size, size);
      const blues = arena.u8(red + 2 * size, size);
      return imageBrightness(points, width, height, (index) => reds[index]! + greens[index]! + blues[index]!);
    },
    floodFill(seed, options) {
      checkImageComplete(image);
      const resident = image!;
      checkSeed(seed, resident.width, resident.height);
      checkFillOptions(options);
      const { width, height } = resident;
      return arena.scoped(() => {
        const words = maskStride(width) * height;
        const out = arena.alloc(words * 4);
        const status = kernels.rasterFloodFill(
          resident.red,
          width,
          height,
          seed.x,
          seed.y,
          // Channel differences are whole numbers, so a fractional tolerance acts as its floor.
          Math.floor(options.tolerance),
          options.compound ? 1 : 0,
          out,
        );
        checkStatus(status, 'this flood fill');
        const answer = closesGaps(options) ? closeGapsAt(out, width, height, seed, options.gapPx!) : out;
        return { width, height, bits: arena.copyU32(answer, words) };
      });
    },
    closeGaps(mask, seed, gapPx) {
      checkMask(mask);
      checkSeed(seed, mask.width, mask.height);
      checkGap(gapPx);
      return arena.scoped(() => copyOut(closeGapsAt(arena.copyIn(mask.bits), mask.width, mask.height, seed, gapPx), mask));
    },
    blurOutline(mask, value) {
      checkMask(mask);
      checkBlur(value);
      return arena.scoped(() => {
        const source = arena.copyIn(mask.bits);
        const target = arena.alloc(mask.bits.byteLength);
        checkStatus(kernels.rasterBlurOutline(source, target, mask.width, mask.height, value), 'this blur');
        return copyOut(target, mask);
      });
    },
    union: (a, b) => combine(a, b, kernels.rasterUnion),
    subtract: (a, b) => combine(a, b, kernels.rasterSubtract),
    intersects(a, b) {
      checkSameSize(a, b);
      return arena.scoped(() => kernels.rasterIntersects(arena.copyIn(a.bits), arena.copyIn(b.bits), a.bits.length) === 1);
    },
    area(mask) {
      checkMask(mask);
      return arena.scoped(() => kernels.rasterArea(arena.copyIn(mask.bits), mask.bits.length));
    },
    bounds(mask) {
      checkMask(mask);
      return arena.scoped(() => {
        const pointer = arena.copyIn(mask.bits);
        const columns = arena.alloc(maskStride(mask.width) * 4);
        const out = arena.alloc(16);
        if (kernels.rasterBounds(pointer, mask.width, mask.height, columns, out) === 0) return null;
        const [minX, minY, maxX, maxY] = arena.copyI32(out, 4);
        return { minX: minX!, minY: minY!, maxX: maxX!, maxY: maxY! };
      });
    },
  };
  return masks;
}

/** The blur radius as the WASM kernel computes it, to hold it to blurRadius in tests. */
export function wasmBlurRadius(exports: object, value: number, width: number, height: number): number {
  return toMaskExports(exports).rasterBlurRadius(value, width, height);
}
