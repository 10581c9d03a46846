import { describe, expect, it } from 'vitest';
import { createDocument, currentLayer, currentSketch, type DrawingDocument } from './drawingDocument';
import { commitSketch } from './drawingDocument';
import {
  addLayer,
  clearDocument,
  deleteLayer,
  duplicateLayer,
  selectLayer,
  setDrawingColor,
  setLayerColor,
  showAllLayers,
  toggleLabels,
  toggleLayerPin,
  toggleLayerVisibility,
  renameLayer,
} from './layers';
import { layerName } from '../../shared/layerName';
import { appendStraightLine, startSketch } from './sketch';

const withLine = (document: DrawingDocument): DrawingDocument => {
  const sketch = appendStraightLine(startSketch(currentSketch(document), { x: 0, y: 0 }), { x: 30, y: 0 });
  return commitSketch(document, sketch);
};
const fresh = () => createDocument({ measure: 'cm', color: 'pink' });

describe('layers', () => {
  it('adds empty layers without limit, each current, with ids above the highest', () => {
    let document = fresh();
    for (let i = 0; i < 60; i++) document = addLayer(document);
    expect(document.layers).toHaveLength(61);
    expect(document.currentIndex).toBe(60);
    expect(new Set(document.layers.map((layer) => layer.id)).size).toBe(61);
    expect(currentLayer(document).id).toBe(61);
  });

  it('duplicates the sketch, notes, history and colour into a new layer after the current one', () => {
    let document = withLine(setLayerColor(fresh(), 0, 'teal'));
    document = addLayer(document);
    document = selectLayer(document, 0);
    document = duplicateLayer(document);
    const [original, copy] = document.layers;
    expect(document.currentIndex).toBe(1);
    expect(copy!.sketch).toEqual(original!.sketch);
    expect(copy!.history).toEqual(original!.history);
    expect(copy!.notes).toEqual(original!.notes);
    expect(copy!.color).toBe('teal');
    expect(copy!.id).toBe(3);
  });

  it('resets the last remaining layer to one empty layer', () => {
    const document = deleteLayer(withLine(fresh()));
    expect(document.layers).toHaveLength(1);
    expect(currentSketch(document).lines).toEqual([]);
    expect(currentLayer(document).history.entries).toHaveLength(1);
  });

  it('selects the previous layer when the last in the list is deleted, else the one that moved up', () => {
    const three = addLayer(addLayer(fresh()));
    expect(deleteLayer(three).currentIndex).toBe(1);
    const middle = deleteLayer(selectLayer(three, 1));
    expect(middle.layers.map((layer) => layer.id)).toEqual([1, 3]);
    expect(middle.currentIndex).toBe(1);
  });

  it('toggles visibility and colour of one layer only', () => {
    const document = setLayerColor(toggleLayerVisibility(addLayer(fresh()), 0), 1, 'purple');
    expect(document.layers.map((layer) => [layer.visible, layer.color])).toEqual([[false, 'pink'], [true, 'purple']]);
  });

  it('pins by replacing the layer with an empty pinned one, and unpins', () => {
    const pinned = toggleLayerPin(withLine(fresh()), 0);
    expect(currentLayer(pinned)).toMatchObject({ pinned: true, id: 1 });
    expect(currentSketch(pinned).lines).toEqual([]);
    expect(toggleLayerPin(pinned, 0).layers[0]!.pinned).toBe(false);
  });

  it('switches the labels of every layer and of every history step', () => {
    const document = toggleLabels(withLine(addLayer(withLine(fresh()))));
    for (const layer of document.layers) {
      expect(layer.sketch.labelsVisible).toBe(false);
      expect(layer.history.entries.every((entry) => !entry.labelsVisible)).toBe(true);
    }
    expect(addLayer(document).layers.at(-1)!.sketch.labelsVisible).toBe(false);
  });

  it('gives new layers the drawing colour, recolouring the current layer', () => {
    const document = addLayer(setDrawingColor(fresh(), 'blue'));
    expect(document.layers.map((layer) => layer.color)).toEqual(['blue', 'blue']);
  });

  it('clears to one empty layer, keeping the scale', () => {
    const document = clearDocument(showAllLayers(addLayer(withLine(fresh())), true));
    expect(document.layers).toHaveLength(1);
    expect(document.showAllLayers).toBe(false);
    expect(document.scale).toEqual(fresh().scale);
  });
});

describe('layer names', () => {
  const names = (document: DrawingDocument) => document.layers.map((layer, index) => layerName(layer, index));

  it('renames one layer, trimmed, and an empty name gives it back "Layer N"', () => {
    const three = addLayer(addLayer(fresh()));
    const named = renameLayer(three, 1, '  Kitchen ');
    expect(names(named)).toEqual(['Layer 1', 'Kitchen', 'Layer 3']);
    expect(renameLayer(named, 1, 'Kitchen')).toBe(named);
    const unnamed = renameLayer(named, 1, '   ');
    expect(names(unnamed)).toEqual(['Layer 1', 'Layer 2', 'Layer 3']);
    expect(unnamed.layers[1]).not.toHaveProperty('name');
    expect(renameLayer(three, 7, 'Nowhere')).toBe(three);
  });

  it('cleans a typed name: control characters out, at most 60 characters', () => {
    const document = renameLayer(fresh(), 0, `Ann\u202Egpj ${'x'.repeat(80)}`);
    expect(currentLayer(document).name).toBe(`Anngpj ${'x'.repeat(53)}`);
  });

  it('names a copy of a named layer "<name> (copy)", and leaves a copy of an unnamed layer unnamed', () => {
    const named = duplicateLayer(renameLayer(withLine(fresh()), 0, 'Kitchen'));
    expect(names(named)).toEqual(['Kitchen', 'Kitchen (copy)']);
    const unnamed = duplicateLayer(addLayer(fresh()));
    expect(names(unnamed)).toEqual(['Layer 1', 'Layer 2', 'Layer 3']);
    expect(unnamed.layers[2]).not.toHaveProperty('name');
  });

  it('keeps each name with its layer when a layer before it is deleted, and when it is pinned', () => {
    let document = renameLayer(renameLayer(addLayer(addLayer(fresh())), 1, 'Hall'), 2, 'Study');
    document = deleteLayer(selectLayer(document, 0));
    expect(names(document)).toEqual(['Hall', 'Study']);
    expect(names(toggleLayerPin(document, 1))).toEqual(['Hall', 'Study']);
  });

  it('forgets the names when the drawing is cleared or its last layer deleted', () => {
    expect(names(clearDocument(renameLayer(addLayer(fresh()), 0, 'Hall')))).toEqual(['Layer 1']);
    expect(names(deleteLayer(renameLayer(fresh(), 0, 'Hall')))).toEqual(['Layer 1']);
  });
});

describe('history across layers', () => {
  it('keeps 20 steps on each layer independently', () => {
    let document = fresh();
    const draw = (count: number) => {
      for (let i = 0; i < count; i++) {
        const sketch = currentSketch(document);
        const next = sketch.controlPoints.length === 0 ? startSketch(sketch, { x: 0, y: 0 }) : appendStraightLine(sketch, { x: 10 * (i + 1), y: i % 2 ? 5 : 0 });
        document = commitSketch(document, next);
      }
    };
    draw(25);
    document = addLayer(document);
    draw(5);
    expect(document.layers[0]!.history.entries).toHaveLength(20);
    expect(document.layers[0]!.history.currentPosition).toBe(19);
    expect(document.layers[1]!.history.entries).toHaveLength(6);
  });
});
