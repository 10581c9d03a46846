/**
 * The drawing document: layers, the current layer and the scale. Immutable; these functions are
 * the only way the editor changes it.
 */
import type { LabelColor } from '../../shared/constants';
import type { ImageState, Layer, Scale, Sketch } from '../../shared/schemas';
import { SCALE_MIN } from '../../shared/constants';
import { DEFAULT_UNIT, convertLength, unitOnSystemSwitch, type LengthUnit, type MeasurementSystem } from '../../shared/units';
import { canRedo, canUndo } from '../history/history';
import { commitLayerSketch, createLayer, stepLayerHistory } from './layer';
import { sketchStatus } from './sketch';
import type { MapMode } from '../../shared/map';
import type { Sheets } from './sheets';

export interface DrawingDocument {
  readonly layers: readonly Layer[];
  readonly currentIndex: number;
  readonly scale: Scale;
  /** All-layers mode: every visible layer drawn and summed (spec §4 "Layers"). */
  readonly showAllLayers: boolean;
  /** The colour new layers take: the drawing colour of the settings. */
  readonly color: LabelColor;
  /** The image under the drawing, or null on the plain grid. */
  readonly image: ImageState | null;
  /** The map under the drawing, or null when the map is off. */
  readonly map: MapMode | null;
  /** The document's sheets (sheets.ts); absent for a document of one sheet, as every document before sheets. */
  readonly sheets?: Sheets;
  /** Points placed snap to the drawing's own lines, where it has them (editor/editorSnap.ts, issue 38 item 4). */
  readonly snapToDrawing: boolean;
}

/** The default scale: 1 of the given unit per 15 px (spec §3 "Scale"). */
export const defaultScale = (measure: LengthUnit): Scale => ({
  value: 1,
  text: '1',
  measure,
  lineReady: false,
  manual: false,
});

/** A document with one empty layer. */
export function createDocument(options: { measure: LengthUnit; color: LabelColor }): DrawingDocument {
  return {
    layers: [createLayer(1, options.color)],
    currentIndex: 0,
    scale: defaultScale(options.measure),
    showAllLayers: false,
    color: options.color,
    image: null,
    map: null,
    snapToDrawing: true,
  };
}

export const currentLayer = (document: DrawingDocument): Layer => document.layers[document.currentIndex]!;
export const currentSketch = (document: DrawingDocument): Sketch => currentLayer(document).sketch;

/** The document with layer `index` replaced by `update` of it; unchanged when the index or the layer is. */
export function updateLayer(document: DrawingDocument, index: number, update: (layer: Layer) => Layer): DrawingDocument {
  const layer = document.layers[index];
  if (!Number.isInteger(index) || !layer) return document;
  const next = update(layer);
  if (next === layer) return document;
  return { ...document, layers: document.layers.map((each, i) => (i === index ? next : each)) };
}

export const updateCurrentLayer = (document: DrawingDocument, update: (layer: Layer) => Layer): DrawingDocument =>
  updateLayer(document, document.currentIndex, update);

/** Shows `sketch` on the current layer without a history step: the preview of a drag. */
export const previewSketch = (document: DrawingDocument, sketch: Sketch): DrawingDocument =>
  updateCurrentLayer(document, (layer) => ({ ...layer, sketch }));

/** Commits a new sketch to the current layer, pushing a history step. */
export const commitSketch = (document: DrawingDocument, sketch: Sketch): DrawingDocument =>
  updateCurrentLayer(document, (layer) => commitLayerSketch(layer, sketch));

export const canUndoDocument = (document: DrawingDocument): boolean => canUndo(currentLayer(document).history);
export const canRedoDocument = (document: DrawingDocument): boolean => canRedo(currentLayer(document).history);

/** Undo or redo on the current layer. */
export const stepHistory = (document: DrawingDocument, direction: 'undo' | 'redo'): DrawingDocument =>
  updateCurrentLayer(document, (layer) => stepLayerHistory(layer, direction));

/**
 * Sets the scale; values below the minimum become the minimum (spec §5). A typed scale is exact:
 * it is no longer the known length's (no "±"), and a photo's plane gives way to it (issue 23).
 * With a plane, the unit alone changing (the unit select) only changes the unit results show in:
 * the plane goes on measuring, and the grid's average is converted to keep its real size.
 */
export function setScale(document: DrawingDocument, value: number, measure: LengthUnit): DrawingDocument {
  const { plane, ...uniform } = document.scale;
  if (plane && value === document.scale.value) {
    const converted = convertLength(value, document.scale.measure, measure);
    return { ...document, scale: { ...document.scale, value: converted, text: String(converted), measure } };
  }
  const safe = Number.isFinite(value) && value >= SCALE_MIN ? value : SCALE_MIN;
  const unchanged = safe === document.scale.value && measure === document.scale.measure;
  return { ...document, scale: { ...uniform, value: safe, text: String(safe), measure, manual: unchanged && document.scale.manual } };
}

/**
 * Whether the person has done nothing yet: one empty layer with no history and a system's
 * default scale (metric's, or the one an earlier load gave it: a login or logout loads the next
 * person's system). Only such a document takes the measure of the stored measurement system.
 */
export function isPristine(document: DrawingDocument): boolean {
  const layer = currentLayer(document);
  const scale = document.scale;
  const untouchedScale = defaultScale(DEFAULT_UNIT.metric);
  return (
    document.layers.length === 1 &&
    layer.history.entries.length === 1 &&
    sketchStatus(layer.sketch) === 'empty' &&
    scale.value === untouchedScale.value &&
    Object.values(DEFAULT_UNIT).includes(scale.measure)
  );
}

/**
 * The stored system arrived at start-up: a pristine document takes its default unit, cm or ft
 * (spec §3 "Scale"). This keeps the value (1 cm becomes 1 ft) rather than converting it, on
 * purpose: nothing is drawn and no image or map lies under the drawing, so no size the person has
 * seen changes; they simply start on their own system's default grid. A document with anything
 * in it keeps its scale untouched.
 */
export const applyLoadedSystem = (document: DrawingDocument, system: MeasurementSystem): DrawingDocument =>
  isPristine(document) && document.image === null && document.map === null
    ? setScale(document, document.scale.value, DEFAULT_UNIT[system])
    : document;

/** Whether switching the default system to `system` changes the unit shown, so converts the scale. */
export const switchChangesUnit = (document: DrawingDocument, system: MeasurementSystem): boolean =>
  unitOnSystemSwitch(document.scale.measure, system) !== document.scale.measure;

/**
 * The person switched the default system: the measure becomes the new system's unit nearest in
 * size (cm → in, m → ft, km → mi and back; `UNIT_ACROSS_SYSTEMS`), and the value is converted
 * exactly so that one grid square, and so everything drawn, keeps its real size (0.5 m becomes
 * 1.6404… ft). The box rounds it for reading (4 significant digits) while the exact value is kept.
 * The converted value is kept even below the typed minimum of 0.1 (spec §5 is about typed values,
 * and clamping would change the size again); the map's locked scale does the same. A unit already
 * of that system leaves the document unchanged.
 */
export function applySwitchedSystem(document: DrawingDocument, system: MeasurementSystem): DrawingDocument {
  if (!switchChangesUnit(document, system)) return document;
  const { value, measure } = document.scale;
  const target = unitOnSystemSwitch(measure, system);
  const converted = convertLength(value, measure, target);
  return { ...document, scale: { ...document.scale, value: converted, text: String(converted), measure: target } };
}
