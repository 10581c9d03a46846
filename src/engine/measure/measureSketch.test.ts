import { describe, expect, it } from 'vitest';
import { canvasPoint } from '../../shared/geometry';
import { appendStraightLine, closeSketch, emptySketch, startSketch } from '../document/sketch';
import { defaultScale } from '../document/drawingDocument';
import { lineLabels, resultsFromPixels } from './measureSketch';

const square = (clockwiseOnScreen: boolean) => {
  const corners = [canvasPoint(0, 0), canvasPoint(150, 0), canvasPoint(150, 150), canvasPoint(0, 150)];
  const [first, ...rest] = clockwiseOnScreen ? corners : [corners[0]!, ...corners.slice(1).reverse()];
  return closeSketch(rest.reduce(appendStraightLine, startSketch(emptySketch(), first!)));
};

describe('measuring a sketch', () => {
  it('turns 15 px into one scale unit, and squares the scale for area', () => {
    const sketch = square(true);
    expect(resultsFromPixels(sketch, { perimeter: 600, area: 22500 }, defaultScale('cm'))).toMatchObject({
      perimeter: 40,
      area: 100,
      lengthUnit: 'cm',
      areaUnit: 'cm²',
      approximate: false,
    });
    const twoMetres = { ...defaultScale('m'), value: 2 };
    expect(resultsFromPixels(sketch, { perimeter: 600, area: 22500 }, twoMetres)).toMatchObject({ perimeter: 80, area: 400 });
  });

  it('has no area until the sketch is closed', () => {
    const open = appendStraightLine(startSketch(emptySketch(), { x: 0, y: 0 }), { x: 30, y: 0 });
    expect(resultsFromPixels(open, { perimeter: 30, area: 0 }, defaultScale('cm')).area).toBeNull();
  });

  it('labels every line with its length and points the label outside the shape whichever way it winds', () => {
    for (const clockwise of [true, false]) {
      const labels = lineLabels(square(clockwise), defaultScale('cm'));
      expect(labels.map((label) => label.length)).toEqual([10, 10, 10, 10]);
      for (const label of labels) {
        const beside = { x: label.at.x + label.outward.x * 5, y: label.at.y + label.outward.y * 5 };
        const inside = beside.x > 0 && beside.x < 150 && beside.y > 0 && beside.y < 150;
        expect(inside).toBe(false);
      }
    }
  });
});
