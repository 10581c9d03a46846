/**
 * The kernel worker's decoder: PNGs that pngStrips.ts reads (8-bit grey, RGB, RGBA, palette, not
 * interlaced) are decoded here a strip at a time, straight into the wand, with no bitmap of the
 * whole image; everything else goes to the browser's createImageBitmap (bitmapDecoder.ts).
 *
 * Tiles come from the same strips: each strip's samples are kept as the file has them (1 byte a
 * pixel for grey or palette, a quarter of RGBA), levels 0 and 1 cut from them on request, and
 * each strip's RGBA is resized by the browser to level 2 as it passes, drawn into one level-2
 * canvas, from which the coarser levels are halved as bitmapDecoder does. Worker-only APIs.
 */
import { bitmapDecoder, FIRST_KEPT_LEVEL, keptLevels } from './bitmapDecoder';
import type { DecodedImage, ImageDecoder, RowSink } from './imageHolder';
import { KernelError } from './kernelTypes';
import { planPng, PngError, samplesToRgba, streamPng, type PngPlan } from './pngStrips';
import { levelSize, tileRect, type TileKey } from './tileGrid';

/** Rows a strip holds: a multiple of 4, so each strip is whole rows of level 2. */
const LEVEL_TWO_STEP = 2 ** FIRST_KEPT_LEVEL;

/** The decoded PNG's tile source over its kept samples. */
function keptSamples(plan: PngPlan, strips: Uint8Array[], stripRows: number, levelTwo: ImageBitmap, timings: Record<string, number>): DecodedImage {
  const { width, height } = plan.header;
  const rowBytes = width * plan.channels;
  const kept = keptLevels(plan.header, () => Promise.resolve(levelTwo));
  /** RGBA of `count` pixels of row y from column x into `out`. */
  const rowRgba = (y: number, x: number, count: number, out: Uint8ClampedArray): void => {
    const strip = strips[Math.floor(y / stripRows)]!;
    const at = (y % stripRows) * rowBytes + x * plan.channels;
    samplesToRgba(plan, strip.subarray(at, at + count * plan.channels), out, count);
  };
  return {
    width,
    height,
    timings,
    rows() {
      throw new KernelError('bad-image', 'a streamed PNG has no rows to read again');
    },
    async tile(key: TileKey, tileSize: number) {
      if (key.level >= FIRST_KEPT_LEVEL) return kept.tile(key, tileSize);
      const rect = tileRect(plan.header, key, tileSize);
      const data = new Uint8ClampedArray(4 * rect.width * rect.height);
      if (key.level === 0) {
        for (let row = 0; row < rect.height; row++) rowRgba(rect.y + row, rect.x, rect.width, data.subarray(4 * rect.width * row));
      } else {
        // Level 1: each pixel the mean of the 2 × 2 under it (fewer at the image's last row or column).
        const x0 = 2 * rect.x;
        const across = Math.min(width - x0, 2 * rect.width);
        const upper = new Uint8ClampedArray(4 * across);
        const lower = new Uint8ClampedArray(4 * across);
        for (let row = 0; row < rect.height; row++) {
          const y0 = 2 * (rect.y + row);
          rowRgba(y0, x0, across, upper);
          const twoRows = y0 + 1 < height;
          if (twoRows) rowRgba(y0 + 1, x0, across, lower);
          for (let x = 0; x < rect.width; x++) {
            const twoColumns = 2 * x + 1 < across;
            const count = (twoRows ? 2 : 1) * (twoColumns ? 2 : 1);
            for (let channel = 0; channel < 4; channel++) {
              const i = 8 * x + channel;
              let sum = upper[i]! + (twoColumns ? upper[i + 4]! : 0);
              if (twoRows) sum += lower[i]! + (twoColumns ? lower[i + 4]! : 0);
              data[4 * (rect.width * row + x) + channel] = (sum + (count >> 1)) / count;
            }
          }
        }
      }
      return createImageBitmap(new ImageData(data, rect.width, rect.height));
    },
    close() {
      strips.length = 0;
      levelTwo.close();
      kept.close();
    },
  };
}

/** Decodes a PNG it can read into `sink`, keeping what its tiles need; null for any other file. */
async function streamPngFile(blob: Blob, sink: RowSink): Promise<DecodedImage | null> {
  const plan = planPng(new Uint8Array(await blob.arrayBuffer()));
  if (!plan) return null;
  const { width, height } = plan.header;
  const asked = sink.begin(width, height);
  const stripRows = Math.max(LEVEL_TWO_STEP, asked - (asked % LEVEL_TWO_STEP));
  const two = levelSize(plan.header, FIRST_KEPT_LEVEL);
  const canvas = new OffscreenCanvas(two.width, two.height);
  const levelTwo = canvas.getContext('2d');
  if (!levelTwo) throw new KernelError('bad-image', 'this browser cannot draw in a worker');
  const strips: Uint8Array[] = [];
  const timings = { inflate: 0, unfilter: 0, rgba: 0, levelTwo: 0, wand: 0 };
  try {
    await streamPng(
      plan,
      stripRows,
      async (strip) => {
      strips.push(strip.samples);
      let now = performance.now();
      const rows = Math.ceil(strip.rows / LEVEL_TWO_STEP);
      const reduced = await createImageBitmap(new ImageData(strip.rgba, width, strip.rows), {
        resizeWidth: two.width,
        resizeHeight: rows,
        resizeQuality: 'medium',
      });
      levelTwo.drawImage(reduced, 0, strip.y / LEVEL_TWO_STEP);
      reduced.close();
      timings.levelTwo += performance.now() - now;
      now = performance.now();
      await sink.rows(strip.y, strip.rgba);
      timings.wand += performance.now() - now;
      },
      timings,
    );
  } catch (error) {
    if (error instanceof PngError) throw new KernelError('bad-image', error.message);
    throw error;
  }
  const now = performance.now();
  const whole = canvas.transferToImageBitmap();
  timings.levelTwo += performance.now() - now;
  return keptSamples(plan, strips, stripRows, whole, timings);
}

/** PNGs streamed by us, everything else (and pixels sent decoded) by the browser. */
export const pngDecoder: ImageDecoder = {
  stream: streamPngFile,
  decode: bitmapDecoder.decode,
  wrap: bitmapDecoder.wrap,
};
