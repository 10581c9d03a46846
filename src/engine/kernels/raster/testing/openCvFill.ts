/**
 * OpenCV's flood fill with the options our fill copies: fixed range, 4-connected, mask only,
 * the image converted from RGBA to RGB first. For the tests that hold our fills to OpenCV.
 */
import type { BitMask, Pixel, RgbaImage } from '../../kernelTypes';
import type { Cv } from '../../testing/opencv';
import { maskOf } from './rasterFixtures';

export function openCvFill(cv: Cv, image: RgbaImage, seed: Pixel, tolerance: number): BitMask {
  const { width, height } = image;
  const rgba = new cv.Mat(height, width, cv.CV_8UC4);
  const rgb = new cv.Mat();
  const mask = cv.Mat.zeros(height + 2, width + 2, cv.CV_8UC1);
  try {
    rgba.data.set(image.data);
    cv.cvtColor(rgba, rgb, cv.COLOR_RGBA2RGB);
    const range = new cv.Scalar(tolerance, tolerance, tolerance, 0);
    const flags = 4 | cv.FLOODFILL_FIXED_RANGE | cv.FLOODFILL_MASK_ONLY | (1 << 8);
    cv.floodFill(rgb, mask, new cv.Point(seed.x, seed.y), new cv.Scalar(0, 0, 0, 0), new cv.Rect(), range, range, flags);
    const filled = mask.data;
    // The mask is one pixel larger on every side; OpenCV marks that border itself.
    return maskOf(width, height, (x, y) => filled[(y + 1) * (width + 2) + x + 1] === 1);
  } finally {
    rgba.delete();
    rgb.delete();
    mask.delete();
  }
}
