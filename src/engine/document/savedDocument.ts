/**
 * The editor's state ⇄ the saved-document state (spec drawing-core §3 "Saved document state", §4
 * "Restoring a document"). Saving keeps each layer's current history step only; opening brings
 * back the layers, the current layer, the scale, the image, the label flag, zoom and offset.
 */
import { documentStateSchema, DOCUMENT_STATE_VERSION, type DocumentState, type SheetsState } from '../../shared/documentState';
import { screenPoint } from '../../shared/geometry';
import type { Instrument, Layer } from '../../shared/schemas';
import { keepCurrentStepOnly } from '../history/history';
import { savedInstrument } from './restoredInstrument';
import type { EditorInstrument } from './instrumentAvailability';
import type { MapMode, MapState } from '../../shared/map';
import { georeferenceNote, georeferenceSketch } from '../geo/georeference';
import { mapCamera, restoredMapView } from '../map/mapMode';
import { clampZoom, panTo, type Viewport } from '../viewport/viewport';
import type { DrawingDocument } from './drawingDocument';
import { labelsOn } from './layers';
import type { Sheets } from './sheets';

/** What a save reads from the editor. */
export interface SavedSource {
  document: DrawingDocument;
  viewport: Viewport;
  instrument: EditorInstrument;
}

/** A saved layer: its sketch and notes, with a history of that one step (spec §3 "Layer"). */
const savedLayer = (layer: Layer): Layer => ({ ...layer, history: keepCurrentStepOnly(layer.history) });

/** On the map every saved point also carries its latitude and longitude (spec §3 latLngPoints …). */
function georeferencedLayer(layer: Layer, map: MapMode): Layer {
  const { frame } = map;
  return {
    ...layer,
    sketch: georeferenceSketch(layer.sketch, frame),
    notes: layer.notes.map((note) => georeferenceNote(note, frame)),
    history: { ...layer.history, entries: layer.history.entries.map((entry) => georeferenceSketch(entry, frame)) },
  };
}

/** The saved map state: the camera the view shows, over the drawing's frame. */
function savedMap(document: DrawingDocument, viewport: Viewport): MapState | null {
  const camera = mapCamera(document, viewport);
  if (!document.map || !camera) return null;
  const { frame, type, maxZoom, areaUnit } = document.map;
  return { visible: true, zoom: camera.zoom, center: camera.center, type, maxZoom, pan: false, movePoint: null, frame, areaUnit };
}

/**
 * The saved-document state of the editor, validated by the shared schema so a state the server
 * would refuse fails here, before the request. The draw area is the stage at zoom 1; a blob:
 * image URL is kept as it is (it does not outlive the tab; see `restorableImage`).
 */
export function toDocumentState(source: SavedSource): DocumentState {
  const { document, viewport } = source;
  const { map } = document;
  return documentStateSchema.parse({
    version: DOCUMENT_STATE_VERSION,
    drawArea: { width: viewport.stage.width, height: viewport.stage.height },
    image: document.image,
    instrument: savedInstrument(source.instrument),
    layers: {
      showAllLayers: document.showAllLayers,
      currentIndex: document.currentIndex,
      list: document.layers.map((layer) => (map ? georeferencedLayer(savedLayer(layer), map) : savedLayer(layer))),
    },
    map: savedMap(document, viewport),
    scale: document.scale,
    // On the map the view's zoom runs beyond 1..10; the map state's camera is what restores it.
    zoom: clampZoom(viewport.zoom),
    offset: { x: viewport.offset.x, y: viewport.offset.y },
    label: { showSumLabels: labelsOn(document) },
    ...(document.sheets ? { sheets: savedSheets(document.sheets) } : {}),
    snapToDrawing: document.snapToDrawing,
  });
}

/** The sheets as saved: every sheet not on screen with its layers' current steps only. */
const savedSheets = (sheets: Sheets): SheetsState => ({
  shown: sheets.shown,
  list: sheets.list.map(({ id, name, content }) => ({
    id,
    name,
    content: content && {
      image: content.image,
      scale: content.scale,
      layers: { showAllLayers: content.showAllLayers, currentIndex: content.currentIndex, list: content.layers.map(savedLayer) },
      view: content.view && { zoom: clampZoom(content.view.zoom), offset: content.view.offset },
    },
  })),
});

/** The sheets a saved state restores; a state without them is one sheet. */
export function restoredSheets(state: DocumentState): Sheets | undefined {
  if (!state.sheets) return undefined;
  return {
    shown: state.sheets.shown,
    list: state.sheets.list.map(({ id, name, content }) => ({
      id,
      name,
      content: content && {
        image: content.image,
        scale: content.scale,
        layers: content.layers.list.map((layer) => withLabels(layer, state.label.showSumLabels)),
        currentIndex: Math.min(content.layers.currentIndex, content.layers.list.length - 1),
        showAllLayers: content.layers.showAllLayers,
        map: null,
        view: content.view,
      },
    })),
  };
}

/** Whether every layer is empty: such a document is not saved ("All layers are empty!"). */
export { allLayersEmpty } from './polygonLayers';

/**
 * A blob: URL names an image of one browser tab only, as does a pdf-page: one (a page added as a
 * sheet, not drawn yet: app/sheets/pdfSheetPages.ts): a restored document cannot fetch it.
 */
export const isSessionOnlyUrl = (url: string): boolean => url.startsWith('blob:') || url.startsWith('pdf-page:');

/** The label flag applies to every layer and its history, as the labels toggle does. */
function withLabels(layer: Layer, labelsVisible: boolean): Layer {
  if (layer.sketch.labelsVisible === labelsVisible && layer.history.entries.every((entry) => entry.labelsVisible === labelsVisible)) return layer;
  return {
    ...layer,
    sketch: { ...layer.sketch, labelsVisible },
    history: { ...layer.history, entries: layer.history.entries.map((entry) => ({ ...entry, labelsVisible })) },
  };
}

/**
 * The document and view a saved state restores, over the editor's current ones: the colour for
 * new layers stays the person's own setting, and the stage stays the size of this screen (the
 * offset is clamped to it). `keepImage` false restores without the image.
 */
export function fromDocumentState(
  state: DocumentState,
  current: { document: DrawingDocument; viewport: Viewport },
  keepImage = true,
): { document: DrawingDocument; viewport: Viewport; instrument: Instrument } {
  const list = state.layers.list.map((layer) => withLabels(layer, state.label.showSumLabels));
  const currentIndex = Math.min(state.layers.currentIndex, list.length - 1);
  const document: DrawingDocument = {
    ...current.document,
    layers: list,
    currentIndex,
    showAllLayers: state.layers.showAllLayers,
    scale: state.scale,
    image: keepImage ? state.image : null,
    map: state.map ? restoredMap(state.map) : null,
    sheets: restoredSheets(state),
    // A state from before the choice was saved snaps, as a new drawing does.
    snapToDrawing: state.snapToDrawing ?? true,
  };
  const { stage } = current.viewport;
  if (state.map && document.map) {
    return { document, viewport: restoredMapView(document.map, state.map, stage), instrument: state.instrument };
  }
  const zoomed: Viewport = { ...current.viewport, zoom: clampZoom(state.zoom), free: null };
  const viewport = panTo(zoomed, screenPoint(state.offset.x, state.offset.y));
  return { document, viewport, instrument: state.instrument };
}

/** The map mode of a saved map state; a state saved without an area unit shows km². */
export function restoredMap(state: MapState): MapMode {
  return { frame: state.frame, type: state.type, maxZoom: state.maxZoom, areaUnit: state.areaUnit ?? 'km²' };
}
