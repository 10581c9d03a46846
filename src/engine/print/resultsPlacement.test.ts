import { describe, expect, it } from 'vitest';
import { renderDrawingSvg } from './drawingSvg';
import { commitLayerSketch, createLayer } from '../document/layer';
import { createViewport, toScreen } from '../viewport/viewport';
import { boxAt, drawnScreenPoints, leastCoveredCorner } from './resultsPlacement';
import { footprintSketch, knownDrawingState, KNOWN_SETTINGS, KNOWN_STAGE, SQUARE_HOLE } from './testing/knownDrawing';

const STAGE = { width: 400, height: 300 };
const BOX = { width: 100, height: 60 };

describe('where the results block goes', () => {
  it('keeps the top right while nothing is drawn there', () => {
    expect(leastCoveredCorner(BOX, STAGE, 10, [])).toBe('top-right');
    expect(leastCoveredCorner(BOX, STAGE, 10, [{ x: 200, y: 150 }])).toBe('top-right');
    expect(boxAt('top-right', BOX, STAGE, 10)).toEqual({ x: 290, y: 10 });
  });

  it('moves to the corner that covers the least of the drawing', () => {
    const topRight = { x: 350, y: 40 };
    const topLeft = { x: 50, y: 40 };
    expect(leastCoveredCorner(BOX, STAGE, 10, [topRight])).toBe('top-left');
    expect(leastCoveredCorner(BOX, STAGE, 10, [topRight, topLeft])).toBe('bottom-right');
    expect(boxAt('bottom-right', BOX, STAGE, 10)).toEqual({ x: 290, y: 230 });
    expect(boxAt('bottom-left', BOX, STAGE, 10)).toEqual({ x: 10, y: 230 });
  });

  it('counts a cutout\'s corners among the points drawn', () => {
    const layer = { layer: commitLayerSketch(createLayer(1, 'pink'), footprintSketch()), index: 0, current: true };
    const view = createViewport(STAGE);
    const hole = drawnScreenPoints([layer], view).filter((point) => point.x > 0 && point.x < 150 && point.y > 0 && point.y < 90);
    expect(hole).toEqual(SQUARE_HOLE.map((point) => toScreen(view, point)));
  });

  it('in a print, leaves the circle drawn in the top right uncovered', () => {
    const results = (offset: { x: number; y: number }) => {
      const svg = renderDrawingSvg({ state: knownDrawingState({ offset }), stage: KNOWN_STAGE, settings: KNOWN_SETTINGS });
      const match = /<g class="results"><rect x="([\d.]+)" y="([\d.]+)"/.exec(svg);
      return match ? { x: Number(match[1]), y: Number(match[2]) } : null;
    };
    // As drawn, the top right is free: the block sits there, 12 px in.
    const still = results({ x: 0, y: 0 })!;
    expect(still.y).toBe(12);
    expect(still.x).toBeGreaterThan(200);
    // Moved up by 150 px, the circle (centre 315, 60; radius 60) fills the top right: the block goes elsewhere.
    const moved = results({ x: 0, y: -150 })!;
    expect(moved).not.toEqual(still);
    expect(moved.x < 200 || moved.y > 100).toBe(true);
  });
});
