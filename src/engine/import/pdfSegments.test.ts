import { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { strokedSegments } from './pdfSegments';

const MOVE = 0;
const LINE = 1;
const CURVE = 2;
const CLOSE = 4;

/** An operator list of (code, args) pairs, as pdf.js's getOperatorList gives it. */
const operators = (...ops: [number, unknown][]) => ({ fnArray: ops.map(([code]) => code), argsArray: ops.map(([, args]) => args) });
/** A constructPath painted by `paint`, pdf.js v5's shape: [paint, [path data], bounds]. */
const path = (paint: number, ...data: number[]): [number, unknown] => [OPS.constructPath, [paint, [new Float32Array(data)], null]];

describe('the stroked segments of a page', () => {
  it('reads lines and closed outlines in the page space the current matrix maps them to', () => {
    const list = operators(
      // pdfkit's first operator: y runs down from the top of an 800 pt page.
      [OPS.transform, [1, 0, 0, -1, 0, 800]],
      path(OPS.stroke, MOVE, 100, 100, LINE, 200, 100),
      [OPS.save, null],
      [OPS.transform, [2, 0, 0, 2, 10, 0]],
      path(OPS.closeStroke, MOVE, 0, 0, LINE, 10, 0, LINE, 10, 5, CLOSE),
      [OPS.restore, null],
      path(OPS.stroke, MOVE, 0, 0, LINE, 0, 10),
    );
    expect(strokedSegments(list, OPS)).toEqual([
      { x1: 100, y1: 700, x2: 200, y2: 700 },
      { x1: 10, y1: 800, x2: 30, y2: 800 },
      { x1: 30, y1: 800, x2: 30, y2: 790 },
      { x1: 30, y1: 790, x2: 10, y2: 800 },
      { x1: 0, y1: 800, x2: 0, y2: 790 },
    ]);
  });

  it('skips curves but keeps the line after one, from where the curve ends', () => {
    const list = operators(path(OPS.stroke, MOVE, 0, 0, CURVE, 5, 5, 10, 5, 20, 0, LINE, 30, 0));
    expect(strokedSegments(list, OPS)).toEqual([{ x1: 20, y1: 0, x2: 30, y2: 0 }]);
  });

  it('leaves out what is filled only or only clips, and maps a form by its matrix', () => {
    const list = operators(
      path(OPS.fill, MOVE, 0, 0, LINE, 50, 0),
      path(OPS.endPath, MOVE, 0, 0, LINE, 60, 0),
      [OPS.paintFormXObjectBegin, [[1, 0, 0, 1, 100, 100], [0, 0, 10, 10]]],
      path(OPS.stroke, MOVE, 0, 0, LINE, 10, 0),
      [OPS.paintFormXObjectEnd, []],
      path(OPS.fillStroke, MOVE, 0, 0, LINE, 0, 5),
    );
    expect(strokedSegments(list, OPS)).toEqual([
      { x1: 100, y1: 100, x2: 110, y2: 100 },
      { x1: 0, y1: 0, x2: 0, y2: 5 },
    ]);
  });
});
