import { describe, expect, it } from 'vitest';
import { pdfRenderScale, thumbnailScale } from './pdfRenderScale';

describe('pdfRenderScale', () => {
  it('renders a letter page at twice its size, the cap', () => {
    expect(pdfRenderScale(612, 792)).toBe(2);
  });

  it('renders a page whose longest side is between 1280 and 2560 pt so that side spans 2560 px', () => {
    expect(pdfRenderScale(1600, 1000)).toBeCloseTo(1.6, 12);
    expect(pdfRenderScale(1000, 2048) * 2048).toBeCloseTo(2560, 9);
  });

  it('renders a page of exactly 2560 pt at 1', () => {
    expect(pdfRenderScale(2560, 1800)).toBe(1);
  });

  it('renders a page over 2560 pt at exactly 1, never smaller (a 24 × 36 in sheet)', () => {
    expect(pdfRenderScale(1728, 2592)).toBe(1);
    expect(pdfRenderScale(14400, 14400)).toBe(1);
  });

  it('renders a page under 400 pt at 1.5 or more', () => {
    const scale = pdfRenderScale(300, 200);
    expect(scale).toBeGreaterThanOrEqual(1.5);
    expect(scale).toBe(2);
    expect(pdfRenderScale(1, 399)).toBe(2);
  });

  it('refuses a page without a size', () => {
    expect(() => pdfRenderScale(0, 0)).toThrow(RangeError);
    expect(() => pdfRenderScale(Number.NaN, 10)).toThrow(/cannot measure/);
  });
});

describe('thumbnailScale', () => {
  it('draws the longest side 200 px long, portrait or landscape', () => {
    expect(612 * thumbnailScale(612, 792)).toBeCloseTo(154.5, 1);
    expect(792 * thumbnailScale(612, 792)).toBeCloseTo(200, 9);
    expect(2592 * thumbnailScale(2592, 1728)).toBeCloseTo(200, 9);
  });

  it('enlarges a page smaller than a thumbnail', () => {
    expect(thumbnailScale(100, 50)).toBe(2);
  });
});
