/**
 * The document's sheets in the editor (issue 38 item 1): sheets added (a PDF's pages), one shown
 * (its view restored, or its image fitted the first time), renamed and moved. Showing another
 * sheet waits while a wand selection, a room review or a cutout is in progress on this one: each
 * belongs to the image on screen. Adding, renaming and moving are edits to save; showing another
 * sheet is not, as scrolling is not. None is a history step: the history is each layer's own.
 */
import { and } from 'xstate';
import { screenPoint } from '../../shared/geometry';
import type { Scale } from '../../shared/schemas';
import { imageView } from '../document/image';
import { addSheets, drawnSheetPage, moveSheet, renameSheet, showSheet, type NewSheet } from '../document/sheets';
import { clampZoom, createViewport, panTo } from '../viewport/viewport';
import { NO_PERSPECTIVE_DRAFT } from './perspectiveDraft';
import { editorAssign, eventParams, type EditorGuardArgs } from './editorContext';

export const sheetsGuards = {
  /** Nothing in progress that belongs to the sheet on screen. */
  sheetIdle: ({ context }: EditorGuardArgs) => context.roomReview === null && context.cutoutDraft.length === 0,
};

export const sheetsActions = {
  addSheets: editorAssign(({ context }, { sheets }: { sheets: readonly NewSheet[] }) => ({ document: addSheets(context.document, sheets) })),
  showSheet: editorAssign(({ context }, { index, withoutImage }: { index: number; withoutImage?: boolean }) => {
    const { viewport } = context;
    const shown = showSheet(context.document, index, { zoom: viewport.zoom, offset: viewport.offset });
    if (shown.document === context.document) return {};
    const image = withoutImage ? null : shown.document.image;
    // Left in a view: back to it. Never shown: its image fitted, or the grid's start.
    const view = shown.view
      ? panTo({ ...viewport, zoom: clampZoom(shown.view.zoom), free: null }, screenPoint(shown.view.offset.x, shown.view.offset.y))
      : image
        ? imageView(viewport.stage, image)
        : createViewport(viewport.stage);
    return {
      document: image === shown.document.image ? shown.document : { ...shown.document, image },
      viewport: view,
      selection: null,
      editingLine: null,
      renamingLayer: null,
      editBase: null,
      scaleLineSet: false,
      secondScaleLine: null,
      perspectiveDraft: NO_PERSPECTIVE_DRAFT,
    };
  }),
  // Drawing a page is no edit: the sheet was added (and so needs saving) already.
  drawnSheetPage: editorAssign(({ context }, { from, url, scale }: { from: string; url: string; scale: Scale | null }) => ({
    document: drawnSheetPage(context.document, from, url, scale),
  })),
  renameSheet: editorAssign(({ context }, { index, name }: { index: number; name: string }) => {
    const document = renameSheet(context.document, index, name);
    return document === context.document ? {} : { document, needSave: true };
  }),
  moveSheet: editorAssign(({ context }, { from, to }: { from: number; to: number }) => {
    const document = moveSheet(context.document, from, to);
    return document === context.document ? {} : { document, needSave: true };
  }),
};

export const SHEETS_ON = {
  'sheets.add': { guard: 'editable', actions: [{ type: 'addSheets', params: eventParams }, 'markUnsaved'] },
  'sheet.show': { guard: and(['noMask', 'sheetIdle']), actions: [{ type: 'showSheet', params: eventParams }, 'restoreInstrument'] },
  'sheet.pageDrawn': { actions: { type: 'drawnSheetPage', params: eventParams } },
  'sheet.rename': { guard: 'editable', actions: { type: 'renameSheet', params: eventParams } },
  'sheet.move': { guard: 'editable', actions: { type: 'moveSheet', params: eventParams } },
} as const;
