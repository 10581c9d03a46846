import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { embeddedImageSize } from './embeddedImageSize';
import { dataUri, gifOfSize, jpegOfSize, pngOfSize } from './testing/imageHeaders';

const fixture = (name: string): Buffer => readFileSync(new URL(`../../../../shared/fixtures/images/${name}`, import.meta.url));

describe('embeddedImageSize', () => {
  it('reads the size of real PNG, JPEG and GIF files', () => {
    expect(embeddedImageSize(dataUri('image/png', fixture('floorplan-background_with_floorplanner.png')))).toEqual({ format: 'png', width: 897, height: 704 });
    expect(embeddedImageSize(dataUri('image/jpeg', fixture('world.topo.bathy.200412.3x5400x2700.jpg')))).toEqual({ format: 'jpeg', width: 5400, height: 2700 });
    expect(embeddedImageSize(dataUri('image/gif', fixture('resvg-image.gif')))).toEqual({ format: 'gif', width: 64, height: 64 });
  });

  it('reads a 30000 x 30000 PNG from its header, without inflating it', () => {
    expect(embeddedImageSize(dataUri('image/png', pngOfSize(30_000, 30_000)))).toEqual({ format: 'png', width: 30_000, height: 30_000 });
  });

  it('tells the format by the bytes, not by the stated type', () => {
    expect(embeddedImageSize(dataUri('image/png', jpegOfSize(640, 480)))).toEqual({ format: 'jpeg', width: 640, height: 480 });
  });

  it('finds a JPEG frame header behind large metadata segments', () => {
    expect(embeddedImageSize(dataUri('image/jpeg', jpegOfSize(20_000, 10_000, 300_000)))).toEqual({ format: 'jpeg', width: 20_000, height: 10_000 });
  });

  it('takes the larger of a GIF screen and its first frame', () => {
    expect(embeddedImageSize(dataUri('image/gif', gifOfSize({ width: 10, height: 10 }, { width: 60_000, height: 50_000 })))).toMatchObject({ width: 60_000, height: 50_000 });
  });

  it('reads percent-encoded data and white space inside base64', () => {
    const png = pngOfSize(300, 200);
    const percent = `data:image/png,${[...png].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('')}`;
    expect(embeddedImageSize(percent)).toMatchObject({ width: 300, height: 200 });
    const spaced = `data:image/png;base64, ${png.toString('base64').replace(/(.{8})/g, '$1\n ')}`;
    expect(embeddedImageSize(spaced)).toMatchObject({ width: 300, height: 200 });
  });

  it('answers undefined for other data, broken headers and other URIs', () => {
    expect(embeddedImageSize(dataUri('image/png', Buffer.from('RIFF....WEBPVP8 ')))).toBeUndefined();
    expect(embeddedImageSize(dataUri('image/png', pngOfSize(10, 10).subarray(0, 20)))).toBeUndefined();
    expect(embeddedImageSize(dataUri('image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 1])))).toBeUndefined();
    expect(embeddedImageSize('#image')).toBeUndefined();
    expect(embeddedImageSize('https://example.com/a.png')).toBeUndefined();
  });
});
