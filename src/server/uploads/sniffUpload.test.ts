import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CAD_RENDER_LONGEST_SIDE, IMAGE_MIN_SIDE } from '../../shared/constants';
import { decodeDxfText } from './decodeDxfText';
import { fitZoom, RENDER_MAX_SIDE } from './rasterizeSvg';
import { SNIFF_BYTES, sniffUpload } from './sniffUpload';
import { BROWSER_TYPES_MESSAGE, extensionOf, uploadTypeOf } from './uploadType';

const FIXTURES = new URL('../../../../shared/fixtures/', import.meta.url);
const head = (path: string): Uint8Array => new Uint8Array(readFileSync(new URL(path, FIXTURES))).subarray(0, SNIFF_BYTES);
const text = (value: string): Uint8Array => new TextEncoder().encode(value);

describe('uploadTypeOf', () => {
  it('takes svg, dxf and dwg whatever their case, and ignores folders in the name', () => {
    expect(uploadTypeOf('plan.svg')).toBe('svg');
    expect(uploadTypeOf('POLI-ALL210_12.DXF')).toBe('dxf');
    expect(uploadTypeOf('C:\\fakepath\\house.v2.Dwg')).toBe('dwg');
    expect(extensionOf('.svg')).toBe('svg');
    expect(extensionOf('archive.tar.gz')).toBe('gz');
  });

  it('sends images and PDFs back to the browser, naming what it converts', () => {
    for (const name of readdirSync(new URL('images/', FIXTURES)).filter((each) => !each.endsWith('.tif'))) {
      expect(() => uploadTypeOf(name), name).toThrow(BROWSER_TYPES_MESSAGE);
    }
    for (const name of readdirSync(new URL('pdf/', FIXTURES))) expect(() => uploadTypeOf(name), name).toThrow(BROWSER_TYPES_MESSAGE);
  });

  it('refuses other types and names without an extension with the accepted types', () => {
    expect(() => uploadTypeOf('landsat7-RGB.byte.tif')).toThrow('.tif files are not accepted: upload an svg, dxf or dwg file');
    expect(() => uploadTypeOf('Makefile')).toThrow('The file name has no extension: upload an svg, dxf or dwg file');
  });
});

describe('sniffUpload', () => {
  it('accepts every text DXF and every DWG fixture', () => {
    for (const name of readdirSync(new URL('dxf/', FIXTURES)).filter((each) => !each.startsWith('bin_'))) {
      expect(() => sniffUpload('dxf', head(`dxf/${name}`)), name).not.toThrow();
    }
    for (const name of readdirSync(new URL('dwg/', FIXTURES))) expect(() => sniffUpload('dwg', head(`dwg/${name}`)), name).not.toThrow();
  });

  it('refuses a binary DXF with a precise message', () => {
    expect(() => sniffUpload('dxf', head('dxf/bin_dxf_r2000.dxf'))).toThrow('Binary DXF is not supported; save the drawing as ASCII DXF');
  });

  it('accepts SVGs with a byte order mark, a declaration or leading space', () => {
    for (const name of ['svg/ha-floorplan-home.svg', 'svg/usa.states-territories.svg']) expect(() => sniffUpload('svg', head(name))).not.toThrow();
    expect(() => sniffUpload('svg', new Uint8Array([0xef, 0xbb, 0xbf, ...text('\n <svg/>')]))).not.toThrow();
  });

  it('refuses files that are not what their extension says', () => {
    expect(() => sniffUpload('svg', head('images/resvg-image.gif'))).toThrow(/not an SVG/);
    expect(() => sniffUpload('svg', head('pdf/rotation.pdf'))).toThrow(/not an SVG/);
    expect(() => sniffUpload('svg', text('width,height\n1,2\n'))).toThrow('The file is not an SVG: it does not start with XML markup');
    expect(() => sniffUpload('dxf', head('svg/usa.states-territories.svg'))).toThrow(/not a DXF drawing: it does not start with a SECTION group/);
    expect(() => sniffUpload('dxf', text('0\nSECTION\n2\nNONSENSE\n'))).toThrow(/not a DXF drawing/);
    expect(() => sniffUpload('dwg', head('dxf/1x1rectangle.dxf'))).toThrow(/not a DWG drawing/);
    expect(() => sniffUpload('dwg', head('images/floorplan-background_with_floorplanner.png'))).toThrow(/not a DWG drawing/);
  });

  it('skips 999 comments before the first section', () => {
    expect(() => sniffUpload('dxf', text('999\nmade by hand\n  0\r\nSECTION\r\n  2\r\nENTITIES\r\n'))).not.toThrow();
  });
});

describe('decodeDxfText', () => {
  it('reads a pre-2007 DXF in the code page its header names, and a newer one as UTF-8', () => {
    const header = (version: string): string => `0\nSECTION\n2\nHEADER\n9\n$ACADVER\n1\nAC${version}\n9\n$DWGCODEPAGE\n3\nANSI_1252\n`;
    expect(decodeDxfText(new Uint8Array([...text(header('1015')), 0x4b, 0xfc, 0x63, 0x68, 0x65]))).toMatch(/Küche$/);
    expect(decodeDxfText(text(`${header('1032')}Küche`))).toMatch(/Küche$/);
  });
});

describe('fitZoom', () => {
  it('draws the longer side at the CAD render size', () => {
    expect(920 * fitZoom(920, 585)).toBeCloseTo(CAD_RENDER_LONGEST_SIDE);
  });

  it('raises a thin drawing so its shorter side is the image minimum, within the largest side', () => {
    expect(100 * fitZoom(1000, 100)).toBeCloseTo(IMAGE_MIN_SIDE);
    const zoom = fitZoom(10_000, 10);
    expect(10_000 * zoom).toBeCloseTo(RENDER_MAX_SIDE);
  });
});
