/**
 * The production conversion worker (src/server/uploads/conversionWorker.ts, as the server
 * bundles it) on every CAD and SVG fixture, with the real CAD readers of src/server/cad.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorSchema, uploadResponseSchema } from '../../shared/api';
import { CAD_RENDER_LONGEST_SIDE, MESSAGES } from '../../shared/constants';
import { agreeingMillimetreRoomText } from '../cad/testing/dimensionedDxf';
import { bundleWorker, type BundledWorker } from './testing/bundleWorker';
import { fileUpload } from './testing/multipartBody';
import { openUploadTestApp, type UploadTestApp } from './testing/openUploadTestApp';
import { countInkedPixels, decodePng, pngSize } from './testing/readPng';

const FIXTURES = new URL('../../../../shared/fixtures/', import.meta.url);
const fixture = (path: string): Buffer => readFileSync(new URL(path, FIXTURES));
const names = (folder: string): string[] => readdirSync(new URL(`${folder}/`, FIXTURES));

let worker: BundledWorker;
let server: UploadTestApp;

beforeAll(async () => {
  worker = await bundleWorker('src/server/uploads/conversionWorker.ts');
});
afterAll(async () => {
  await worker?.remove();
});
beforeEach(async () => {
  server = await openUploadTestApp(worker.url);
});
afterEach(async () => {
  await server.close();
});

/**
 * Uploads a fixture and checks the outcome: a PNG with ink on a white page whose size matches
 * the answer, or a refusal whose message says why (never the bare failure message).
 */
async function convertsOrRefusesClearly(folder: string, name: string): Promise<'converted' | 'refused'> {
  const started = Date.now();
  const response = await server.app.inject({ method: 'POST', url: '/api/uploads', ...fileUpload(name, fixture(`${folder}/${name}`), server.auth) });
  console.info(`${folder}/${name}: ${response.statusCode} in ${Date.now() - started} ms`);
  if (response.statusCode !== 200) {
    expect([415, 422]).toContain(response.statusCode);
    const { message } = apiErrorSchema.parse(response.json());
    expect(message).not.toBe(MESSAGES.fileUploadFailed);
    return 'refused';
  }
  const body = uploadResponseSchema.parse(response.json());
  const png = new Uint8Array((await server.app.inject({ method: 'GET', url: body.path })).rawPayload);
  expect(pngSize(png)).toEqual({ width: body.width, height: body.height });
  expect(Math.max(body.width, body.height)).toBeGreaterThanOrEqual(CAD_RENDER_LONGEST_SIDE);
  const image = decodePng(png);
  const inked = countInkedPixels(image);
  expect(inked).toBeGreaterThan(100);
  expect(inked).toBeLessThan(body.width * body.height * 0.9);
  return 'converted';
}

describe('POST /api/uploads with the real CAD readers', () => {
  it.each(names('dxf'))('converts dxf/%s or refuses it with a clear message', { timeout: 60_000 }, async (name) => {
    const outcome = await convertsOrRefusesClearly('dxf', name);
    expect(outcome).toBe(name.startsWith('bin_') ? 'refused' : 'converted');
  });

  it.each(names('dwg'))('converts dwg/%s', { timeout: 60_000 }, async (name) => {
    expect(await convertsOrRefusesClearly('dwg', name)).toBe('converted');
  });

  it.each(names('svg').filter((name) => name.endsWith('.svg')))('converts svg/%s in the production worker', async (name) => {
    expect(await convertsOrRefusesClearly('svg', name)).toBe('converted');
  });

  it('opens 1x1rectangle.dxf at true scale: 10 mm across 2000 px', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/uploads', ...fileUpload('1x1rectangle.dxf', fixture('dxf/1x1rectangle.dxf'), server.auth) });
    const body = uploadResponseSchema.parse(response.json());
    expect(body.source).toBe('dxf');
    expect(body.drawingScale?.unit).toBe('mm');
    expect(body.drawingScale?.unitsPerPixel).toBeCloseTo(10 / CAD_RENDER_LONGEST_SIDE, 12);
    expect(body.declaredUnits).toMatch(/mm|millimet/i);
    // It has no dimensions to disagree with its units.
    expect(body).not.toHaveProperty('unitsSuggestion');
  });

  it('answers floorplan.dxf with its declared millimetres and offers inches, on which its 63 dimensions agree', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/uploads', ...fileUpload('floorplan.dxf', fixture('dxf/floorplan.dxf'), server.auth) });
    const body = uploadResponseSchema.parse(response.json());
    expect(body.drawingScale?.unit).toBe('mm');
    expect(body.unitsSuggestion).toEqual({ drawingScale: { unit: 'in', unitsPerPixel: body.drawingScale!.unitsPerPixel }, agreeing: 63, dimensions: 63 });
  });

  it('offers no other units for a DXF whose dimensions agree with its own', async () => {
    const text = agreeingMillimetreRoomText();
    const response = await server.app.inject({ method: 'POST', url: '/api/uploads', ...fileUpload('room.dxf', Buffer.from(text), server.auth) });
    const body = uploadResponseSchema.parse(response.json());
    expect(body.drawingScale?.unit).toBe('mm');
    expect(body).not.toHaveProperty('unitsSuggestion');
  });
});
