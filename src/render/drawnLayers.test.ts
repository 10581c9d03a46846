import { describe, expect, it } from 'vitest';
import { createLayer } from '../engine/document/layer';
import { drawnLayers } from './drawnLayers';

const layers = [
  createLayer(1, 'pink'),
  { ...createLayer(2, 'blue'), pinned: true },
  createLayer(3, 'lime'),
  { ...createLayer(4, 'orange'), visible: false },
  { ...createLayer(5, 'red'), pinned: true, visible: false },
];

const indexes = (showAllLayers: boolean, currentIndex: number) =>
  drawnLayers({ layers, currentIndex, showAllLayers }).map((drawn) => drawn.index);

describe('drawnLayers', () => {
  it('draws the current layer and the pinned ones', () => {
    expect(indexes(false, 2)).toEqual([1, 2]);
    expect(drawnLayers({ layers, currentIndex: 2, showAllLayers: false }).map((drawn) => drawn.current)).toEqual([false, true]);
  });

  it('draws every visible layer in all-layers mode', () => {
    expect(indexes(true, 0)).toEqual([0, 1, 2]);
  });

  it('never draws a hidden layer, even the current one', () => {
    expect(indexes(false, 3)).toEqual([1]);
    expect(indexes(true, 4)).toEqual([0, 1, 2]);
  });
});
