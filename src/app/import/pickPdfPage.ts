/**
 * The page picker of a PDF of several pages: it opens as soon as the page count is known, one
 * entry per page with a placeholder, and the thumbnails stream into it as they are drawn (a
 * 200-page construction set would otherwise keep the person waiting for every page first). The
 * person may choose before the last thumbnail exists; choosing, cancelling or the loader taking
 * over stops the drawing, and the thumbnails' object URLs are revoked once the picker is closed.
 */
import type { ModalActor, PdfPageChoice } from '../modals/modalMachine';
import type { DrawnThumbnail } from './pdfPages';
import { streamThumbnails, type DrawThumbnail } from './thumbnailStream';

function waitForChoice(modals: ModalActor): Promise<number | null> {
  return new Promise((resolve) => {
    const answer = modals.on('import.pageChosen', ({ page }) => {
      answer.unsubscribe();
      resolve(page);
    });
  });
}

/** Opens the picker for pages 1 to `pageCount` and resolves with the chosen page, or null when cancelled. */
export async function pickPdfPage(modals: ModalActor, pageCount: number, draw: DrawThumbnail<DrawnThumbnail>): Promise<number | null> {
  const choice = waitForChoice(modals);
  const pages: PdfPageChoice[] = Array.from({ length: pageCount }, (_, index) => ({ number: index + 1, thumbnail: null }));
  modals.send({ type: 'modal.open', modal: 'pdfPages', pages });

  const stop = new AbortController();
  const urls: string[] = [];
  const drawing = streamThumbnails(
    pageCount,
    draw,
    (page, drawn) => {
      if (!drawn) return modals.send({ type: 'pdf.thumbnail', page, thumbnail: null });
      const url = URL.createObjectURL(drawn.blob);
      urls.push(url);
      modals.send({ type: 'pdf.thumbnail', page, thumbnail: { url, width: drawn.width, height: drawn.height } });
    },
    stop.signal,
  );
  try {
    return await choice;
  } finally {
    stop.abort();
    // The page being drawn is cancelled; nothing is drawn once the picker has closed.
    await drawing;
    for (const url of urls) URL.revokeObjectURL(url);
  }
}
