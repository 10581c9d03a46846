/**
 * Pages added as sheets are drawn when they are first needed (issue 38), not all at once: a
 * 200-page set is listed in a moment, and a page is drawn when its sheet is first shown, or when
 * the document is saved (every image is then stored). Until then a sheet's image has an address of
 * this tab only, "pdf-page:<pdf>/<page>", and its size (the page's at the import's drawing scale),
 * so it is placed as it will be drawn. Drawing it gives an object URL and the scale the page states;
 * the PDF stays open for its sheets until another import replaces the document.
 */
import type { EditorActor } from '../../engine/editor/editorMachine';
import { newImageScale, scaleFromImageUnits } from '../../engine/document/image';
import { sheetImages } from '../../engine/document/sheets';
import { pdfRenderScale } from '../../engine/import/pdfRenderScale';
import type { ImageState } from '../../shared/schemas';
import type { PdfDocument } from '../import/pdfPages';
import { readPdfPage, sheetScaleHint } from '../import/readPdfPage';

const SCHEME = 'pdf-page:';

/** Whether `url` names a page added as a sheet and not drawn yet. */
export const isPdfPageUrl = (url: string): boolean => url.startsWith(SCHEME);

interface PdfSource {
  readonly pdf: PdfDocument;
  readonly bytes: Uint8Array;
}

export interface PdfSheetPages {
  /** Keeps `pdf` open for its sheets; answers each page's address and its size as the import draws it. */
  add(pdf: PdfDocument, bytes: Uint8Array): (page: number) => Promise<{ url: string; width: number; height: number }>;
  /**
   * Draws the page at `url` (once, however often asked) and tells the editor, whose sheets then
   * show its object URL at the page's own scale; resolves with the image's bytes.
   */
  draw(url: string): Promise<Blob>;
  /** Draws every page the document's sheets still wait for, one after another. */
  drawAll(): Promise<void>;
  /** Closes every PDF kept (another import replaced the document). */
  release(): void;
}

export function createPdfSheetPages(editor: EditorActor): PdfSheetPages {
  const sources = new Map<string, PdfSource>();
  const drawing = new Map<string, Promise<Blob>>();
  let next = 1;

  async function drawPage(url: string): Promise<Blob> {
    const [key, page] = url.slice(SCHEME.length).split('/');
    const source = sources.get(key!);
    if (!source) throw new Error('The PDF of this sheet is no longer open.');
    const { prepared, stated, lines } = await readPdfPage(source.pdf, source.bytes, Number(page));
    const drawn = URL.createObjectURL(prepared.blob);
    const { document, system } = editor.getSnapshot().context;
    const image = sheetImages(document).find((each) => each.url === url);
    const hint = sheetScaleHint(stated);
    const scale = image && hint ? newImageScale(document, scaleFromImageUnits(image, hint), system) : null;
    editor.send({ type: 'sheet.pageDrawn', from: url, url: drawn, scale });
    editor.send({ type: 'snap.lines', imageUrl: drawn, segments: lines });
    return prepared.blob;
  }

  return {
    add(pdf, bytes) {
      const key = String(next++);
      sources.set(key, { pdf, bytes });
      return async (page) => {
        const size = (await pdf.getPage(page)).getViewport({ scale: 1 });
        const scale = pdfRenderScale(size.width, size.height);
        return { url: `${SCHEME}${key}/${page}`, width: Math.max(1, Math.round(size.width * scale)), height: Math.max(1, Math.round(size.height * scale)) };
      };
    },
    draw(url) {
      let drawn = drawing.get(url);
      if (!drawn) {
        drawn = drawPage(url);
        drawing.set(url, drawn);
        // A page that failed may be tried again.
        drawn.catch(() => drawing.delete(url));
      }
      return drawn;
    },
    async drawAll() {
      const waiting = (images: ImageState[]) => images.filter((image) => isPdfPageUrl(image.url));
      for (const image of waiting(sheetImages(editor.getSnapshot().context.document))) await this.draw(image.url);
    },
    release() {
      for (const { pdf } of sources.values()) void pdf.destroy();
      sources.clear();
      drawing.clear();
    },
  };
}
