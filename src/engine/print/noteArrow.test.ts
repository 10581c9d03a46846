import { describe, expect, it } from 'vitest';
import { ARROW_HEAD, arrowAnchor, arrowHead } from './noteArrow';

const box = { x: 100, y: 50, width: 200, height: 60 };

describe('arrowAnchor', () => {
  it('goes round the box clockwise from the top-left corner', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((position) => arrowAnchor(box, position))).toEqual([
      { x: 100, y: 50 },
      { x: 200, y: 50 },
      { x: 300, y: 50 },
      { x: 300, y: 80 },
      { x: 300, y: 110 },
      { x: 200, y: 110 },
      { x: 100, y: 110 },
      { x: 100, y: 80 },
    ]);
  });

  it('wraps positions outside 0 to 7', () => {
    expect(arrowAnchor(box, 8)).toEqual(arrowAnchor(box, 0));
    expect(arrowAnchor(box, -1)).toEqual(arrowAnchor(box, 7));
  });
});

describe('arrowHead', () => {
  it('puts its tip on the annotated point, its base behind it along the arrow', () => {
    const [tip, left, right] = arrowHead({ x: 0, y: 0 }, { x: 100, y: 0 })!;
    expect(tip).toEqual({ x: 100, y: 0 });
    expect(left).toEqual({ x: 100 - ARROW_HEAD.length, y: ARROW_HEAD.halfWidth });
    expect(right).toEqual({ x: 100 - ARROW_HEAD.length, y: -ARROW_HEAD.halfWidth });
  });

  it('has no head when the arrow has no length', () => {
    expect(arrowHead({ x: 5, y: 5 }, { x: 5, y: 5 })).toBeNull();
  });
});
