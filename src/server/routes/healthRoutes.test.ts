import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, it, vi } from 'vitest';
import { apiErrorSchema, healthResponseSchema } from '../../shared/api';
import { testDatabases, type TestDatabase } from '../testing/databases';
import { freshAppPerTest } from '../testing/openTestApp';
import { RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE_MESSAGE } from '../http/serviceUnavailable';
import type { ConversionHealth, ConversionPool } from '../uploads/conversionPool';

const packageVersion = (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  version: string;
}).version;

/** A pool that converts nothing and reports what the test sets. */
function poolReporting(state: ConversionHealth): ConversionPool & { state: ConversionHealth } {
  return {
    state,
    convert: () => Promise.reject(new Error('nothing is converted here')),
    render: () => Promise.reject(new Error('nothing is rendered here')),
    get running() {
      return this.state.running;
    },
    get waiting() {
      return this.state.waiting;
    },
    health() {
      return this.state;
    },
    close: () => Promise.resolve(),
  };
}

describe.each(testDatabases)('GET /api/health on $kind', (testDatabase: TestDatabase) => {
  describe.skipIf(testDatabase.skipReason !== undefined)('with a fresh database per test', () => {
    const server = freshAppPerTest(testDatabase);

    it('answers ok with the package version and the database kind', async () => {
      const response = await server().app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(healthResponseSchema.parse(response.json())).toEqual({
        status: 'ok',
        version: packageVersion,
        database: testDatabase.kind,
      });
    });

    it('answers 503 without details, and logs why, when the database does not answer', async () => {
      const logWarn = vi.spyOn(server().app.log, 'warn');
      await server().database.destroy();
      const started = performance.now();
      const response = await server().app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(apiErrorSchema.parse(response.json())).toEqual({ success: false, message: SERVICE_UNAVAILABLE_MESSAGE });
      expect(performance.now() - started).toBeLessThan(1000);
      expect(logWarn).toHaveBeenCalledWith(
        expect.objectContaining({ err: expect.objectContaining({ message: expect.stringMatching(/destroyed/) }) }),
        expect.any(String),
      );
    });
  });

  describe.skipIf(testDatabase.skipReason !== undefined)('with the conversion pool watched', () => {
    const pool = poolReporting({ running: 0, waiting: 0, stuck: 0 });
    const server = freshAppPerTest(testDatabase, { uploads: { dataDir: tmpdir(), conversions: pool } });

    it('answers ok while conversions run within their limits', async () => {
      pool.state = { running: 2, waiting: 3, stuck: 0 };
      const response = await server().app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(healthResponseSchema.parse(response.json()).status).toBe('ok');
    });

    it('answers 503 unhealthy, saying why, while a conversion process outlives its kill', async () => {
      pool.state = { running: 2, waiting: 8, stuck: 1 };
      const response = await server().app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(healthResponseSchema.parse(response.json())).toEqual({
        status: 'unhealthy',
        version: packageVersion,
        database: testDatabase.kind,
        problems: ['1 conversion process is still running long after being killed'],
      });
    });
  });
});
