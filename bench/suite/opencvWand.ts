/**
 * The magic wand as an OpenCV.js user would write it: the RGBA image converted to RGB inside
 * OpenCV's heap, floodFill into a mask with a fixed range, findContours on the mask, then
 * approxPolyDP on every contour of 50 points or more. Every Mat made here is deleted.
 */
import type { Pixel, RgbaImage } from '../../src/engine/kernels/kernelTypes';
import type { Cv } from '../../src/engine/kernels/testing/opencv';

type Mat = InstanceType<Cv['Mat']>;
type MatVector = InstanceType<Cv['MatVector']>;

/** Rows converted per step, so the RGBA copy never needs a whole image's worth of heap. */
const BAND_ROWS = 256;
export const MIN_CONTOUR_POINTS = 50;
export const SIMPLIFY_TOLERANCE = 2;

/**
 * The image as an RGB Mat in OpenCV's heap. Band by band: OpenCV.js's heap stops at 1 GiB, and a
 * 96 MP image would need 384 MB of RGBA beside 288 MB of RGB at once.
 */
export function importRgb(cv: Cv, image: RgbaImage): Mat {
  const { width, height, data } = image;
  const rgb = new cv.Mat(height, width, cv.CV_8UC3);
  const band = new cv.Mat(BAND_ROWS, width, cv.CV_8UC4);
  try {
    for (let top = 0; top < height; top += BAND_ROWS) {
      const rows = Math.min(BAND_ROWS, height - top);
      band.data.set(data.subarray(top * width * 4, (top + rows) * width * 4));
      const source = band.roi(new cv.Rect(0, 0, width, rows));
      const target = rgb.roi(new cv.Rect(0, top, width, rows));
      cv.cvtColor(source, target, cv.COLOR_RGBA2RGB);
      source.delete();
      target.delete();
    }
  } finally {
    band.delete();
  }
  return rgb;
}

/** A fill's reusable mask, one pixel wider on every side as floodFill wants it. */
export const fillMask = (cv: Cv, image: RgbaImage): Mat => new cv.Mat(image.height + 2, image.width + 2, cv.CV_8UC1);

/** Fills `mask` with 255 where the seed's 4-connected region within `tolerance` lies. */
export function cvFloodFill(cv: Cv, rgb: Mat, mask: Mat, seed: Pixel, tolerance: number): void {
  mask.setTo(new cv.Scalar(0));
  const range = new cv.Scalar(tolerance, tolerance, tolerance, 0);
  const flags = 4 | cv.FLOODFILL_FIXED_RANGE | cv.FLOODFILL_MASK_ONLY | (255 << 8);
  cv.floodFill(rgb, mask, new cv.Point(seed.x, seed.y), new cv.Scalar(0), new cv.Rect(), range, range, flags);
}

/** Pixels set in a fill's mask, its frame left out. */
export function cvFilled(cv: Cv, mask: Mat): number {
  const inner = mask.roi(new cv.Rect(1, 1, mask.cols - 2, mask.rows - 2));
  const filled = cv.countNonZero(inner);
  inner.delete();
  return filled;
}

/** Points in all the contours. */
export function cvPointCount(contours: MatVector): number {
  let points = 0;
  for (let i = 0; i < contours.size(); i++) {
    const contour = contours.get(i);
    points += contour.rows;
    contour.delete();
  }
  return points;
}

/** The outer borders of the mask's regions, every pixel (the mask's 1-pixel frame left out). */
export function cvContours(cv: Cv, mask: Mat): MatVector {
  const inner = mask.roi(new cv.Rect(1, 1, mask.cols - 2, mask.rows - 2));
  const contours = new cv.MatVector();
  const hierarchy = new cv.Mat();
  try {
    cv.findContours(inner, contours, hierarchy, cv.RETR_EXTERNAL, cv.CHAIN_APPROX_NONE);
  } finally {
    inner.delete();
    hierarchy.delete();
  }
  return contours;
}

/** approxPolyDP of every long enough contour; returns how many vertices were kept in all. */
export function cvSimplifyAll(cv: Cv, contours: MatVector): number {
  let kept = 0;
  for (let i = 0; i < contours.size(); i++) {
    const contour = contours.get(i);
    if (contour.rows >= MIN_CONTOUR_POINTS) {
      const simplified = new cv.Mat();
      cv.approxPolyDP(contour, simplified, SIMPLIFY_TOLERANCE, true);
      kept += simplified.rows;
      simplified.delete();
    }
    contour.delete();
  }
  return kept;
}

/** The whole click on a resident RGB image: fill, trace, simplify. */
export function cvWandClick(cv: Cv, rgb: Mat, mask: Mat, seed: Pixel, tolerance: number): number {
  cvFloodFill(cv, rgb, mask, seed, tolerance);
  const contours = cvContours(cv, mask);
  try {
    return cvSimplifyAll(cv, contours);
  } finally {
    contours.delete();
  }
}
