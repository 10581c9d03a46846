import { describe, expect, it } from 'vitest';
import { ZOOM_MAX, ZOOM_MIN } from '../../shared/constants';
import { pinchChange, pinchView, type PointPair } from './pinch';
import { createViewport, freeViewport, toCanvas, zoomAt } from './viewport';

const stage = { width: 1000, height: 800 };
const pair = (ax: number, ay: number, bx: number, by: number): PointPair => [
  { x: ax, y: ay },
  { x: bx, y: by },
];

describe('pinchChange', () => {
  it('zooms by how much the distance between the fingers grew', () => {
    expect(pinchChange(pair(400, 300, 500, 300), pair(350, 300, 550, 300)).factor).toBeCloseTo(2, 10);
    expect(pinchChange(pair(300, 300, 700, 300), pair(400, 300, 600, 300)).factor).toBeCloseTo(0.5, 10);
  });

  it('measures the distance in any direction, not only along one axis', () => {
    expect(pinchChange(pair(0, 0, 30, 40), pair(0, 0, 60, 80)).factor).toBeCloseTo(2, 10);
  });

  it('zooms about the midpoint the fingers started from', () => {
    expect(pinchChange(pair(400, 300, 500, 340), pair(350, 300, 550, 340)).anchor).toEqual({ x: 450, y: 320 });
  });

  it('pans by how far the midpoint moved', () => {
    const change = pinchChange(pair(400, 300, 500, 300), pair(430, 260, 530, 260));
    expect(change.factor).toBeCloseTo(1, 10);
    expect(change.pan).toEqual({ x: 30, y: -40 });
  });

  it('spreads and moves in one gesture', () => {
    const change = pinchChange(pair(400, 300, 500, 300), pair(400, 400, 600, 400));
    expect(change.factor).toBeCloseTo(2, 10);
    expect(change.pan).toEqual({ x: 50, y: 100 });
  });

  it('gives no zoom when the fingers touch the same point', () => {
    expect(pinchChange(pair(400, 300, 400, 300), pair(300, 300, 500, 300)).factor).toBe(1);
  });
});

describe('pinchView', () => {
  it('keeps the canvas point between the fingers between them while zooming', () => {
    const start = createViewport(stage);
    const from = pair(400, 300, 500, 300);
    const to = pair(350, 300, 550, 300);
    const view = pinchView(start, from, to);
    expect(view.zoom).toBe(2);
    const under = toCanvas(start, { x: 450, y: 300 });
    const after = toCanvas(view, { x: 450, y: 300 });
    expect(after.x).toBeCloseTo(under.x, 10);
    expect(after.y).toBeCloseTo(under.y, 10);
  });

  it('moves the canvas with the fingers when they move together', () => {
    const start = zoomAt(createViewport(stage), 3, { x: 500, y: 400 });
    const view = pinchView(start, pair(400, 300, 500, 300), pair(380, 330, 480, 330));
    expect(view.zoom).toBe(3);
    expect(view.offset.x).toBeCloseTo(start.offset.x - 20, 10);
    expect(view.offset.y).toBeCloseTo(start.offset.y + 30, 10);
  });

  it('follows the fingers from where the gesture began, so small steps add up', () => {
    const start = createViewport(stage);
    const from = pair(400, 300, 500, 300);
    // Each step alone is less than the 1/100 the zoom is rounded to; from the start they add up.
    const steps = Array.from({ length: 50 }, (_, step) => pinchView(start, from, pair(400 - step * 0.2, 300, 500 + step * 0.2, 300)));
    expect(steps.at(-1)!.zoom).toBeCloseTo(1.2, 2);
  });

  it('keeps the zoom within its limits on the grid', () => {
    const start = createViewport(stage);
    expect(pinchView(start, pair(0, 0, 100, 0), pair(0, 0, 5000, 0)).zoom).toBe(ZOOM_MAX);
    expect(pinchView(start, pair(0, 0, 500, 0), pair(0, 0, 100, 0)).zoom).toBe(ZOOM_MIN);
  });

  it('zooms freely within the map limits on the map', () => {
    const start = freeViewport(stage, 1, { x: 0, y: 0 }, { min: 0.25, max: 8 });
    expect(pinchView(start, pair(300, 300, 500, 300), pair(350, 300, 450, 300)).zoom).toBeCloseTo(0.5, 10);
  });
});
