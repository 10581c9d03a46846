/**
 * OpenCV.js's findContours on a BitMask, in the shape of the contract: the reference the contour
 * kernels are held to. With holes, RETR_CCOMP's two levels: each top-level contour with its
 * children as holes.
 */
import type { BitMask, Contour } from '../../kernelTypes';
import type { Cv } from '../../testing/opencv';
import { isSet } from './testMasks';

/** Absolute shoelace area of a closed sequence of x,y pairs. */
export function closedArea(points: Int32Array): number {
  let twice = 0;
  const count = points.length / 2;
  for (let i = 0; i < count; i++) {
    const j = (i + 1) % count;
    twice += points[2 * i]! * points[2 * j + 1]! - points[2 * j]! * points[2 * i + 1]!;
  }
  return Math.abs(twice) / 2;
}

/** The contours OpenCV finds, unsorted: top-level contours in OpenCV's order, holes likewise. */
export function openCvContours(cv: Cv, mask: BitMask, holes: boolean): Contour[] {
  const { width, height } = mask;
  const image = new cv.Mat(height, width, cv.CV_8UC1);
  const found = new cv.MatVector();
  const hierarchy = new cv.Mat();
  try {
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) image.data[y * width + x] = isSet(mask, x, y) ? 255 : 0;
    }
    cv.findContours(image, found, hierarchy, holes ? cv.RETR_CCOMP : cv.RETR_EXTERNAL, cv.CHAIN_APPROX_NONE);
    const all: Int32Array[] = [];
    for (let i = 0; i < found.size(); i++) {
      const contour = found.get(i);
      all.push(Int32Array.from(contour.data32S));
      contour.delete();
    }
    const links = hierarchy.data32S;
    const parentOf = (i: number): number => (links.length > 0 ? links[4 * i + 3]! : -1);
    return all.flatMap((points, i) =>
      parentOf(i) >= 0 ? [] : [{ points, holes: all.filter((_, j) => parentOf(j) === i) }],
    );
  } finally {
    image.delete();
    found.delete();
    hierarchy.delete();
  }
}
