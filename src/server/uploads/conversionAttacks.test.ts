/**
 * The conversion attacks of issue 14 (finding 6), sent as real files over real HTTP (multipart
 * bodies built by fetch's FormData, a logged-in user's token) to a listening server running the
 * production conversion worker: a 176-byte feMorphology filter bomb, an SVG embedding a
 * 30000 x 30000 PNG, and a drawing the budget lets through that draws past the time limit.
 * Afterwards the server must still convert, keep images and report its health truthfully, with
 * no conversion process left running.
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_HEADER, apiErrorSchema, healthResponseSchema, uploadResponseSchema } from '../../shared/api';
import { MESSAGES } from '../../shared/constants';
import { testDatabases } from '../testing/databases';
import { bundleWorker, type BundledWorker } from './testing/bundleWorker';
import { dataUri, pngOfSize } from './testing/imageHeaders';
import { openUploadTestApp, type UploadTestApp } from './testing/openUploadTestApp';
import { isAlive } from './testing/processes';

const FIXTURES = new URL('../../../../shared/fixtures/', import.meta.url);
const fixture = (path: string): Buffer => readFileSync(new URL(path, FIXTURES));

const MORPHOLOGY_BOMB =
  '<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="2000"><filter id="f"><feMorphology radius="400"/></filter>' +
  '<rect width="2000" height="2000" filter="url(#f)"/></svg>';
const PNG_BOMB =
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="1000" height="1000">' +
  `<image width="1000" height="1000" xlink:href="${dataUri('image/png', pngOfSize(30_000, 30_000))}"/></svg>`;
/** Within the filter budget (some 3 x 10^8 units), so it is drawn: seconds of native work. */
const SLOW_BUT_ALLOWED =
  '<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="2000"><filter id="f"><feMorphology radius="14"/></filter>' +
  '<rect width="2000" height="2000" filter="url(#f)"/></svg>';

let worker: BundledWorker;
beforeAll(async () => {
  worker = await bundleWorker('src/server/uploads/conversionWorker.ts');
});
afterAll(async () => {
  await worker?.remove();
});

describe.each(testDatabases)('conversion attacks on a listening server on $kind', (testDatabase) => {
  describe.skipIf(testDatabase.skipReason !== undefined)('POST /api/uploads', () => {
    let server: UploadTestApp | undefined;
    let pids: number[];
    let base: string;

    const open = async (timeLimitMs?: number): Promise<UploadTestApp> => {
      pids = [];
      server = await openUploadTestApp(worker.url, { timeLimitMs, onSpawn: (pid) => pid !== undefined && pids.push(pid) }, { database: testDatabase });
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
      return server;
    };
    afterEach(async () => {
      await server?.close();
      server = undefined;
    });

    /** Posts one file as a browser does, with `token`; answers the status and the JSON body. */
    async function post(path: string, name: string, content: string | Buffer, token: string): Promise<{ status: number; body: unknown; ms: number }> {
      const form = new FormData();
      form.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), name);
      const started = Date.now();
      const response = await fetch(`${base}${path}`, { method: 'POST', body: form, headers: { [ACCESS_TOKEN_HEADER]: token } });
      return { status: response.status, body: await response.json(), ms: Date.now() - started };
    }

    async function health(): Promise<{ status: number; body: unknown }> {
      const response = await fetch(`${base}/api/health`);
      return { status: response.status, body: healthResponseSchema.parse(await response.json()) };
    }

    /** What must hold after any attack: a normal SVG converts in time, images are kept, health is ok, no child runs. */
    async function expectServerServesOn(): Promise<void> {
      const { token } = server!;
      const svg = await post('/api/uploads', 'map.svg', fixture('svg/usa.states-territories.svg'), token);
      expect(svg.status, JSON.stringify(svg.body)).toBe(200);
      expect(svg.ms).toBeLessThan(10_000);
      expect(uploadResponseSchema.parse(svg.body).width).toBe(2000);
      const png = await post('/api/images', 'plan.png', fixture('images/floorplan-background_with_floorplanner.png'), token);
      expect(png.status).toBe(200);
      expect(await health()).toMatchObject({ status: 200, body: { status: 'ok' } });
      // A child that answered success exits just after its answer.
      await expect.poll(() => server!.conversions.running, { timeout: 3000 }).toBe(0);
      expect(pids.filter(isAlive)).toEqual([]);
    }

    it('refuses the feMorphology bomb at once, saying what is too costly, and serves on', async () => {
      const { token } = await open();
      const started = Date.now();
      // Two at once stalled every later conversion for good when conversions were threads.
      const other = await server!.addUser();
      const answers = await Promise.all([post('/api/uploads', 'bomb.svg', MORPHOLOGY_BOMB, token), post('/api/uploads', 'bomb.svg', MORPHOLOGY_BOMB, other)]);
      for (const answer of answers) {
        expect(answer.status).toBe(422);
        expect(apiErrorSchema.parse(answer.body).message).toMatch(/^The SVG is refused: its filters would take too long to draw .* feMorphology with a radius of 400 px/);
      }
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(pids).toHaveLength(2);
      expect(await server!.storedFiles()).toEqual([]);
      await expectServerServesOn();
    });

    it('refuses an SVG embedding a 30000 x 30000 PNG before decoding it, and serves on', async () => {
      const { token } = await open();
      const answer = await post('/api/uploads', 'photo.svg', PNG_BOMB, token);
      expect(answer.status).toBe(422);
      expect(apiErrorSchema.parse(answer.body).message).toBe(
        'The SVG is refused: it embeds a 30000 × 30000 px image (900 megapixels); an embedded image may have at most 40 megapixels',
      );
      expect(await server!.storedFiles()).toEqual([]);
      await expectServerServesOn();
    });

    it('kills a drawing that is still being drawn at the time limit, keeping no file, and serves on', async () => {
      const { token } = await open(500);
      const answer = await post('/api/uploads', 'slow.svg', SLOW_BUT_ALLOWED, token);
      expect(answer.status).toBe(422);
      expect(apiErrorSchema.parse(answer.body).message).toBe(MESSAGES.fileUploadFailed);
      expect(answer.ms).toBeLessThan(500 + 3000);
      expect(pids).toHaveLength(1);
      expect(isAlive(pids[0]!)).toBe(false);
      expect(await server!.storedFiles()).toEqual([]);
      await server!.close();
      await open();
      await expectServerServesOn();
    });
  });
});
