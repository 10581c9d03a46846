import { describe, expect, it } from 'vitest';
import { screenPoint } from '../../shared/geometry';
import { createViewport } from '../viewport/viewport';
import { outlinePathData, regionsPathData } from './svgOutline';

const view = { ...createViewport({ width: 400, height: 300 }), zoom: 2, offset: screenPoint(10, 20) };

describe('outlinePathData', () => {
  it('writes lines and cubic curves through the view, closed with Z', () => {
    const data = outlinePathData(
      [
        { kind: 'line', from: { x: 0, y: 0 }, to: { x: 10, y: 0 } },
        { kind: 'cubic', from: { x: 10, y: 0 }, c1: { x: 15, y: 0 }, c2: { x: 15, y: 10 }, to: { x: 0, y: 0 } },
      ],
      true,
      view,
    );
    expect(data).toBe('M 10 20 L 30 20 C 40 20 40 40 10 20 Z');
  });

  it('writes an arc with the sweep flag of its turn, splitting one of more than half a turn in two', () => {
    const quarter = outlinePathData([{ kind: 'arc', from: { x: 10, y: 0 }, to: { x: 0, y: 10 }, center: { x: 0, y: 0 }, sweep: Math.PI / 2 }], false, view);
    expect(quarter).toBe('M 30 20 A 20 20 0 0 1 10 40');
    const back = outlinePathData([{ kind: 'arc', from: { x: 0, y: 10 }, to: { x: 10, y: 0 }, center: { x: 0, y: 0 }, sweep: -Math.PI / 2 }], false, view);
    expect(back).toBe('M 10 40 A 20 20 0 0 0 30 20');
    const most = outlinePathData([{ kind: 'arc', from: { x: 10, y: 0 }, to: { x: 0, y: -10 }, center: { x: 0, y: 0 }, sweep: (3 * Math.PI) / 2 }], false, view);
    // Three quarters: half-way is (−7.07, 7.07) on the canvas.
    expect(most).toBe('M 30 20 A 20 20 0 0 1 -4.14 34.14 A 20 20 0 0 1 10 0');
  });

  it('is empty without segments', () => {
    expect(outlinePathData([], true, view)).toBe('');
  });
});

describe('regionsPathData', () => {
  it('closes each region and leaves out those of fewer than three points', () => {
    const data = regionsPathData([[{ x: 0, y: 0 }, { x: 5, y: 0 }, { x: 5, y: 5 }], [{ x: 1, y: 1 }, { x: 2, y: 2 }]], view);
    expect(data).toBe('M 10 20 L 20 20 L 20 30 Z');
  });
});
