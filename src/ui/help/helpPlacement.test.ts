import { describe, expect, it } from 'vitest';
import { placeHelpCard, type PlacementInput } from './helpPlacement';

const INPUT: PlacementInput = {
  canvas: { left: 60, top: 50, width: 900, height: 700 },
  card: { width: 300, height: 120 },
  gap: 16,
  controls: [],
  avoid: [],
  clearance: 32,
};

describe('the help card over the canvas', () => {
  it('sits in the bottom-left corner while nothing is drawn there', () => {
    expect(placeHelpCard(INPUT)).toEqual({ corner: 'bottom-left', box: { left: 76, top: 614, width: 300, height: 120 } });
    expect(placeHelpCard({ ...INPUT, avoid: [{ x: 500, y: 300 }] }).corner).toBe('bottom-left');
  });

  it('moves to the top right when the point being drawn comes near it, then to the top left', () => {
    expect(placeHelpCard({ ...INPUT, avoid: [{ x: 200, y: 590 }] })).toEqual({ corner: 'top-right', box: { left: 644, top: 66, width: 300, height: 120 } });
    expect(placeHelpCard({ ...INPUT, avoid: [{ x: 200, y: 700 }, { x: 800, y: 100 }] }).corner).toBe('top-left');
  });

  it('keeps the corner it holds while that is clear', () => {
    expect(placeHelpCard({ ...INPUT, prefer: 'top-right', avoid: [{ x: 500, y: 300 }] }).corner).toBe('top-right');
    expect(placeHelpCard({ ...INPUT, prefer: 'top-right', avoid: [{ x: 800, y: 100 }] }).corner).toBe('bottom-left');
  });

  it('with every corner drawn in, takes the one near the fewest points', () => {
    const avoid = [{ x: 100, y: 700 }, { x: 120, y: 700 }, { x: 800, y: 100 }, { x: 100, y: 100 }, { x: 110, y: 100 }];
    expect(placeHelpCard({ ...INPUT, avoid }).corner).toBe('top-right');
  });

  it('sits above a control it would cover, such as the layers bar across a phone', () => {
    const phone = { ...INPUT, canvas: { left: 0, top: 200, width: 390, height: 400 }, card: { width: 358, height: 120 } };
    const layersBar = { left: 8, top: 500, width: 374, height: 92 };
    expect(placeHelpCard({ ...phone, controls: [layersBar] }).box).toEqual({ left: 16, top: 364, width: 358, height: 120 });
  });
});
