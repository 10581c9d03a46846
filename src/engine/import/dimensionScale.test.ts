import { describe, expect, it } from 'vitest';
import { dimensionScale, dimensionScaleHint, dimensionsAgreeing, hintRatio } from './dimensionScale';
import { pageDimensions } from './dimensionTexts';
import { horizontalDimension, pageOf, pointsFor, TEXT_HEIGHT, verticalDimension } from './testing/dimensionedPage';

const INCH = 72;

/** Five wall lengths of a flat in mm, each dimensioned along the bottom at 1:`ratio`. */
function metricRow(ratio: number, texts = ['3600', '2400', '4250', '900', '1200']) {
  let x = 40;
  return texts.map((text) => {
    const length = pointsFor(Number(text), ratio);
    const dimension = horizontalDimension(text, x, 60, length);
    x += length;
    return dimension;
  });
}

const scaleOf = (dimensions: ReturnType<typeof metricRow>) => {
  const { items, segments } = pageOf(dimensions);
  return dimensionScale(pageDimensions(items, segments));
};

describe('the scale a PDF page’s dimensions read', () => {
  it('reads 1:50 from metric dimensions that all agree, and says how many do', () => {
    expect(scaleOf(metricRow(50))).toEqual({ ratio: 50, text: '1:50', unit: 'mm', agreeing: 5, read: 5 });
  });

  it('keeps the majority when one dimension is not to scale, and counts it against the agreement', () => {
    const row = metricRow(100, ['3600', '2400', '4250', '900']);
    const outlier = horizontalDimension('5000', 40, 200, pointsFor(3000, 100));
    expect(scaleOf([...row, outlier])).toEqual({ ratio: 100, text: '1:100', unit: 'mm', agreeing: 4, read: 5 });
  });

  it('offers nothing when the dimensions split evenly or fewer than three agree', () => {
    const at100 = ['4250', '1200', '3000'].map((text, index) => horizontalDimension(text, 40 + index * 150, 300, pointsFor(Number(text), 100)));
    expect(scaleOf([...metricRow(50, ['3600', '2400', '900']), ...at100])).toBeNull();
    expect(scaleOf(metricRow(50, ['3600', '2400']))).toBeNull();
  });

  it('reads no dimension from a text that is beside no line, across a line or past its end', () => {
    const [first] = metricRow(50, ['3600']);
    const far = { ...first!.item, transform: [TEXT_HEIGHT, 0, 0, TEXT_HEIGHT, 400, 400] };
    // Turned square to the line, its middle right over the line's middle.
    const middle = (first!.segment.x1 + first!.segment.x2) / 2;
    const across = verticalDimension('3600', middle + 1.5 + 0.35 * TEXT_HEIGHT, 62 - 10, 20).item;
    const pastTheEnd = { ...first!.item, transform: [TEXT_HEIGHT, 0, 0, TEXT_HEIGHT, first!.segment.x2 + 5, 61.5] };
    const note = { ...first!.item, str: 'Kitchen' };
    expect(pageDimensions([far, across, pastTheEnd, note], [first!.segment])).toEqual([]);
    expect(pageDimensions([first!.item], [first!.segment])).toEqual([
      { text: '3600', stated: { value: 3600, unit: null, rounding: 0.5 }, paperLength: first!.segment.x2 - first!.segment.x1 },
    ]);
  });

  it('takes the nearer of two parallel lines: the dimension line rather than the wall beyond it', () => {
    const dimension = horizontalDimension('3600', 40, 60, pointsFor(3600, 50));
    const wall = { x1: 20, y1: 55, x2: 300, y2: 55 };
    expect(pageDimensions([dimension.item], [wall, dimension.segment])[0]?.paperLength).toBeCloseTo(pointsFor(3600, 50), 9);
  });

  it('reads vertical dimensions, whose texts turn with their lines', () => {
    // A chain up the left of the plan: each line starts where the last ends.
    let y = 60;
    const column = ['3600', '2400', '4250'].map((text) => {
      const dimension = verticalDimension(text, 40, y, pointsFor(Number(text), 50));
      y = dimension.segment.y2;
      return dimension;
    });
    expect(scaleOf(column)).toEqual({ ratio: 50, text: '1:50', unit: 'mm', agreeing: 3, read: 3 });
  });

  it('reads feet and inches at 1/4" = 1\'-0", and measures in feet', () => {
    // 12'-6" at a quarter inch to the foot is 3 1/8" of paper.
    const texts: [string, number][] = [[`12'-6"`, 12.5], [`8'-0"`, 8], [`15'-4 1/2"`, 15.375], [`3'-0"`, 3]];
    const row = texts.map(([text, feet], index) => horizontalDimension(text, 40, 60 + index * 40, (feet / 4) * INCH));
    expect(scaleOf(row)).toEqual({ ratio: 48, text: `1/4" = 1'-0"`, unit: 'ft', agreeing: 4, read: 4 });
  });

  it('reads metres with their unit, and settles on the common scale their rounding allows', () => {
    // "3.6 m" allows 3.55 to 3.65 m; the lines are drawn 1 % long, still 1:100 within the rounding.
    const row = ['3.6 m', '2.4 m', '4.2 m'].map((text, index) => horizontalDimension(text, 40, 60 + index * 40, pointsFor(Number.parseFloat(text) * 1000 * 1.01, 100)));
    expect(scaleOf(row)).toEqual({ ratio: 100, text: '1:100', unit: 'm', agreeing: 3, read: 3 });
  });

  it('counts how many dimensions agree with another scale, such as one the page states', () => {
    const { items, segments } = pageOf(metricRow(50));
    const dimensions = pageDimensions(items, segments);
    expect(dimensionsAgreeing(dimensions, 50)).toBe(5);
    expect(dimensionsAgreeing(dimensions, 100)).toBe(0);
  });

  it('gives a hint in the dimensions’ unit whose ratio reads back', () => {
    const hint = dimensionScaleHint({ ratio: 50, text: '1:50', unit: 'mm', agreeing: 5, read: 5 }, 2);
    expect(hint).toEqual({ unit: 'mm', unitsPerPixel: ((25.4 / 72) * 50) / 2, label: 'Scale 1:50 from the dimensions', apply: 'offer' });
    expect(hintRatio(hint, 2)).toBeCloseTo(50, 9);
  });
});
