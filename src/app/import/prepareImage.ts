/**
 * Images smaller than 600 px on a side are scaled up so the smaller side is 600 (spec
 * drawing-core §5), so the wand and a traced line have enough pixels to work with.
 */
import { IMAGE_MIN_SIDE, MESSAGES } from '../../shared/constants';
import { readPngHeader } from '../../engine/kernels/pngStrips';

export interface UpscaledSize {
  width: number;
  height: number;
  /** How much larger each side becomes; 1 when the image is large enough already. */
  factor: number;
}

/** The size an image of `width` × `height` px is brought to: its smaller side at least 600 px. */
export function upscaledSize(width: number, height: number): UpscaledSize {
  const smaller = Math.min(width, height);
  if (!(smaller > 0)) throw new RangeError(`An image cannot measure ${width} × ${height} px.`);
  if (smaller >= IMAGE_MIN_SIDE) return { width, height, factor: 1 };
  const factor = IMAGE_MIN_SIDE / smaller;
  return {
    width: width === smaller ? IMAGE_MIN_SIDE : Math.round(width * factor),
    height: height === smaller ? IMAGE_MIN_SIDE : Math.round(height * factor),
    factor,
  };
}

/**
 * An enlargement of 2× or more uses nearest-neighbour ("pixelated"): a 64 px icon smoothed to
 * 600 px turns every edge into a ramp of in-between colours, which the wand's tolerance then
 * reads as a boundary of its own; hard pixel edges keep the regions the original had. Smaller
 * enlargements (a 450 px scan to 600) are smoothed ("high"), where blockiness would show and the
 * ramps are only a pixel or two wide.
 */
const resizeQualityFor = (factor: number): ResizeQuality => (factor >= 2 ? 'pixelated' : 'high');

export interface PreparedImage {
  blob: Blob;
  width: number;
  height: number;
  /** How much the image was enlarged (1 when it was not). */
  factor: number;
}

/**
 * Decodes `blob` to learn its size (a PNG's header is enough when it is large enough) and, when a
 * side is under 600 px, re-encodes it enlarged as PNG. Rejects with the spec's "Unable to upload image, please try again later." when the browser
 * cannot decode it.
 */
export async function prepareImage(blob: Blob): Promise<PreparedImage> {
  // A PNG says its size in its first bytes: a large plan is not decoded on the page just to learn it.
  const png = readPngHeader(new Uint8Array(await blob.slice(0, 33).arrayBuffer()));
  if (png && Math.min(png.width, png.height) >= IMAGE_MIN_SIDE) return { blob, width: png.width, height: png.height, factor: 1 };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(blob);
  } catch (error) {
    throw new Error(MESSAGES.imageUploadFailed, { cause: error });
  }
  const size = upscaledSize(bitmap.width, bitmap.height);
  bitmap.close();
  if (size.factor === 1) return { blob, width: size.width, height: size.height, factor: 1 };
  const enlarged = await createImageBitmap(blob, {
    resizeWidth: size.width,
    resizeHeight: size.height,
    resizeQuality: resizeQualityFor(size.factor),
  });
  const canvas = new OffscreenCanvas(size.width, size.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error(MESSAGES.imageUploadFailed);
  context.drawImage(enlarged, 0, 0);
  enlarged.close();
  return { blob: await canvas.convertToBlob({ type: 'image/png' }), width: size.width, height: size.height, factor: size.factor };
}
