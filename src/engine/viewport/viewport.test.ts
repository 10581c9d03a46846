import { describe, expect, it } from 'vitest';
import { STAGE_PADDING, ZOOM_MAX, ZOOM_MIN } from '../../shared/constants';
import { createViewport, fitToView, panTo, toCanvas, toScreen, wheelZoom, zoomAt, zoomAtCentre } from './viewport';

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

describe('fitting a box to the view', () => {
  const inView = (viewport: ReturnType<typeof fitToView>, box: { x: number; y: number; width: number; height: number }) => {
    const topLeft = toScreen(viewport, box);
    const bottomRight = toScreen(viewport, { x: box.x + box.width, y: box.y + box.height });
    return topLeft.x >= -1e-9 && topLeft.y >= -1e-9 && bottomRight.x <= viewport.stage.width + 1e-9 && bottomRight.y <= viewport.stage.height + 1e-9;
  };

  it.each([
    [{ width: 1000, height: 800 }, { x: 20, y: 20, width: 960, height: 480 }],
    [{ width: 1440, height: 780 }, { x: 20, y: 20, width: 500, height: 740 }],
    [{ width: 390, height: 600 }, { x: 20, y: 20, width: 350, height: 100 }],
    [{ width: 1000, height: 800 }, { x: 20, y: 20, width: 60, height: 40 }],
  ])('shows the whole box at the largest zoom that fits, on a %o stage', (size, box) => {
    const viewport = fitToView(size, box);
    expect(inView(viewport, box)).toBe(true);
    expect(viewport.free).toBeNull();
    const fit = Math.min(size.width / box.width, size.height / box.height);
    expect(viewport.zoom).toBeCloseTo(Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Math.floor(fit * 100) / 100)), 1);
  });

  it('centres the box when the stage padding allows it', () => {
    const box = { x: 100, y: 100, width: 200, height: 100 };
    const viewport = fitToView(stage, box);
    expect(viewport.zoom).toBe(5);
    const centre = toScreen(viewport, { x: 200, y: 150 });
    expect(centre.x).toBeCloseTo(stage.width / 2, 6);
    expect(centre.y).toBeCloseTo(stage.height / 2, 6);
  });

  it('keeps the zoom within ZOOM_MIN..ZOOM_MAX and below the given ceiling', () => {
    expect(fitToView(stage, { x: 0, y: 0, width: 5, height: 5 }).zoom).toBe(ZOOM_MAX);
    expect(fitToView(stage, { x: 0, y: 0, width: 50000, height: 40000 }).zoom).toBe(ZOOM_MIN);
    expect(fitToView(stage, { x: 0, y: 0, width: 5, height: 5 }, 0, 3).zoom).toBe(3);
    expect(fitToView(stage, { x: 0, y: 0, width: 5, height: 5 }, 0, 0.2).zoom).toBe(ZOOM_MIN);
  });

  it('leaves room for a margin', () => {
    const viewport = fitToView(stage, { x: 0, y: 0, width: 100, height: 100 }, 100);
    expect(viewport.zoom).toBe(6);
  });

  it('starts from a fresh view, whatever the stage was zoomed to before', () => {
    const box = { x: 20, y: 20, width: 960, height: 760 };
    const viewport = fitToView(stage, box, 0, ZOOM_MIN);
    expect(viewport.zoom).toBe(ZOOM_MIN);
    expect(inView(viewport, box)).toBe(true);
  });
});
