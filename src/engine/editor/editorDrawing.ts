/**
 * The commands the drawing instruments send and the edits of what is drawn: committed lines,
 * curves, rectangles, circles and notes, the select tool's drags and added points, the selected
 * handle's nudges and deletion, typed lengths. Each event has its own action, which runs one pure
 * command of editorCommands.ts and applies its result.
 */
import type { CanvasPoint } from '../../shared/geometry';
import { noticeEvent } from '../../shared/notices';
import { currentSketch } from '../document/drawingDocument';
import { selectLayer } from '../document/layers';
import type { HandleRef } from '../document/sketchEdits';
import { sketchStatus } from '../document/sketch';
import type { SelectEdit, StraightKind } from '../instruments/instrumentCommands';
import {
  applyLineLength,
  commitCircle,
  commitCurve,
  commitEdit,
  commitRectangle,
  commitStraight,
  commitTypedLength,
  deleteVertex,
  insertPoint,
  nudgeHandle,
  placeNote,
  previewEdit,
  type CommandResult,
} from './editorCommands';
import { editorAssign, editorEnqueue, eventParams, type EditorContext, type EditorGuardArgs, type EditorParams } from './editorContext';
import type { EventOf } from './editorEvents';

/**
 * An action that runs a pure command and applies its result: the new document (an edit that needs
 * a save), its notice, and the select tool when it closed the sketch. A null result changes nothing.
 */
const commandAction = <P extends EditorParams>(command: (context: EditorContext, params: P) => CommandResult | null) =>
  editorEnqueue<P>(({ context, enqueue }, params) => {
    const result = command(context, params);
    if (!result) return;
    if (result.document !== context.document) enqueue.assign({ document: result.document, needSave: true });
    if (result.notice) enqueue.emit(noticeEvent(result.notice));
    if (result.closed) enqueue.raise({ type: 'shape.closed' });
  });

export const drawingGuards = {
  hasSelection: ({ context }: EditorGuardArgs) => context.selection !== null,
  // A typed length needs a vertex to measure from and a sequence still open.
  drawingOpenSequence: ({ context }: EditorGuardArgs) => sketchStatus(currentSketch(context.document)) === 'drawing',
  isEditing: ({ context }: EditorGuardArgs) => context.editingLine !== null,
};

export const drawingActions = {
  commitStraight: commandAction(({ document, viewport }, command: EventOf<'straight.commit'>) => commitStraight(document, command, viewport.zoom)),
  commitCurve: commandAction(({ document, viewport }, command: EventOf<'curve.commit'>) => commitCurve(document, command, viewport.zoom)),
  commitRectangle: commandAction(({ document, viewport }, command: EventOf<'rectangle.commit'>) =>
    commitRectangle(document, command, viewport.zoom),
  ),
  commitCircle: commandAction(({ document, viewport }, command: EventOf<'circle.commit'>) => commitCircle(document, command, viewport.zoom)),
  placeNote: commandAction(({ document, viewport }, { point }: { point: CanvasPoint }) => placeNote(document, point, viewport.zoom)),
  applyTypedLength: commandAction((context, { kind, length }: { kind: StraightKind; length: number }) =>
    commitTypedLength(context.document, kind, context.pointer, length, context.viewport.zoom),
  ),
  addPoint: commandAction(({ document }, { line, point }: { line: number; point: CanvasPoint }) => insertPoint(document, line, point)),
  nudgeSelection: commandAction(({ document, selection, viewport }, { dx, dy }: { dx: number; dy: number }) =>
    selection ? nudgeHandle(document, selection, { x: dx, y: dy }, viewport.zoom) : null,
  ),
  deleteSelection: commandAction(({ document, selection }) => (selection ? deleteVertex(document, selection) : null)),
  applyLineLength: commandAction(({ document, editingLine, viewport }, { length }: { length: number }) =>
    editingLine === null ? null : applyLineLength(document, editingLine, length, viewport),
  ),
  previewEdit: editorAssign(({ context }, { edit }: { edit: SelectEdit }) => {
    const base = context.editBase ?? context.document;
    return { editBase: base, document: previewEdit(base, edit) };
  }),
  commitEdit: editorEnqueue(({ context, enqueue }, { edit }: { edit: SelectEdit }) => {
    const base = context.editBase ?? context.document;
    const result = commitEdit(base, edit);
    enqueue.assign({ document: result.document, editBase: null, ...(result.document !== base ? { needSave: true } : {}) });
    if (result.notice) enqueue.emit(noticeEvent(result.notice));
  }),
  cancelEdit: editorAssign(({ context }) => ({ document: context.editBase ?? context.document, editBase: null })),
  setSelection: editorAssign((_, { handle }: { handle: HandleRef | null }) => ({ selection: handle })),
  pickLayer: editorAssign(({ context }, { index }: { index: number }) => ({ document: selectLayer(context.document, index), selection: null })),
  startLineEdit: editorAssign((_, { line }: { line: number }) => ({ editingLine: line })),
  stopLineEdit: editorAssign({ editingLine: null }),
};

export const DRAWING_ON = {
  'straight.commit': { actions: { type: 'commitStraight', params: eventParams } },
  'curve.commit': { actions: { type: 'commitCurve', params: eventParams } },
  'rectangle.commit': { actions: { type: 'commitRectangle', params: eventParams } },
  'circle.commit': { actions: { type: 'commitCircle', params: eventParams } },
  'note.place': { actions: { type: 'placeNote', params: eventParams } },
  'edit.preview': { actions: { type: 'previewEdit', params: eventParams } },
  'edit.commit': { actions: { type: 'commitEdit', params: eventParams } },
  'edit.cancel': { actions: 'cancelEdit' },
  'edit.addPoint': { actions: { type: 'addPoint', params: eventParams } },
  'edit.pickLayer': { actions: { type: 'pickLayer', params: eventParams } },
  'selection.set': { actions: { type: 'setSelection', params: eventParams } },
  'selection.nudge': { guard: 'hasSelection', actions: { type: 'nudgeSelection', params: eventParams } },
  'selection.delete': { guard: 'hasSelection', actions: ['deleteSelection', 'clearSelection'] },
  'lineLength.edit': { guard: 'editable', actions: { type: 'startLineEdit', params: eventParams } },
  'lineLength.apply': { guard: 'isEditing', actions: [{ type: 'applyLineLength', params: eventParams }, 'stopLineEdit'] },
  'lineLength.cancel': { actions: 'stopLineEdit' },
} as const;
