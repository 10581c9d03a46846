import { describe, expect, it } from 'vitest';
import { clampOffset, enclosingRect, HOME, parseOffset } from './panelOffset';

const AREA = { left: 0, top: 0, right: 1000, bottom: 700 };
// The layers bar at home: the area's bottom-right corner, 12 px in.
const BAR = { left: 688, top: 640, right: 988, bottom: 688 };

describe('a draggable panel (DC2.04)', () => {
  it('moves freely inside its area', () => {
    expect(clampOffset({ x: -300, y: -200 }, BAR, AREA)).toEqual({ x: -300, y: -200 });
  });

  it('stops at the area\u2019s edges', () => {
    expect(clampOffset({ x: -5000, y: -5000 }, BAR, AREA)).toEqual({ x: -688, y: -640 });
    expect(clampOffset({ x: 500, y: 500 }, BAR, AREA)).toEqual({ x: 12, y: 12 });
  });

  it('reads a stored place back, and goes home from a damaged one', () => {
    expect(parseOffset('{"x":-40,"y":-12}')).toEqual({ x: -40, y: -12 });
    expect(parseOffset(null)).toEqual(HOME);
    expect(parseOffset('{"x":"a"}')).toEqual(HOME);
    expect(parseOffset('not json')).toEqual(HOME);
  });
});

// The instrument toolbar sits beside the canvas at home: a column on its left on a desktop
// (1280 × 800), rows above it on a phone (390 × 844). Both below the header.
const DESKTOP = { toolbar: { left: 0, top: 50, right: 57, bottom: 800 }, canvas: { left: 57, top: 50, right: 1060, bottom: 800 } };
const PHONE = { toolbar: { left: 0, top: 49, right: 390, bottom: 186 }, canvas: { left: 0, top: 186, right: 390, bottom: 795 } };
const toolbarArea = ({ toolbar, canvas }: typeof DESKTOP) => enclosingRect(toolbar, canvas);

describe('a panel that sits beside the canvas at home (DC2.04, the instrument toolbar)', () => {
  it('has the box holding its home and the canvas as its area; one inside the canvas has the canvas', () => {
    expect(toolbarArea(DESKTOP)).toEqual({ left: 0, top: 50, right: 1060, bottom: 800 });
    expect(toolbarArea(PHONE)).toEqual({ left: 0, top: 49, right: 390, bottom: 795 });
    expect(enclosingRect(BAR, AREA)).toEqual(AREA);
  });

  it('moves over the canvas on a desktop up to its right edge, never up over the header', () => {
    expect(clampOffset({ x: 300, y: 0 }, DESKTOP.toolbar, toolbarArea(DESKTOP))).toEqual({ x: 300, y: 0 });
    expect(clampOffset({ x: 300, y: -100 }, DESKTOP.toolbar, toolbarArea(DESKTOP))).toEqual({ x: 300, y: 0 });
    expect(clampOffset({ x: 5000, y: 0 }, DESKTOP.toolbar, toolbarArea(DESKTOP))).toEqual({ x: 1003, y: 0 });
    expect(clampOffset({ x: -40, y: 0 }, DESKTOP.toolbar, toolbarArea(DESKTOP))).toEqual(HOME);
  });

  it('moves down over the canvas on a phone as far as its bottom, never up over the header', () => {
    expect(clampOffset({ x: -50, y: 300 }, PHONE.toolbar, toolbarArea(PHONE))).toEqual({ x: 0, y: 300 });
    expect(clampOffset({ x: 0, y: 5000 }, PHONE.toolbar, toolbarArea(PHONE))).toEqual({ x: 0, y: 609 });
    expect(clampOffset({ x: 0, y: -100 }, PHONE.toolbar, toolbarArea(PHONE))).toEqual(HOME);
  });
});
