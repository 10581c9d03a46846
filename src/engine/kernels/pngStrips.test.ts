import { deflateSync } from 'node:zlib';
import fc from 'fast-check';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { pngChunk as chunk, pngFile } from './testing/pngFile';
import { planPng, PngError, readPngHeader, streamPng, type PngStrip } from './pngStrips';

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

const paeth = (a: number, b: number, c: number): number => {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

interface TestImage {
  width: number;
  height: number;
  colourType: number;
  samples: Uint8Array;
  filters: number[];
  palette: Uint8Array | null;
  alphas: Uint8Array | null;
}

/** Encodes `image` with each row's given filter type, the IDAT split in `pieces`. */
function encode(image: TestImage, pieces = 1, extra: Buffer[] = []): Buffer {
  const { width, height, colourType, samples, filters } = image;
  const bpp = CHANNELS[colourType]!;
  const rowBytes = width * bpp;
  const raw = new Uint8Array((rowBytes + 1) * height);
  for (let y = 0; y < height; y++) {
    const filter = filters[y]!;
    raw[y * (rowBytes + 1)] = filter;
    for (let i = 0; i < rowBytes; i++) {
      const x = samples[y * rowBytes + i]!;
      const a = i >= bpp ? samples[y * rowBytes + i - bpp]! : 0;
      const b = y > 0 ? samples[(y - 1) * rowBytes + i]! : 0;
      const c = i >= bpp && y > 0 ? samples[(y - 1) * rowBytes + i - bpp]! : 0;
      const predicted = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter]!;
      raw[y * (rowBytes + 1) + 1 + i] = (x - predicted) & 255;
    }
  }
  const before = [...extra, ...(image.palette ? [chunk('PLTE', image.palette)] : []), ...(image.alphas ? [chunk('tRNS', image.alphas)] : [])];
  return pngFile({ width, height, colourType }, raw, { pieces, before });
}

/** Decodes with streamPng, putting the strips' RGBA together, checking each strip's samples. */
async function decode(file: Buffer, stripRows: number, image?: TestImage): Promise<{ rgba: Uint8Array; strips: number[] }> {
  const plan = planPng(new Uint8Array(file));
  if (!plan) throw new Error('not planned');
  const { width, height } = plan.header;
  const rgba = new Uint8Array(4 * width * height);
  const strips: number[] = [];
  const kept: PngStrip[] = [];
  await streamPng(plan, stripRows, (strip: PngStrip) => {
    strips.push(strip.rows);
    kept.push(strip);
    rgba.set(strip.rgba, 4 * width * strip.y);
  });
  // Each strip's samples are its own: still the file's once every strip has come.
  if (image) {
    const rowBytes = width * plan.channels;
    for (const strip of kept) expect(strip.samples).toEqual(image.samples.subarray(strip.y * rowBytes, (strip.y + strip.rows) * rowBytes));
  }
  return { rgba, strips };
}

/** What the browser's canvas reads: pngjs's RGBA with fully transparent pixels as 0, 0, 0, 0. */
function reference(file: Buffer): Uint8Array {
  const data = new Uint8Array(PNG.sync.read(file).data);
  for (let i = 0; i < data.length; i += 4) if (data[i + 3] === 0) data.fill(0, i, i + 4);
  return data;
}

const testImage = fc
  .record({ width: fc.integer({ min: 1, max: 17 }), height: fc.integer({ min: 1, max: 13 }), colourType: fc.constantFrom(0, 2, 3, 4, 6), seed: fc.integer() })
  .chain(({ width, height, colourType }) =>
    fc.record({
      width: fc.constant(width),
      height: fc.constant(height),
      colourType: fc.constant(colourType),
      samples: fc.uint8Array({ minLength: width * height * CHANNELS[colourType]!, maxLength: width * height * CHANNELS[colourType]! }),
      filters: fc.array(fc.integer({ min: 0, max: 4 }), { minLength: height, maxLength: height }),
      palette: colourType === 3 ? fc.uint8Array({ minLength: 768, maxLength: 768 }) : fc.constant(null),
      alphas: colourType === 3 ? fc.option(fc.uint8Array({ minLength: 1, maxLength: 256 }), { nil: null }) : fc.constant(null),
    }),
  );

describe('streamPng', () => {
  it('reads every colour type and filter type as pngjs does, in strips of any height', async () => {
    await fc.assert(
      fc.asyncProperty(testImage, fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 3 }), async (image, stripRows, pieces) => {
        const file = encode(image, pieces);
        const { rgba, strips } = await decode(file, stripRows, image);
        expect(rgba).toEqual(reference(file));
        expect(strips.reduce((sum, rows) => sum + rows, 0)).toBe(image.height);
        expect(strips.slice(0, -1).every((rows) => rows === Math.min(stripRows, image.height))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('reads a wide grey image, every row a different filter, the same in one strip or many', async () => {
    const width = 3001;
    const height = 40;
    const samples = Uint8Array.from({ length: width * height }, (_, i) => (i * 7919) % 251);
    const image: TestImage = { width, height, colourType: 0, samples, filters: Array.from({ length: height }, (_, y) => y % 5), palette: null, alphas: null };
    const file = encode(image, 4);
    const whole = await decode(file, height);
    const strips = await decode(file, 7);
    expect(strips.strips).toEqual([7, 7, 7, 7, 7, 5]);
    expect(strips.rgba).toEqual(whole.rgba);
    expect(whole.rgba).toEqual(reference(file));
  });

  it('leaves to the browser what it does not read, and refuses a broken file', async () => {
    const image: TestImage = { width: 4, height: 3, colourType: 2, samples: new Uint8Array(36).fill(9), filters: [0, 1, 2], palette: null, alphas: null };
    const plain = encode(image);
    expect(readPngHeader(new Uint8Array(plain))).toEqual({ width: 4, height: 3, bitDepth: 8, colourType: 2, interlaced: false });
    expect(planPng(new Uint8Array(plain))).not.toBeNull();
    // Colour-managed: the browser applies the gamma, so it decodes.
    expect(planPng(new Uint8Array(encode(image, 1, [chunk('gAMA', new Uint8Array([0, 0, 0xb1, 0x8f]))])))).toBeNull();
    // 16-bit and interlaced files.
    const sixteen = Buffer.from(plain);
    sixteen[24] = 16;
    expect(planPng(new Uint8Array(sixteen))).toBeNull();
    const interlaced = Buffer.from(plain);
    interlaced[28] = 1;
    expect(planPng(new Uint8Array(interlaced))).toBeNull();
    expect(readPngHeader(new Uint8Array(Buffer.from('GIF89a and more than thirty-three bytes')))).toBeNull();

    const badFilter = encode({ ...image, filters: [0, 5, 0] });
    await expect(decode(badFilter, 2)).rejects.toBeInstanceOf(PngError);
    const truncated = Buffer.concat([plain.subarray(0, 33), chunk('IDAT', deflateSync(new Uint8Array(13))), chunk('IEND', new Uint8Array())]);
    await expect(decode(truncated, 2)).rejects.toBeInstanceOf(PngError);
  });
});
