/**
 * Undo and redo of the current layer's history (spec drawing-core §4 "History"), and the save
 * marks: whether the drawing changed since it was last saved or opened, and as which file.
 */
import { canRedoDocument, canUndoDocument, stepHistory } from '../document/drawingDocument';
import type { SavedFile } from './editorEvents';
import { editorAssign, eventParams, type EditorGuardArgs } from './editorContext';

export const historyGuards = {
  canUndo: ({ context }: EditorGuardArgs) => canUndoDocument(context.document),
  canRedo: ({ context }: EditorGuardArgs) => canRedoDocument(context.document),
};

export const historyActions = {
  undo: editorAssign(({ context }) => ({ document: stepHistory(context.document, 'undo') })),
  redo: editorAssign(({ context }) => ({ document: stepHistory(context.document, 'redo') })),
  markUnsaved: editorAssign({ needSave: true }),
  markSaved: editorAssign((_, { file }: { file: SavedFile }) => ({ file, needSave: false })),
  forgetFile: editorAssign({ file: null }),
};

export const HISTORY_ON = {
  // After undo or redo the instrument that matches the sketch is chosen again (spec §4).
  'history.undo': { guard: 'canUndo', actions: ['undo', 'markUnsaved', 'clearSelection', 'restoreInstrument'] },
  'history.redo': { guard: 'canRedo', actions: ['redo', 'markUnsaved', 'clearSelection', 'restoreInstrument'] },
  'document.saved': { actions: { type: 'markSaved', params: eventParams } },
  'document.untitled': { actions: 'forgetFile' },
} as const;
