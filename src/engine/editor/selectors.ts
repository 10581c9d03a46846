/** Questions the UI asks of the editor's state, answered in one place. */
import type { DrawingDocument } from '../document/drawingDocument';
import { isWandTool } from '../document/instrumentAvailability';
import { allLayersEmpty } from '../document/polygonLayers';
import { previewLine } from './overlay';
import type { EditorInstrument, EditorSnapshot } from './editorMachine';

/** Whether any layer holds a drawing or a note: clearing the canvas would lose something. */
export const documentHasContent = (document: DrawingDocument): boolean => document.layers.length > 1 || !allLayersEmpty(document);

/** Whether a gesture, an edit or an unfinished line is under way, which Escape ends before anything else. */
export function hasGestureInProgress(snapshot: EditorSnapshot): boolean {
  if (snapshot.context.editingLine !== null || snapshot.context.editBase !== null) return true;
  // An unfinished line following the pointer (issue 36: Escape there opened "Clear canvas").
  if (previewLine(snapshot) !== null) return true;
  if (snapshot.context.cutoutDraft.length > 0 || snapshot.context.perspectiveDraft.corners.length > 0) return true;
  const tool = snapshot.children.tool?.getSnapshot() as { value?: unknown } | undefined;
  return tool !== undefined && tool.value !== 'idle';
}

/** The chosen instrument: the editor's state. */
export const activeInstrument = (snapshot: EditorSnapshot): EditorInstrument => snapshot.value;

/** Whether a wand step is running in the kernel worker or waiting for the sliders to settle. */
export function wandBusy(snapshot: EditorSnapshot): boolean {
  if (!isWandTool(activeInstrument(snapshot))) return false;
  const tool = snapshot.children.tool?.getSnapshot() as { value?: unknown } | undefined;
  return tool !== undefined && tool.value !== 'idle';
}
