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
  /** Where a streamed decode's time went, in ms by step (for the bench). */
  readonly timings?: Readonly<Record<string, number>>;
}

/** Where a streaming decoder hands its rows: the holder's way into the wand. */
export interface RowSink {
  /** The image's size, before any row; answers how many rows a strip should hold. */
  begin(width: number, height: number): number;
  /** The next strip of rows, RGBA, top to bottom; awaited (it may throw to stop the decode). */
  rows(y: number, rgba: Uint8ClampedArray): Promise<void>;
}

/** Decodes images in the worker: the browser's one (bitmapDecoder.ts), or a stand-in in tests. */
export interface ImageDecoder {
  /**
   * Decodes a file while handing its rows to `sink` as they come, or answers null, having
   * handed nothing, for a file it leaves to `decode` (pngDecoder.ts: PNGs it reads itself).
   */
  stream?(blob: Blob, sink: RowSink): Promise<DecodedImage | null>;
  /** Decodes an encoded file; rejects with KernelError 'bad-image' when it is not an image. */
  decode(blob: Blob): Promise<DecodedImage>;
  /** A tile source over pixels that arrived decoded, or null where none can be made. */
  wrap(image: RgbaImage): Promise<DecodedImage | null>;
}

/** Rows read from the decoded image at a time: about 16 M pixels, well inside canvas limits. */
export const STRIP_PIXELS = 1 << 24;

/** Rows per strip for an image `width` pixels wide. */
export const stripRows = (width: number, stripPixels = STRIP_PIXELS): number => Math.max(1, Math.floor(stripPixels / width));

/** Which image the worker holds: an id that changes with every load, and its size. */
export interface ImageInfo {
  readonly imageId: number;
  readonly width: number;
  readonly height: number;
  /** Where the load's time went, in ms by step, when the decoder says (the bench prints it). */
  readonly timings?: Readonly<Record<string, number>>;
}

export interface TileArgs extends TileKey {
  /** The image the tile is asked of (ImageInfo.imageId): a tile of a replaced image is refused. */
  readonly imageId: number;
  /** Tile side in level pixels. */
  readonly size: number;
}

/** How far a load has come: rows of the image written into the wand, of `total`. */
export interface LoadProgress {
  readonly done: number;
  readonly total: number;
}

export interface LoadOptions {
  /** Decode with the decoder's `decode` even where it could stream (the bench's baseline). */
  readonly browserDecoder?: boolean;
  /** Aborting stops the load between strips: see ImageHolder.load. */
  readonly signal?: AbortSignal;
  readonly onProgress?: (progress: LoadProgress) => void;
}

/** Lets the worker read its messages (a cancel) between strips, without setTimeout's clamping. */
const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

export interface ImageHolder {
  /**
   * Decodes a file, or takes pixels, and makes the image the wand's and the tiles'. A file's load
   * that is aborted rejects with KernelError 'cancelled', frees what it decoded and loads the
   * image held before again (same imageId), so the drawing keeps its image and wand.
   */
  load(source: RgbaImage | { readonly blob: Blob; readonly browserDecoder?: boolean }, options?: LoadOptions): Promise<{ width: number; height: number }>;
  /**
   * Undoes the last file load, which finished before its cancel came: the image held before it
   * is loaded again (same imageId). Does nothing when there was none, or another load came since.
   */
  revert(): Promise<void>;
  /** The image held, or null before the first load and after one that failed. */
  info(): ImageInfo | null;
  tile(args: TileArgs): Promise<ImageBitmap>;
}

/** `stripPixels`: pixels per strip (tests make it small to see several strips of a small image). */
export function createImageHolder(wand: WandSession, decoder: ImageDecoder, stripPixels = STRIP_PIXELS): ImageHolder {
  /** The held image, and the file it came from when it came as one (to load it again after a cancel). */
  let held: { info: ImageInfo; source: DecodedImage | null; blob: Blob | null } | null = null;
  let nextId = 1;
  /** What the last finished file load replaced, for revert. */
  let replaced: { info: ImageInfo; blob: Blob } | null = null;

  const replace = (info: ImageInfo | null, source: DecodedImage | null, blob: Blob | null = null): void => {
    held?.source?.close();
    held = info ? { info, source, blob } : null;
  };

  const cancelled = (): KernelError => new KernelError('cancelled', 'the image load was cancelled');

  /** Streams the decoded image into the wand's planes, one strip of rows at a time. */
  const copyIntoWand = async (decoded: DecodedImage, options: LoadOptions): Promise<void> => {
    const { width, height } = decoded;
    const { signal, onProgress } = options;
    wand.beginImage(width, height);
    const strip = stripRows(width, stripPixels);
    for (let y = 0; y < height; y += strip) {
      wand.imageRows(y, decoded.rows(y, Math.min(strip, height - y)));
      onProgress?.({ done: Math.min(height, y + strip), total: height });
      // Only a load that can be cancelled pays for the pause that lets a cancel arrive.
      if (signal) {
        await nextTask();
        if (signal.aborted) throw cancelled();
      }
    }
  };

  /** Decodes with the decoder's stream, rows going into the wand as they come; null if it cannot. */
  const streamIntoWand = async (blob: Blob, options: LoadOptions): Promise<DecodedImage | null> => {
    if (!decoder.stream || options.browserDecoder) return null;
    const { signal, onProgress } = options;
    let size = { width: 1, height: 0 };
    try {
      return await decoder.stream(blob, {
        begin(width, height) {
          size = { width, height };
          wand.beginImage(width, height);
          return stripRows(width, stripPixels);
        },
        async rows(y, rgba) {
          wand.imageRows(y, rgba);
          onProgress?.({ done: y + rgba.length / (4 * size.width), total: size.height });
          if (signal) {
            await nextTask();
            if (signal.aborted) throw cancelled();
          }
        },
      });
    } catch (error) {
      // The wand's half-made image is no image: a later click is refused, not run on it.
      replace(null, null);
      throw error;
    }
  };

  /** Decodes `blob` into the wand and holds it as image `imageId`. */
  const loadFile = async (blob: Blob, imageId: number, options: LoadOptions): Promise<{ width: number; height: number }> => {
    if (options.signal?.aborted) throw cancelled();
    const streamed = await streamIntoWand(blob, options);
    if (streamed) {
      const { width, height, timings } = streamed;
      replace({ imageId, width, height, ...(timings ? { timings } : {}) }, streamed, blob);
      return { width: streamed.width, height: streamed.height };
    }
    const decoded = await decoder.decode(blob);
    try {
      if (options.signal?.aborted) throw cancelled();
      await copyIntoWand(decoded, options);
    } catch (error) {
      decoded.close();
      replace(null, null);
      throw error;
    }
    replace({ imageId, width: decoded.width, height: decoded.height }, decoded, blob);
    return { width: decoded.width, height: decoded.height };
  };

  return {
    async load(source, options = {}) {
      if ('blob' in source) {
        const before = held;
        replaced = null;
        // The old image's pixels go first: two decoded plans at once may not fit in a tab.
        replace(null, null);
        try {
          const size = await loadFile(source.blob, nextId++, options);
          replaced = before?.blob ? { info: before.info, blob: before.blob } : null;
          return size;
        } catch (error) {
          // A cancelled load puts back the image held before, so nothing the drawing shows is lost.
          if (error instanceof KernelError && error.code === 'cancelled' && before?.blob) {
            await loadFile(before.blob, before.info.imageId, {}).catch(() => undefined);
          }
          throw error;
        }
      }
      replaced = null;
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
    async revert() {
      const back = replaced;
      replaced = null;
      if (!back) return;
      replace(null, null);
      await loadFile(back.blob, back.info.imageId, {}).catch(() => undefined);
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
