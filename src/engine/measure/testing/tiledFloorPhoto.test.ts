import { describe, expect, it } from 'vitest';
import { apply } from '../../geometry/homography';
import { measureThroughRectangle } from '../perspectiveMeasure';
import { tiledFloorPhoto } from './tiledFloorPhoto';

describe('the synthetic tiled-floor photo', () => {
  const photo = tiledFloorPhoto(400, 300, [{ x: 50, y: 262 }, { x: 350, y: 262 }, { x: 275, y: 100 }, { x: 125, y: 100 }]);
  const pixel = (x: number, y: number) => Array.from(photo.data.subarray((Math.floor(y) * photo.width + Math.floor(x)) * 4, (Math.floor(y) * photo.width + Math.floor(x)) * 4 + 3));

  it('draws the tiles where the camera puts them: alternating colours, grout between, background off the floor', () => {
    const at = (x: number, y: number) => apply(photo.camera, { x, y });
    const first = at(0.25, 0.25);
    const second = at(0.75, 0.25);
    expect(pixel(first.x, first.y)).toEqual([232, 220, 200]);
    expect(pixel(second.x, second.y)).toEqual([200, 186, 160]);
    expect(pixel(5, 5)).toEqual([150, 150, 155]);
    // Along a grout line the pixels are darker than either tile.
    const grout = at(1.0, 1.7);
    expect(Math.max(...pixel(grout.x, grout.y))).toBeLessThan(200);
  });

  it('measures a tile through its own corners as 0.25 m²', () => {
    const tile = [{ x: 1, y: 1 }, { x: 1.5, y: 1 }, { x: 1.5, y: 1.5 }, { x: 1, y: 1.5 }].map((p) => apply(photo.camera, p));
    expect(measureThroughRectangle({ corners: photo.corners, width: 4, height: 3 }, tile, true)!.area).toBeCloseTo(0.25, 9);
  });
});
