/** The preview scale and PNG quality of a saved document (spec accounts §9). */
export const PREVIEW_SCALE = 0.2;
export const PREVIEW_QUALITY = 0.8;

/**
 * The drawing canvas scaled by 0.2 as a PNG data URI, or null without a canvas; over the map, the
 * map's canvas goes under it. PNG is lossless, so the encoder ignores the quality; it is passed
 * for an encoder that reads it.
 */
export function capturePreview(
  source: HTMLCanvasElement | null = document.querySelector<HTMLCanvasElement>('.canvas-host canvas'),
  under: HTMLCanvasElement | null = document.querySelector<HTMLCanvasElement>('.map-layer canvas'),
): string | null {
  if (!source || source.width === 0 || source.height === 0) return null;
  const preview = document.createElement('canvas');
  preview.width = Math.max(1, Math.round(source.width * PREVIEW_SCALE));
  preview.height = Math.max(1, Math.round(source.height * PREVIEW_SCALE));
  const context = preview.getContext('2d');
  if (!context) return null;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, preview.width, preview.height);
  if (under && under.width > 0 && under.height > 0) context.drawImage(under, 0, 0, preview.width, preview.height);
  context.drawImage(source, 0, 0, preview.width, preview.height);
  return preview.toDataURL('image/png', PREVIEW_QUALITY);
}
