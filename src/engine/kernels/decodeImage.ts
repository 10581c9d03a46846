/**
 * Decodes an image file in the kernel worker: createImageBitmap, then an OffscreenCanvas to read
 * the pixels. Worker-only (both APIs exist in workers), so the page never pays for a decode.
 */
import type { KernelRequest } from './kernelProtocol';
import { KernelError, type RgbaImage } from './kernelTypes';

async function decode(blob: Blob): Promise<RgbaImage> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(blob);
  } catch {
    throw new KernelError('bad-image', 'this file is not an image the browser can read');
  }
  try {
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new KernelError('bad-image', 'this browser cannot read image pixels in a worker');
    context.drawImage(bitmap, 0, 0);
    const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    return { data, width, height };
  } finally {
    bitmap.close();
  }
}

/** The request with any encoded image replaced by its pixels; other requests pass unchanged. */
export async function decodeImageRequest(request: KernelRequest): Promise<KernelRequest> {
  if (request.op !== 'image' || !('blob' in request.args.source)) return request;
  return { ...request, args: { source: await decode(request.args.source.blob) } };
}
