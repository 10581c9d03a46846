/**
 * PDF pages as images, with pdf.js in its own worker (loaded only when a PDF is imported): open
 * a file, draw each page's thumbnail, and render the chosen page at the spec's scale (rotation
 * honoured) as a JPEG of quality 0.9, with the page's text, lines and object number for reading its
 * scale.
 */
import type { PDFDocumentProxy, PDFPageProxy, PageViewport } from 'pdfjs-dist';
import { PDF_RENDER } from '../../shared/constants';
import type { PageTextItem } from '../../engine/import/dimensionTexts';
import { strokedSegments, type PageSegment } from '../../engine/import/pdfSegments';
import { pdfRenderScale, thumbnailScale } from '../../engine/import/pdfRenderScale';
import type { PageViewportMap } from '../../engine/snap/pdfSnapSegments';

/** A page that takes longer than this to open or draw is given up, so a hostile file cannot hang the import. */
const PDF_TIME_LIMIT_MS = 60_000;

async function loadPdfJs() {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs;
}

function withinTimeLimit<T>(work: Promise<T>, what: string, onTimeout: () => void): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(new Error(`${what} took longer than ${PDF_TIME_LIMIT_MS / 1000} s and was stopped.`));
    }, PDF_TIME_LIMIT_MS);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

/**
 * Opens the PDF in `bytes`. Rejects with a sentence for the person: the file is damaged (pdf.js's
 * reason given), protected by a password, or too slow to open.
 */
/** An open PDF, as the import holds it. */
export type PdfDocument = PDFDocumentProxy;

export async function openPdf(bytes: Uint8Array, name: string): Promise<PDFDocumentProxy> {
  const pdfjs = await loadPdfJs();
  // pdf.js takes the buffer over; the caller keeps its own bytes for reading the page's scale.
  const task = pdfjs.getDocument({ data: bytes.slice(), isEvalSupported: false, verbosity: 0 });
  try {
    return await withinTimeLimit(task.promise, `Opening "${name}"`, () => void task.destroy());
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if ((error as { name?: string }).name === 'PasswordException') throw new Error(`"${name}" is protected by a password and cannot be imported.`, { cause: error });
    throw new Error(`"${name}" could not be opened as a PDF: ${reason} Nothing was imported.`, { cause: error });
  }
}

function canvasFor(page: PDFPageProxy, scale: number) {
  const viewport = page.getViewport({ scale });
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(viewport.width));
  canvas.height = Math.max(1, Math.round(viewport.height));
  return { canvas, viewport };
}

/** Draws `page` at `scale`; an abort of `signal` cancels the drawing, which then rejects. */
async function draw(page: PDFPageProxy, scale: number, signal?: AbortSignal): Promise<{ canvas: HTMLCanvasElement; viewport: PageViewport }> {
  signal?.throwIfAborted();
  const { canvas, viewport } = canvasFor(page, scale);
  const task = page.render({ canvas, viewport });
  const cancel = () => task.cancel();
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    await withinTimeLimit(task.promise, `Drawing page ${page.pageNumber}`, cancel);
  } finally {
    signal?.removeEventListener('abort', cancel);
  }
  return { canvas, viewport };
}

function encode(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The page could not be encoded as an image.'))), type, quality),
  );
}

/** A page's thumbnail as drawn: a PNG, 200 px on its longest side. */
export interface DrawnThumbnail {
  blob: Blob;
  width: number;
  height: number;
}

/**
 * Page `number`'s thumbnail, 200 px on its longest side, rotation applied. An abort of `signal`
 * cancels it (pickPdfPage stops the thumbnails once the picker closes).
 */
export async function renderThumbnail(pdf: PDFDocumentProxy, number: number, signal: AbortSignal): Promise<DrawnThumbnail> {
  const page = await pdf.getPage(number);
  try {
    const size = page.getViewport({ scale: 1 });
    const { canvas } = await draw(page, thumbnailScale(size.width, size.height), signal);
    return { blob: await encode(canvas, 'image/png'), width: canvas.width, height: canvas.height };
  } finally {
    page.cleanup();
  }
}

export interface RenderedPage {
  /** JPEG, quality 0.9. */
  blob: Blob;
  width: number;
  height: number;
  /** Rendered pixels per PDF point: the scale pdf.js drew the page with. */
  pixelsPerPoint: number;
  /** The page's text items, in reading order, for a printed scale. */
  text: string[];
  /** The same items where they lie on the page, and the page's stroked lines, for its dimensions. */
  textItems: PageTextItem[];
  segments: PageSegment[];
  /** The map from page points to the rendered image's pixels pdf.js drew with: the segments' for snapping. */
  viewport: PageViewportMap;
  /** The page's object number in the file, for its /VP measure; null when pdf.js does not know it. */
  pageObject: number | null;
}

/** The page's stroked straight lines; none when pdf.js cannot list its operators in time. */
async function pageSegments(page: PDFPageProxy): Promise<PageSegment[]> {
  try {
    const { OPS } = await import('pdfjs-dist');
    const operators = await withinTimeLimit(page.getOperatorList(), `Reading the lines of page ${page.pageNumber}`, () => undefined);
    return strokedSegments(operators, OPS);
  } catch {
    return [];
  }
}

/** Renders page `number` at min(2560 / longest side, 2) (see pdfRenderScale), rotation applied. */
export async function renderPage(pdf: PDFDocumentProxy, number: number): Promise<RenderedPage> {
  const page = await pdf.getPage(number);
  const size = page.getViewport({ scale: 1 });
  const { canvas, viewport } = await draw(page, pdfRenderScale(size.width, size.height));
  const blob = await encode(canvas, 'image/jpeg', PDF_RENDER.jpegQuality);
  const content = await page.getTextContent().catch(() => ({ items: [] }));
  const text = content.items.map((item) => ('str' in item ? item.str : ''));
  const textItems: PageTextItem[] = content.items.flatMap((item) => ('str' in item ? [item] : []));
  const segments = await pageSegments(page);
  page.cleanup();
  return {
    blob,
    width: canvas.width,
    height: canvas.height,
    // The scale pdf.js drew with, not the canvas's rounded width over the page's: a point is this many
    // pixels wherever it lies, so the page's stated scale and its snapped lines agree exactly.
    pixelsPerPoint: viewport.scale,
    text,
    textItems,
    segments,
    viewport,
    pageObject: page.ref?.num ?? null,
  };
}
