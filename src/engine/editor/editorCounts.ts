/**
 * The editor's count markers (issue 22 "Count"): the Count instrument's click places the next
 * marker, the count panel picks the layer's symbol and removes the last marker. Each event runs
 * one pure function of document/counts.ts; a change is a history step and needs a save.
 */
import type { CanvasPoint } from '../../shared/geometry';
import type { CountSymbol } from '../../shared/schemas';
import type { DrawingDocument } from '../document/drawingDocument';
import { chooseCountSymbol, placeCountMarker, removeLastMarker } from '../document/counts';
import { editorEnqueue, eventParams, type EditorParams } from './editorContext';

/** An action that applies `edit` to the document and marks the drawing unsaved when it changed anything. */
const countEdit = <P extends EditorParams>(edit: (document: DrawingDocument, params: P) => DrawingDocument) =>
  editorEnqueue<P>(({ context, enqueue }, params) => {
    const document = edit(context.document, params);
    if (document !== context.document) enqueue.assign({ document, needSave: true });
  });

export const countsActions = {
  placeCountMarker: countEdit((document, { point }: { point: CanvasPoint }) => placeCountMarker(document, point)),
  removeLastCountMarker: countEdit((document) => removeLastMarker(document)),
  setCountSymbol: countEdit((document, { symbol }: { symbol: CountSymbol }) => chooseCountSymbol(document, symbol)),
};

export const COUNTS_ON = {
  'count.place': { actions: { type: 'placeCountMarker', params: eventParams } },
  'count.removeLast': { guard: 'editable', actions: 'removeLastCountMarker' },
  'count.setSymbol': { guard: 'editable', actions: { type: 'setCountSymbol', params: eventParams } },
} as const;
