/**
 * The saved document's preview (spec accounts §9: the drawing at scale 0.2, PNG), drawn from the
 * saved state by the print renderer (engine/print): the same picture a print shows, labels and
 * notes included, without its results block. The background goes under it first from what the
 * page already holds, since an SVG drawn as an image may not load outside files: the map's
 * canvas on the map, or the document's image as the kernel worker holds it, whole in one coarse
 * tile (as the zoom mini-view shows it), so even a huge plan costs no decode on the page.
 */
import type { DocumentState } from '../../shared/documentState';
import type { PrintSettings } from '../../shared/print';
import { printScene } from '../../engine/print/printScene';
import { toScreen } from '../../engine/viewport/viewport';
import type { KernelClient } from '../../engine/kernels/kernelClient';
import { coarsestLevel } from '../../engine/kernels/tileGrid';

/** The preview scale and PNG quality of a saved document (spec accounts §9). */
export const PREVIEW_SCALE = 0.2;
export const PREVIEW_QUALITY = 0.8;

/** The side of the one tile the document's image is drawn from: the whole image in at most this many px a side. */
export const PREVIEW_IMAGE_TILE = 512;

/** What the preview draws from besides the state. */
export interface PreviewSources {
  /** The map's canvas (preserveDrawingBuffer), drawn under the drawing on the map; null when there is none. */
  readonly mapCanvas: HTMLCanvasElement | null;
  /** The document's image, whole and small; null when there is none. */
  readonly image: () => Promise<CanvasImageSource | null>;
  /** Loads the drawing's SVG (a data URL) ready to be drawn. */
  readonly loadSvg: (url: string) => Promise<CanvasImageSource>;
}

export interface PreviewLayout {
  /** The preview's size in pixels: the stage at PREVIEW_SCALE, at least 1 px. */
  readonly width: number;
  readonly height: number;
  /** Where the document's image goes in the preview, or null without a displayed image (or on the map). */
  readonly image: { readonly x: number; readonly y: number; readonly width: number; readonly height: number } | null;
}

/** The preview's size and the image's place in it, from the state through the view the screen had. */
export function previewLayout(state: DocumentState): PreviewLayout {
  const stage = state.drawArea;
  const width = Math.max(1, Math.round(stage.width * PREVIEW_SCALE));
  const height = Math.max(1, Math.round(stage.height * PREVIEW_SCALE));
  const image = state.image;
  if (!image || !image.display || state.map) return { width, height, image: null };
  const { viewport } = printScene(state, stage);
  const at = toScreen(viewport, image.position);
  return {
    width,
    height,
    image: {
      x: at.x * PREVIEW_SCALE,
      y: at.y * PREVIEW_SCALE,
      width: image.realSizes.width * viewport.zoom * PREVIEW_SCALE,
      height: image.realSizes.height * viewport.zoom * PREVIEW_SCALE,
    },
  };
}

/** An image element's load as a promise. */
function loadImageElement(url: string): Promise<CanvasImageSource> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`Could not load ${url.slice(0, 40)}`));
    image.src = url;
  });
}

/** The image the kernel worker holds, whole in one tile of PREVIEW_IMAGE_TILE px at most. */
async function workerImage(kernels: Pick<KernelClient, 'imageInfo' | 'tile'>): Promise<ImageBitmap | null> {
  const info = await kernels.imageInfo();
  if (!info) return null;
  return kernels.tile({ imageId: info.imageId, level: coarsestLevel(info, PREVIEW_IMAGE_TILE), column: 0, row: 0, size: PREVIEW_IMAGE_TILE });
}

/** The page's sources: the map layer's canvas, the kernel worker's image, and an image element for the SVG. */
export const browserPreviewSources = (kernels: Pick<KernelClient, 'imageInfo' | 'tile'>): PreviewSources => ({
  mapCanvas: document.querySelector<HTMLCanvasElement>('.map-layer canvas'),
  image: () => workerImage(kernels),
  loadSvg: loadImageElement,
});

/**
 * The preview as a PNG data URI, or null when it cannot be drawn (the save goes on without one).
 * PNG is lossless, so the encoder ignores the quality; it is passed for an encoder that reads it.
 */
export async function capturePreview(state: DocumentState, settings: PrintSettings, sources: PreviewSources): Promise<string | null> {
  const layout = previewLayout(state);
  const preview = document.createElement('canvas');
  preview.width = layout.width;
  preview.height = layout.height;
  const context = preview.getContext('2d');
  if (!context) return null;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, layout.width, layout.height);
  const { mapCanvas } = sources;
  if (state.map && mapCanvas && mapCanvas.width > 0 && mapCanvas.height > 0) context.drawImage(mapCanvas, 0, 0, layout.width, layout.height);
  if (layout.image) {
    const { x, y, width, height } = layout.image;
    // A preview without its image is still worth saving: the drawing goes over the white page.
    const image = await sources.image().catch(() => null);
    if (image) context.drawImage(image, x, y, width, height);
    if (image instanceof ImageBitmap) image.close();
  }
  try {
    // The renderer loads at the first save, not with the editor.
    const { renderDrawingSvg } = await import('../../engine/print/drawingSvg');
    const svg = renderDrawingSvg({ state, stage: state.drawArea, settings, results: false, page: false });
    const drawing = await sources.loadSvg(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    context.drawImage(drawing, 0, 0, layout.width, layout.height);
  } catch {
    return null;
  }
  return preview.toDataURL('image/png', PREVIEW_QUALITY);
}
