/**
 * Small image files that state any size in their headers, for tests of the embedded-image
 * budget: a real decoder would need width x height x 4 bytes for them, the files stay tiny.
 */
import { crc32, deflateSync } from 'node:zlib';

function pngChunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A greyscale PNG of `width` x `height` whose one IDAT chunk holds a few deflated rows only. */
export function pngOfSize(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  const rows = deflateSync(Buffer.alloc(Math.min(height, 4) * (width + 1)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', new Uint8Array(0)),
  ]);
}

/** A JPEG header: SOI, `padding` bytes of APP1 segments, then a baseline frame header of the size. */
export function jpegOfSize(width: number, height: number, padding = 0): Buffer {
  const segments: Buffer[] = [Buffer.from([0xff, 0xd8])];
  for (let left = padding; left > 0; left -= 65_000) {
    const size = Math.min(left, 65_000);
    const segment = Buffer.alloc(4 + size);
    segment.writeUInt16BE(0xffe1, 0);
    segment.writeUInt16BE(size + 2, 2);
    segments.push(segment);
  }
  const frame = Buffer.from([0xff, 0xc0, 0, 11, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]);
  return Buffer.concat([...segments, frame, Buffer.from([0xff, 0xd9])]);
}

/** A GIF whose logical screen is `screen` and whose first frame is `frame` (at the origin). */
export function gifOfSize(screen: { width: number; height: number }, frame = screen): Buffer {
  const word = (value: number): number[] => [value & 0xff, value >> 8];
  return Buffer.from([
    ...Buffer.from('GIF89a', 'latin1'),
    ...word(screen.width), ...word(screen.height), 0, 0, 0,
    // A graphic control extension before the frame, as animated GIFs have.
    0x21, 0xf9, 4, 0, 0, 0, 0, 0,
    0x2c, 0, 0, 0, 0, ...word(frame.width), ...word(frame.height), 0,
    2, 2, 0x4c, 0x01, 0,
    0x3b,
  ]);
}

/** `bytes` as a base64 `data:` URI of `type`. */
export const dataUri = (type: string, bytes: Uint8Array): string => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
