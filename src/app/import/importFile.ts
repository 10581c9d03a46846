/**
 * The import of one file, from the menu's file input, a drop on the canvas or a paste: check its
 * type, ask before replacing a drawing, turn it into an image (decoded by the browser, a PDF page
 * the person picks, or a CAD/SVG file the server converts, asking which units to use when a CAD
 * drawing's dimensions read as other units than it declares) and hand it to placeImage. An import
 * into an open saved document asks first and then starts a new untitled document, so Save cannot
 * overwrite the saved one with another plan. The screen is locked by the loader meanwhile; every
 * failure is a danger notification and leaves the drawing (and the open document) as it was.
 */
import { MESSAGES, NOTIFICATION_MS } from '../../shared/constants';
import { checkImport, extensionOf, SNIFF_BYTES } from '../../shared/importTypes';
import type { EditorActor } from '../../engine/editor/editorMachine';
import type { Notice } from '../../shared/notices';
import { documentHasContent } from '../../engine/editor/selectors';
import type { ScaleHint } from '../../engine/import/scaleHint';
import { fetchConvertedImage, uploadForConversion } from '../../net/uploadClient';
import type { DrawingScale, UploadResponse } from '../../shared/api';
import type { ImportQuestion, ModalActor } from '../modals/modalMachine';
import type { ImageState } from '../../shared/schemas';
import { isCancelled, type PlaceImage } from './importedImage';
import { openPdf, renderThumbnail, type PdfDocument } from './pdfPages';
import { pickPdfPage, type PdfChoice } from './pickPdfPage';
import { newSheet } from './newSheet';
import { readPdfPage, sheetScaleHint } from './readPdfPage';
import type { PdfSheetPages } from '../sheets/pdfSheetPages';
import type { OfferedScale } from './pageScaleOffer';
import { prepareImage } from './prepareImage';
import { unitsQuestion } from './unitsQuestion';

export type ImportSource = 'file' | 'clipboard';

/** The scales the imported page states or its dimensions read, offered for the image they were read from. */
export interface ScaleOffer extends OfferedScale {
  readonly image: ImageState;
}

export interface ImportServices {
  editor: EditorActor;
  modals: ModalActor;
  notify: (notice: Notice) => void;
  placeImage: PlaceImage;
  /** Whether the person is on a trial, which limits the types (see acceptedImportTypes). */
  isTrial: () => boolean;
  clientId?: string;
  /** A page's own scale to offer, or null to withdraw the last offer. */
  offerScale: (offer: ScaleOffer | null) => void;
  /** A trial user chose a type the trial does not take: show the message with its View Plans link. */
  refuseForTrial: () => void;
  /** Pages added as sheets, drawn when first needed (app/sheets/pdfSheetPages.ts). */
  sheetPages: Pick<PdfSheetPages, 'add' | 'release'>;
  /** The image replaced an open saved document: make the drawing a new untitled one (see DocumentSession). */
  startUntitled: () => Promise<void>;
}

/** The person pressed Cancel while the server converted their file. */
class ConversionCancelled extends Error {
  constructor() {
    super('Conversion cancelled');
    this.name = 'ConversionCancelled';
  }
}

/** The loader's words while the worker loads the image, with a progress bar and Cancel. */
export const LOADING_IMAGE = 'Loading image';

const failure = (message: string): Notice => ({ kind: 'danger', message, durationMs: NOTIFICATION_MS.uploadFailed });
const messageOf = (error: unknown, fallback: string): string => (error instanceof Error && error.message ? error.message : fallback);

const REPLACE_DRAWING: ImportQuestion = {
  title: 'Replace the drawing?',
  message: 'Importing a file resets the canvas: every layer, with its lines and notes, is cleared and the new image replaces the current one.',
  confirmLabel: 'Replace',
};
const REPLACE_FROM_CLIPBOARD: ImportQuestion = {
  title: 'Import from the clipboard?',
  message: `The pasted file becomes the page, and ${MESSAGES.clipboardReplacesLayers}.`,
  confirmLabel: 'Import',
};

/** Asked instead when a saved document is open: the import leaves it as saved and starts a new one. */
export const newDocumentQuestion = (name: string): ImportQuestion => ({
  title: 'Start a new document?',
  message: `Importing a file starts a new untitled document: "${name}" stays saved as it is, and saving the new plan will not overwrite it.`,
  confirmLabel: 'Start new document',
});

/** A pasted file may come without a name; it is named after its type ("pasted.png"). */
function nameOf(file: File): string {
  if (extensionOf(file.name)) return file.name;
  const subtype = file.type.split('/')[1]?.replace('svg+xml', 'svg').replace('vnd.dwg', 'dwg') ?? '';
  return subtype ? `${file.name || 'pasted'}.${subtype}` : file.name || 'pasted file';
}

function ask(modals: ModalActor, question: ImportQuestion): Promise<boolean> {
  return new Promise((resolve) => {
    const answer = modals.on('import.answered', ({ confirmed }) => {
      answer.unsubscribe();
      resolve(confirmed);
    });
    modals.send({ type: 'modal.open', modal: 'confirmImport', ...question });
  });
}

/** Creates the import; one file at a time: a file offered while another is being imported is ignored. */
export function createImporter(services: ImportServices): (file: File, source: ImportSource) => Promise<void> {
  const { editor, modals, notify } = services;
  const lock = (message: string) => modals.send({ type: 'loader.show', message });
  const unlock = () => modals.send({ type: 'loader.hide' });
  let busy = false;

  /**
   * Places the image at the scale `scaleHint` applies at once, if any, then offers the page's
   * scales, if any, for the image just placed. While the worker loads it, the loader shows its
   * progress and a Cancel that stops the load; a cancelled load rejects (isCancelled) with the
   * drawing as it was.
   */
  async function place(blob: Blob, name: string, url: string | null, scaleHint: ScaleHint | null, offered: OfferedScale | null = null) {
    const load = new AbortController();
    const cancel = modals.on('loader.cancelled', () => load.abort());
    modals.send({ type: 'loader.show', message: LOADING_IMAGE, cancellable: true });
    try {
      await services.placeImage(
        { blob, name, url, scaleHint },
        { signal: load.signal, onProgress: ({ done, total }) => modals.send({ type: 'loader.progress', done, total }) },
      );
    } finally {
      cancel.unsubscribe();
    }
    // Placed: the document is this image's alone, so the pages of an earlier PDF's sheets go.
    services.sheetPages.release();
    // Nothing is left to cancel.
    modals.send({ type: 'loader.show', message: MESSAGES.uploadInProgress });
    // The person agreed to start a new document when a saved one was open (see the question).
    await services.startUntitled();
    const image = editor.getSnapshot().context.document.image;
    if (offered && image) services.offerScale({ ...offered, image });
    return image;
  }

  async function importImage(file: File, name: string) {
    lock(MESSAGES.uploadInProgress);
    try {
      const prepared = await prepareImage(file);
      await place(prepared.blob, name, null, null);
    } finally {
      unlock();
    }
  }

  async function importPdf(file: File, name: string) {
    lock(MESSAGES.uploadInProgress);
    const bytes = new Uint8Array(await file.arrayBuffer());
    let pdf: PdfDocument;
    // Pages added as sheets are drawn when first shown: their PDF stays open for them.
    let keptForSheets = false;
    try {
      pdf = await openPdf(bytes, name);
    } catch (error) {
      unlock();
      throw error;
    }
    try {
      // A one-page PDF has nothing to choose: it is imported at once. Otherwise the picker opens
      // now, its thumbnails drawn while it is open.
      let chosen: PdfChoice = { page: 1 };
      if (pdf.numPages > 1) {
        unlock();
        chosen = await pickPdfPage(modals, pdf.numPages, (page, signal) => renderThumbnail(pdf, page, signal));
        if (chosen === null) return;
        lock(MESSAGES.uploadInProgress);
      }
      if ('sheets' in chosen) {
        keptForSheets = await addPagesAsSheets(pdf, bytes, name, chosen.sheets);
        return;
      }
      const { prepared, offer, lines } = await readPdfPage(pdf, bytes, chosen.page);
      const image = await place(prepared.blob, `${name} (page ${chosen.page})`, null, null, offer);
      // The page's own lines, in the pixels of the image just placed and named by its URL, to snap to.
      if (image) editor.send({ type: 'snap.lines', imageUrl: image.url, segments: lines });
    } finally {
      unlock();
      if (!keptForSheets) void pdf.destroy();
    }
  }

  /**
   * "Add pages as sheets" (issue 38): the first page chosen replaces the drawing as one page does,
   * and every other page is added after it at once as a sheet of its own, named after its page
   * label (or "Page N"), its image drawn when the sheet is first shown (pdfSheetPages), so a
   * 200-page set is listed in a moment. A scale the page states is applied at once on each sheet,
   * rather than offered (sheetScaleHint). Answers whether the PDF is kept open for its sheets.
   */
  async function addPagesAsSheets(pdf: PdfDocument, bytes: Uint8Array, name: string, pages: readonly number[]): Promise<boolean> {
    const labels = await pdf.getPageLabels().catch(() => null);
    const sheetNameOf = (page: number) => labels?.[page - 1]?.trim() || `Page ${page}`;
    const [first, ...rest] = pages;
    const { prepared, stated, lines } = await readPdfPage(pdf, bytes, first!);
    const image = await place(prepared.blob, `${name} (page ${first})`, null, sheetScaleHint(stated));
    if (!image) return false;
    editor.send({ type: 'snap.lines', imageUrl: image.url, segments: lines });
    editor.send({ type: 'sheet.rename', index: 0, name: sheetNameOf(first!) });
    if (rest.length === 0) return false;
    const pageOf = services.sheetPages.add(pdf, bytes);
    const sheets = await Promise.all(
      rest.map(async (page) => newSheet(editor, await pageOf(page), `${name} (page ${page})`, sheetNameOf(page))),
    );
    editor.send({ type: 'sheets.add', sheets });
    return true;
  }

  /**
   * The server's conversion, with the loader's Cancel and the spec's 300000 ms cap
   * (NOTIFICATION_MS.uploadWait, DC9.16 / DC8.02): either aborts the request, and the server stops
   * the conversion of a request that went away. A cancel rejects with `ConversionCancelled`, the
   * cap with the spec's "Unable to upload file" message.
   */
  async function convertOnServer(file: File, name: string) {
    const request = new AbortController();
    let timedOut = false;
    const cancel = modals.on('loader.cancelled', () => request.abort());
    // A timer, not AbortSignal.timeout: the page's clock drives it, as it drives every wait shown.
    const cap = setTimeout(() => {
      timedOut = true;
      request.abort();
    }, NOTIFICATION_MS.uploadWait);
    modals.send({ type: 'loader.show', message: MESSAGES.converting, cancellable: true });
    const options = { clientId: services.clientId, signal: request.signal };
    try {
      const converted = await uploadForConversion(file, name, options);
      return { converted, image: await fetchConvertedImage(converted.path, options) };
    } catch (error) {
      if (request.signal.aborted) throw timedOut ? new Error(MESSAGES.fileUploadFailed) : new ConversionCancelled();
      throw error;
    } finally {
      clearTimeout(cap);
      cancel.unsubscribe();
    }
  }

  /**
   * The converted drawing's scale: in the units it declares, unless its dimensions read as other
   * units (unitsSuggestion); then the person chooses, and closing the question keeps the declared ones.
   */
  async function chosenScale(converted: UploadResponse): Promise<{ scale: DrawingScale | null; from: string }> {
    const declared = { scale: converted.drawingScale, from: 'units' };
    const suggestion = converted.unitsSuggestion;
    if (!suggestion) return declared;
    unlock();
    const useSuggested = await ask(modals, unitsQuestion(converted, suggestion));
    return useSuggested ? { scale: suggestion.drawingScale, from: 'dimensions' } : declared;
  }

  async function importConverted(file: File, name: string) {
    lock(MESSAGES.converting);
    try {
      const { converted, image } = await convertOnServer(file, name);
      const prepared = await prepareImage(image);
      const { scale, from } = await chosenScale(converted);
      const hint: ScaleHint | null = scale
        ? {
            unit: scale.unit,
            unitsPerPixel: scale.unitsPerPixel / prepared.factor,
            label: `${converted.source.toUpperCase()} ${from} (${scale.unit})`,
            apply: 'at-once',
          }
        : null;
      // An enlarged copy is no longer the server's file, so it is kept in this tab only.
      await place(prepared.blob, name, prepared.factor === 1 ? converted.path : null, hint);
    } finally {
      unlock();
    }
  }

  return async (file, source) => {
    if (busy) return;
    busy = true;
    try {
      const name = nameOf(file);
      const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
      const check = checkImport(name, head, { trial: services.isTrial() });
      if (!check.ok) {
        if (check.reason === 'trial') services.refuseForTrial();
        else notify(failure(check.message));
        return;
      }
      const { document, file: saved } = editor.getSnapshot().context;
      const replaces = source === 'clipboard' ? documentHasContent(document) : documentHasContent(document) || document.image !== null;
      const question = saved ? newDocumentQuestion(saved.name) : source === 'clipboard' ? REPLACE_FROM_CLIPBOARD : REPLACE_DRAWING;
      if ((saved || replaces) && !(await ask(modals, question))) return;
      services.offerScale(null);
      try {
        if (check.route === 'image') await importImage(file, name);
        else if (check.route === 'pdf') await importPdf(file, name);
        else await importConverted(file, name);
      } catch (error) {
        // A cancelled load is what the person asked for: the drawing is as it was, nothing to report.
        if (isCancelled(error) || error instanceof ConversionCancelled) return;
        const fallback = check.route === 'convert' ? MESSAGES.fileUploadFailed : MESSAGES.imageUploadFailed;
        notify(failure(messageOf(error, fallback)));
      }
    } finally {
      busy = false;
    }
  };
}
