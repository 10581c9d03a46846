/**
 * What every import path (an image file, a PDF page, a server-converted SVG/DXF/DWG, a pasted
 * file) hands to the drawing: one encoded raster image and what the source says about its scale.
 */
import type { ScaleHint } from '../../engine/import/scaleHint';
import type { LoadOptions } from '../../engine/kernels/imageHolder';
import { KernelError } from '../../engine/kernels/kernelTypes';

export interface ImportedImage {
  /** PNG, JPEG or GIF, already scaled up when its smaller side was under 600 px. */
  readonly blob: Blob;
  /** The file name shown in the header. */
  readonly name: string;
  /** Where the image can be fetched again (a server path), or null for a file only this tab has. */
  readonly url: string | null;
  readonly scaleHint: ScaleHint | null;
}

/**
 * Puts an imported image under the drawing: loads it into the kernel worker (which decodes it
 * and serves its tiles and the wand), places it with its 20 px margin, resets the drawing,
 * switches to Pan and says "Image uploaded successfully". Rejects with a readable message, or,
 * when `options.signal` aborts the load, with a cancel (isCancelled) and nothing placed.
 * `options.onProgress` hears how far the worker has loaded the image.
 */
export type PlaceImage = (image: ImportedImage, options?: LoadOptions) => Promise<void>;

/** Whether `error` is a load the person cancelled, which is no failure to report. */
export const isCancelled = (error: unknown): boolean => error instanceof KernelError && error.code === 'cancelled';
