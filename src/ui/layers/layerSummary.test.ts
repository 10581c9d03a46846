import { describe, expect, it } from 'vitest';
import { createEditorDriver } from '../../engine/testing/editorDriver';
import { shownLayers } from '../canvas/shownLayers';
import { colorName, cssColor, layerSummaries, sameSummaries } from './layerSummary';

describe('layerSummaries', () => {
  it('stay equal while only a sketch changes, so the layers bar does not re-render on a drag', () => {
    const driver = createEditorDriver();
    const before = layerSummaries(driver.document());
    driver.clickPath([
      [100, 100],
      [200, 100],
    ]);
    expect(sameSummaries(before, layerSummaries(driver.document()))).toBe(true);
    driver.send({ type: 'layer.toggleVisibility', index: 0 });
    expect(sameSummaries(before, layerSummaries(driver.document()))).toBe(false);
  });
});

describe('colours', () => {
  it('are written as CSS hex and named with a capital', () => {
    expect(cssColor('pink')).toBe('#e8378f');
    expect(cssColor('yellow')).toBe('#e0b000');
    expect(colorName('grey')).toBe('Grey');
  });
});

describe('shownLayers', () => {
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
