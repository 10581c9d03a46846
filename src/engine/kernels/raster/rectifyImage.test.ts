import { describe, expect, it } from 'vitest';
import type { Quad } from '../../geometry/homography';
import { tiledFloorPhoto, TILE_M } from '../../measure/testing/tiledFloorPhoto';
import { rectifiedSize, rectifyImage } from './rectifyImage';

const floor: Quad = [{ x: 50, y: 262 }, { x: 350, y: 262 }, { x: 275, y: 100 }, { x: 125, y: 100 }];

describe('the rectified image', () => {
  it('keeps the rectangle’s proportions within the pixel budget, and never enlarges the photo', () => {
    expect(rectifiedSize({ corners: floor, width: 4, height: 3, maxPixels: 12_000 })).toEqual({ width: 126, height: 94 });
    // The floor's longest side in the photo is 300 px: a megapixel would only enlarge it.
    expect(rectifiedSize({ corners: floor, width: 4, height: 3 })).toEqual({ width: 300, height: 225 });
  });

  it('shows the photographed floor from above: each 50 cm tile’s centre has its tile’s colour, alternating like a chessboard', () => {
    const photo = tiledFloorPhoto(400, 300, floor);
    const flat = rectifyImage(photo, { corners: floor, width: 4, height: 3 })!;
    const perMetre = flat.width / 4;
    const red = (xm: number, ym: number) => flat.data[(Math.floor(ym * perMetre) * flat.width + Math.floor(xm * perMetre)) * 4]!;
    const light = red(TILE_M / 2, TILE_M / 2);
    const dark = red((3 * TILE_M) / 2, TILE_M / 2);
    expect(light - dark).toBeGreaterThan(20);
    for (let i = 0; i < 8; i++) {
      for (let j = 0; j < 6; j++) {
        const expected = (i + j) % 2 === 0 ? light : dark;
        // The far tiles come from fewer photo pixels: a few levels of blur.
        expect(Math.abs(red((i + 0.5) * TILE_M, (j + 0.5) * TILE_M) - expected)).toBeLessThan(8);
      }
    }
  });

  it('leaves what the photo does not cover transparent, and refuses degenerate corners', () => {
    const photo = { width: 10, height: 10, data: new Uint8ClampedArray(400).fill(255) };
    const beyond: Quad = [{ x: 0, y: 0 }, { x: 20, y: 0 }, { x: 20, y: 10 }, { x: 0, y: 10 }];
    const flat = rectifyImage(photo, { corners: beyond, width: 2, height: 1 })!;
    expect(flat.data[3]).toBe(255);
    expect(flat.data[(flat.width - 1) * 4 + 3]).toBe(0);
    expect(rectifyImage(photo, { corners: [{ x: 0, y: 0 }, { x: 5, y: 0 }, { x: 10, y: 0 }, { x: 0, y: 10 }], width: 1, height: 1 })).toBeNull();
  });
});
