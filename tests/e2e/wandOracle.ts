/**
 * What the magic wand should select on a PNG, computed here apart from the app's kernels: the
 * pixels 4-connected to the seed whose R, G and B each differ from the seed's by at most the
 * tolerance (spec drawing-core §4 "Magic wand"), and the area inside that region's outer edge
 * (its pixels and the holes in them), in pixels.
 */
import { readFileSync } from 'node:fs';
import { PNG } from 'pngjs';

export interface WandOracle {
  readonly selectedPx: number;
  readonly enclosedPx: number;
}

export function wandOracle(path: string, seed: { x: number; y: number }, tolerance: number): WandOracle {
  const { width, height, data } = PNG.sync.read(readFileSync(path));
  const at = (x: number, y: number): number => (y * width + x) * 4;
  const seedAt = at(seed.x, seed.y);
  const near = (index: number): boolean =>
    Math.abs(data[index]! - data[seedAt]!) <= tolerance &&
    Math.abs(data[index + 1]! - data[seedAt + 1]!) <= tolerance &&
    Math.abs(data[index + 2]! - data[seedAt + 2]!) <= tolerance;
  const selected = new Uint8Array(width * height);
  const spread = (starts: number[], admit: (pixel: number) => boolean, marks: Uint8Array): number => {
    let count = 0;
    const stack = starts.filter((pixel) => {
      if (marks[pixel] || !admit(pixel)) return false;
      marks[pixel] = 1;
      return true;
    });
    while (stack.length > 0) {
      const pixel = stack.pop()!;
      count++;
      const x = pixel % width;
      const y = (pixel - x) / width;
      for (const [nx, ny] of [[x - 1, y], [x + 1, y], [x, y - 1], [x, y + 1]] as const) {
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const next = ny * width + nx;
        if (marks[next] || !admit(next)) continue;
        marks[next] = 1;
        stack.push(next);
      }
    }
    return count;
  };
  const selectedPx = spread([seed.y * width + seed.x], (pixel) => near(pixel * 4), selected);
  // Outside: the unselected pixels 4-connected to the image's border.
  const outside = new Uint8Array(width * height);
  const border: number[] = [];
  for (let x = 0; x < width; x++) border.push(x, (height - 1) * width + x);
  for (let y = 0; y < height; y++) border.push(y * width, y * width + width - 1);
  const outsidePx = spread(border, (pixel) => selected[pixel] === 0, outside);
  return { selectedPx, enclosedPx: width * height - outsidePx };
}
