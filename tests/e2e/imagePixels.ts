import type { Locator } from '@playwright/test';

export interface ImagePixels {
  readonly width: number;
  readonly height: number;
  /** RGBA, row by row. */
  readonly data: readonly number[];
}

/** The pixels of an <img> as the page decodes them (a saved document's preview, a print). */
export const imagePixels = (image: Locator): Promise<ImagePixels> =>
  image.evaluate(async (element: HTMLImageElement) => {
    await element.decode();
    const canvas = document.createElement('canvas');
    canvas.width = element.naturalWidth;
    canvas.height = element.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(element, 0, 0);
    return { width: canvas.width, height: canvas.height, data: Array.from(context.getImageData(0, 0, canvas.width, canvas.height).data) };
  });
