/**
 * Place labels of the offline basemap, drawn by the browser instead of from glyph files: the
 * style asks for an icon named `place:<name>` and we paint that name into a canvas on demand, so
 * the map needs no font server and makes no outside request.
 */
import type { ExpressionSpecification } from 'maplibre-gl';

export const PLACE_LABEL_PREFIX = 'place:';

/** The style expression naming a place's label image, read back by {@link placeLabelText}. */
export const placeLabelImage = (): ExpressionSpecification => ['concat', PLACE_LABEL_PREFIX, ['get', 'name']];

/** The text a label image id stands for, or null when the id is not one of our labels. */
export function placeLabelText(imageId: string): string | null {
  if (!imageId.startsWith(PLACE_LABEL_PREFIX)) return null;
  const text = imageId.slice(PLACE_LABEL_PREFIX.length);
  return text.trim() === '' ? null : text;
}

/** Pixels ready for `map.addImage(id, { width, height, data }, { pixelRatio })`. */
export interface LabelImage {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8ClampedArray;
  readonly pixelRatio: number;
}

/** The slice of a 2D context the label needs (both OffscreenCanvas and DOM canvas contexts have it). */
export type LabelContext = Pick<
  CanvasRenderingContext2D,
  | 'font'
  | 'textBaseline'
  | 'lineJoin'
  | 'lineWidth'
  | 'strokeStyle'
  | 'fillStyle'
  | 'measureText'
  | 'scale'
  | 'strokeText'
  | 'fillText'
  | 'getImageData'
>;

/** Makes a canvas of the given device-pixel size and returns its 2D context, or null when none exists. */
export type LabelCanvasFactory = (width: number, height: number) => LabelContext | null;

const FONT_SIZE = 12;
const FONT = `500 ${FONT_SIZE}px system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif`;
const HALO = 2;
const LINE_HEIGHT = Math.ceil(FONT_SIZE * 1.3);
const TEXT_COLOR = '#2b2b2b';
const HALO_COLOR = 'rgba(255, 255, 255, 0.9)';

/** An OffscreenCanvas where the browser has one, else a DOM canvas; null in Node. */
export const browserCanvas: LabelCanvasFactory = (width, height) => {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height).getContext('2d');
  if (typeof document === 'undefined') return null;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas.getContext('2d');
};

/**
 * Paints `text` as a map label (dark text in a white halo) at `pixelRatio` device pixels per CSS
 * pixel, so labels stay sharp on dense screens. Null when no canvas can be made.
 */
export function renderLabelImage(
  text: string,
  pixelRatio: number,
  makeCanvas: LabelCanvasFactory = browserCanvas,
): LabelImage | null {
  const ratio = pixelRatio > 0 ? pixelRatio : 1;
  // Measuring needs a context with the font set; a 1x1 canvas is enough for that.
  const probe = makeCanvas(1, 1);
  if (!probe) return null;
  probe.font = FONT;
  const textWidth = Math.ceil(probe.measureText(text).width);
  const width = Math.ceil((textWidth + 2 * HALO) * ratio);
  const height = Math.ceil((LINE_HEIGHT + 2 * HALO) * ratio);
  const context = makeCanvas(width, height);
  if (!context) return null;
  context.scale(ratio, ratio);
  context.font = FONT;
  context.textBaseline = 'middle';
  context.lineJoin = 'round';
  context.lineWidth = HALO * 2;
  context.strokeStyle = HALO_COLOR;
  context.fillStyle = TEXT_COLOR;
  const y = HALO + LINE_HEIGHT / 2;
  // The halo is a wide stroke under the fill, so it only shows around the letters.
  context.strokeText(text, HALO, y);
  context.fillText(text, HALO, y);
  return { width, height, data: context.getImageData(0, 0, width, height).data, pixelRatio: ratio };
}
