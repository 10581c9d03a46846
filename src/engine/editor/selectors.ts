/** Questions the UI asks of the editor's state, answered in one place. */
import type { DrawingDocument } from '../document/drawingDocument';
import { sketchStatus } from '../document/sketch';
import type { EditorSnapshot } from './editorMachine';

/** Whether any layer holds a drawing or a note: clearing the canvas would lose something. */
export const documentHasContent = (document: DrawingDocument): boolean =>
  document.layers.length > 1 ||
  document.layers.some((layer) => sketchStatus(layer.sketch) !== 'empty' || layer.notes.length > 0);

/** Whether a gesture or an edit is under way, which Escape cancels before anything else. */
export function hasGestureInProgress(snapshot: EditorSnapshot): boolean {
  if (snapshot.context.editingLine !== null || snapshot.context.editBase !== null) return true;
  const tool = snapshot.children.tool?.getSnapshot() as { value?: unknown } | undefined;
  return tool !== undefined && tool.value !== 'idle';
}
