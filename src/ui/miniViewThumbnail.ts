/**
 * The image under the drawing as the zoom mini-view shows it: the kernel worker's coarsest tile of
 * a 256 px grid, which holds the whole image in at most 256 px a side, so even a 280 MP plan costs
 * the mini-view one small bitmap and no decode on the page.
 */
import { useEffect, useState } from 'react';
import type { ImageState } from '../shared/schemas';
import type { KernelClient } from '../engine/kernels/kernelClient';
import { coarsestLevel } from '../engine/kernels/tileGrid';

export const THUMBNAIL_TILE = 256;

/**
 * The thumbnail of `image` (null while it comes, or without an image); closed when replaced. A
 * new url (another image, or the same one stored on the server) fetches it again; until then the
 * old bitmap, closed by the effect's cleanup, is never handed out.
 */
export function useImageThumbnail(kernels: Pick<KernelClient, 'imageInfo' | 'tile'>, image: ImageState | null): ImageBitmap | null {
  const [thumbnail, setThumbnail] = useState<{ url: string; bitmap: ImageBitmap } | null>(null);
  const url = image?.url ?? null;
  useEffect(() => {
    if (!url) return undefined;
    let current: ImageBitmap | null = null;
    let cancelled = false;
    void (async () => {
      const info = await kernels.imageInfo();
      if (!info || cancelled) return;
      const level = coarsestLevel(info, THUMBNAIL_TILE);
      current = await kernels.tile({ imageId: info.imageId, level, column: 0, row: 0, size: THUMBNAIL_TILE });
      if (cancelled) current.close();
      else setThumbnail({ url, bitmap: current });
    })().catch(() => undefined); // Without a thumbnail the mini-view shows the drawing alone.
    return () => {
      cancelled = true;
      current?.close();
      setThumbnail(null);
    };
  }, [kernels, url]);
  return thumbnail !== null && thumbnail.url === url ? thumbnail.bitmap : null;
}
