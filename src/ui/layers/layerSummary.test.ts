import { describe, expect, it } from 'vitest';
import { createEditorDriver } from '../../engine/testing/editorDriver';
import { layerSummaries, sameSummaries } from './layerSummary';

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

  it('name each layer as it is shown, and differ once a layer is renamed', () => {
    const driver = createEditorDriver();
    driver.send({ type: 'layer.add' });
    const before = layerSummaries(driver.document());
    expect(before.map(({ name, named }) => [name, named])).toEqual([['Layer 1', false], ['Layer 2', false]]);
    driver.send({ type: 'layer.renameStart', index: 1 });
    driver.send({ type: 'layer.rename', name: 'Hall' });
    const after = layerSummaries(driver.document());
    expect(after.map(({ name, named }) => [name, named])).toEqual([['Layer 1', false], ['Hall', true]]);
    expect(sameSummaries(before, after)).toBe(false);
  });
});
