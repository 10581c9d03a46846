/**
 * The photo mapped onto the plane of its perspective rectangle (issue 23, "Show rectified
 * image"): a view from straight above, so the person can check the corners (tiles come out
 * square, walls straight). Each output pixel's centre is taken to the photo through the
 * plane-to-photo homography and sampled bilinearly; pixels the photo does not cover stay
 * transparent. The output is bounded (about a megapixel by default) and no larger than the
 * rectangle appears in the photo, so one pass costs tens of milliseconds at most. Pure.
 */
import { apply, homographyFromQuads, type Quad } from '../../geometry/homography';
import type { RgbaImage } from '../kernelTypes';

/** The output's pixel budget: enough to check a floor, small enough to make at once. */
export const RECTIFIED_MAX_PIXELS = 1_000_000;

export interface RectifyRequest {
  /** The rectangle's corners on the photo, in photo pixels, in order around it. */
  readonly corners: Quad;
  /** Its true sides: corner 1 to 2 along the output's x, corner 2 to 3 along its y. */
  readonly width: number;
  readonly height: number;
  readonly maxPixels?: number;
}

/**
 * The output's size: the rectangle's proportions, at most `maxPixels`, and no more pixels along
 * a side than the longest of the photo's sides shows (enlarging adds nothing to check).
 */
export function rectifiedSize(request: RectifyRequest): { width: number; height: number } {
  const { corners, width, height } = request;
  const maxPixels = request.maxPixels ?? RECTIFIED_MAX_PIXELS;
  const longestSide = Math.max(...corners.map((corner, i) => Math.hypot(corners[(i + 1) % 4]!.x - corner.x, corners[(i + 1) % 4]!.y - corner.y)));
  const aspect = width / height;
  let outWidth = Math.sqrt(maxPixels * aspect);
  let outHeight = outWidth / aspect;
  const longest = Math.max(outWidth, outHeight);
  if (longest > longestSide) {
    outWidth *= longestSide / longest;
    outHeight *= longestSide / longest;
  }
  return { width: Math.max(1, Math.floor(outWidth)), height: Math.max(1, Math.floor(outHeight)) };
}

/** Bilinear sample of `image` at (x, y) in pixel coordinates (pixel centres at half-integers) into `out` at `at`. */
function sample(image: RgbaImage, x: number, y: number, out: Uint8ClampedArray, at: number): void {
  const { width, height, data } = image;
  if (!(x >= 0 && y >= 0 && x <= width && y <= height)) return;
  const fx = Math.min(Math.max(x - 0.5, 0), width - 1);
  const fy = Math.min(Math.max(y - 0.5, 0), height - 1);
  const x0 = Math.floor(fx);
  const y0 = Math.floor(fy);
  const x1 = Math.min(x0 + 1, width - 1);
  const y1 = Math.min(y0 + 1, height - 1);
  const tx = fx - x0;
  const ty = fy - y0;
  const i00 = (y0 * width + x0) * 4;
  const i10 = (y0 * width + x1) * 4;
  const i01 = (y1 * width + x0) * 4;
  const i11 = (y1 * width + x1) * 4;
  for (let c = 0; c < 4; c++) {
    const top = data[i00 + c]! + (data[i10 + c]! - data[i00 + c]!) * tx;
    const bottom = data[i01 + c]! + (data[i11 + c]! - data[i01 + c]!) * tx;
    out[at + c] = top + (bottom - top) * ty;
  }
}

/** The photo seen from straight above the rectangle's plane; null when the corners are degenerate. */
export function rectifyImage(photo: RgbaImage, request: RectifyRequest): RgbaImage | null {
  const size = rectifiedSize(request);
  const plane: Quad = [{ x: 0, y: 0 }, { x: size.width, y: 0 }, { x: size.width, y: size.height }, { x: 0, y: size.height }];
  // Output pixels to photo pixels: the inverse of the rectifying map, solved directly.
  const toPhoto = homographyFromQuads(plane, request.corners);
  if (!toPhoto) return null;
  const data = new Uint8ClampedArray(size.width * size.height * 4);
  for (let v = 0; v < size.height; v++) {
    for (let u = 0; u < size.width; u++) {
      const at = apply(toPhoto, { x: u + 0.5, y: v + 0.5 });
      sample(photo, at.x, at.y, data, (v * size.width + u) * 4);
    }
  }
  return { width: size.width, height: size.height, data };
}
