/**
 * The worker's one image: it streams a decoded image into the wand a strip of rows at a time (so
 * no buffer or canvas ever holds the whole image, which a 20000 × 14000 plan would overflow),
 * and keeps the decoded image as the source of the tiles the renderer draws. Loading another
 * image closes the previous one.
 */
import { KernelError, type RgbaImage } from './kernelTypes';
import { checkTileRequest, type TileKey } from './tileGrid';
import type { WandSession } from './wandSession';

/** A decoded image the worker can read rows of and cut tiles from. */
export interface DecodedImage {
  readonly width: number;
  readonly height: number;
  /** RGBA bytes of rows y to y + count - 1. */
  rows(y: number, count: number): Uint8Array | Uint8ClampedArray;
  /** The tile of the pyramid (tileGrid.ts), as a bitmap to transfer to the page. */
  tile(key: TileKey, tileSize: number): Promise<ImageBitmap>;
  /** Frees the decoded pixels; the image is not used after. */
  close(): void;
}

/** Decodes images in the worker: the browser's one (bitmapDecoder.ts), or a stand-in in tests. */
export interface ImageDecoder {
  /** Decodes an encoded file; rejects with KernelError 'bad-image' when it is not an image. */
  decode(blob: Blob): Promise<DecodedImage>;
  /** A tile source over pixels that arrived decoded, or null where none can be made. */
  wrap(image: RgbaImage): Promise<DecodedImage | null>;
}

/** Rows read from the decoded image at a time: about 16 M pixels, well inside canvas limits. */
export const STRIP_PIXELS = 1 << 24;

/** Rows per strip for an image `width` pixels wide. */
export const stripRows = (width: number): number => Math.max(1, Math.floor(STRIP_PIXELS / width));

/** Which image the worker holds: an id that changes with every load, and its size. */
export interface ImageInfo {
  readonly imageId: number;
  readonly width: number;
  readonly height: number;
}

export interface TileArgs extends TileKey {
  /** The image the tile is asked of (ImageInfo.imageId): a tile of a replaced image is refused. */
  readonly imageId: number;
  /** Tile side in level pixels. */
  readonly size: number;
}

export interface ImageHolder {
  /** Decodes a file, or takes pixels, and makes the image the wand's and the tiles'. */
  load(source: RgbaImage | { readonly blob: Blob }): Promise<{ width: number; height: number }>;
  /** The image held, or null before the first load and after one that failed. */
  info(): ImageInfo | null;
  tile(args: TileArgs): Promise<ImageBitmap>;
}

export function createImageHolder(wand: WandSession, decoder: ImageDecoder): ImageHolder {
  let held: { info: ImageInfo; source: DecodedImage | null } | null = null;
  let nextId = 1;

  const replace = (info: ImageInfo | null, source: DecodedImage | null): void => {
    held?.source?.close();
    held = info ? { info, source } : null;
  };

  /** Streams the decoded image into the wand's planes, one strip of rows at a time. */
  const streamIntoWand = (decoded: DecodedImage): void => {
    const { width, height } = decoded;
    wand.beginImage(width, height);
    const strip = stripRows(width);
    for (let y = 0; y < height; y += strip) wand.imageRows(y, decoded.rows(y, Math.min(strip, height - y)));
  };

  return {
    async load(source) {
      if ('blob' in source) {
        // The old image's pixels go first: two decoded plans at once may not fit in a tab.
        replace(null, null);
        const decoded = await decoder.decode(source.blob);
        try {
          streamIntoWand(decoded);
        } catch (error) {
          decoded.close();
          replace(null, null);
          throw error;
        }
        replace({ imageId: nextId++, width: decoded.width, height: decoded.height }, decoded);
        return { width: decoded.width, height: decoded.height };
      }
      try {
        wand.setImage(source);
      } catch (error) {
        replace(null, null);
        throw error;
      }
      const info = { imageId: nextId++, width: source.width, height: source.height };
      replace(info, null);
      // The wand copied the pixels, so the tile source may keep the array it was sent.
      const wrapped = await decoder.wrap(source);
      if (held?.info === info) held.source = wrapped;
      else wrapped?.close();
      return { width: source.width, height: source.height };
    },
    info: () => held?.info ?? null,
    async tile({ imageId, size, ...key }) {
      if (!held || held.info.imageId !== imageId) {
        throw new KernelError('no-image', `image ${imageId} is no longer loaded`);
      }
      checkTileRequest(held.info, key, size);
      if (!held.source) throw new KernelError('no-image', 'this browser cannot cut tiles from the image in a worker');
      return held.source.tile(key, size);
    },
  };
}
