import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareImage, upscaledSize } from './prepareImage';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The signature and IHDR of a `width` × `height` 8-bit grey PNG: all prepareImage reads of a large one. */
function pngHead(width: number, height: number): Blob {
  const head = new Uint8Array(33);
  head.set([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82]);
  const view = new DataView(head.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  head.set([8, 0, 0, 0, 0], 24);
  return new Blob([head, new Uint8Array(100)], { type: 'image/png' });
}

describe('prepareImage', () => {
  it('takes a large PNG\'s size from its header, decoding nothing on the page', async () => {
    const decode = vi.fn(async () => ({ width: 1, height: 1, close: () => undefined }));
    vi.stubGlobal('createImageBitmap', decode);
    const blob = pngHead(20_000, 14_000);
    await expect(prepareImage(blob)).resolves.toEqual({ blob, width: 20_000, height: 14_000, factor: 1 });
    expect(decode).not.toHaveBeenCalled();
  });

  it('decodes a PNG too small to keep as it is, to enlarge it', async () => {
    const decode = vi.fn(async () => {
      throw new Error('not decodable here');
    });
    vi.stubGlobal('createImageBitmap', decode);
    await expect(prepareImage(pngHead(800, 300))).rejects.toThrow('Unable to upload image');
    expect(decode).toHaveBeenCalledTimes(1);
  });
});

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
