/**
 * PNG files written byte by byte for tests: the signature, IHDR, any extra chunks, the zlib
 * stream as IDAT (split in `pieces` when asked) and IEND, each chunk with its CRC. The reader's
 * tests need filter types and chunk splits an encoder library does not let them choose.
 */
import { deflateSync } from 'node:zlib';

function crc32(bytes: Uint8Array): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** One chunk: length, type, data, CRC of type and data. */
export function pngChunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(data.length + 12);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

export interface PngLayout {
  readonly width: number;
  readonly height: number;
  /** 0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGBA; 8 bits a sample. */
  readonly colourType: number;
}

/**
 * The file of 8-bit `layout` whose filtered rows (each row's filter byte first) are `raw`,
 * deflated at `level`; `before` chunks go between IHDR and the data (PLTE, tRNS, others).
 */
export function pngFile(layout: PngLayout, raw: Uint8Array, options: { pieces?: number; before?: Buffer[]; level?: number } = {}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(layout.width, 0);
  header.writeUInt32BE(layout.height, 4);
  header.set([8, layout.colourType, 0, 0, 0], 8);
  const zlib = deflateSync(raw, options.level === undefined ? {} : { level: options.level });
  const pieces = options.pieces ?? 1;
  const size = Math.ceil(zlib.length / pieces);
  const data = Array.from({ length: pieces }, (_, i) => pngChunk('IDAT', zlib.subarray(i * size, (i + 1) * size)));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk('IHDR', header),
    ...(options.before ?? []),
    ...data,
    pngChunk('IEND', new Uint8Array()),
  ]);
}
