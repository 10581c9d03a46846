import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/createDatabase';
import { testDatabases } from '../testing/databases';
import { apiErrorHandler, CHARACTERS_NOT_ALLOWED_MESSAGE, SERVICE_UNAVAILABLE_MESSAGE } from './apiErrorHandler';
import { RETRY_AFTER_SECONDS } from './serviceUnavailable';

/** An app whose one route fails with what `fail` throws. */
async function failingApp(fail: () => Promise<unknown>): Promise<FastifyInstance> {
  const app = Fastify();
  app.setErrorHandler(apiErrorHandler);
  app.get('/fail', async () => {
    await fail();
    return { success: true };
  });
  await app.ready();
  return app;
}

const failure = (message: string, code?: string) => Object.assign(new Error(message), code === undefined ? {} : { code });

describe('apiErrorHandler', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  const answerTo = async (error: Error) => {
    app = await failingApp(() => Promise.reject(error));
    const response = await app.inject({ method: 'GET', url: '/fail' });
    await app.close();
    app = undefined;
    return response;
  };

  it('answers 503 with a clear message and Retry-After, and nothing of the driver, while the database is away', async () => {
    for (const error of [
      failure('terminating connection due to administrator command', '57P01'),
      failure('the database system is starting up', '57P03'),
      failure('connection failure', '08006'),
      failure('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      failure('Connection terminated unexpectedly'),
      failure('timeout exceeded when trying to connect'),
    ]) {
      const response = await answerTo(error);
      expect(response.statusCode, error.message).toBe(503);
      expect(response.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(response.json()).toEqual({ success: false, message: SERVICE_UNAVAILABLE_MESSAGE });
    }
  });

  it('answers 400 "Request contains characters that are not allowed." to PostgreSQL\'s encoding errors', async () => {
    for (const code of ['22021', '22P05']) {
      const response = await answerTo(failure('invalid byte sequence for encoding "UTF8": 0x00', code));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: CHARACTERS_NOT_ALLOWED_MESSAGE });
    }
  });
});

const postgres = testDatabases.find((entry) => entry.kind === 'postgres')!;

describe.skipIf(postgres.skipReason !== undefined)('apiErrorHandler on the real errors of PostgreSQL', () => {
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    await database?.destroy();
  });

  it('answers 400, not 500, when PostgreSQL refuses a NUL in text or in jsonb', async () => {
    database = await postgres.open();
    const { db } = database;
    for (const query of [sql`select ${'Plot\u0000'}::text as value`, sql`select ${'"\\u0000"'}::jsonb as value`]) {
      app = await failingApp(() => query.execute(db));
      const response = await app.inject({ method: 'GET', url: '/fail' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: CHARACTERS_NOT_ALLOWED_MESSAGE });
      await app.close();
      app = undefined;
    }
  });
});
