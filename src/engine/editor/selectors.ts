/** Questions the UI asks of the editor's state, answered in one place. */
import type { DrawingDocument } from '../document/drawingDocument';
import { allLayersEmpty } from '../document/polygonLayers';
import type { EditorInstrument, EditorSnapshot } from './editorMachine';

/** Whether any layer holds a drawing or a note: clearing the canvas would lose something. */
export const documentHasContent = (document: DrawingDocument): boolean => document.layers.length > 1 || !allLayersEmpty(document);

/** Whether a gesture or an edit is under way, which Escape cancels before anything else. */
export function hasGestureInProgress(snapshot: EditorSnapshot): boolean {
  if (snapshot.context.editingLine !== null || snapshot.context.editBase !== null) return true;
  const tool = snapshot.children.tool?.getSnapshot() as { value?: unknown } | undefined;
  return tool !== undefined && tool.value !== 'idle';
}

/** The chosen instrument; a wand state's value is nested (`{ magic_wand: 'working' }`). */
export function activeInstrument(snapshot: EditorSnapshot): EditorInstrument {
  const value = snapshot.value as string | Record<string, unknown>;
  return (typeof value === 'string' ? value : Object.keys(value)[0]!) as EditorInstrument;
}

/** Whether a wand step is running in the kernel worker or waiting for the sliders to settle. */
export const wandBusy = (snapshot: EditorSnapshot): boolean =>
  typeof snapshot.value === 'object' && Object.values(snapshot.value as Record<string, unknown>).some((state) => state !== 'ready');
