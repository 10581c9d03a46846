import { describe, expect, it } from 'vitest';
import { screenPoint } from '../../shared/geometry';
import { createViewport } from '../viewport/viewport';
import { gridLines } from './gridLines';

describe('gridLines', () => {
  it('puts a line every 15 px on pixel centres, every fifth one major', () => {
    const view = createViewport({ width: 80, height: 40 });
    expect(gridLines(view, true)).toEqual({ xs: [0.5, 75.5], ys: [0.5] });
    expect(gridLines(view, false)).toEqual({ xs: [15.5, 30.5, 45.5, 60.5], ys: [15.5, 30.5] });
  });

  it('follows zoom and pan: majors stay on the canvas origin’s multiples of five squares', () => {
    const view = { ...createViewport({ width: 200, height: 10 }), zoom: 2, offset: screenPoint(-40, 0) };
    // Spacing 30 px; line i sits at −40 + 30 i, the first on the stage is i = 2 (20 px); i = 5 is major (110 px).
    expect(gridLines(view, true).xs).toEqual([110.5]);
    expect(gridLines(view, false).xs).toEqual([20.5, 50.5, 80.5, 140.5, 170.5, 200.5]);
  });
});
