/**
 * Decodes a PNG for assertions, with resvg itself: the PNG is drawn 1:1 as an embedded image,
 * and its RGBA pixels read back.
 */
import { Resvg } from '@resvg/resvg-js';

export interface DecodedPng {
  readonly width: number;
  readonly height: number;
  /** RGBA, row by row. */
  readonly pixels: Uint8Array;
}

/** Width and height from the IHDR chunk, checking the signature first. */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (!signature.every((byte, index) => png[index] === byte)) throw new Error('not a PNG');
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

export function decodePng(png: Uint8Array): DecodedPng {
  const { width, height } = pngSize(png);
  const href = `data:image/png;base64,${Buffer.from(png).toString('base64')}`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<image width="${width}" height="${height}" href="${href}" style="image-rendering:pixelated"/></svg>`;
  const rendered = new Resvg(svg).render();
  return { width, height, pixels: new Uint8Array(rendered.pixels) };
}

/** The pixel at (x, y) as [r, g, b, a]. */
export function pixelAt(image: DecodedPng, x: number, y: number): [number, number, number, number] {
  const offset = (y * image.width + x) * 4;
  return [image.pixels[offset]!, image.pixels[offset + 1]!, image.pixels[offset + 2]!, image.pixels[offset + 3]!];
}

/** How many pixels are visibly darker than white. */
export function countInkedPixels(image: DecodedPng): number {
  let inked = 0;
  for (let offset = 0; offset < image.pixels.length; offset += 4) {
    if (Math.min(image.pixels[offset]!, image.pixels[offset + 1]!, image.pixels[offset + 2]!) < 200) inked++;
  }
  return inked;
}
