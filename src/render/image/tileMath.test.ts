import { describe, expect, it } from 'vitest';
import { screenPoint } from '../../shared/geometry';
import type { Viewport } from '../../engine/viewport/viewport';
import { chooseLevel, tileScreenRect, tileSizeFor, tilesOf, visibleTileRange, type ImagePlacement } from './tileMath';

/** A 20000 × 14000 plan shrunk to fit a 1280 × 800 stage with 20 px margins: 1100 × 770 canvas px, ratio ≈ 18.2. */
const PLAN: ImagePlacement = { position: { x: 20, y: 20 }, realSizes: { width: 1100, height: 770 }, pixels: { width: 20_000, height: 14_000 } };
const view = (zoom: number, x = 0, y = 0): Viewport => ({ zoom, offset: screenPoint(x, y), stage: { width: 1280, height: 800 }, free: null });

describe('chooseLevel', () => {
  it('shows the coarsest level whose pixels are no larger than a device pixel', () => {
    // 18.2 image px per screen px at zoom 1: level 4 (16 px) is the coarsest still finer than the screen.
    expect(chooseLevel(PLAN, 1, 1, 1024)).toBe(4);
    expect(chooseLevel(PLAN, 1, 2, 1024)).toBe(3);
    expect(chooseLevel(PLAN, 4, 1, 1024)).toBe(2);
    expect(chooseLevel(PLAN, 10, 1, 1024)).toBe(0);
    expect(chooseLevel(PLAN, 10, 2, 1024)).toBe(0);
  });

  it('picks a level exactly at one image pixel per device pixel, and never past the coarsest', () => {
    const exact: ImagePlacement = { ...PLAN, realSizes: { width: 1250, height: 875 } };
    expect(chooseLevel(exact, 1, 1, 1024)).toBe(4);
    expect(chooseLevel(exact, 1.0001, 1, 1024)).toBe(3);
    const tiny: ImagePlacement = { ...PLAN, realSizes: { width: 20, height: 14 } };
    expect(chooseLevel(tiny, 1, 1, 1024)).toBe(5);
    const upscaled: ImagePlacement = { ...PLAN, pixels: { width: 550, height: 385 } };
    expect(chooseLevel(upscaled, 1, 1, 1024)).toBe(0);
  });
});

describe('visibleTileRange', () => {
  it('covers the whole image when it all shows', () => {
    expect(visibleTileRange(PLAN, view(1), 4, 1024)).toEqual({ level: 4, columns: [0, 1], rows: [0, 0] });
  });

  it('keeps only the tiles under the screen when zoomed into a corner', () => {
    // Zoom 10 with the canvas origin at the screen's: the screen shows canvas (0..128, 0..80),
    // image pixels (0..1964, 0..1091), so level-0 tiles 0..1 across and 0..1 down.
    expect(visibleTileRange(PLAN, view(10), 0, 1024)).toEqual({ level: 0, columns: [0, 1], rows: [0, 1] });
    // Panned so the image's bottom-right corner (canvas 1120, 790) sits at screen (1000, 700): the
    // screen shows canvas x 1020..1148 and y 720..800, image pixels x ≥ 18182 and y ≥ 12727.
    expect(visibleTileRange(PLAN, view(10, 1000 - 11_200, 700 - 7900), 0, 1024)).toEqual({
      level: 0,
      columns: [17, 19],
      rows: [12, 13],
    });
  });

  it('finds nothing when the image is off screen', () => {
    const offRight: ImagePlacement = { ...PLAN, position: { x: 2000, y: 20 } };
    expect(visibleTileRange(offRight, view(1), 4, 1024)).toBeNull();
  });
});

describe('tilesOf', () => {
  it('lists a range centre first', () => {
    const keys = tilesOf({ level: 1, columns: [0, 2], rows: [0, 2] });
    expect(keys).toHaveLength(9);
    expect(keys[0]).toEqual({ level: 1, column: 1, row: 1 });
  });
});

describe('tileScreenRect', () => {
  it('places neighbouring tiles edge to edge on whole pixels at any zoom', () => {
    for (const zoom of [1, 1.37, 4, 10]) {
      const viewport = view(zoom, -33.3, 17.9);
      for (let level = 0; level <= 5; level++) {
        const a = tileScreenRect(PLAN, viewport, { level, column: 0, row: 0 }, 1024);
        const b = tileScreenRect(PLAN, viewport, { level, column: 1, row: 0 }, 1024);
        const c = tileScreenRect(PLAN, viewport, { level, column: 0, row: 1 }, 1024);
        expect(Number.isInteger(a.x) && Number.isInteger(a.width)).toBe(true);
        if (b.width > 0) expect(b.x).toBe(a.x + a.width);
        if (c.height > 0) expect(c.y).toBe(a.y + a.height);
      }
    }
  });

  it('puts the image where the document says, scaled by the zoom', () => {
    const whole = tileScreenRect(PLAN, view(2, 5, 6), { level: 5, column: 0, row: 0 }, 1024);
    expect(whole).toEqual({ x: 45, y: 46, width: 2200, height: 1540 });
  });
});

describe('tileSizeFor', () => {
  it('keeps tiles within the GPU texture limit', () => {
    expect(tileSizeFor(16_384, 1024)).toBe(1024);
    expect(tileSizeFor(1000, 1024)).toBe(512);
    expect(tileSizeFor(512, 1024)).toBe(512);
  });
});
