/**
 * The renderer's SVG drawn to pixels with resvg, as the server draws a print, with the fonts the
 * repository ships (fonts/: DejaVu Sans, free licence) and no system fonts, so the pixels are the
 * same on any machine; and a plain RGBA comparison for the reference test.
 */
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import { PNG } from 'pngjs';
import { PRINT_DEFAULT_FONT_FAMILY, PRINT_FONT_FILE_NAMES } from '../printFonts';

/** The fonts a print is drawn with. */
export const PRINT_FONT_FILES = PRINT_FONT_FILE_NAMES.map((name) => fileURLToPath(new URL(`../../../../fonts/${name}`, import.meta.url)));

export interface Raster {
  readonly width: number;
  readonly height: number;
  /** RGBA, row by row. */
  readonly pixels: Uint8Array;
}

const render = (svg: string) =>
  new Resvg(svg, { font: { loadSystemFonts: false, fontFiles: PRINT_FONT_FILES, defaultFontFamily: PRINT_DEFAULT_FONT_FAMILY } }).render();

/** The SVG as a PNG file. */
export const rasterizePng = (svg: string): Buffer => render(svg).asPng();

/** A PNG file's pixels. */
export function decodePng(png: Buffer): Raster {
  const image = PNG.sync.read(png);
  return { width: image.width, height: image.height, pixels: new Uint8Array(image.data) };
}

/** How many pixels of two same-sized rasters differ by more than `channelTolerance` in any channel. */
export function differentPixels(a: Raster, b: Raster, channelTolerance: number): number {
  if (a.width !== b.width || a.height !== b.height) throw new Error(`Sizes differ: ${a.width}×${a.height} and ${b.width}×${b.height}`);
  let count = 0;
  for (let i = 0; i < a.pixels.length; i += 4) {
    for (let channel = 0; channel < 4; channel++) {
      if (Math.abs(a.pixels[i + channel]! - b.pixels[i + channel]!) > channelTolerance) {
        count++;
        break;
      }
    }
  }
  return count;
}

/** How many pixels inside the box are dark (each of R, G and B below `threshold`): text drawn there shows up as these. */
export function darkPixels(raster: Raster, box: { x: number; y: number; width: number; height: number }, threshold = 110): number {
  let count = 0;
  for (let y = Math.max(0, Math.floor(box.y)); y < Math.min(raster.height, Math.ceil(box.y + box.height)); y++) {
    for (let x = Math.max(0, Math.floor(box.x)); x < Math.min(raster.width, Math.ceil(box.x + box.width)); x++) {
      const i = (y * raster.width + x) * 4;
      if (raster.pixels[i]! < threshold && raster.pixels[i + 1]! < threshold && raster.pixels[i + 2]! < threshold) count++;
    }
  }
  return count;
}
