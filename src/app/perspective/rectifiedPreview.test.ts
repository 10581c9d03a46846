import { describe, expect, it } from 'vitest';
import type { PerspectivePlane } from '../../shared/schemas';
import { placeImage } from '../../engine/document/image';
import type { RgbaImage } from '../../engine/kernels/kernelTypes';
import { cornersOnPhoto, rectifiedPreview } from './rectifiedPreview';

// A 2000 × 1000 photo shown at half size from (20, 20) on the canvas.
const image = placeImage('blob:photo', 'floor.png', { width: 2000, height: 1000 }, { width: 1040, height: 1040 });
const plane: PerspectivePlane = {
  kind: 'perspective',
  corners: [{ x: 20, y: 20 }, { x: 520, y: 20 }, { x: 520, y: 270 }, { x: 20, y: 270 }],
  width: 2,
  height: 1,
  unit: 'm',
  zoom: 1,
};

describe('the rectified preview', () => {
  it('takes the corners from canvas px to the pixels of the photo as read', () => {
    expect(image.ratio).toBe(2);
    expect(cornersOnPhoto(image, plane, 2000)).toEqual([{ x: 0, y: 0 }, { x: 1000, y: 0 }, { x: 1000, y: 500 }, { x: 0, y: 500 }]);
    expect(cornersOnPhoto(image, plane, 1000)[2]).toEqual({ x: 500, y: 250 });
  });

  it('reads the photo, resamples it onto the plane and encodes the result', async () => {
    const read: string[] = [];
    let encoded: RgbaImage | null = null;
    const url = await rectifiedPreview(image, plane, {
      readPixels: async (from) => {
        read.push(from);
        return { width: 1000, height: 500, data: new Uint8ClampedArray(1000 * 500 * 4).fill(200) };
      },
      encode: async (flat) => {
        encoded = flat;
        return 'blob:rectified';
      },
    });
    expect(url).toBe('blob:rectified');
    expect(read).toEqual(['blob:photo']);
    // The quarter of the read photo the rectangle covers, 500 px wide, in its 2 : 1 proportions.
    expect(encoded).toMatchObject({ width: 500, height: 250 });
  });
});
