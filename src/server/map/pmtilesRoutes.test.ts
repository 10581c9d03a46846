import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../shared/api';
import { PMTILES_PATH } from '../../shared/map';
import { mapTestApp } from './testing/mapTestApp';

/** 1000 known bytes: byte i is i mod 251, so any slice can be checked. */
const BYTES = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
let folder: string;
let archive: string;
let app: FastifyInstance | undefined;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'planimetry-pmtiles-'));
  archive = join(folder, 'basemap.pmtiles');
  await writeFile(archive, BYTES);
});
afterAll(() => rm(folder, { recursive: true, force: true }));
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const serve = async (pmtilesPath: string | undefined): Promise<FastifyInstance> => {
  app = await mapTestApp({ pmtilesPath });
  return app;
};

describe('GET /api/map/basemap.pmtiles', () => {
  it('answers 404 with a clear message when MAP_PMTILES is not set', async () => {
    const response = await (await serve(undefined)).inject({ method: 'GET', url: PMTILES_PATH });
    expect(response.statusCode).toBe(404);
    expect(apiErrorSchema.parse(response.json()).message).toMatch(/MAP_PMTILES/);
  });

  it('answers 404 when the MAP_PMTILES file is missing', async () => {
    const response = await (await serve(join(folder, 'missing.pmtiles'))).inject({ method: 'GET', url: PMTILES_PATH });
    expect(response.statusCode).toBe(404);
    expect(apiErrorSchema.parse(response.json()).message).toMatch(/cannot be read/);
  });

  it('sends the whole file without a Range header, saying it takes ranges', async () => {
    const response = await (await serve(archive)).inject({ method: 'GET', url: PMTILES_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['content-length']).toBe('1000');
    expect(response.headers['content-range']).toBeUndefined();
    expect(response.rawPayload.equals(BYTES)).toBe(true);
  });

  it('sends a byte range as 206 with its Content-Range', async () => {
    const server = await serve(archive);
    const cases: [string, number, number][] = [
      ['bytes=0-126', 0, 126],
      ['bytes=500-749', 500, 749],
      ['bytes=990-', 990, 999],
      ['bytes=-16', 984, 999],
      ['bytes=900-5000', 900, 999],
    ];
    for (const [range, start, end] of cases) {
      const response = await server.inject({ method: 'GET', url: PMTILES_PATH, headers: { range } });
      expect(response.statusCode).toBe(206);
      expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/1000`);
      expect(response.headers['content-length']).toBe(String(end - start + 1));
      expect(response.rawPayload.equals(BYTES.subarray(start, end + 1))).toBe(true);
    }
  });

  it('answers 416 to a range past the end of the file', async () => {
    const response = await (await serve(archive)).inject({ method: 'GET', url: PMTILES_PATH, headers: { range: 'bytes=1000-1100' } });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe('bytes */1000');
    expect(apiErrorSchema.parse(response.json()).success).toBe(false);
  });

  it('sends the whole file for a Range header it may ignore', async () => {
    const server = await serve(archive);
    for (const range of ['bytes=abc', 'bytes=20-10', 'pages=1-2', 'bytes=0-1,4-5']) {
      const response = await server.inject({ method: 'GET', url: PMTILES_PATH, headers: { range } });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(BYTES)).toBe(true);
    }
  });

  it('sends the whole file when If-Range names another version of it', async () => {
    const server = await serve(archive);
    const { etag } = (await server.inject({ method: 'HEAD', url: PMTILES_PATH })).headers;
    const same = await server.inject({ method: 'GET', url: PMTILES_PATH, headers: { range: 'bytes=0-9', 'if-range': etag as string } });
    expect(same.statusCode).toBe(206);
    const changed = await server.inject({ method: 'GET', url: PMTILES_PATH, headers: { range: 'bytes=0-9', 'if-range': '"old"' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.length).toBe(1000);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const server = await serve(archive);
    const whole = await server.inject({ method: 'HEAD', url: PMTILES_PATH });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-length']).toBe('1000');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.length).toBe(0);
    const part = await server.inject({ method: 'HEAD', url: PMTILES_PATH, headers: { range: 'bytes=10-19' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 10-19/1000');
    expect(part.headers['content-length']).toBe('10');
    expect(part.rawPayload.length).toBe(0);
  });

  it('serves ranges to a real HTTP client over a listening socket', async () => {
    const server = await serve(archive);
    const address = await server.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${address}${PMTILES_PATH}`, { headers: { range: 'bytes=127-253' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('bytes 127-253/1000');
    expect(Buffer.from(await response.arrayBuffer()).equals(BYTES.subarray(127, 254))).toBe(true);
  });
});
