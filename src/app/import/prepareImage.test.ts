import { describe, expect, it } from 'vitest';
import { upscaledSize } from './prepareImage';

describe('upscaledSize', () => {
  it('leaves an image whose smaller side is 600 px or more as it is', () => {
    expect(upscaledSize(897, 704)).toEqual({ width: 897, height: 704, factor: 1 });
    expect(upscaledSize(600, 600)).toEqual({ width: 600, height: 600, factor: 1 });
  });

  it('brings the smaller side of a small image to exactly 600 px, keeping its proportions', () => {
    expect(upscaledSize(64, 64)).toEqual({ width: 600, height: 600, factor: 600 / 64 });
    expect(upscaledSize(1000, 400)).toEqual({ width: 1500, height: 600, factor: 1.5 });
    expect(upscaledSize(300, 450)).toEqual({ width: 600, height: 900, factor: 2 });
  });

  it('refuses an image without pixels', () => {
    expect(() => upscaledSize(0, 10)).toThrow(RangeError);
  });
});
