/** What a print shows of a saved-document state: the document, the view over it and the layers on show. */
import type { DocumentState } from '../../shared/documentState';
import { screenPoint } from '../../shared/geometry';
import type { DrawingDocument } from '../document/drawingDocument';
import { shownLayers, type ShownLayer } from '../document/shownLayers';
import { restoredMapView } from '../map/mapMode';
import type { Size, Viewport } from '../viewport/viewport';
import { printedDocument } from './printedDocument';

export interface PrintScene {
  readonly document: DrawingDocument;
  readonly viewport: Viewport;
  readonly layers: readonly ShownLayer[];
}

/**
 * The document a state holds and the view the screen had: `state.zoom` and `state.offset` as they
 * are (no clamping: the print is the screen), or on the map the view its saved camera gives for
 * this stage. `layer` (0-based) shows that one layer alone, hidden or not, as the per-layer
 * export wants; otherwise the layers on show as the screen picks them (`shownLayers`).
 */
export function printScene(state: DocumentState, stage: Size, layer?: number): PrintScene {
  const list = state.layers.list;
  const document = printedDocument(state);
  const { currentIndex } = document;
  const viewport: Viewport =
    state.map && document.map
      ? restoredMapView(document.map, state.map, stage)
      : { zoom: state.zoom, offset: screenPoint(state.offset.x, state.offset.y), stage, free: null };
  const only = layer === undefined ? undefined : list[layer];
  const layers = only ? [{ layer: only, index: layer!, current: layer === currentIndex }] : layer === undefined ? shownLayers(document) : [];
  return { document, viewport, layers };
}
