import { describe, expect, it } from 'vitest';
import { STAGE_PADDING } from '../../shared/constants';
import { createViewport, panTo, toCanvas, toScreen, wheelZoom, zoomAt, zoomAtCentre } from './viewport';

const stage = { width: 1000, height: 800 };

describe('viewport', () => {
  it('converts between screen and canvas pixels both ways', () => {
    const viewport = zoomAt(createViewport(stage), 2.5, { x: 300, y: 200 });
    const canvas = toCanvas(viewport, { x: 640, y: 480 });
    expect(toScreen(viewport, canvas).x).toBeCloseTo(640, 10);
    expect(toScreen(viewport, canvas).y).toBeCloseTo(480, 10);
  });

  it('keeps the point under the anchor in place while zooming', () => {
    const anchor = { x: 420, y: 310 };
    const before = toCanvas(createViewport(stage), anchor);
    const after = toCanvas(zoomAt(createViewport(stage), 3, anchor), anchor);
    expect(after.x).toBeCloseTo(before.x, 10);
    expect(after.y).toBeCloseTo(before.y, 10);
  });

  it('lets the drawing area edge come at most the stage padding inside the stage', () => {
    const zoomed = zoomAtCentre(createViewport(stage), 2);
    expect(panTo(zoomed, { x: 500, y: 500 }).offset).toEqual({ x: STAGE_PADDING, y: STAGE_PADDING });
    expect(panTo(zoomed, { x: -5000, y: -5000 }).offset).toEqual({
      x: stage.width - stage.width * 2 - STAGE_PADDING,
      y: stage.height - stage.height * 2 - STAGE_PADDING,
    });
  });

  it('zooms 0.2 per mouse-wheel notch and proportionally less for a trackpad nudge', () => {
    expect(wheelZoom(2, 100)).toBe(1.8);
    expect(wheelZoom(2, -100)).toBe(2.2);
    expect(wheelZoom(2, -500)).toBe(2.2);
    expect(wheelZoom(2, -10)).toBe(2.02);
    expect(wheelZoom(1, 100)).toBe(1);
    expect(wheelZoom(10, -100)).toBe(10);
  });
});
