/**
 * Count markers (issue 22 "Count"): points placed with the Count instrument on a layer, numbered
 * 1..N in the order placed, drawn with the layer's one symbol. Pure edits of the sketch record.
 *
 * Where counts live: in the layer's sketch (`sketch.count`), so the per-layer history undoes and
 * redoes them like any other edit and a saved layer carries them. A layer that holds markers is a
 * count layer: it holds nothing else (the instrument rules refuse drawing on it and counting on a
 * drawn layer, as a rectangle and a line never share a layer), so a count never changes a shape's
 * perimeter or area and the results and CSV can show it on its own row.
 */
import { plainPoint, type Point } from '../../shared/geometry';
import type { CountSymbol, Sketch } from '../../shared/schemas';
import { commitSketch, currentSketch, type DrawingDocument } from './drawingDocument';
import { sketchStatus } from './sketch';

/** The symbol a layer counts with until the person picks another. */
export const DEFAULT_COUNT_SYMBOL: CountSymbol = 'circle';

/** The sketch's markers, in the order placed; none when it has no count. */
export const countMarkers = (sketch: Sketch): readonly Point[] => sketch.count?.markers ?? [];

/** How many markers the sketch holds. */
export const countOf = (sketch: Sketch): number => countMarkers(sketch).length;

/** Whether the sketch holds at least one marker: a count layer. */
export const hasCountMarkers = (sketch: Sketch): boolean => countOf(sketch) > 0;

/** The symbol the sketch's markers take. */
export const countSymbolOf = (sketch: Sketch): CountSymbol => sketch.count?.symbol ?? DEFAULT_COUNT_SYMBOL;

/** Adds a marker at `point`; it takes the next number, N + 1. */
export const addCountMarker = (sketch: Sketch, point: Point): Sketch => ({
  ...sketch,
  count: { symbol: countSymbolOf(sketch), markers: [...countMarkers(sketch), plainPoint(point)] },
});

/** Removes marker `index` (0-based); the markers after it move up one number. Unchanged for no such marker. */
export function removeCountMarker(sketch: Sketch, index: number): Sketch {
  const markers = countMarkers(sketch);
  if (!Number.isInteger(index) || index < 0 || index >= markers.length) return sketch;
  return { ...sketch, count: { symbol: countSymbolOf(sketch), markers: markers.filter((_, i) => i !== index) } };
}

/** Removes the marker placed last. */
export const removeLastCountMarker = (sketch: Sketch): Sketch => removeCountMarker(sketch, countOf(sketch) - 1);

/** Draws the sketch's markers, present and future, with `symbol`. Unchanged when it is the symbol already. */
export const setCountSymbol = (sketch: Sketch, symbol: CountSymbol): Sketch =>
  countSymbolOf(sketch) === symbol && sketch.count ? sketch : { ...sketch, count: { symbol, markers: [...countMarkers(sketch)] } };

/** The current layer may take markers: nothing drawn on it and no wand mask (see instrumentAvailability.ts). */
const countable = (sketch: Sketch): boolean => !sketch.mask && sketchStatus(sketch) === 'empty';

/** A click of the Count instrument: the next marker on the current layer, one history step. */
export function placeCountMarker(document: DrawingDocument, point: Point): DrawingDocument {
  const sketch = currentSketch(document);
  return countable(sketch) ? commitSketch(document, addCountMarker(sketch, point)) : document;
}

/** Removes the current layer's last marker, one history step; unchanged without markers. */
export function removeLastMarker(document: DrawingDocument): DrawingDocument {
  const sketch = currentSketch(document);
  return hasCountMarkers(sketch) ? commitSketch(document, removeLastCountMarker(sketch)) : document;
}

/** The symbol picker: the current layer counts with `symbol`, one history step; unchanged on a drawn layer. */
export function chooseCountSymbol(document: DrawingDocument, symbol: CountSymbol): DrawingDocument {
  const sketch = currentSketch(document);
  if (!countable(sketch)) return document;
  const next = setCountSymbol(sketch, symbol);
  return next === sketch ? document : commitSketch(document, next);
}
