import { describe, expect, it } from 'vitest';
import { knownDrawingState } from '../../engine/print/testing/knownDrawing';
import { PREVIEW_SCALE, previewLayout } from './capturePreview';

const image = { url: '/api/uploads/plan.png', file: 'plan.png', position: { x: 10, y: 20 }, originSizes: { width: 100, height: 50 }, realSizes: { width: 200, height: 100 }, ratio: 2, display: true };

describe('previewLayout', () => {
  it('is the stage at the preview scale, at least a pixel each way', () => {
    expect(previewLayout(knownDrawingState())).toMatchObject({ width: 480 * PREVIEW_SCALE, height: 300 * PREVIEW_SCALE, image: null });
    expect(previewLayout(knownDrawingState({ drawArea: { width: 2, height: 1 } }))).toMatchObject({ width: 1, height: 1 });
  });

  it('places the image where the screen shows it, through the saved zoom and offset, at the preview scale', () => {
    const layout = previewLayout(knownDrawingState({ image, zoom: 2, offset: { x: 5, y: -10 } }));
    expect(layout.image).toEqual({ x: (10 * 2 + 5) * PREVIEW_SCALE, y: (20 * 2 - 10) * PREVIEW_SCALE, width: 400 * PREVIEW_SCALE, height: 200 * PREVIEW_SCALE });
  });

  it('leaves out an image that is hidden', () => {
    expect(previewLayout(knownDrawingState({ image: { ...image, display: false } })).image).toBeNull();
  });
});
