import { describe, expect, it } from 'vitest';
import { createDocument, currentLayer, currentSketch, stepHistory } from './drawingDocument';
import {
  addCountMarker,
  chooseCountSymbol,
  countMarkers,
  countOf,
  countSymbolOf,
  placeCountMarker,
  removeCountMarker,
  removeLastCountMarker,
  removeLastMarker,
} from './counts';
import { instrumentAvailability } from './instrumentAvailability';
import { restoredInstrument } from './restoredInstrument';
import { allLayersEmpty } from './polygonLayers';
import { emptySketch, startSketch } from './sketch';

const start = () => createDocument({ measure: 'cm', color: 'pink' });

describe('count markers on a sketch', () => {
  it('numbers markers 1..N in the order placed, and renumbers after a removal', () => {
    let sketch = emptySketch();
    for (const x of [10, 20, 30, 40]) sketch = addCountMarker(sketch, { x, y: 5 });
    expect(countOf(sketch)).toBe(4);
    expect(countMarkers(sketch).map((p) => p.x)).toEqual([10, 20, 30, 40]);
    // Marker 2 goes: the one that was 3 is number 2 now.
    const removed = removeCountMarker(sketch, 1);
    expect(countMarkers(removed).map((p) => p.x)).toEqual([10, 30, 40]);
    expect(countMarkers(removeLastCountMarker(removed)).map((p) => p.x)).toEqual([10, 30]);
    expect(removeCountMarker(sketch, 9)).toBe(sketch);
    expect(removeLastCountMarker(emptySketch())).toEqual(emptySketch());
  });

  it('draws with a circle until another symbol is chosen', () => {
    expect(countSymbolOf(emptySketch())).toBe('circle');
  });
});

describe('count commands on the document', () => {
  it('place markers as history steps that undo and redo one by one', () => {
    let document = start();
    for (const x of [10, 20, 30, 40, 50]) document = placeCountMarker(document, { x, y: 5 });
    expect(countOf(currentSketch(document))).toBe(5);
    expect(currentLayer(document).history.entries).toHaveLength(6);
    document = stepHistory(document, 'undo');
    expect(countOf(currentSketch(document))).toBe(4);
    document = stepHistory(document, 'redo');
    expect(countOf(currentSketch(document))).toBe(5);
    document = removeLastMarker(document);
    expect(countMarkers(currentSketch(document)).map((p) => p.x)).toEqual([10, 20, 30, 40]);
  });

  it('choose the layer\'s symbol, kept by the markers placed after it', () => {
    let document = chooseCountSymbol(start(), 'triangle');
    document = placeCountMarker(document, { x: 1, y: 2 });
    expect(currentSketch(document).count).toEqual({ symbol: 'triangle', markers: [{ x: 1, y: 2 }] });
    expect(chooseCountSymbol(document, 'triangle')).toBe(document);
    expect(currentSketch(chooseCountSymbol(document, 'cross')).count?.symbol).toBe('cross');
  });

  it('leave a drawn layer alone: counts live on a layer of their own', () => {
    const drawn = start();
    const withVertex = { ...drawn, layers: [{ ...currentLayer(drawn), sketch: startSketch(emptySketch(), { x: 1, y: 1 }) }] };
    expect(placeCountMarker(withVertex, { x: 5, y: 5 })).toBe(withVertex);
    expect(chooseCountSymbol(withVertex, 'square')).toBe(withVertex);
    expect(instrumentAvailability(withVertex, 'count_tool').enabled).toBe(false);
  });

  it('make a count layer refuse drawing, choose Count again after undo, and count as content', () => {
    const document = placeCountMarker(start(), { x: 5, y: 5 });
    expect(instrumentAvailability(document, 'count_tool').enabled).toBe(true);
    expect(instrumentAvailability(document, 'straight').enabled).toBe(false);
    expect(instrumentAvailability(document, 'rectangle_tool').enabled).toBe(false);
    expect(instrumentAvailability(document, 'pan_move').enabled).toBe(true);
    expect(restoredInstrument(document, 'straight')).toBe('count_tool');
    expect(allLayersEmpty(document)).toBe(false);
    expect(allLayersEmpty(start())).toBe(true);
  });
});
