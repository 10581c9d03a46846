import { describe, expect, it } from 'vitest';
import { createViewport, panTo, zoomAt } from '../viewport/viewport';
import { screenPoint } from '../../shared/geometry';
import { LABEL_OFFSET, labelScreenPoint } from './lineLabelPlacement';

const label = { at: { x: 100, y: 50 }, outward: { x: 0, y: -1 } };

describe('labelScreenPoint', () => {
  it('sits the label 14 px outside the middle of its line at zoom 1', () => {
    expect(labelScreenPoint(label, createViewport({ width: 800, height: 600 }))).toEqual({ x: 100, y: 50 - LABEL_OFFSET });
  });

  it('keeps the same screen distance from the line whatever the zoom, and follows the pan', () => {
    const zoomed = zoomAt(createViewport({ width: 800, height: 600 }), 2, screenPoint(0, 0));
    const panned = panTo(zoomed, screenPoint(-30, -20));
    expect(labelScreenPoint(label, panned)).toEqual({ x: 100 * 2 - 30, y: 50 * 2 - 20 - LABEL_OFFSET });
  });
});
