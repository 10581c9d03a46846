/**
 * The browser's image decoder for the kernel worker: createImageBitmap decodes the file (off the
 * page's thread), rows are read through a canvas one strip high, and tiles are cut from the
 * bitmap with createImageBitmap's crop and resize. Worker-only APIs; Vitest uses a stand-in.
 *
 * Coarse tiles would each read a large part of the full image (a level-4 tile spans 16384²
 * pixels), so levels 2 and up are made once, when first asked for, each by halving the one
 * below it (level 2 from the image); a tile of them is a plain crop. Together they cost a
 * twelfth of the image's memory. Levels 0 and 1 are cut from the image itself.
 */
import type { DecodedImage, ImageDecoder } from './imageHolder';
import { KernelError, type RgbaImage } from './kernelTypes';
import { levelSize, tileRect, type GridSize, type TileKey } from './tileGrid';

/** Chromium and Firefox refuse canvases wider than 32767 px: wider strips are read in blocks. */
const MAX_STRIP_WIDTH = 32_767;

/** The first level kept as its own bitmap. */
export const FIRST_KEPT_LEVEL = 2;

/**
 * The kept levels of an image's pyramid, each made when first asked for by halving the one
 * below; `first` makes level 2 (resized from the image, or given whole).
 */
export function keptLevels(image: GridSize, first: () => Promise<ImageBitmap>) {
  const kept = new Map<number, Promise<ImageBitmap>>();
  const levelBitmap = (level: number): Promise<ImageBitmap> => {
    let made = kept.get(level);
    if (!made) {
      const size = levelSize(image, level);
      made =
        level === FIRST_KEPT_LEVEL
          ? first()
          : levelBitmap(level - 1).then((source) =>
              createImageBitmap(source, { resizeWidth: size.width, resizeHeight: size.height, resizeQuality: 'medium' }),
            );
      // A level that failed (memory, say) is tried again at its next tile, not refused for good.
      made.catch(() => kept.delete(level));
      kept.set(level, made);
    }
    return made;
  };
  return {
    /** A tile of a kept level: a plain crop. */
    async tile(key: TileKey, tileSize: number): Promise<ImageBitmap> {
      const rect = tileRect(image, key, tileSize);
      return createImageBitmap(await levelBitmap(key.level), rect.x, rect.y, rect.width, rect.height);
    },
    close(): void {
      for (const level of kept.values()) void level.then((made) => made.close(), () => {});
      kept.clear();
    },
  };
}

function decodedBitmap(bitmap: ImageBitmap): DecodedImage {
  const { width, height } = bitmap;
  let strip: OffscreenCanvasRenderingContext2D | null = null;
  const size = levelSize(bitmap, FIRST_KEPT_LEVEL);
  const kept = keptLevels(bitmap, () =>
    createImageBitmap(bitmap, { resizeWidth: size.width, resizeHeight: size.height, resizeQuality: 'medium' }),
  );

  return {
    width,
    height,
    rows(y, count) {
      const across = Math.min(width, MAX_STRIP_WIDTH);
      if (!strip || strip.canvas.height < count) {
        strip = new OffscreenCanvas(across, count).getContext('2d', { willReadFrequently: true });
        if (!strip) throw new KernelError('bad-image', 'this browser cannot read image pixels in a worker');
      }
      const read = (x: number, w: number): Uint8ClampedArray => {
        // Transparent pixels must read as they are, not as what an earlier strip left under them.
        strip!.clearRect(0, 0, across, count);
        strip!.drawImage(bitmap, -x, -y);
        return strip!.getImageData(0, 0, w, count).data;
      };
      if (width === across) return read(0, width);
      // Wider than a canvas may be: read blocks side by side and lay their rows out in one array.
      const out = new Uint8ClampedArray(4 * width * count);
      for (let x = 0; x < width; x += across) {
        const w = Math.min(across, width - x);
        const block = read(x, w);
        for (let row = 0; row < count; row++) out.set(block.subarray(4 * w * row, 4 * w * (row + 1)), 4 * (width * row + x));
      }
      return out;
    },
    async tile(key: TileKey, tileSize: number) {
      if (key.level >= FIRST_KEPT_LEVEL) return kept.tile(key, tileSize);
      const rect = tileRect(bitmap, key, tileSize);
      const scale = 2 ** key.level;
      const sx = rect.x * scale;
      const sy = rect.y * scale;
      return createImageBitmap(bitmap, sx, sy, Math.min(width - sx, rect.width * scale), Math.min(height - sy, rect.height * scale), {
        resizeWidth: rect.width,
        resizeHeight: rect.height,
        resizeQuality: 'medium',
      });
    },
    close() {
      bitmap.close();
      kept.close();
      strip = null;
    },
  };
}

/** Decodes with the browser's createImageBitmap, in the worker. */
export const bitmapDecoder: ImageDecoder = {
  async decode(blob) {
    let bitmap: ImageBitmap;
    try {
      bitmap = await createImageBitmap(blob);
    } catch {
      throw new KernelError('bad-image', 'this file is not an image the browser can read, or too large for it to decode');
    }
    return decodedBitmap(bitmap);
  },
  async wrap(image: RgbaImage) {
    const { data } = image;
    // ImageData takes only a clamped view of a plain ArrayBuffer: a shared one is copied.
    const pixels =
      data.buffer instanceof ArrayBuffer
        ? new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength)
        : new Uint8ClampedArray(data);
    try {
      return decodedBitmap(await createImageBitmap(new ImageData(pixels, image.width, image.height)));
    } catch {
      return null;
    }
  },
};
