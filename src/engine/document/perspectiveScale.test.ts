import { describe, expect, it } from 'vitest';
import { parseDocumentState } from '../../shared/documentState';
import type { Quad } from '../geometry/homography';
import { createDocument } from './drawingDocument';
import { clearPerspective, movePerspectiveCorner, perspectivePlaneOf, setPerspective, setRectifiedShown } from './perspectiveScale';
import { createViewport } from '../viewport/viewport';
import { toDocumentState } from './savedDocument';

const blank = () => createDocument({ measure: 'm', color: 'pink' });
/** A 400 × 300 px rectangle seen straight on: 4 m × 3 m is 1 cm a pixel, 0.15 m a grid square. */
const square: Quad = [{ x: 100, y: 100 }, { x: 500, y: 100 }, { x: 500, y: 400 }, { x: 100, y: 400 }];
/** The synthetic photo's floor: near edge wide, far edge narrow. */
const floor: Quad = [{ x: 200, y: 1050 }, { x: 1400, y: 1050 }, { x: 1100, y: 400 }, { x: 500, y: 400 }];

const set = (corners: Quad, width = 4, height = 3) => setPerspective(blank(), { corners, width, height, unit: 'm', zoom: 2 });

describe('setting the perspective scale', () => {
  it('keeps the corners, sides, unit and zoom as the plane, marks the scale manual and hides any reference line', () => {
    const result = set(square);
    if (!result.ok) throw new Error(result.reason);
    expect(result.document.scale.plane).toEqual({ kind: 'perspective', corners: square, width: 4, height: 3, unit: 'm', zoom: 2 });
    expect(result.document.scale).toMatchObject({ manual: true, lineReady: false });
  });

  it('makes the uniform scale the plane’s average: 0.15 m a square for 1 cm a pixel', () => {
    const result = set(square);
    if (!result.ok) throw new Error(result.reason);
    expect(result.document.scale.value).toBeCloseTo(0.15, 12);
    expect(result.document.scale).toMatchObject({ measure: 'm', text: '0.15' });
  });

  it('averages a perspective view over its quadrilateral: √(12 m² / quad area) × 15', () => {
    const result = set(floor);
    if (!result.ok) throw new Error(result.reason);
    // The trapezium is (1200 + 600) / 2 × 650 = 585 000 px².
    const expected = Math.sqrt(12 / 585_000) * 15;
    expect(expected).toBeLessThan(0.1);
    // Below the typed minimum in metres, and still in metres: the unit the sides were typed in is the results' unit.
    expect(result.document.scale.measure).toBe('m');
    expect(result.document.scale.value).toBeCloseTo(expected, 12);
  });

  it('refuses three corners in a line, crossing sides and a corner turned inwards, leaving nothing set', () => {
    const inLine: Quad = [{ x: 0, y: 0 }, { x: 100, y: 0 }, { x: 200, y: 0 }, { x: 100, y: 100 }];
    const bowTie: Quad = [square[0], square[2], square[1], square[3]];
    const dart: Quad = [{ x: 0, y: 0 }, { x: 200, y: 0 }, { x: 60, y: 60 }, { x: 0, y: 200 }];
    expect(set(inLine)).toEqual({ ok: false, reason: 'collinear' });
    expect(set(bowTie)).toEqual({ ok: false, reason: 'crossing' });
    expect(set(dart)).toEqual({ ok: false, reason: 'concave' });
  });

  it('refuses a side that is zero, negative, infinite or not a number', () => {
    for (const [width, height] of [[0, 3], [4, -1], [Number.POSITIVE_INFINITY, 3], [4, Number.NaN]]) {
      expect(set(square, width, height)).toEqual({ ok: false, reason: 'sideNotPositive' });
    }
  });

  it('refuses sides so small that no unit gives a scale of at least 0.1', () => {
    expect(setPerspective(blank(), { corners: square, width: 1e-12, height: 1e-12, unit: 'm', zoom: 1 })).toEqual({ ok: false, reason: 'scaleOutOfRange' });
  });

  it('round-trips through the saved document', () => {
    const result = set(floor);
    if (!result.ok) throw new Error(result.reason);
    const state = parseDocumentState(JSON.parse(JSON.stringify(toDocumentState({ document: result.document, viewport: createViewport({ width: 1000, height: 800 }), instrument: 'pan_move' }))));
    expect(state.scale.plane).toEqual(result.document.scale.plane);
  });
});

describe('moving a corner of the set perspective', () => {
  const withSquare = () => {
    const result = set(square);
    if (!result.ok) throw new Error(result.reason);
    return result.document;
  };

  it('moves the one corner, keeps the sides and unit, and updates the average', () => {
    const moved = movePerspectiveCorner(withSquare(), 2, { x: 900, y: 700 });
    if (!moved.ok) throw new Error(moved.reason);
    const plane = perspectivePlaneOf(moved.document)!;
    expect(plane.corners).toEqual([square[0], square[1], { x: 900, y: 700 }, square[3]]);
    expect(plane).toMatchObject({ width: 4, height: 3, unit: 'm' });
    expect(moved.document.scale.value).toBeLessThan(0.15);
  });

  it('refuses a move that makes the quadrilateral degenerate, and says why', () => {
    const document = withSquare();
    expect(movePerspectiveCorner(document, 2, { x: 250, y: 250 })).toEqual({ ok: false, reason: 'concave' });
    expect(movePerspectiveCorner(document, 2, { x: 500, y: 100 })).toEqual({ ok: false, reason: 'collinear' });
  });

  it('keeps the lowest zoom a corner was placed at, whose error is the largest', () => {
    const low = movePerspectiveCorner(withSquare(), 0, { x: 90, y: 90 }, 0.5);
    const high = movePerspectiveCorner(withSquare(), 0, { x: 90, y: 90 }, 8);
    expect(low.ok && perspectivePlaneOf(low.document)!.zoom).toBe(0.5);
    expect(high.ok && perspectivePlaneOf(high.document)!.zoom).toBe(2);
  });
});

describe('clearing and the rectified view', () => {
  it('clears the plane and keeps the average scale', () => {
    const result = set(square);
    if (!result.ok) throw new Error(result.reason);
    const cleared = clearPerspective(result.document);
    expect(cleared.scale.plane).toBeUndefined();
    expect(cleared.scale.value).toBe(result.document.scale.value);
    expect(clearPerspective(blank())).toEqual(blank());
  });

  it('shows and hides the rectified image, and does nothing without a plane', () => {
    const result = set(square);
    if (!result.ok) throw new Error(result.reason);
    const shown = setRectifiedShown(result.document, true);
    expect(perspectivePlaneOf(shown)?.rectified).toBe(true);
    expect(perspectivePlaneOf(setRectifiedShown(shown, false))?.rectified).toBe(false);
    const none = blank();
    expect(setRectifiedShown(none, true)).toBe(none);
  });
});
