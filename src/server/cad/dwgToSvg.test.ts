import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { CAD_RENDER_LONGEST_SIDE } from '../../shared/constants';
import type { CadModel } from './cadModel';
import { darkPixelCount, FIXTURES, renderSvg } from './cadTestSupport';
import { CAD_MARGIN, drawCadSvg } from './drawCadSvg';
import { dwgToSvg } from './index';
import { readDwg } from './readDwg';

const DWG = `${FIXTURES}/dwg`;
const readFixture = (name: string): Uint8Array => new Uint8Array(readFileSync(`${DWG}/${name}`));

function kindCounts(model: CadModel): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const entity of model.entities) counts[entity.kind] = (counts[entity.kind] ?? 0) + 1;
  return counts;
}

describe('every DWG fixture', () => {
  const files = readdirSync(DWG).filter((name) => name.endsWith('.dwg'));
  // Each file is read once (libredwg takes a few hundred ms per file) and shared by the tests.
  const models = new Map<string, { model: CadModel; readMs: number }>();
  beforeAll(async () => {
    for (const name of files) {
      const started = performance.now();
      const model = await readDwg(readFixture(name));
      models.set(name, { model, readMs: performance.now() - started });
    }
  }, 60_000);

  it.each(files)('%s converts to a PNG with a drawing on it', (name) => {
    const { model, readMs } = models.get(name)!;
    const started = performance.now();
    const result = drawCadSvg(model);
    const converted = readMs + performance.now() - started;
    const raster = renderSvg(result.svg);
    expect(Math.max(raster.width, raster.height)).toBe(CAD_RENDER_LONGEST_SIDE + 2 * CAD_MARGIN + 1);
    expect(darkPixelCount(raster)).toBeGreaterThan(500);
    expect(result.svg).not.toMatch(/href|<image|<script|url\(/i);
    console.log(`${name}: ${result.width} x ${result.height} px, ${result.declaredUnits}, converted in ${converted.toFixed(0)} ms`);
  });

  it('reads the same drawing saved as R2000, R2004, R2010 and R2018 alike', () => {
    const versions = ['sample_AC1015.dwg', 'sample_AC1018.dwg', 'sample_AC1024.dwg', 'sample_AC1032.dwg'];
    const results = versions.map((name) => {
      const { model } = models.get(name)!;
      return { counts: kindCounts(model), drawing: drawCadSvg(model) };
    });
    const [reference] = results;
    for (const { counts, drawing } of results) {
      // libredwg reads R2004 with one attribute text fewer; every other kind matches exactly.
      for (const kind of new Set([...Object.keys(counts), ...Object.keys(reference!.counts)])) {
        expect(Math.abs((counts[kind] ?? 0) - (reference!.counts[kind] ?? 0)), kind).toBeLessThanOrEqual(1);
      }
      expect(drawing.mapping.minX).toBeCloseTo(reference!.drawing.mapping.minX, 6);
      expect(drawing.mapping.maxY).toBeCloseTo(reference!.drawing.mapping.maxY, 6);
      expect(drawing.mapping.k).toBeCloseTo(reference!.drawing.mapping.k, 9);
      expect(drawing.width).toBe(reference!.drawing.width);
      expect(drawing.height).toBe(reference!.drawing.height);
      expect(drawing.drawingScale).toEqual({ unit: 'in', unitsPerPixel: 1 / drawing.mapping.k });
      expect(Math.abs(drawing.svg.length - reference!.drawing.svg.length)).toBeLessThan(reference!.drawing.svg.length * 0.02);
    }
    // The export of this drawing lists 21 LWPOLYLINE, 18 of them closed, and 8 circles.
    const { model } = models.get('sample_AC1032.dwg')!;
    // Closed polylines: the 18 LWPOLYLINEs, none of the other polyline kinds.
    expect(model.entities.filter((e) => e.kind === 'polyline' && e.closed)).toHaveLength(18);
    expect(model.entities.filter((e) => e.kind === 'circle')).toHaveLength(8);
  });

  it('reports the units dim_linear_tutorial.dwg declares (metres)', async () => {
    const result = await dwgToSvg(readFixture('dim_linear_tutorial.dwg'));
    expect(result.declaredUnits).toBe('m');
    expect(result.drawingScale?.unit).toBe('m');
  });
});

describe('bad DWG input', () => {
  it('refuses a truncated DWG with a clear error and then reads a good one', async () => {
    const full = readFixture('sample_AC1032.dwg');
    await expect(dwgToSvg(full.subarray(0, 40_000))).rejects.toThrow(
      'The DWG file could not be read: the file is damaged or incomplete (AC1032)',
    );
    const result = await dwgToSvg(readFixture('dim_linear_tutorial.dwg'));
    expect(result.width).toBeGreaterThan(0);
  });

  it('refuses random bytes behind a DWG version header', async () => {
    const bytes = new Uint8Array([...new TextEncoder().encode('AC1032'), ...randomBytes(4000)]);
    await expect(dwgToSvg(bytes)).rejects.toThrow(/^The DWG file could not be read/);
  });

  it('refuses a file that is not a DWG at all, before loading libredwg', async () => {
    await expect(dwgToSvg(new Uint8Array(randomBytes(2000)))).rejects.toThrow('The file is not a DWG drawing');
    await expect(dwgToSvg(new Uint8Array())).rejects.toThrow('The file is not a DWG drawing');
  });

  it('leaves the process exit code alone after a failure', async () => {
    const before = process.exitCode;
    await expect(dwgToSvg(readFixture('sample_AC1018.dwg').subarray(0, 5000))).rejects.toThrow();
    expect(process.exitCode).toBe(before);
  });
});
