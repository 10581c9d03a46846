/**
 * Layer operations on the document (spec drawing-core §4 "Layers"): add, duplicate, delete,
 * select, visibility, colour, pin, name, all-layers mode and the labels toggle. Pure functions.
 * A layer's name (issue 37) is part of the layer record, so deleting a layer or moving the others
 * keeps each name with its layer.
 */
import { clearSheets, type SheetContent } from './sheets';
import type { LabelColor } from '../../shared/constants';
import { cleanLayerName, copiedLayerName } from '../../shared/layerName';
import type { Layer } from '../../shared/schemas';
import type { TakeoffItem } from '../../shared/takeoffItem';
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

/**
 * Copies the current layer (sketch, notes, history and colour) to a new layer right after it, and
 * selects the copy. A named layer's copy is named "<name> (copy)"; a copy of a layer without a name
 * has none either, and reads "Layer N" by its own place.
 */
export function duplicateLayer(document: DrawingDocument): DrawingDocument {
  const original = currentLayer(document);
  const copy: Layer = {
    ...original,
    id: nextLayerId(document.layers),
    visible: true,
    ...(original.name === undefined ? {} : { name: copiedLayerName(original.name) }),
  };
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
 * "pin toggle (replaces the layer with an empty pinned one)"), which keeps the layer's name and
 * its takeoff item; unpinning clears the flag.
 */
export const toggleLayerPin = (document: DrawingDocument, index: number): DrawingDocument =>
  updateLayer(document, index, (layer) =>
    layer.pinned
      ? { ...layer, pinned: false }
      : { ...withName(createLayer(layer.id, layer.color, labelsOn(document)), layer.name), ...(layer.item ? { item: layer.item } : {}), pinned: true },
  );

/** `layer` named `name`, or without a name when it is undefined. */
export function withName(layer: Layer, name: string | undefined): Layer {
  if (layer.name === name) return layer;
  if (name !== undefined) return { ...layer, name };
  const { name: _dropped, ...unnamed } = layer;
  return unnamed;
}

/**
 * Renames layer `index` to the typed `name`, cleaned as cleanLayerName cleans it (trimmed, control
 * characters out, at most 60 characters); a name of nothing but spaces takes the name away, so the
 * layer reads "Layer N" again. Unchanged when the name is.
 */
export const renameLayer = (document: DrawingDocument, index: number, name: string): DrawingDocument =>
  updateLayer(document, index, (layer) => withName(layer, cleanLayerName(name) ?? undefined));

/**
 * Makes layer `index` an item of the takeoff, or no item when `item` is null (issue 38 item 2).
 * An item is one thing however many layers add to it: its measure, unit, price, waste and height
 * are set on every layer of that name, so a price changed on any of them is the item's price.
 */
export function setLayerItem(document: DrawingDocument, index: number, item: TakeoffItem | null): DrawingDocument {
  const target = document.layers[index];
  if (!Number.isInteger(index) || !target) return document;
  if (!item) {
    if (!target.item) return document;
    return updateLayer(document, index, (layer) => {
      const { item: _dropped, ...plain } = layer;
      return plain;
    });
  }
  const sameItem = (layer: Layer): Layer => (layer.item?.name === item.name ? { ...layer, item } : layer);
  const layers = document.layers.map((layer, i) => (i === index ? { ...layer, item } : sameItem(layer)));
  // Layers of that item on the other sheets take it too: a price is the item's on every sheet.
  const sheets = document.sheets && {
    ...document.sheets,
    list: document.sheets.list.map((sheet) => (sheet.content ? { ...sheet, content: { ...sheet.content, layers: sheet.content.layers.map(sameItem) } } : sheet)),
  };
  return sheets ? { ...document, layers, sheets } : { ...document, layers };
}

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

/**
 * Clear canvas: one empty layer; the scale, colour and labels flag stay. The document becomes one
 * sheet, the one on screen (a new image or the map replaces every sheet).
 */
export function clearDocument(document: DrawingDocument): DrawingDocument {
  const layer = createLayer(1, document.color, labelsOn(document));
  const single: DrawingDocument = { ...document, layers: [layer], currentIndex: 0, showAllLayers: false };
  delete (single as { sheets?: unknown }).sheets;
  return single;
}

/** Clear Drawing Only: every sheet's layers cleared, each sheet keeping its background, scale and name. */
export function clearDrawingOnly(document: DrawingDocument): DrawingDocument {
  const cleared = clearDocument(document);
  if (!document.sheets) return cleared;
  const fresh = (content: SheetContent): SheetContent => ({ ...content, layers: cleared.layers, currentIndex: 0, showAllLayers: false });
  return clearSheets({ ...cleared, sheets: document.sheets }, fresh);
}
