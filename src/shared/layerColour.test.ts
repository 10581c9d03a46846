import { describe, expect, it } from 'vitest';
import { EDUCATOR_LAYER_COLOURS } from './classroom';
import { LABEL_COLOR_HEX } from './constants';
import { layerCss, layerHex } from './layerColour';

describe('layer colours', () => {
  it("are the layer's own colour outside the educator's view", () => {
    expect(layerHex('orange', 3, false)).toBe(LABEL_COLOR_HEX.orange);
  });

  it("follow the educator list by the layer's place, whatever colour the student chose, and wrap around", () => {
    expect(layerCss('pink', 0, true)).toBe(EDUCATOR_LAYER_COLOURS[0]);
    expect(layerCss('pink', 1, true)).toBe(EDUCATOR_LAYER_COLOURS[1]);
    expect(layerCss('lime', 1, true)).toBe(EDUCATOR_LAYER_COLOURS[1]);
    expect(layerCss('pink', EDUCATOR_LAYER_COLOURS.length, true)).toBe(EDUCATOR_LAYER_COLOURS[0]);
  });
});
