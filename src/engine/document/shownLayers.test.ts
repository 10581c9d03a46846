import { describe, expect, it } from 'vitest';
import { createEditorDriver } from '../testing/editorDriver';
import { createLayer } from './layer';
import { shownLayers } from './shownLayers';

const layers = [
  createLayer(1, 'pink'),
  { ...createLayer(2, 'blue'), pinned: true },
  createLayer(3, 'lime'),
  { ...createLayer(4, 'orange'), visible: false },
  { ...createLayer(5, 'red'), pinned: true, visible: false },
];

const indexes = (showAllLayers: boolean, currentIndex: number) =>
  shownLayers({ layers, currentIndex, showAllLayers }).map((drawn) => drawn.index);

describe('shownLayers', () => {
  it('draws the current layer and the pinned ones', () => {
    expect(indexes(false, 2)).toEqual([1, 2]);
    expect(shownLayers({ layers, currentIndex: 2, showAllLayers: false }).map((drawn) => drawn.current)).toEqual([false, true]);
  });

  it('draws every visible layer in all-layers mode', () => {
    expect(indexes(true, 0)).toEqual([0, 1, 2]);
  });

  it('never draws a hidden layer, even the current one', () => {
    expect(indexes(false, 3)).toEqual([1]);
    expect(indexes(true, 4)).toEqual([0, 1, 2]);
  });
});

describe('shownLayers through the editor', () => {
  it('shows the current layer only, or every visible layer in all-layers mode', () => {
    const driver = createEditorDriver();
    driver.send({ type: 'layer.add' });
    driver.send({ type: 'layer.add' });
    driver.send({ type: 'layer.toggleVisibility', index: 1 });
    expect(shownLayers(driver.document()).map(({ index, current }) => [index, current])).toEqual([[2, true]]);
    driver.send({ type: 'layers.showAll', on: true });
    expect(shownLayers(driver.document()).map(({ index, current }) => [index, current])).toEqual([
      [0, false],
      [2, true],
    ]);
  });
});
