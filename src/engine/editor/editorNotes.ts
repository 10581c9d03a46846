/**
 * The editor's notes: editing, moving, turning and deleting the current layer's notes (placing
 * one is the note instrument's command, see editorDrawing.ts). Each event acts on the note at
 * `index` through one pure function of document/notes.ts.
 */
import type { CanvasPoint } from '../../shared/geometry';
import type { Note } from '../../shared/schemas';
import { updateCurrentLayer, type DrawingDocument } from '../document/drawingDocument';
import { moveNote, rotateNote, setNoteHeight, setNoteText } from '../document/notes';
import { editorAssign, eventParams } from './editorContext';

/** The document with the current layer's note at `index` changed, or removed when `change` gives null. */
function editNote(document: DrawingDocument, index: number, change: (note: Note) => Note | null): DrawingDocument {
  return updateCurrentLayer(document, (layer) => ({
    ...layer,
    notes: layer.notes.flatMap((note, i) => {
      if (i !== index) return [note];
      const next = change(note);
      return next ? [next] : [];
    }),
  }));
}

export const notesActions = {
  setNoteText: editorAssign(({ context }, { index, text }: { index: number; text: string }) => ({
    document: editNote(context.document, index, (note) => setNoteText(note, text)),
  })),
  setNoteHeight: editorAssign(({ context }, { index, height }: { index: number; height: number }) => ({
    document: editNote(context.document, index, (note) => setNoteHeight(note, height)),
  })),
  moveNote: editorAssign(({ context }, { index, point }: { index: number; point: CanvasPoint }) => ({
    document: editNote(context.document, index, (note) => moveNote(note, point)),
  })),
  rotateNote: editorAssign(({ context }, { index }: { index: number }) => ({ document: editNote(context.document, index, rotateNote) })),
  deleteNote: editorAssign(({ context }, { index }: { index: number }) => ({ document: editNote(context.document, index, () => null) })),
};

export const NOTES_ON = {
  'note.setText': { guard: 'editable', actions: [{ type: 'setNoteText', params: eventParams }, 'markUnsaved'] },
  'note.setHeight': { guard: 'editable', actions: [{ type: 'setNoteHeight', params: eventParams }, 'markUnsaved'] },
  'note.move': { guard: 'editable', actions: [{ type: 'moveNote', params: eventParams }, 'markUnsaved'] },
  'note.rotate': { guard: 'editable', actions: [{ type: 'rotateNote', params: eventParams }, 'markUnsaved'] },
  'note.delete': { guard: 'editable', actions: [{ type: 'deleteNote', params: eventParams }, 'markUnsaved'] },
} as const;
