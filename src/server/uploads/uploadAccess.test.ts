/**
 * Who may convert: `POST /api/uploads` needs a logged-in user who is not on a trial, and runs at
 * most one conversion per user at a time. The user rows are real, on both engines.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_HEADER, apiErrorSchema } from '../../shared/api';
import { MESSAGES } from '../../shared/constants';
import { DEFAULT_RATE_LIMITS, tooManyRequests } from '../auth/rateLimits';
import { NOT_LOGGED_IN } from '../auth/requestUser';
import { testDatabases } from '../testing/databases';
import { bundleWorker, type BundledWorker } from './testing/bundleWorker';
import { fileUpload } from './testing/multipartBody';
import { openUploadTestApp, type UploadTestApp } from './testing/openUploadTestApp';
import { ONE_CONVERSION_AT_A_TIME_MESSAGE } from './uploadRoutes';

const dxf = (comment: string): string => `999\n${comment}\n0\nSECTION\n2\nENTITIES\n0\nENDSEC\n0\nEOF\n`;
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="50" height="50"/></svg>';

let worker: BundledWorker;
beforeAll(async () => {
  worker = await bundleWorker('src/server/uploads/testing/stubCadWorker.ts');
});
afterAll(async () => {
  await worker?.remove();
});

function expectRefused(response: { statusCode: number; json(): unknown }, status: number, message: string): void {
  expect(response.statusCode).toBe(status);
  expect(apiErrorSchema.parse(response.json()).message).toBe(message);
}

describe.each(testDatabases)('who may convert on $kind', (testDatabase) => {
  describe.skipIf(testDatabase.skipReason !== undefined)('POST /api/uploads', () => {
    let server: UploadTestApp | undefined;
    let spawned: number;
    const open = async (timeLimitMs?: number): Promise<UploadTestApp> => {
      spawned = 0;
      server = await openUploadTestApp(worker.url, { timeLimitMs, onSpawn: () => (spawned += 1) }, { database: testDatabase });
      return server;
    };
    const upload = (name: string, content: string, headers: Record<string, string>) =>
      server!.app.inject({ method: 'POST', url: '/api/uploads', ...fileUpload(name, content, headers) });
    afterEach(async () => {
      await server?.close();
      server = undefined;
    });

    it('answers 401 without a token or with a forged one, converting and keeping nothing', async () => {
      await open();
      for (const headers of [{}, { [ACCESS_TOKEN_HEADER]: 'not-a-token' }] as Record<string, string>[]) {
        expectRefused(await upload('plan.svg', SVG, headers), 401, NOT_LOGGED_IN.message);
      }
      expect(spawned).toBe(0);
      expect(await server!.storedFiles()).toEqual([]);
    });

    it("refuses a trial user's svg, dxf and dwg with the spec's message, converting and keeping nothing", async () => {
      await open();
      const trial = { [ACCESS_TOKEN_HEADER]: await server!.addUser({ trial: true }) };
      expectRefused(await upload('plan.svg', SVG, trial), 415, MESSAGES.trialImportOnly);
      expectRefused(await upload('plan.dxf', dxf('a square'), trial), 415, 'Import .png .jpg or .gif only during trial.');
      expectRefused(await upload('plan.dwg', 'AC1032 drawing', trial), 415, MESSAGES.trialImportOnly);
      expect(spawned).toBe(0);
      expect(await server!.storedFiles()).toEqual([]);
      expect((await upload('plan.svg', SVG, server!.auth)).statusCode).toBe(200);
    });

    it('limits how many files one user may upload in a window, for conversions and kept images alike', async () => {
      const window = { windowMs: 15 * 60_000 };
      server = await openUploadTestApp(worker.url, {}, {
        database: testDatabase,
        rateLimits: { ...DEFAULT_RATE_LIMITS, perUser: { max: 2, ...window } },
      });
      expect((await upload('plan.svg', SVG, server.auth)).statusCode).toBe(200);
      expect((await upload('plan.svg', SVG, server.auth)).statusCode).toBe(200);
      const refused = await upload('plan.svg', SVG, server.auth);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(tooManyRequests(900));
      const image = await server.app.inject({ method: 'POST', url: '/api/images', ...fileUpload('plan.png', 'not read', server.auth) });
      expect(image.statusCode).toBe(429);
      expect((await upload('plan.svg', SVG, { [ACCESS_TOKEN_HEADER]: await server.addUser() })).statusCode).toBe(200);
    });

    it('answers 429 to a second upload of one user while the first converts; other users go on', async () => {
      // The waiting child's limit; the other user's conversion must finish within it (its child's
      // start-up not counted, spawnConversion.ts). The first child waits without using the CPU: a
      // looping one took one of the machine's two cores from the other user's conversion.
      const { auth, conversions } = await open(4000);
      const other = { [ACCESS_TOKEN_HEADER]: await server!.addUser() };
      const first = upload('wait.dxf', dxf('stub: wait'), auth);
      await expect.poll(() => conversions.running).toBe(1);

      expectRefused(await upload('plan.svg', SVG, auth), 429, ONE_CONVERSION_AT_A_TIME_MESSAGE);
      expect(spawned).toBe(1);
      expect((await upload('plan.svg', SVG, other)).statusCode).toBe(200);

      expect((await first).statusCode).toBe(422);
      expect((await upload('plan.svg', SVG, auth)).statusCode).toBe(200);
    });
  });
});
