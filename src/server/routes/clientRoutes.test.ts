import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../shared/api';
import { testDatabases, type TestDatabase } from '../testing/databases';
import { openTestApp, type TestApp } from '../testing/openTestApp';

const INDEX_HTML = '<!doctype html><title>Planimetry</title><div id="root"></div>';
const SCRIPT = 'console.log("hashed bundle");';
const ICON = '<svg xmlns="http://www.w3.org/2000/svg"></svg>';

describe.each(testDatabases)('client routes on $kind', (testDatabase: TestDatabase) => {
  describe.skipIf(testDatabase.skipReason !== undefined)('with a fresh database per test', () => {
    let clientDir: string;
    let server: TestApp;
    beforeEach(async () => {
      clientDir = await mkdtemp(join(tmpdir(), 'planimetry-client-'));
      await mkdir(join(clientDir, 'assets'));
      await writeFile(join(clientDir, 'index.html'), INDEX_HTML);
      await writeFile(join(clientDir, 'assets', 'index-3f9a1c.js'), SCRIPT);
      await writeFile(join(clientDir, 'favicon.svg'), ICON);
      server = await openTestApp(testDatabase, { clientDir });
    });
    afterEach(async () => {
      await server.close();
      await rm(clientDir, { recursive: true, force: true });
    });

    const get = (url: string) => server.app.inject({ method: 'GET', url });

    it('serves index.html at the root, to be revalidated', async () => {
      const response = await get('/');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    });

    it('answers index.html for an unknown page so the router can show its not-found page', async () => {
      for (const url of ['/some/unknown/page', '/drawings/42?tab=layers']) {
        const response = await get(url);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.body).toBe(INDEX_HTML);
      }
    });

    it('serves hashed assets with a long, immutable cache', async () => {
      const response = await get('/assets/index-3f9a1c.js');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
      expect(response.body).toBe(SCRIPT);
    });

    it('serves other files without the long cache', async () => {
      const response = await get('/favicon.svg');
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(ICON);
      expect(response.headers['cache-control']).toBe('no-cache');
    });

    it('answers 404 JSON, not the page, for a missing asset or API route', async () => {
      for (const url of ['/assets/index-000000.js', '/api/unknown', '/api']) {
        const response = await get(url);
        expect(response.statusCode).toBe(404);
        expect(apiErrorSchema.parse(response.json()).success).toBe(false);
      }
    });

    it('answers the page only to GET', async () => {
      const response = await server.app.inject({ method: 'POST', url: '/some/unknown/page' });
      expect(response.statusCode).toBe(404);
      expect(apiErrorSchema.parse(response.json()).success).toBe(false);
    });

    it('keeps the API working beside the client', async () => {
      const response = await get('/api/health');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'ok', database: testDatabase.kind });
    });
  });
});

describe('client routes without a built client', () => {
  const sqlite = testDatabases.find((entry) => entry.kind === 'sqlite')!;

  it('starts without the client when its directory does not exist', async () => {
    const missing = join(tmpdir(), `planimetry-no-client-${process.pid}-${Date.now()}`);
    const server = await openTestApp(sqlite, { clientDir: missing });
    try {
      expect((await server.app.inject({ method: 'GET', url: '/some/page' })).statusCode).toBe(404);
      expect((await server.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });
});
