import { describe, expect, it } from 'vitest';
import { pageDimensions } from '../../engine/import/dimensionTexts';
import { paperScaleHint } from '../../engine/import/paperScale';
import { horizontalDimension, pageOf, pointsFor } from '../../engine/import/testing/dimensionedPage';
import { pageScaleOffer } from './pageScaleOffer';

const PIXELS_PER_POINT = 2;
const stated = (ratio: number) => paperScaleHint({ ratio, system: 'metric', text: `1:${ratio}` }, PIXELS_PER_POINT);

/** A row of dimensions drawn at 1:`ratio`, the last `wrong` of them stating another length than their line (each its own). */
function dimensionsAt(ratio: number, wrong = 0) {
  const texts = ['3600', '2400', '4250', '900', '1200'];
  const drawn = texts.map((text, index) => {
    const mm = index >= texts.length - wrong ? Number(text) * (1 + 0.3 * index) : Number(text);
    return horizontalDimension(text, 40, 60 + index * 40, pointsFor(mm, ratio));
  });
  const { items, segments } = pageOf(drawn);
  return pageDimensions(items, segments);
}

describe('the offer of a PDF page’s own scale', () => {
  it('says what the page states, as before, when it has no dimensions or they agree with it', () => {
    expect(pageScaleOffer(stated(50), [], PIXELS_PER_POINT)).toEqual({ message: 'This page says Scale 1:50', choices: [stated(50)] });
    expect(pageScaleOffer(stated(50), dimensionsAt(50, 1), PIXELS_PER_POINT)).toEqual({ message: 'This page says Scale 1:50', choices: [stated(50)] });
  });

  it('offers the dimensions’ scale, with how many agree, on a page that states none', () => {
    const offer = pageScaleOffer(null, dimensionsAt(50, 1), PIXELS_PER_POINT);
    expect(offer?.message).toBe('Dimensions on this page: 1:50 (4 of 5 agree)');
    expect(offer?.choices).toEqual([{ unit: 'mm', unitsPerPixel: ((25.4 / 72) * 50) / PIXELS_PER_POINT, label: 'Scale 1:50 from the dimensions', apply: 'offer' }]);
  });

  it('says so, and offers both, when the dimensions disagree with the scale the page states', () => {
    const offer = pageScaleOffer(stated(100), dimensionsAt(50, 1), PIXELS_PER_POINT);
    expect(offer?.message).toBe('This page says Scale 1:100, but its dimensions read 1:50 (4 of 5 agree)');
    expect(offer?.choices.map((choice) => choice.label)).toEqual(['Scale 1:100', 'Scale 1:50 from the dimensions']);
    expect(offer?.choices[1]?.unitsPerPixel).toBeCloseTo(((25.4 / 72) * 50) / PIXELS_PER_POINT, 12);
  });

  it('offers nothing on a page that states no scale and whose dimensions do not agree', () => {
    expect(pageScaleOffer(null, dimensionsAt(50, 3), PIXELS_PER_POINT)).toBeNull();
    expect(pageScaleOffer(null, [], PIXELS_PER_POINT)).toBeNull();
  });
});
