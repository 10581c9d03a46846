/**
 * The drawing as a whole: cleared, replaced by an opened document, or put under an imported image
 * (which replaces the drawing and the map; Pan is chosen, spec §4), and the image's stored address.
 */
import type { DocumentState } from '../../shared/documentState';
import type { ImageState } from '../../shared/schemas';
import type { LengthUnit } from '../../shared/units';
import { imageView, replaceImage } from '../document/image';
import { instrumentAvailability } from '../document/instrumentAvailability';
import { clearDocument, clearDrawingOnly } from '../document/layers';
import { clearPerspective } from '../document/perspectiveScale';
import { storeSheetImageUrl } from '../document/sheets';
import { fromDocumentState } from '../document/savedDocument';
import type { SavedFile } from './editorEvents';
import { editorAssign, editorEnqueue, eventParams } from './editorContext';
import { retiedLines } from './editorSnap';

export const documentActions = {
  clearDocument: editorAssign(({ context }, { removeImage }: { removeImage?: boolean }) => {
    const cleared = clearDrawingOnly(context.document);
    return {
      // A perspective is the photo's: it goes with it (its average stays, as the scale does).
      // Clear All leaves one blank sheet; Clear Drawing Only keeps every sheet's background.
      document: removeImage ? clearPerspective({ ...clearDocument(context.document), image: null }) : cleared,
      selection: null,
      editingLine: null,
      renamingLayer: null,
      file: null,
      needSave: false,
    };
  }),
  restoreDocument: editorEnqueue(
    ({ context, enqueue }, { state, file, keepImage }: { state: DocumentState; file: SavedFile | null; keepImage?: boolean }) => {
      const restored = fromDocumentState(state, context, keepImage);
      enqueue.assign({
        document: restored.document,
        viewport: restored.viewport,
        file,
        needSave: false,
        selection: null,
        editingLine: null,
        renamingLayer: null,
        editBase: null,
        scaleLineSet: false,
      });
      // The saved instrument when the restored layer allows it, else the one that matches its sketch.
      const available = instrumentAvailability(restored.document, restored.instrument).enabled;
      enqueue.raise(available ? { type: 'instrument.select', instrument: restored.instrument } : { type: 'instrument.restore' });
    },
  ),
  // An image replaces the drawing and the map, with its own scale, and is fitted to a fresh grid view
  // (never the previous plan's zoom or pan).
  placeImage: editorAssign(
    ({ context }, { image, scale }: { image: ImageState; scale?: { value: number; measure: LengthUnit } }) => ({
      document: { ...replaceImage(context.document, image, scale, context.system), map: null },
      viewport: imageView(context.viewport.stage, image),
      selection: null,
      editingLine: null,
      renamingLayer: null,
    }),
  ),
  // `from`: the address it was stored from, on whichever sheet shows it; without it, the image on
  // screen. The lines to snap to follow their image to its new address.
  storeImageUrl: editorAssign(({ context }, { url, from }: { url: string; from?: string }) => {
    const source = from ?? context.document.image?.url;
    if (source === undefined) return {};
    return { document: storeSheetImageUrl(context.document, source, url), drawingLines: retiedLines(context.drawingLines, source, url) };
  }),
};

export const DOCUMENT_ON = {
  'document.clear': { actions: [{ type: 'clearDocument', params: eventParams }, 'restoreInstrument'] },
  'document.restore': { actions: { type: 'restoreDocument', params: eventParams } },
  'document.recover': { actions: [{ type: 'restoreDocument', params: eventParams }, 'markUnsaved'] },
  // Spec §4: after an image is added the tool becomes pan_move.
  'image.place': { target: '.pan_move', actions: [{ type: 'placeImage', params: eventParams }, 'markUnsaved'] },
  'image.stored': { actions: { type: 'storeImageUrl', params: eventParams } },
} as const;
