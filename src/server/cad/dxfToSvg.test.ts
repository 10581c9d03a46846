import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CAD_RENDER_LONGEST_SIDE } from '../../shared/constants';
import type { CadPolyline } from './cadModel';
import {
  brightness,
  darkPixelCount,
  FIXTURES,
  polygonArea,
  polygonPerimeter,
  renderSvg,
  svgSubpaths,
} from './cadTestSupport';
import { CAD_MARGIN, drawCadSvg } from './drawCadSvg';
import { BINARY_DXF_MESSAGE, decodeDxfText, dxfToSvg } from './index';
import { readDxf } from './readDxf';

const DXF = `${FIXTURES}/dxf`;
const readFixture = (name: string): string => decodeDxfText(readFileSync(`${DXF}/${name}`));

describe('1x1rectangle.dxf', () => {
  const result = drawCadSvg(readDxf(readFixture('1x1rectangle.dxf')));
  const m = CAD_MARGIN;
  const k = CAD_RENDER_LONGEST_SIDE / 10;

  it('puts the rectangle corners exactly on pixel centres', () => {
    expect(result.mapping).toEqual({ minX: 0, maxY: 10, k, margin: m });
    const corners = svgSubpaths(result.svg).flat();
    const near = m + 0.5;
    const far = m + 0.5 + 10 * k;
    expect(corners).toHaveLength(4);
    expect(new Set(corners.map((p) => `${p.x},${p.y}`))).toEqual(
      new Set([`${near},${near}`, `${far},${near}`, `${far},${far}`, `${near},${far}`]),
    );
    expect(result.width).toBe(10 * k + 2 * m + 1);
    expect(result.height).toBe(result.width);
  });

  it('reports millimetres at 10 mm per 2000 px', () => {
    expect(result.declaredUnits).toBe('mm');
    expect(result.drawingScale).toEqual({ unit: 'mm', unitsPerPixel: 10 / 2000 });
  });

  it('renders a one-pixel outline with white on both sides, so the wand traces the rectangle', () => {
    const raster = renderSvg(result.svg);
    const near = m;
    const far = m + 10 * k;
    const middle = m + 5 * k;
    for (const column of [near, far]) {
      expect(brightness(raster, column, middle)).toBeLessThan(64);
      expect(brightness(raster, column - 1, middle)).toBe(255);
      expect(brightness(raster, column + 1, middle)).toBe(255);
    }
    for (const row of [near, far]) {
      expect(brightness(raster, middle, row)).toBeLessThan(64);
      expect(brightness(raster, middle, row - 1)).toBe(255);
      expect(brightness(raster, middle, row + 1)).toBe(255);
    }
    for (const [x, y] of [[near, near], [far, near], [far, far], [near, far]] as const) {
      expect(brightness(raster, x, y)).toBeLessThan(64);
    }
    expect(brightness(raster, middle, middle)).toBe(255);
  });
});

describe('areas read back from the model', () => {
  it('forms.dxf: the 33 closed polylines add up to 344,585.87 mm²', () => {
    const model = readDxf(readFixture('forms.dxf'));
    const closed = model.entities.filter(
      (e): e is CadPolyline => e.kind === 'polyline' && e.closed && e.layer === 'FORMS',
    );
    expect(closed).toHaveLength(33);
    expect(closed.every((p) => p.vertices.every((v) => v.bulge === 0))).toBe(true);
    const total = closed.reduce((sum, p) => sum + polygonArea(p.vertices), 0);
    expect(total).toBeCloseTo(344_585.87, 1);
  });

  it('forms.dxf: the same area comes back from the SVG pixels through 1/k', () => {
    const result = drawCadSvg(readDxf(readFixture('forms.dxf')));
    const unitsPerPixel = result.drawingScale!.unitsPerPixel;
    // Closed polylines are the subpaths with four or more corners ending in Z; circles and
    // ellipses are many-sided, so keep only the forms' few-cornered outlines.
    const outlines = [...result.svg.matchAll(/M([^MZ"]*)Z/g)]
      .map((match) => match[1]!.replace('L', ' ').trim().split(/\s+/).map(Number))
      .filter((numbers) => numbers.length <= 2 * 16)
      .map((numbers) => numbers.flatMap((_, i) => (i % 2 === 0 ? [{ x: numbers[i]!, y: numbers[i + 1]! }] : [])));
    expect(outlines).toHaveLength(33);
    const total = outlines.reduce((sum, outline) => sum + polygonArea(outline), 0) * unitsPerPixel ** 2;
    // Pixel coordinates are rounded to 0.001 px: the area agrees to far better than 0.01 %.
    expect(total / 344_585.87).toBeCloseTo(1, 4);
  });

  it('floorplan.dxf: footprint 1702 measures 235,856 and 2,160 in drawing units (declared mm, drawn in inches)', () => {
    const model = readDxf(readFixture('floorplan.dxf'));
    const footprint = model.entities.find((e) => e.handle === '1702');
    expect(footprint?.kind).toBe('polyline');
    const polyline = footprint as CadPolyline;
    expect(polyline.closed).toBe(true);
    expect(polyline.vertices).toHaveLength(16);
    expect(polygonArea(polyline.vertices)).toBeCloseTo(235_856, 3);
    expect(polygonPerimeter(polyline.vertices)).toBeCloseTo(2_160, 6);
    const result = drawCadSvg(model);
    expect(result.declaredUnits).toBe('mm');
    expect(darkPixelCount(renderSvg(result.svg))).toBeGreaterThan(10_000);
  });
});

describe('every DXF fixture', () => {
  const files = readdirSync(DXF).filter((name) => /\.dxf$/i.test(name));

  it.each(files)('%s converts to a PNG with a drawing on it, or is refused precisely', (name) => {
    const text = readFixture(name);
    if (name === 'bin_dxf_r2000.dxf') {
      expect(() => dxfToSvg(text)).toThrow(BINARY_DXF_MESSAGE);
      return;
    }
    const started = performance.now();
    const result = dxfToSvg(text);
    const converted = performance.now() - started;
    const raster = renderSvg(result.svg);
    expect(Math.max(raster.width, raster.height)).toBe(CAD_RENDER_LONGEST_SIDE + 2 * CAD_MARGIN + 1);
    expect(darkPixelCount(raster)).toBeGreaterThan(100);
    expect(result.svg).not.toMatch(/href|<image|<script|url\(/i);
    console.log(`${name}: ${result.width} x ${result.height} px, ${result.declaredUnits}, converted in ${converted.toFixed(0)} ms`);
  });

  it('reads R12 with text after EOF as its single circle', () => {
    const model = readDxf(readFixture('R12_with_trash_beyond_EOF.dxf'));
    expect(model.entities).toEqual([
      expect.objectContaining({ kind: 'circle', center: { x: 0, y: 0 }, radius: 1.5 }),
    ]);
    expect(model.insUnits).toBeNull();
    expect(dxfToSvg(readFixture('R12_with_trash_beyond_EOF.dxf')).declaredUnits).toBe('unitless');
  });

  it('converts api-cw750-details.dxf (2.7 MB) within a few seconds', () => {
    const started = performance.now();
    const result = dxfToSvg(readFixture('api-cw750-details.dxf'));
    const elapsed = performance.now() - started;
    console.log(`api-cw750-details.dxf converted in ${elapsed.toFixed(0)} ms, SVG ${result.svg.length} bytes`);
    expect(elapsed).toBeLessThan(10_000);
    expect(result.drawingScale).toBeNull();
  });

  it('reads old POLYLINE/VERTEX entities with their closed flag', () => {
    const polylines = readDxf(readFixture('POLI-ALL210_12.DXF')).entities.filter((e) => e.kind === 'polyline');
    expect(polylines).toHaveLength(30);
    const closed = polylines.filter((p) => p.kind === 'polyline' && p.closed);
    expect(closed.length).toBeGreaterThan(0);
    expect(closed.length).toBeLessThan(30);
  });
});

describe('hatches', () => {
  it('fills hatches_1.dxf boundaries light grey and leaves their holes white (even-odd)', () => {
    const model = readDxf(readFixture('hatches_1.dxf'));
    const hatches = model.entities.filter((e) => e.kind === 'hatch');
    expect(hatches).toHaveLength(10);
    expect(Math.max(...hatches.map((h) => (h.kind === 'hatch' ? h.loops.length : 0)))).toBe(4);
    const result = drawCadSvg(model);
    expect(result.svg).toContain('fill-rule="evenodd"');
    const raster = renderSvg(result.svg);
    // A ring: an outer boundary with one hole, both polylines.
    const ring = hatches.find((h) => h.kind === 'hatch' && h.loops.length === 2);
    const [outer, inner] = ring?.kind === 'hatch' ? ring.loops : [];
    if (outer?.type !== 'polyline' || inner?.type !== 'polyline') throw new Error('expected two polyline loops');
    const { margin, minX, maxY, k } = result.mapping;
    const toPixel = (x: number, y: number): [number, number] => [
      Math.round(margin + (x - minX) * k),
      Math.round(margin + (maxY - y) * k),
    ];
    const outerXs = outer.vertices.map((v) => v.x);
    const innerXs = inner.vertices.map((v) => v.x);
    const innerYs = inner.vertices.map((v) => v.y);
    const holeY = (Math.min(...innerYs) + Math.max(...innerYs)) / 2;
    const holeCentre = toPixel((Math.min(...innerXs) + Math.max(...innerXs)) / 2, holeY);
    const band = toPixel((Math.min(...outerXs) + Math.min(...innerXs)) / 2, holeY);
    expect(brightness(raster, ...holeCentre)).toBe(255);
    expect(brightness(raster, ...band)).toBeCloseTo(0xe0, -1);
  });
});

describe('bad DXF input', () => {
  it('refuses an empty file', () => {
    expect(() => dxfToSvg('')).toThrow('The DXF file is empty');
  });

  it('refuses text that is not a DXF', () => {
    expect(() => dxfToSvg('hello\nworld\n')).toThrow(/not a DXF drawing|could not be read/);
  });

  it('refuses a DXF cut off before its end', () => {
    const text = readFixture('forms.dxf');
    expect(() => dxfToSvg(text.slice(0, text.length / 2))).toThrow(/The DXF file could not be read/);
  });

  it('refuses a drawing with nothing to draw', () => {
    expect(() => dxfToSvg('0\nSECTION\n2\nENTITIES\n0\nENDSEC\n0\nEOF\n')).toThrow('nothing that can be drawn');
  });

  it('refuses a drawing whose extents are a single point', () => {
    const line = '0\nLINE\n8\n0\n10\n5\n20\n5\n11\n5\n21\n5\n';
    expect(() => dxfToSvg(`0\nSECTION\n2\nENTITIES\n${line}0\nENDSEC\n0\nEOF\n`)).toThrow('no size');
  });

  it('refuses absurd coordinates', () => {
    const line = '0\nLINE\n8\n0\n10\n0\n20\n0\n11\n1e300\n21\n5\n';
    expect(() => dxfToSvg(`0\nSECTION\n2\nENTITIES\n${line}0\nENDSEC\n0\nEOF\n`)).toThrow('too far');
  });
});

describe('DXF text and spaces', () => {
  it('decodes UTF-8 files as UTF-8 and older ANSI files as Windows-1252', () => {
    expect(decodeDxfText(new TextEncoder().encode('1\nØ 50 °\n'))).toBe('1\nØ 50 °\n');
    expect(decodeDxfText(new Uint8Array([0x31, 0x0a, 0xd8, 0x20, 0xb0]))).toBe('1\nØ °');
  });

  it('draws a drawing kept only in paper space from there', () => {
    const line = '0\nLINE\n8\n0\n67\n1\n10\n0\n20\n0\n11\n4\n21\n3\n';
    const result = drawCadSvg(readDxf(`0\nSECTION\n2\nENTITIES\n${line}0\nENDSEC\n0\nEOF\n`));
    expect(result.mapping.k).toBe(CAD_RENDER_LONGEST_SIDE / 4);
  });

  it('leaves paper space out when model space has a drawing', () => {
    const paper = '0\nLINE\n8\n0\n67\n1\n10\n0\n20\n0\n11\n400\n21\n300\n';
    const model = '0\nLINE\n8\n0\n10\n0\n20\n0\n11\n4\n21\n3\n';
    const result = drawCadSvg(readDxf(`0\nSECTION\n2\nENTITIES\n${paper}${model}0\nENDSEC\n0\nEOF\n`));
    expect(result.mapping.k).toBe(CAD_RENDER_LONGEST_SIDE / 4);
  });

  it('escapes text so the SVG stays well-formed', () => {
    const text = '0\nTEXT\n8\n0\n10\n0\n20\n0\n40\n1\n1\n<b>&"x"</b>\n';
    const result = dxfToSvg(`0\nSECTION\n2\nENTITIES\n${text}0\nENDSEC\n0\nEOF\n`);
    expect(result.svg).toContain('&lt;b&gt;&amp;&quot;x&quot;&lt;/b&gt;');
    expect(result.svg).not.toContain('<b>');
  });
});
