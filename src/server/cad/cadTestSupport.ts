/**
 * Test helpers for the CAD conversion: fixture paths, rendering an SVG with resvg (as the upload
 * conversion does), and reading pixels and polygons back.
 */
import { Resvg } from '@resvg/resvg-js';
import type { Point2 } from './cadModel';

export const FIXTURES = '../shared/fixtures';

export interface Raster {
  readonly width: number;
  readonly height: number;
  readonly pixels: Uint8Array;
}

/** Renders at the SVG's own size; system fonts are skipped unless text is wanted (they are slow to load). */
export function renderSvg(svg: string, withFonts = false): Raster {
  const image = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: withFonts } }).render();
  return { width: image.width, height: image.height, pixels: new Uint8Array(image.pixels) };
}

/** Mean of R, G and B at a pixel (255 is white). */
export function brightness(raster: Raster, x: number, y: number): number {
  const i = (y * raster.width + x) * 4;
  return (raster.pixels[i]! + raster.pixels[i + 1]! + raster.pixels[i + 2]!) / 3;
}

export function darkPixelCount(raster: Raster): number {
  let count = 0;
  for (let i = 0; i < raster.pixels.length; i += 4) {
    if (raster.pixels[i]! + raster.pixels[i + 1]! + raster.pixels[i + 2]! < 3 * 200) count++;
  }
  return count;
}

/** Shoelace area (positive) of a closed polygon. */
export function polygonArea(points: readonly Point2[]): number {
  let twice = 0;
  for (let i = 0; i < points.length; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % points.length]!;
    twice += a.x * b.y - b.x * a.y;
  }
  return Math.abs(twice) / 2;
}

export function polygonPerimeter(points: readonly Point2[]): number {
  let length = 0;
  for (let i = 0; i < points.length; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % points.length]!;
    length += Math.hypot(b.x - a.x, b.y - a.y);
  }
  return length;
}

/** The points of every subpath in the SVG's path data, in pixels. */
export function svgSubpaths(svg: string): Point2[][] {
  const subpaths: Point2[][] = [];
  for (const match of svg.matchAll(/ d="([^"]*)"/g)) {
    for (const part of match[1]!.split('M').filter(Boolean)) {
      const numbers = part.replace(/[LZh]/g, ' ').trim().split(/\s+/).map(Number);
      const points: Point2[] = [];
      for (let i = 0; i + 1 < numbers.length; i += 2) points.push({ x: numbers[i]!, y: numbers[i + 1]! });
      subpaths.push(points);
    }
  }
  return subpaths;
}
