import { describe, expect, it } from 'vitest';
import type { Layer } from '../../shared/schemas';
import { EMPTY_SKETCH } from '../../shared/testing/documentStates';
import { hasDrawing } from './drawnLayers';

const layerWith = (sketch: object): Layer =>
  ({ id: 1, color: 'pink', sketch, notes: [], history: { entries: [sketch], currentPosition: 0 }, visible: true, pinned: false }) as Layer;

describe('hasDrawing', () => {
  it('counts a layer of count markers as drawn, and an empty one or an empty count as not', () => {
    expect(hasDrawing(layerWith(EMPTY_SKETCH))).toBe(false);
    expect(hasDrawing(layerWith({ ...EMPTY_SKETCH, count: { symbol: 'cross', markers: [] } }))).toBe(false);
    expect(hasDrawing(layerWith({ ...EMPTY_SKETCH, count: { symbol: 'cross', markers: [{ x: 1, y: 2 }] } }))).toBe(true);
  });
});
