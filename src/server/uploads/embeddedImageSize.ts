/**
 * The pixel size of an image embedded in an SVG as a `data:` URI, read from its header alone:
 * the renderer decodes every embedded image to 4 bytes a pixel, so its size is what it costs.
 * The format is told by the bytes, not by the URI's media type, as the renderer does.
 */
import { sniffImageType } from './storedImageType';

export interface EmbeddedImageSize {
  readonly format: 'png' | 'jpeg' | 'gif';
  readonly width: number;
  readonly height: number;
}

/** How much of the data is decoded at first; a JPEG whose frame header lies further is read on. */
const FIRST_CHUNK_CHARS = 64 * 1024;

/**
 * The size of the PNG, JPEG or GIF in a `data:` URI, or undefined when the URI holds none of them
 * or its header cannot be read.
 */
export function embeddedImageSize(uri: string): EmbeddedImageSize | undefined {
  const comma = uri.indexOf(',');
  if (!/^\s*data:/i.test(uri) || comma < 0) return undefined;
  const base64 = /;base64\s*$/i.test(uri.slice(0, comma));
  const data = uri.slice(comma + 1);
  const decode = (chars: number): Uint8Array => {
    const text = data.slice(0, chars);
    return base64 ? Buffer.from(text, 'base64') : Buffer.from(decodePercent(text), 'latin1');
  };
  const head = decode(FIRST_CHUNK_CHARS);
  switch (sniffImageType(head)) {
    case 'png':
      return pngSize(head);
    case 'gif':
      return gifSize(head);
    case 'jpg':
      return jpegSize(head) ?? (data.length > FIRST_CHUNK_CHARS ? jpegSize(decode(data.length)) : undefined);
    default:
      return undefined;
  }
}

function decodePercent(text: string): string {
  return text.replace(/%([0-9a-fA-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Width and height of the IHDR chunk, which must come first. */
function pngSize(bytes: Uint8Array): EmbeddedImageSize | undefined {
  if (bytes.length < 24 || String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { format: 'png', width: view.getUint32(16), height: view.getUint32(20) };
}

/**
 * The larger of the logical screen and the first frame: a decoder may size its canvas by either.
 * Blocks are skipped up to the first image descriptor.
 */
function gifSize(bytes: Uint8Array): EmbeddedImageSize | undefined {
  if (bytes.length < 13) return undefined;
  const word = (at: number): number => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
  let width = word(6);
  let height = word(8);
  const flags = bytes[10] ?? 0;
  let at = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  while (at < bytes.length) {
    const block = bytes[at];
    if (block === 0x2c) {
      width = Math.max(width, word(at + 1) + word(at + 5));
      height = Math.max(height, word(at + 3) + word(at + 7));
      break;
    }
    if (block !== 0x21) break;
    // An extension: its label, then sub-blocks until an empty one.
    at += 2;
    while (at < bytes.length && bytes[at] !== 0) at += (bytes[at] ?? 0) + 1;
    at += 1;
  }
  return { format: 'gif', width, height };
}

/** The frame header (any SOF marker) gives the size; markers before it are skipped by length. */
function jpegSize(bytes: Uint8Array): EmbeddedImageSize | undefined {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      const height = ((bytes[at + 5] ?? 0) << 8) | (bytes[at + 6] ?? 0);
      const width = ((bytes[at + 7] ?? 0) << 8) | (bytes[at + 8] ?? 0);
      return { format: 'jpeg', width, height };
    }
    if (marker === 0xd9 || marker === 0xda || length < 2) return undefined;
    at += 2 + length;
  }
  return undefined;
}
