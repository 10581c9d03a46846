/**
 * The rectified preview of a photo's perspective (issue 23, "Show rectified image"): reads the
 * image's pixels from its URL (a blob: URL this tab holds, or the stored upload's path), maps
 * them onto the rectangle's plane with the engine's pure resampler, and gives back a PNG object
 * URL for the panel's <img>. The workflow lives here, out of React, and the pixel work in the
 * engine; it runs once per change of the plane, never per frame.
 *
 * Only a preview: showing the rectified photo instead of the photo on the canvas would need every
 * shape (drawn in the photo's canvas px) mapped too, which the plane's measuring does not need.
 */
import type { ImageState, PerspectivePlane } from '../../shared/schemas';
import { canvasToImage } from '../../engine/document/image';
import type { Quad } from '../../engine/geometry/homography';
import type { RgbaImage } from '../../engine/kernels/kernelTypes';
import { rectifyImage } from '../../engine/kernels/raster/rectifyImage';
import { appAddress } from '../../net/appAddress';

/** A photo this large is read shrunk to it first: the preview is at most a megapixel anyway. */
export const PREVIEW_SOURCE_MAX_SIDE = 4096;

export interface PreviewPorts {
  /** The image at `url` as RGBA, shrunk so no side exceeds `maxSide`. */
  readPixels: (url: string, maxSide: number) => Promise<RgbaImage>;
  /** An image as a PNG object URL (to revoke once shown no more). */
  encode: (image: RgbaImage) => Promise<string>;
}

/** The plane's corners in pixels of the photo as read (`read` wide). */
export function cornersOnPhoto(image: ImageState, plane: PerspectivePlane, readWidth: number): Quad {
  const shrink = readWidth / image.originSizes.width;
  return plane.corners.map((corner) => {
    const at = canvasToImage(image, corner);
    return { x: at.x * shrink, y: at.y * shrink };
  }) as unknown as Quad;
}

/** The rectified photo as a PNG object URL; null when the corners are degenerate. */
export async function rectifiedPreview(image: ImageState, plane: PerspectivePlane, ports: PreviewPorts = BROWSER_PORTS): Promise<string | null> {
  const photo = await ports.readPixels(image.url, PREVIEW_SOURCE_MAX_SIDE);
  const flat = rectifyImage(photo, { corners: cornersOnPhoto(image, plane, photo.width), width: plane.width, height: plane.height });
  return flat ? ports.encode(flat) : null;
}

async function readPixels(url: string, maxSide: number): Promise<RgbaImage> {
  const blob = await (await fetch(appAddress(url))).blob();
  const full = await createImageBitmap(blob);
  const shrink = Math.min(1, maxSide / Math.max(full.width, full.height));
  const bitmap =
    shrink < 1 ? await createImageBitmap(full, { resizeWidth: Math.round(full.width * shrink), resizeHeight: Math.round(full.height * shrink) }) : full;
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d')!;
  context.drawImage(bitmap, 0, 0);
  const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height);
  full.close();
  bitmap.close();
  return { width, height, data };
}

async function encode(image: RgbaImage): Promise<string> {
  const canvas = new OffscreenCanvas(image.width, image.height);
  canvas.getContext('2d')!.putImageData(new ImageData(new Uint8ClampedArray(image.data), image.width, image.height), 0, 0);
  return URL.createObjectURL(await canvas.convertToBlob({ type: 'image/png' }));
}

const BROWSER_PORTS: PreviewPorts = { readPixels, encode };
