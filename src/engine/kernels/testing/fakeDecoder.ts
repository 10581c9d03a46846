/**
 * A stand-in for the browser's decoder where createImageBitmap and OffscreenCanvas are missing
 * (Vitest runs in Node): "files" are raw RGBA behind a small header, and tiles are plain objects
 * that say which tile they are and hold its pixels, cut and box-averaged from the image, so tests
 * can check what the worker cut.
 */
import type { DecodedImage, ImageDecoder } from '../imageHolder';
import { KernelError, type RgbaImage } from '../kernelTypes';
import { tileRect, type TileKey } from '../tileGrid';

const MAGIC = 0x4d4e4c50; // "PLNM"

/** A fake file of `image` that fakeDecoder decodes. */
export function fakeImageFile(image: RgbaImage): Blob {
  const header = new Uint32Array([MAGIC, image.width, image.height]);
  return new Blob([header, new Uint8Array(image.data)]);
}

/** What a fake tile carries in place of an ImageBitmap. */
export interface FakeTile extends TileKey {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8ClampedArray;
}

/** Box average of the image pixels under each pixel of the level (the fake's "resize"). */
function levelPixel(image: RgbaImage, level: number, x: number, y: number, channel: number): number {
  const scale = 2 ** level;
  let sum = 0;
  let count = 0;
  for (let j = y * scale; j < Math.min(image.height, (y + 1) * scale); j++) {
    for (let i = x * scale; i < Math.min(image.width, (x + 1) * scale); i++) {
      sum += image.data[4 * (j * image.width + i) + channel]!;
      count++;
    }
  }
  return Math.round(sum / count);
}

export interface FakeDecoder extends ImageDecoder {
  /** Images decoded or wrapped so far, with whether each was closed. */
  readonly made: { readonly width: number; readonly height: number; closed: boolean }[];
  /** Rows requests the holder made: [y, count]. */
  readonly rowReads: [number, number][];
}

export function fakeDecoder(): FakeDecoder {
  const made: FakeDecoder['made'] = [];
  const rowReads: [number, number][] = [];
  const over = (image: RgbaImage): DecodedImage => {
    const record = { width: image.width, height: image.height, closed: false };
    made.push(record);
    return {
      width: image.width,
      height: image.height,
      rows(y, count) {
        rowReads.push([y, count]);
        return new Uint8ClampedArray(image.data.subarray(4 * image.width * y, 4 * image.width * (y + count)));
      },
      async tile(key, tileSize) {
        if (record.closed) throw new Error('tile of a closed image');
        const rect = tileRect(image, key, tileSize);
        const data = new Uint8ClampedArray(4 * rect.width * rect.height);
        for (let y = 0; y < rect.height; y++) {
          for (let x = 0; x < rect.width; x++) {
            for (let channel = 0; channel < 4; channel++) {
              data[4 * (y * rect.width + x) + channel] = levelPixel(image, key.level, rect.x + x, rect.y + y, channel);
            }
          }
        }
        const tile: FakeTile = { ...key, width: rect.width, height: rect.height, data };
        return tile as unknown as ImageBitmap;
      },
      close() {
        record.closed = true;
      },
    };
  };
  return {
    made,
    rowReads,
    async decode(blob) {
      const bytes = new Uint8Array(await blob.arrayBuffer());
      const header = bytes.byteLength >= 12 ? new Uint32Array(bytes.slice(0, 12).buffer) : null;
      if (!header || header[0] !== MAGIC || bytes.byteLength !== 12 + 4 * header[1]! * header[2]!) {
        throw new KernelError('bad-image', 'this file is not an image the browser can read');
      }
      return over({ width: header[1]!, height: header[2]!, data: bytes.subarray(12) });
    },
    wrap: async (image) => over({ width: image.width, height: image.height, data: new Uint8Array(image.data) }),
  };
}
