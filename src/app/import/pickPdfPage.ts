/**
 * The page picker of a PDF of several pages: it opens as soon as the page count is known, one
 * entry per page with a placeholder, and the thumbnails stream into it as they are drawn (a
 * 200-page construction set would otherwise keep the person waiting for every page first). The
 * person may choose before the last thumbnail exists; choosing, cancelling or the loader taking
 * over stops the drawing, and the thumbnails' object URLs are revoked once the picker is closed.
 */
import type { DrawnPage, ModalActor, PdfPageChoice, PdfThumbnailImage } from '../modals/modalMachine';
import type { DrawnThumbnail } from './pdfPages';
import { streamThumbnails, type DrawThumbnail } from './thumbnailStream';

/** The longest a drawn thumbnail waits to be shown, with those drawn after it. */
const SHOW_EVERY_MS = 100;

/** One page to import, or pages to add as sheets (issue 38); null when cancelled. */
export type PdfChoice = { readonly page: number } | { readonly sheets: readonly number[] } | null;

function waitForChoice(modals: ModalActor): Promise<PdfChoice> {
  return new Promise((resolve) => {
    const answers = [
      modals.on('import.pageChosen', ({ page }) => done(page === null ? null : { page })),
      modals.on('import.sheetsChosen', ({ pages }) => done({ sheets: pages })),
    ];
    const done = (choice: PdfChoice) => {
      for (const answer of answers) answer.unsubscribe();
      resolve(choice);
    };
  });
}

/**
 * Opens the picker for pages 1 to `pageCount` and resolves with the chosen page or the pages to
 * add as sheets, or null when cancelled; drawn thumbnails are shown together at most every
 * `showEveryMs`.
 */
export async function pickPdfPage(modals: ModalActor, pageCount: number, draw: DrawThumbnail<DrawnThumbnail>, showEveryMs = SHOW_EVERY_MS): Promise<PdfChoice> {
  const choice = waitForChoice(modals);
  const pages: PdfPageChoice[] = Array.from({ length: pageCount }, (_, index) => ({ number: index + 1, thumbnail: null }));
  modals.send({ type: 'modal.open', modal: 'pdfPages', pages });

  const stop = new AbortController();
  const urls: string[] = [];
  // Thumbnails are shown in batches, at most one every `showEveryMs`: each change repaints the
  // picker, and pdf.js draws in animation-frame slices that a repaint per thumbnail would slow.
  const pending: DrawnPage[] = [];
  let showing: ReturnType<typeof setTimeout> | undefined;
  const show = () => {
    showing = undefined;
    modals.send({ type: 'pdf.thumbnails', drawn: pending.splice(0) });
  };
  const drawing = streamThumbnails(
    pageCount,
    draw,
    (page, drawn) => {
      let thumbnail: PdfThumbnailImage | null = null;
      if (drawn) {
        thumbnail = { url: URL.createObjectURL(drawn.blob), width: drawn.width, height: drawn.height };
        urls.push(thumbnail.url);
      }
      pending.push({ page, thumbnail });
      showing ??= setTimeout(show, showEveryMs);
    },
    stop.signal,
  ).then(() => {
    if (showing !== undefined && !stop.signal.aborted) {
      clearTimeout(showing);
      show();
    }
  });
  try {
    return await choice;
  } finally {
    stop.abort();
    clearTimeout(showing);
    // The page being drawn is cancelled; nothing is drawn once the picker has closed.
    await drawing;
    for (const url of urls) URL.revokeObjectURL(url);
  }
}
