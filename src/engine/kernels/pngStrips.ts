/**
 * Our own PNG reader for the kernel worker: the file's IDAT chunks are inflated by the browser's
 * DecompressionStream('deflate') (PNG's data is one zlib stream), each scanline unfiltered here
 * (filter types 0–4) and the rows handed on a strip at a time, as RGBA for the wand and as the
 * file's own samples (1 to 4 bytes a pixel) for the tiles. Neither the image's RGBA nor its
 * samples are ever whole in one buffer: a 20000 × 14000 plan costs a strip of RGBA at a time.
 *
 * It reads what plans come as: 8-bit grey, grey + alpha, RGB, RGBA and palette (with its tRNS),
 * not interlaced. Anything else (16-bit, fewer than 8 bits, interlaced, a colour-managed file
 * with gAMA, cHRM or iCCP, a colour-key tRNS) is left to the browser's decoder: planPng answers
 * null. Fully transparent pixels read as 0, 0, 0, 0, as the browser's canvas gives them.
 */

const SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];

export const PNG_COLOUR = { grey: 0, rgb: 2, palette: 3, greyAlpha: 4, rgba: 6 } as const;

/** Bytes a pixel of each colour type takes at 8 bits a sample. */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

export interface PngHeader {
  readonly width: number;
  readonly height: number;
  readonly bitDepth: number;
  readonly colourType: number;
  readonly interlaced: boolean;
}

/** What streamPng needs of a file it can read. */
export interface PngPlan {
  readonly header: PngHeader;
  /** Bytes a pixel of the file's samples. */
  readonly channels: number;
  /** RGBA of each palette entry, packed little-endian (r in the low byte), for palette images. */
  readonly palette: Uint32Array | null;
  /** The zlib stream, in its IDAT pieces. */
  readonly data: readonly Uint8Array[];
}

const isPng = (bytes: Uint8Array): boolean => bytes.length >= 33 && SIGNATURE.every((byte, i) => bytes[i] === byte);

const u32 = (bytes: Uint8Array, at: number): number => ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;

/** The size and format of a PNG from its first 33 bytes, or null for anything else. */
export function readPngHeader(bytes: Uint8Array): PngHeader | null {
  if (!isPng(bytes) || String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
  const width = u32(bytes, 16);
  const height = u32(bytes, 20);
  if (width === 0 || height === 0) return null;
  return { width, height, bitDepth: bytes[24]!, colourType: bytes[25]!, interlaced: bytes[28] !== 0 };
}

/** The file's chunks, when streamPng can read it; null to leave it to the browser's decoder. */
export function planPng(bytes: Uint8Array): PngPlan | null {
  const header = readPngHeader(bytes);
  const channels = header ? CHANNELS[header.colourType] : undefined;
  if (!header || !channels || header.bitDepth !== 8 || header.interlaced) return null;
  let palette: Uint32Array | null = null;
  const data: Uint8Array[] = [];
  let at = 8;
  while (at + 8 <= bytes.length) {
    const length = u32(bytes, at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const body = bytes.subarray(at + 8, at + 8 + length);
    if (body.length !== length) return null;
    if (type === 'IDAT') data.push(body);
    else if (type === 'PLTE') {
      palette = new Uint32Array(256);
      for (let i = 0; i < Math.min(256, Math.floor(length / 3)); i++) {
        palette[i] = (0xff000000 | (body[3 * i + 2]! << 16) | (body[3 * i + 1]! << 8) | body[3 * i]!) >>> 0;
      }
    } else if (type === 'tRNS') {
      // Only a palette's alpha is read here; a grey or RGB colour key is the browser's.
      if (header.colourType !== PNG_COLOUR.palette || !palette) return null;
      for (let i = 0; i < Math.min(256, length); i++) {
        const alpha = body[i]!;
        palette[i] = alpha === 0 ? 0 : (((palette[i]! & 0xffffff) | (alpha << 24)) >>> 0);
      }
    } else if (type === 'gAMA' || type === 'cHRM' || type === 'iCCP') return null;
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  if (data.length === 0 || (header.colourType === PNG_COLOUR.palette && !palette)) return null;
  return { header, channels, palette, data };
}

/** One strip of rows, y to y + rows - 1. */
export interface PngStrip {
  readonly y: number;
  readonly rows: number;
  /** The file's samples, `channels` bytes a pixel: the strip's own, to keep. */
  readonly samples: Uint8Array;
  /** Reused for the next strip. */
  readonly rgba: Uint8ClampedArray<ArrayBuffer>;
}

/** Thrown by streamPng for a broken file (a short or corrupt zlib stream, a bad filter type). */
export class PngError extends Error {}

/**
 * Undoes one scanline's filter into `out` from its filtered bytes `line`. "Up" (2), what large
 * plans mostly use, adds four bytes at a time when the rows lie on 4-byte boundaries: each byte's
 * sum of the low 7 bits, with the top bits' sum (mod 2) put back by xor, so no carry crosses.
 */
function unfilter(filter: number, line: Uint8Array, out: Uint8Array, prior: Uint8Array, bpp: number): void {
  const n = out.length;
  switch (filter) {
    case 0:
      out.set(line);
      return;
    case 1:
      for (let i = 0; i < n; i++) out[i] = (line[i]! + (i >= bpp ? out[i - bpp]! : 0)) & 255;
      return;
    case 2: {
      if (n % 4 === 0 && out.byteOffset % 4 === 0 && prior.byteOffset % 4 === 0 && line.byteOffset % 4 === 0) {
        const words = n >> 2;
        const o = new Uint32Array(out.buffer, out.byteOffset, words);
        const l = new Uint32Array(line.buffer, line.byteOffset, words);
        const p = new Uint32Array(prior.buffer, prior.byteOffset, words);
        for (let i = 0; i < words; i++) {
          const a = l[i]!;
          const b = p[i]!;
          o[i] = ((a & 0x7f7f7f7f) + (b & 0x7f7f7f7f)) ^ ((a ^ b) & 0x80808080);
        }
        return;
      }
      for (let i = 0; i < n; i++) out[i] = (line[i]! + prior[i]!) & 255;
      return;
    }
    case 3:
      for (let i = 0; i < n; i++) out[i] = (line[i]! + (((i >= bpp ? out[i - bpp]! : 0) + prior[i]!) >> 1)) & 255;
      return;
    case 4:
      for (let i = 0; i < n; i++) {
        const a = i >= bpp ? out[i - bpp]! : 0;
        const b = prior[i]!;
        const c = i >= bpp ? prior[i - bpp]! : 0;
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        out[i] = (line[i]! + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c)) & 255;
      }
      return;
    default:
      throw new PngError(`unknown PNG filter type ${filter}`);
  }
}

/** Grey values as packed RGBA, little-endian. */
const GREY = Uint32Array.from({ length: 256 }, (_, v) => (0xff000000 | (v << 16) | (v << 8) | v) >>> 0);

/** The samples of `pixels` pixels as RGBA into `rgba` (both from offset 0). */
export function samplesToRgba(plan: PngPlan, samples: Uint8Array, rgba: Uint8ClampedArray, pixels: number): void {
  const { colourType } = plan.header;
  if (colourType === PNG_COLOUR.grey || colourType === PNG_COLOUR.palette) {
    const table = colourType === PNG_COLOUR.grey ? GREY : plan.palette!;
    const out = new Uint32Array(rgba.buffer, rgba.byteOffset, pixels);
    for (let i = 0; i < pixels; i++) out[i] = table[samples[i]!]!;
    return;
  }
  if (colourType === PNG_COLOUR.rgb) {
    for (let i = 0, s = 0, o = 0; i < pixels; i++, s += 3, o += 4) {
      rgba[o] = samples[s]!;
      rgba[o + 1] = samples[s + 1]!;
      rgba[o + 2] = samples[s + 2]!;
      rgba[o + 3] = 255;
    }
    return;
  }
  const grey = colourType === PNG_COLOUR.greyAlpha;
  for (let i = 0, s = 0, o = 0; i < pixels; i++, o += 4) {
    const alpha = grey ? samples[s + 1]! : samples[s + 3]!;
    if (alpha === 0) {
      rgba[o] = rgba[o + 1] = rgba[o + 2] = rgba[o + 3] = 0;
    } else if (grey) {
      rgba[o] = rgba[o + 1] = rgba[o + 2] = samples[s]!;
      rgba[o + 3] = alpha;
    } else {
      rgba[o] = samples[s]!;
      rgba[o + 1] = samples[s + 1]!;
      rgba[o + 2] = samples[s + 2]!;
      rgba[o + 3] = alpha;
    }
    s += grey ? 2 : 4;
  }
}

/**
 * Inflates and unfilters the image, calling `onStrip` for every `stripRows` rows, top to bottom
 * (awaited, so the caller may stop by throwing). Rejects with PngError for a broken file.
 */
export async function streamPng(
  plan: PngPlan,
  stripRows: number,
  onStrip: (strip: PngStrip) => void | Promise<void>,
  /** Adds the milliseconds spent waiting for inflated bytes, unfiltering and making RGBA. */
  timings?: { inflate: number; unfilter: number; rgba: number },
): Promise<void> {
  const { width, height } = plan.header;
  const bpp = plan.channels;
  const rowBytes = width * bpp;
  const strip = Math.max(1, Math.min(stripRows, height));
  let samples = new Uint8Array(rowBytes * strip);
  const rgba = new Uint8ClampedArray(4 * width * strip);
  // The filter byte apart, so the line's bytes start on a 4-byte boundary.
  const line = new Uint8Array(rowBytes);
  let filter = -1;
  let priorRow: Uint8Array = new Uint8Array(rowBytes);
  let filled = 0;
  let y = 0;
  let inStrip = 0;

  const inflated = new Blob(plan.data as Uint8Array<ArrayBuffer>[]).stream().pipeThrough(new DecompressionStream('deflate'));
  const reader = inflated.getReader();
  try {
    while (y < height) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      let now = performance.now();
      try {
        chunk = await reader.read();
        if (timings) timings.inflate += performance.now() - now;
      } catch (error) {
        throw new PngError(`the PNG's data is broken: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (chunk.done) throw new PngError('the PNG ends before its last row');
      const bytes = chunk.value;
      let at = 0;
      now = performance.now();
      while (at < bytes.length && y < height) {
        if (filter < 0) {
          filter = bytes[at++]!;
          continue;
        }
        const take = Math.min(rowBytes - filled, bytes.length - at);
        line.set(bytes.subarray(at, at + take), filled);
        filled += take;
        at += take;
        if (filled < rowBytes) break;
        const row = samples.subarray(inStrip * rowBytes, (inStrip + 1) * rowBytes);
        unfilter(filter, line, row, priorRow, bpp);
        filled = 0;
        filter = -1;
        priorRow = row;
        inStrip++;
        y++;
        if (inStrip === strip || y === height) {
          const unfiltered = performance.now();
          samplesToRgba(plan, samples, rgba, width * inStrip);
          if (timings) {
            timings.unfilter += unfiltered - now;
            timings.rgba += performance.now() - unfiltered;
          }
          await onStrip({ y: y - inStrip, rows: inStrip, samples: samples.subarray(0, inStrip * rowBytes), rgba: rgba.subarray(0, 4 * width * inStrip) });
          // The caller keeps these samples; the next strip gets its own (its first row's prior
          // stays this strip's last).
          samples = new Uint8Array(rowBytes * Math.min(strip, height - y));
          inStrip = 0;
          now = performance.now();
        }
      }
      if (timings) timings.unfilter += performance.now() - now;
    }
  } finally {
    void reader.cancel().catch(() => undefined);
  }
}
