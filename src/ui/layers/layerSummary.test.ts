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
});
