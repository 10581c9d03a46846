import { describe, expect, it } from 'vitest';
import { clampOffset, HOME, parseOffset } from './panelOffset';

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
