/**
 * The pictures a print takes from the page: the map canvas as it shows now, and an image only this
 * tab holds (a blob: URL) as a data URL the server accepts (PNG or JPEG; anything else is drawn
 * again as a PNG).
 */
import { appAddress } from '../../net/appAddress';

/** The map's canvas as a PNG data URL, or null without one (the map keeps its drawing buffer for this). */
export function mapSnapshot(canvas: HTMLCanvasElement | null = document.querySelector<HTMLCanvasElement>('.map-layer canvas')): string | null {
  if (!canvas || canvas.width === 0 || canvas.height === 0) return null;
  try {
    return canvas.toDataURL('image/png');
  } catch {
    // A canvas tainted by a tile server without CORS cannot be read: the print goes without it.
    return null;
  }
}

const readAsDataUrl = (blob: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The image could not be read'));
    reader.readAsDataURL(blob);
  });

/** A blob: image (or any image URL the page may read) as a PNG or JPEG data URL. */
export async function imageDataUrl(url: string): Promise<string> {
  const blob = await (await fetch(appAddress(url))).blob();
  if (blob.type === 'image/png' || blob.type === 'image/jpeg') return readAsDataUrl(blob);
  const bitmap = await createImageBitmap(blob);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
  bitmap.close();
  return canvas.toDataURL('image/png');
}
