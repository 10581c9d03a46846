import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { apiErrorSchema, CLIENT_ID_HEADER } from '../shared/api';
import { API_BODY_LIMIT_BYTES } from '../shared/constants';
import { DEFAULT_SETTINGS } from '../shared/settings';
import { testDatabases, type TestDatabase } from './testing/databases';
import { freshAppPerTest } from './testing/openTestApp';

const CLIENT = { [CLIENT_ID_HEADER]: 'app-test-client' };

describe.each(testDatabases)('buildApp error handling on $kind', (testDatabase: TestDatabase) => {
  describe.skipIf(testDatabase.skipReason !== undefined)('with a fresh database per test', () => {
    const server = freshAppPerTest(testDatabase);

    const postRaw = (payload: string, contentType: string) =>
      server().app.inject({
        method: 'POST',
        url: '/api/settings',
        headers: { ...CLIENT, 'content-type': contentType },
        payload,
      });

    /** Every bad request below must leave the server answering. */
    const expectStillAnswering = async () => {
      const response = await server().app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
    };

    const expectApiError = (response: { statusCode: number; json(): unknown }, status: number) => {
      expect(response.statusCode).toBe(status);
      return apiErrorSchema.parse(response.json());
    };

    it('answers 400 to malformed JSON', async () => {
      const error = expectApiError(await postRaw('{"settings": {', 'application/json'), 400);
      expect(error.message).toMatch(/malformed json/i);
      await expectStillAnswering();
    });

    it('answers 400 to an empty JSON body', async () => {
      const error = expectApiError(await postRaw('', 'application/json'), 400);
      expect(error.message).toMatch(/empty/i);
      await expectStillAnswering();
    });

    it('answers 415 to a text/plain body, even one holding valid JSON', async () => {
      const error = expectApiError(await postRaw(JSON.stringify({ settings: DEFAULT_SETTINGS }), 'text/plain'), 415);
      expect(error.message).toMatch(/application\/json/);
      await expectStillAnswering();
    });

    it('accepts a body of exactly the limit and answers 413 to one byte more', async () => {
      const bodyOfLength = (length: number) => {
        const bare = JSON.stringify({ settings: DEFAULT_SETTINGS, padding: '' });
        return JSON.stringify({ settings: DEFAULT_SETTINGS, padding: 'x'.repeat(length - bare.length) });
      };
      const atLimit = bodyOfLength(API_BODY_LIMIT_BYTES);
      expect(Buffer.byteLength(atLimit)).toBe(API_BODY_LIMIT_BYTES);
      expect((await postRaw(atLimit, 'application/json')).statusCode).toBe(200);

      const error = expectApiError(await postRaw(bodyOfLength(API_BODY_LIMIT_BYTES + 1), 'application/json'), 413);
      expect(error.message).toMatch(/too large|larger than/i);
      await expectStillAnswering();
    });

    it('answers 404 JSON to unknown /api routes, whatever the method', async () => {
      for (const [method, url] of [['GET', '/api/nothing-here'], ['POST', '/api/settings/extra'], ['DELETE', '/api/settings']] as const) {
        const error = expectApiError(await server().app.inject({ method, url, headers: CLIENT }), 404);
        expect(error.message).toContain(url);
      }
      await expectStillAnswering();
    });

    it('answers 404 JSON to pages when there is no client to serve', async () => {
      expectApiError(await server().app.inject({ method: 'GET', url: '/some/unknown/page' }), 404);
    });

    it('answers 500 with a generic message, and logs the error, when something unexpected fails', async () => {
      const logError = vi.spyOn(server().app.log, 'error');
      await sql`drop table settings`.execute(server().database.db);

      const response = await server().app.inject({ method: 'GET', url: '/api/settings', headers: CLIENT });
      const error = expectApiError(response, 500);
      expect(error).toEqual({ success: false, message: 'Internal server error' });
      expect(response.body).not.toMatch(/settings/);
      expect(logError).toHaveBeenCalledWith(
        expect.objectContaining({ err: expect.objectContaining({ message: expect.stringMatching(/settings/) }) }),
        expect.any(String),
      );
      await expectStillAnswering();
    });
  });
});
