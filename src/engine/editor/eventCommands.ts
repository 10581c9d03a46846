/**
 * Which pure command each editor event runs: instrument commands and edits, layer events and
 * note events. The editor machine calls these from its actions.
 */
import type { Note } from '../../shared/schemas';
import type { DrawingDocument } from '../document/drawingDocument';
import { updateCurrentLayer } from '../document/drawingDocument';
import {
  addLayer,
  deleteLayer,
  duplicateLayer,
  selectLayer,
  setLayerColor,
  showAllLayers,
  toggleLabels,
  toggleLayerPin,
  toggleLayerVisibility,
} from '../document/layers';
import { moveNote, rotateNote, setNoteHeight, setNoteText } from '../document/notes';
import {
  applyLineLength,
  commitCircle,
  commitCurve,
  commitRectangle,
  commitStraight,
  deleteVertex,
  insertPoint,
  nudgeHandle,
  placeNote,
  type CommandResult,
} from './editorCommands';
import type { EditorContext } from './editorMachine';
import type { EditorEvent } from './editorEvents';

/** The pure command behind an instrument or edit event, or null for any other event. */
export function runCommand(context: EditorContext, event: EditorEvent): CommandResult | null {
  const { document, viewport } = context;
  const zoom = viewport.zoom;
  switch (event.type) {
    case 'straight.commit':
      return commitStraight(document, event, zoom);
    case 'curve.commit':
      return commitCurve(document, event, zoom);
    case 'rectangle.commit':
      return commitRectangle(document, event, zoom);
    case 'circle.commit':
      return commitCircle(document, event, zoom);
    case 'note.place':
      return placeNote(document, event.point, zoom);
    case 'edit.addPoint':
      return insertPoint(document, event.line, event.point);
    case 'selection.nudge':
      return context.selection ? nudgeHandle(document, context.selection, { x: event.dx, y: event.dy }, zoom) : null;
    case 'selection.delete':
      return context.selection ? deleteVertex(document, context.selection) : null;
    case 'lineLength.apply':
      return context.editingLine === null ? null : applyLineLength(document, context.editingLine, event.length, viewport);
    default:
      return null;
  }
}

export function layerCommand(document: DrawingDocument, event: EditorEvent): DrawingDocument {
  switch (event.type) {
    case 'layer.add':
      return addLayer(document);
    case 'layer.duplicate':
      return duplicateLayer(document);
    case 'layer.delete':
      return deleteLayer(document);
    case 'layer.select':
      return selectLayer(document, event.index);
    case 'layer.toggleVisibility':
      return toggleLayerVisibility(document, event.index);
    case 'layer.setColor':
      return setLayerColor(document, event.index, event.color);
    case 'layer.togglePin':
      return toggleLayerPin(document, event.index);
    case 'layers.showAll':
      return showAllLayers(document, event.on);
    case 'labels.toggle':
      return toggleLabels(document);
    default:
      return document;
  }
}

/** Note events act on the current layer's note at `index`. */
export function noteCommand(document: DrawingDocument, event: EditorEvent): DrawingDocument {
  const editNote = (index: number, change: (note: Note) => Note | null) =>
    updateCurrentLayer(document, (layer) => ({
      ...layer,
      notes: layer.notes.flatMap((note, i) => {
        if (i !== index) return [note];
        const next = change(note);
        return next ? [next] : [];
      }),
    }));
  switch (event.type) {
    case 'note.setText':
      return editNote(event.index, (note) => setNoteText(note, event.text));
    case 'note.setHeight':
      return editNote(event.index, (note) => setNoteHeight(note, event.height));
    case 'note.move':
      return editNote(event.index, (note) => moveNote(note, event.point));
    case 'note.rotate':
      return editNote(event.index, rotateNote);
    case 'note.delete':
      return editNote(event.index, () => null);
    default:
      return document;
  }
}

