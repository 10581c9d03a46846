import { describe, expect, it } from 'vitest';
import { createViewport, panTo, zoomAt } from '../engine/viewport/viewport';
import { screenPoint } from '../shared/geometry';
import { miniViewScale, offsetCentring, visibleRect } from './miniView';

const stage = { width: 1000, height: 500 };

describe('miniViewScale', () => {
  it('fits the whole drawing area into the frame, keeping its proportions', () => {
    expect(miniViewScale(stage, { width: 160, height: 110 })).toBeCloseTo(0.16, 12);
    expect(miniViewScale({ width: 400, height: 1100 }, { width: 160, height: 110 })).toBeCloseTo(0.1, 12);
  });
});

describe('visibleRect', () => {
  it('is the whole drawing area at zoom 1 without a pan', () => {
    expect(visibleRect(createViewport(stage))).toEqual({ x: 0, y: 0, width: 1000, height: 500 });
  });

  it('shrinks with the zoom and moves with the pan', () => {
    const zoomed = panTo(zoomAt(createViewport(stage), 2, screenPoint(0, 0)), screenPoint(-200, -100));
    expect(visibleRect(zoomed)).toEqual({ x: 100, y: 50, width: 500, height: 250 });
  });
});

describe('offsetCentring', () => {
  it('puts the chosen canvas point in the middle of the stage', () => {
    const zoomed = zoomAt(createViewport(stage), 2, screenPoint(0, 0));
    const offset = offsetCentring(zoomed, { x: 300, y: 200 });
    expect(offset).toEqual({ x: 500 - 600, y: 250 - 400 });
    const centred = panTo(zoomed, offset);
    expect(visibleRect(centred)).toEqual({ x: 50, y: 75, width: 500, height: 250 });
  });
});
