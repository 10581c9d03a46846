import { describe, expect, it } from 'vitest';
import { canvasPoint } from '../../shared/geometry';
import { moveDraftCorner, NO_PERSPECTIVE_DRAFT, placeDraftCorner, type PerspectiveDraft } from './perspectiveDraft';

const place = (draft: PerspectiveDraft, x: number, y: number, zoom = 1) => {
  const change = placeDraftCorner(draft, canvasPoint(x, y), zoom);
  if (!change.ok) throw new Error(change.reason);
  return change.draft;
};

describe('the corners in progress', () => {
  it('keep the lowest zoom a corner was placed at', () => {
    const draft = place(place(place(NO_PERSPECTIVE_DRAFT, 0, 0, 4), 100, 0, 2), 100, 100, 8);
    expect(draft.zoom).toBe(2);
    expect(moveDraftCorner(draft, 0, canvasPoint(5, 5), 0.5)).toMatchObject({ ok: true, draft: { zoom: 0.5 } });
  });

  it('refuse a fourth corner or a move that makes no rectangle, and take none past four', () => {
    const three = place(place(place(NO_PERSPECTIVE_DRAFT, 0, 0), 100, 0), 100, 100);
    expect(placeDraftCorner(three, canvasPoint(50, 0), 1)).toEqual({ ok: false, reason: 'collinear' });
    const four = place(three, 0, 100);
    expect(placeDraftCorner(four, canvasPoint(50, 50), 1)).toEqual({ ok: true, draft: four });
    expect(moveDraftCorner(four, 1, canvasPoint(0, 100), 1)).toMatchObject({ ok: false });
    expect(moveDraftCorner(four, 2, canvasPoint(30, 30), 1)).toEqual({ ok: false, reason: 'concave' });
  });
});
