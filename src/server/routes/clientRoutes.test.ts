import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../shared/api';
import { testDatabases, type TestDatabase } from '../testing/databases';
import { openTestApp, type TestApp } from '../testing/openTestApp';

const INDEX_HTML = '<!doctype html><title>Planimetry</title><div id="root"></div>';
const SCRIPT = 'console.log("hashed bundle");';
const ICON = '<svg xmlns="http://www.w3.org/2000/svg"></svg>';
/** A WASM module's header and an empty type section, repeated as a stand-in for code. */
const WASM = new Uint8Array(Array.from({ length: 64 }, () => [0, 0x61, 0x73, 0x6d, 1, 0, 0, 0, 1, 1, 0]).flat());

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

    it('answers index.html with 200 for each page the client knows', async () => {
      for (const url of ['/login', '/register', '/help', '/engine/tiles', '/update-card', '/subscription?plan=pro', '/login/']) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.body).toBe(INDEX_HTML);
      }
    });

    it('answers index.html with 404 for an unknown page so the router can show its not-found page', async () => {
      for (const url of ['/some/unknown/page', '/drawings/42?tab=layers', '/cookie-policies', '/help/more']) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.headers['cache-control']).toBe('no-cache');
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

describe('the precompressed client', () => {
  const sqlite = testDatabases.find((entry) => entry.kind === 'sqlite')!;
  let clientDir: string;
  let server: TestApp;
  beforeEach(async () => {
    // As scripts/precompress.mjs leaves a build: copies beside the page and the script, none for the icon.
    clientDir = await mkdtemp(join(tmpdir(), 'planimetry-client-'));
    await mkdir(join(clientDir, 'assets'));
    for (const [path, text] of [['index.html', INDEX_HTML], ['assets/index-3f9a1c.js', SCRIPT], ['assets/kernels-9c1.wasm', WASM]] as const) {
      await writeFile(join(clientDir, path), text);
      await writeFile(join(clientDir, `${path}.br`), brotliCompressSync(text));
      await writeFile(join(clientDir, `${path}.gz`), gzipSync(text));
    }
    await writeFile(join(clientDir, 'favicon.svg'), ICON);
    server = await openTestApp(sqlite, { clientDir });
  });
  afterEach(async () => {
    await server.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    server.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it('sends the brotli copy when the browser accepts brotli, and a file without copies as it is', async () => {
    const response = await get('/assets/index-3f9a1c.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toBe('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);

    const icon = await get('/favicon.svg', 'gzip, deflate, br, zstd');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers).not.toHaveProperty('content-encoding');
    expect(icon.headers).not.toHaveProperty('vary');
    expect(icon.body).toBe(ICON);
  });

  it('sends the API page at /api to a browser compressed, varying by Accept and Accept-Encoding', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api', headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(String(response.headers.vary).split(/,\s*/).sort()).toEqual(['accept', 'accept-encoding']);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX_HTML);
  });

  it('keeps application/wasm on a compressed module, as streaming compilation needs', async () => {
    const response = await get('/assets/kernels-9c1.wasm', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('application/wasm');
    expect(brotliDecompressSync(response.rawPayload)).toEqual(Buffer.from(WASM));
  });

  it('sends the gzip copy to a browser without brotli', async () => {
    const response = await get('/assets/index-3f9a1c.js', 'gzip, deflate');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toBe('accept-encoding');
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the file itself when neither is accepted, still varying by encoding', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const response = await get('/assets/index-3f9a1c.js', acceptEncoding);
      expect(response.statusCode, String(acceptEncoding)).toBe(200);
      expect(response.headers, String(acceptEncoding)).not.toHaveProperty('content-encoding');
      expect(response.headers.vary, String(acceptEncoding)).toBe('accept-encoding');
      expect(response.body, String(acceptEncoding)).toBe(SCRIPT);
    }
  });

  it('compresses the page, at the root and as the fallback for a client route', async () => {
    for (const url of ['/', '/help?topic=scale']) {
      const response = await get(url, 'br, gzip');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers.vary, url).toBe('accept-encoding');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(INDEX_HTML);
    }
    const gzipped = await get('/some/page', 'gzip');
    expect(gzipped.statusCode).toBe(404);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(INDEX_HTML);
  });

  it('does not serve the copies under their own names', async () => {
    for (const url of ['/assets/index-3f9a1c.js.br', '/assets/index-3f9a1c.js.gz']) {
      const response = await get(url, 'br, gzip');
      expect(response.statusCode, url).toBe(404);
      expect(apiErrorSchema.parse(response.json()).success).toBe(false);
    }
  });
});
