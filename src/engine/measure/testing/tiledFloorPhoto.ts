/**
 * The synthetic photo of issue 23: a 4 m × 3 m floor of 50 cm tiles, photographed at an angle
 * through a known homography, on a grey background. Each photo pixel is mapped back onto the
 * floor (the inverse map) and sampled 4 × 4 times, so tile edges are anti-aliased as a camera's
 * are. Tiles alternate two light colours with 1 cm dark grout between them. Ours, for tests and
 * the perspective e2e.
 */
import type { Point } from '../../../shared/geometry';
import { apply, homographyFromQuads, invert, type Homography, type Quad } from '../../geometry/homography';

export const FLOOR_WIDTH_M = 4;
export const FLOOR_DEPTH_M = 3;
export const TILE_M = 0.5;
const GROUT_M = 0.01;

export interface FloorPhoto {
  readonly width: number;
  readonly height: number;
  /** RGBA, row by row. */
  readonly data: Uint8ClampedArray;
  /** Floor metres → photo px. */
  readonly camera: Homography;
  /** The floor's corners on the photo: (0, 0), (4, 0), (4, 3), (0, 3) m. */
  readonly corners: Quad;
}

const LIGHT: readonly [number, number, number] = [232, 220, 200];
const DARK_TILE: readonly [number, number, number] = [200, 186, 160];
const GROUT: readonly [number, number, number] = [70, 64, 60];
const BACKGROUND: readonly [number, number, number] = [150, 150, 155];

/** The colour of the floor at (x, y) m, or the background off the floor. */
function floorColour({ x, y }: Point): readonly [number, number, number] {
  if (!(x >= 0 && x <= FLOOR_WIDTH_M && y >= 0 && y <= FLOOR_DEPTH_M)) return BACKGROUND;
  const u = x / TILE_M;
  const v = y / TILE_M;
  const gu = Math.min(u - Math.floor(u), Math.ceil(u) - u) * TILE_M;
  const gv = Math.min(v - Math.floor(v), Math.ceil(v) - v) * TILE_M;
  if (gu < GROUT_M / 2 || gv < GROUT_M / 2) return GROUT;
  return (Math.floor(u) + Math.floor(v)) % 2 === 0 ? LIGHT : DARK_TILE;
}

/**
 * The photo, `width` × `height` px, the floor's corners at `corners` (default: its near edge
 * across the bottom of a 1600 × 1200 photo, its far edge half as wide).
 */
export function tiledFloorPhoto(
  width = 1600,
  height = 1200,
  corners: Quad = [{ x: 200, y: 1050 }, { x: 1400, y: 1050 }, { x: 1100, y: 400 }, { x: 500, y: 400 }],
): FloorPhoto {
  const floor: Quad = [{ x: 0, y: 0 }, { x: FLOOR_WIDTH_M, y: 0 }, { x: FLOOR_WIDTH_M, y: FLOOR_DEPTH_M }, { x: 0, y: FLOOR_DEPTH_M }];
  const camera = homographyFromQuads(floor, corners)!;
  const toFloor = invert(camera)!;
  const data = new Uint8ClampedArray(width * height * 4);
  const SAMPLES = 4;
  for (let py = 0; py < height; py++) {
    for (let px = 0; px < width; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const [cr, cg, cb] = floorColour(apply(toFloor, { x: px + (sx + 0.5) / SAMPLES, y: py + (sy + 0.5) / SAMPLES }));
          r += cr;
          g += cg;
          b += cb;
        }
      }
      const i = (py * width + px) * 4;
      const n = SAMPLES * SAMPLES;
      data[i] = r / n;
      data[i + 1] = g / n;
      data[i + 2] = b / n;
      data[i + 3] = 255;
    }
  }
  return { width, height, data, camera, corners };
}
