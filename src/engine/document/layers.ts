/**
 * Layer operations on the document (spec drawing-core §4 "Layers"): add, duplicate, delete,
 * select, visibility, colour, pin, all-layers mode and the labels toggle. Pure functions.
 */
import type { LabelColor } from '../../shared/constants';
import type { Layer } from '../../shared/schemas';
import { currentLayer, updateLayer, type DrawingDocument } from './drawingDocument';
import { createLayer } from './layer';

/** An id above the highest existing one. */
const nextLayerId = (layers: readonly Layer[]): number => Math.max(0, ...layers.map((layer) => layer.id)) + 1;

const isIndex = (document: DrawingDocument, index: number): boolean =>
  Number.isInteger(index) && index >= 0 && index < document.layers.length;

/** Adds an empty layer in the drawing colour after the others and makes it current. */
export function addLayer(document: DrawingDocument): DrawingDocument {
  const layer = createLayer(nextLayerId(document.layers), document.color, labelsOn(document));
  return { ...document, layers: [...document.layers, layer], currentIndex: document.layers.length, showAllLayers: false };
}

/** Copies the current layer (sketch, notes, history and colour) to a new layer right after it, and selects the copy. */
export function duplicateLayer(document: DrawingDocument): DrawingDocument {
  const copy: Layer = { ...currentLayer(document), id: nextLayerId(document.layers), visible: true };
  const at = document.currentIndex + 1;
  const layers = [...document.layers.slice(0, at), copy, ...document.layers.slice(at)];
  return { ...document, layers, currentIndex: at, showAllLayers: false };
}

/**
 * Deletes the current layer. The last remaining layer is reset to a single empty layer instead;
 * when the last layer in the list was removed, the one before it becomes current.
 */
export function deleteLayer(document: DrawingDocument): DrawingDocument {
  if (document.layers.length === 1) {
    const only = createLayer(1, document.color, labelsOn(document));
    return { ...document, layers: [only], currentIndex: 0 };
  }
  const layers = document.layers.filter((_, i) => i !== document.currentIndex);
  return { ...document, layers, currentIndex: Math.min(document.currentIndex, layers.length - 1) };
}

export const selectLayer = (document: DrawingDocument, index: number): DrawingDocument =>
  isIndex(document, index) ? { ...document, currentIndex: index } : document;

export const toggleLayerVisibility = (document: DrawingDocument, index: number): DrawingDocument =>
  updateLayer(document, index, (layer) => ({ ...layer, visible: !layer.visible }));

export const setLayerColor = (document: DrawingDocument, index: number, color: LabelColor): DrawingDocument =>
  updateLayer(document, index, (layer) => ({ ...layer, color }));

/**
 * The pin toggle. Pinning replaces the layer with an empty pinned one, as the spec has it (§4
 * "pin toggle (replaces the layer with an empty pinned one)"); unpinning clears the flag.
 */
export const toggleLayerPin = (document: DrawingDocument, index: number): DrawingDocument =>
  updateLayer(document, index, (layer) =>
    layer.pinned ? { ...layer, pinned: false } : { ...createLayer(layer.id, layer.color, labelsOn(document)), pinned: true },
  );

export const showAllLayers = (document: DrawingDocument, on: boolean): DrawingDocument =>
  document.showAllLayers === on ? document : { ...document, showAllLayers: on };

/**
 * The canvas-centre labels switch. Every sketch and history step follows it, except a traced
 * outline of too many edges, which a wand confirm leaves unlabelled on its own (see `confirmMask`):
 * so the switch is on while any sketch or step has its labels on, and a silenced outline being
 * current does not turn labels off for the shapes drawn after it.
 */
export const labelsOn = (document: DrawingDocument): boolean =>
  document.layers.some((layer) => layer.sketch.labelsVisible || layer.history.entries.some((entry) => entry.labelsVisible));

/** The canvas-centre labels toggle: every layer's sketch and every step of its history follow. */
export function toggleLabels(document: DrawingDocument): DrawingDocument {
  const labelsVisible = !labelsOn(document);
  const layers = document.layers.map((layer) => ({
    ...layer,
    sketch: { ...layer.sketch, labelsVisible },
    history: { ...layer.history, entries: layer.history.entries.map((entry) => ({ ...entry, labelsVisible })) },
  }));
  return { ...document, layers };
}

/** The drawing colour changed: new layers take it, and so does the current layer. */
export function setDrawingColor(document: DrawingDocument, color: LabelColor): DrawingDocument {
  const recoloured = updateLayer(document, document.currentIndex, (layer) => ({ ...layer, color }));
  return { ...recoloured, color };
}

/** Clear canvas: one empty layer; the scale, colour and labels flag stay. */
export function clearDocument(document: DrawingDocument): DrawingDocument {
  const layer = createLayer(1, document.color, labelsOn(document));
  return { ...document, layers: [layer], currentIndex: 0, showAllLayers: false };
}
