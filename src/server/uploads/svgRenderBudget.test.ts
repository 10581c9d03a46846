/**
 * The render budget on real resvg parses: each SVG goes through the sanitiser and rasterizeSvg as
 * an upload does; refused ones throw before anything is drawn, accepted ones are drawn.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rasterizeSvg } from './rasterizeSvg';
import { sanitizeSvg } from './sanitizeSvg';
import { checkRenderCost } from './svgRenderBudget';
import { dataUri, gifOfSize, jpegOfSize, pngOfSize } from './testing/imageHeaders';
import { UploadError } from './UploadError';

const convert = (svg: string) => rasterizeSvg(sanitizeSvg(svg), 'fit');

function refusal(svg: string): string {
  try {
    convert(svg);
  } catch (error) {
    if (error instanceof UploadError && error.statusCode === 422) return error.message;
    throw error;
  }
  throw new Error('the SVG was drawn');
}

const svg = (body: string, size = 'width="2000" height="2000"') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ${size}>${body}</svg>`;
const TOO_SLOW = /^The SVG is refused: its filters would take too long to draw/;

describe('filters', () => {
  it('refuses the 187-byte feMorphology bomb, naming what is too costly', () => {
    const bomb = svg('<filter id="f"><feMorphology radius="400"/></filter><rect width="2000" height="2000" filter="url(#f)"/>');
    expect(refusal(bomb)).toMatch(/^The SVG is refused: its filters would take too long to draw \(\d+ times the limit\); the costliest is feMorphology with a radius of 400 px over 2400 × 2400 px$/);
  });

  it('draws a small radius, and ordinary drop shadows and blurs', () => {
    expect(convert(svg('<filter id="f"><feMorphology radius="2"/></filter><rect width="2000" height="2000" filter="url(#f)"/>')).width).toBe(2000);
    const shadow = '<filter id="s"><feGaussianBlur in="SourceAlpha" stdDeviation="4"/><feOffset dx="3" dy="3"/><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>';
    const rooms = Array.from({ length: 40 }, (_, index) => `<rect x="${(index % 8) * 240}" y="${Math.floor(index / 8) * 380}" width="200" height="300" filter="url(#s)"/>`);
    expect(convert(svg(shadow + rooms.join(''))).width).toBe(2000);
    expect(convert(svg('<rect width="1800" height="1800" style="filter: drop-shadow(4px 4px 8px black)"/>')).width).toBe(2000);
  });

  it('scales a radius with the viewBox and the transforms: 2 user units, doubled, at 100 px each', () => {
    const scaled = svg('<filter id="f"><feMorphology radius="2"/></filter><g transform="scale(2)"><rect width="10" height="10" filter="url(#f)"/></g>', 'width="2000" height="2000" viewBox="0 0 20 20"');
    expect(refusal(scaled)).toMatch(/feMorphology with a radius of 400 px over 2400 × 2400 px$/);
  });

  it('counts every element a filter reaches: through <use>, and through a style sheet rule', () => {
    const blur = '<filter id="b"><feGaussianBlur stdDeviation="5"/></filter>';
    const uses = (count: number) => Array.from({ length: count }, () => '<use xlink:href="#layer"/>').join('');
    const layer = '<defs><rect id="layer" width="2000" height="2000" filter="url(#b)"/></defs>';
    expect(convert(svg(blur + layer + uses(2))).width).toBe(2000);
    expect(refusal(svg(blur + layer + uses(40)))).toMatch(TOO_SLOW);

    const styled = (count: number) => Array.from({ length: count }, () => '<rect class="soft" width="2000" height="2000"/>').join('');
    expect(convert(svg(`<style>.soft { filter: url(#b) }</style>${blur}${styled(2)}`)).width).toBe(2000);
    expect(refusal(svg(`<style>.soft { filter: url(#b) }</style>${blur}${styled(40)}`))).toMatch(TOO_SLOW);
  });

  it('refuses a filter region far larger than the canvas, which resvg would allocate whole', () => {
    const wide = svg('<filter id="f" x="-10" y="-10" width="21" height="21"><feFlood flood-color="red"/></filter><rect width="2000" height="2000" filter="url(#f)"/>');
    expect(refusal(wide)).toBe('The SVG is refused: a filter would cover 42000 × 42000 px; a filter may cover at most 32 megapixels');
    const huge = svg('<rect width="20000" height="20000" filter="blur(2px)"/>');
    expect(refusal(huge)).toMatch(/^The SVG is refused: a filter would cover 40000 × 40000 px/);
  });

  it('prices turbulence by its octaves and convolution by its kernel', () => {
    expect(refusal(svg('<filter id="t"><feTurbulence baseFrequency="0.01" numOctaves="1000"/></filter><rect width="2000" height="2000" filter="url(#t)"/>'))).toMatch(
      /the costliest is feTurbulence with 1000 octaves/,
    );
    const kernel = Array.from({ length: 40 * 40 }, () => '1').join(' ');
    expect(refusal(svg(`<filter id="c"><feConvolveMatrix order="40" kernelMatrix="${kernel}"/></filter><rect width="2000" height="2000" filter="url(#c)"/>`))).toMatch(
      /the costliest is feConvolveMatrix with a 40 x 40 kernel/,
    );
  });

  it('counts filters inside a pattern once for each shape painted with it', () => {
    const pattern = '<filter id="b"><feGaussianBlur stdDeviation="5"/></filter><pattern id="p" width="2000" height="2000" patternUnits="userSpaceOnUse"><rect width="2000" height="2000" filter="url(#b)"/></pattern>';
    const painted = (count: number) => Array.from({ length: count }, () => '<rect width="2000" height="2000" fill="url(#p)"/>').join('');
    expect(convert(svg(pattern + painted(2))).width).toBe(2000);
    expect(refusal(svg(pattern + painted(40)))).toMatch(TOO_SLOW);
  });
});

describe('embedded images', () => {
  const image = (href: string, attributes = 'width="1000" height="1000"') => `<image ${attributes} xlink:href="${href}"/>`;

  it('refuses a 30000 x 30000 PNG before decoding it', () => {
    expect(refusal(svg(image(dataUri('image/png', pngOfSize(30_000, 30_000)))))).toBe(
      'The SVG is refused: it embeds a 30000 × 30000 px image (900 megapixels); an embedded image may have at most 40 megapixels',
    );
  });

  it('refuses JPEG and GIF images past the limit too, and one inside a filter', () => {
    expect(refusal(svg(image(dataUri('image/jpeg', jpegOfSize(10_000, 5_000)))))).toMatch(/embeds a 10000 × 5000 px image \(50 megapixels\)/);
    expect(refusal(svg(image(dataUri('image/gif', gifOfSize({ width: 8000, height: 8000 })))))).toMatch(/embeds a 8000 × 8000 px image/);
    const feImage = `<filter id="f"><feImage xlink:href="${dataUri('image/png', pngOfSize(9000, 9000))}"/></filter><rect width="100" height="100" filter="url(#f)"/>`;
    expect(refusal(svg(feImage))).toMatch(/embeds a 9000 × 9000 px image/);
  });

  it('counts each use of an image towards the total', () => {
    const defs = `<defs>${image(dataUri('image/png', pngOfSize(4000, 2500)), 'id="photo" width="100" height="100"')}</defs>`;
    const uses = (count: number) => Array.from({ length: count }, (_, index) => `<use xlink:href="#photo" x="${index * 100}"/>`).join('');
    expect(convert(svg(defs + uses(9))).width).toBe(2000);
    expect(refusal(svg(defs + uses(11)))).toBe(
      'The SVG is refused: its embedded images come to more than 100 megapixels as drawn (each use of an image counts)',
    );
  });

  it('draws a real 5400 x 2700 photograph', () => {
    const photo = readFileSync(new URL('../../../../shared/fixtures/images/world.topo.bathy.200412.3x5400x2700.jpg', import.meta.url));
    expect(convert(svg(image(dataUri('image/jpeg', photo), 'width="2000" height="1000"'))).width).toBe(2000);
  });

  it('refuses an image resvg kept whose size cannot be read', () => {
    const kept = `<svg width="10" height="10" viewBox="0 0 10 10"><image width="10" height="10" xlink:href="data:image/webp;base64,UklGRgAAAABXRUJQ"/></svg>`;
    expect(() => checkRenderCost(kept, { width: 10, height: 10 })).toThrow('The SVG is refused: an embedded image is not a PNG, JPEG or GIF whose size can be read');
  });
});
