/**
 * The page picker's thumbnails, drawn one after another in page order and handed over as each is
 * drawn, until every page is done or the signal stops them. One at a time: the first thumbnails
 * come soonest, the picker stays responsive, and a chosen page is drawn without waiting behind a
 * queue of thumbnails.
 */

/** Draws page `page`'s thumbnail; the signal cancels the drawing (it then rejects). */
export type DrawThumbnail<T> = (page: number, signal: AbortSignal) => Promise<T>;

/**
 * Draws pages 1 to `pageCount` with `draw`, calling `onDrawn` with each thumbnail, or with null
 * for a page that could not be drawn (the others go on). After `signal` aborts, no page is started
 * and a thumbnail still finishing is dropped. Resolves once the last drawing has stopped.
 */
export async function streamThumbnails<T>(
  pageCount: number,
  draw: DrawThumbnail<T>,
  onDrawn: (page: number, thumbnail: T | null) => void,
  signal: AbortSignal,
): Promise<void> {
  for (let page = 1; page <= pageCount && !signal.aborted; page += 1) {
    let thumbnail: T | null;
    try {
      thumbnail = await draw(page, signal);
    } catch {
      thumbnail = null;
    }
    if (signal.aborted) return;
    onDrawn(page, thumbnail);
  }
}
