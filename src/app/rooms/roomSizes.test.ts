import { describe, expect, it } from 'vitest';
import { placeImage } from '../../engine/document/image';
import { createEditorDriver } from '../../engine/testing/editorDriver';
import { roomSizesPx } from './roomSizes';

/** An 800 × 600 px plan shown at half size (2 image px a canvas px), at `value` `measure` a 15 px square. */
function planAt(value: number, measure: 'cm' | 'm' | 'ft') {
  const driver = createEditorDriver({ stage: { width: 440, height: 340 } });
  driver.send({ type: 'image.place', image: placeImage('/plan.png', 'plan.png', { width: 800, height: 600 }, driver.viewport().stage) });
  driver.send({ type: 'scale.set', value, measure });
  const { image, scale } = driver.document();
  expect(image!.ratio).toBe(2);
  return roomSizesPx(image!, scale);
}

describe('the door width and smallest room in image px', () => {
  it('is the drawing\'s one metre everywhere when the scale has no plane, as before planes counted', () => {
    // 20 cm a square: a metre is 5 squares of 15 canvas px, 150 image px.
    const sizes = planAt(20, 'cm');
    expect(sizes.gapPx).toBeCloseTo(150, 9);
    expect(sizes.minAreaPx).toBeCloseTo(0.5 * 150 * 150, 6);
    expect(sizes.onPlane).toBe(false);
    // 1 ft a square: a metre is 3.2808… squares.
    const feet = planAt(1, 'ft');
    expect(feet.gapPx).toBeCloseTo((15 * 2) / 0.3048, 9);
    expect(feet.minAreaPx).toBeCloseTo(0.5 * ((15 * 2) / 0.3048) ** 2, 6);
  });
});
