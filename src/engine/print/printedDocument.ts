/**
 * The drawing a print or export describes: the saved-document state a request carries, read as
 * the document the engine measures. Pure, so the server and the browser read one state alike.
 */
import type { DocumentState } from '../../shared/documentState';
import type { DrawingDocument } from '../document/drawingDocument';
import { restoredMap, restoredSheets } from '../document/savedDocument';

/** The document of a saved state: its layers, current layer, scale, image and map. */
export function printedDocument(state: DocumentState): DrawingDocument {
  const layers = state.layers.list;
  const currentIndex = Math.min(state.layers.currentIndex, layers.length - 1);
  return {
    layers,
    currentIndex,
    scale: state.scale,
    showAllLayers: state.layers.showAllLayers,
    // The colour new layers take: nothing in a print adds one (the list has at least one layer).
    color: layers[currentIndex]!.color,
    image: state.image,
    map: state.map ? restoredMap(state.map) : null,
    // Every sheet: the report's takeoff sums them all and lists each (issue 38).
    sheets: restoredSheets(state),
    // Nothing is placed in a print: snapping plays no part.
    snapToDrawing: false,
  };
}
