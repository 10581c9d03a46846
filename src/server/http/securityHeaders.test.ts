import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type AppOptions } from '../app';
import { testDatabases } from '../testing/databases';
import { openTestApp } from '../testing/openTestApp';

const sqlite = testDatabases.find((entry) => entry.kind === 'sqlite')!;

/** The page's policy with the offline map, as sent. */
const OFFLINE_POLICY =
  "default-src 'self';base-uri 'none';connect-src 'self' blob:;form-action 'self';frame-ancestors 'none';" +
  "img-src 'self' data: blob:;object-src 'none';script-src 'self';style-src 'self';worker-src 'self'";

const KERNEL_WORKER = '/assets/kernelWorker--IxT_9a.js';

let clientDir: string;
beforeAll(async () => {
  clientDir = await mkdtemp(join(tmpdir(), 'planimetry-headers-'));
  await mkdir(join(clientDir, 'assets'));
  await writeFile(join(clientDir, 'index.html'), '<!doctype html><title>Planimetry</title>');
  for (const script of ['index-3f9a1c.js', 'kernelWorker--IxT_9a.js', 'pdf.worker.min-FHbm.mjs', 'maplibre-gl-worker-CZtF.mjs']) {
    await writeFile(join(clientDir, 'assets', script), 'self.onmessage = () => {};');
  }
});
afterAll(() => rm(clientDir, { recursive: true, force: true }));

/** The headers of GET `url` on an app built with `options` and the client fixture. */
async function headersOf(url: string, options: Omit<AppOptions, 'db' | 'kind'> = {}) {
  const server = await openTestApp(sqlite, { clientDir, ...options });
  try {
    const response = await server.app.inject({ method: 'GET', url });
    return { status: response.statusCode, headers: response.headers };
  } finally {
    await server.close();
  }
}

const policyOf = async (url: string, options: Omit<AppOptions, 'db' | 'kind'> = {}) =>
  (await headersOf(url, options)).headers['content-security-policy'];

describe('security headers', () => {
  it("let the page reach Stripe's script, frames and API only when Stripe is the card provider", async () => {
    const stripe = await policyOf('/', { billing: { stripe: { secretKey: 'sk_test_1', publishableKey: 'pk_test_1' } } });
    expect(stripe).toContain('https://js.stripe.com');
    expect(stripe).toMatch(/frame-src[^;]*https:\/\/hooks\.stripe\.com/);
    expect(stripe).toMatch(/connect-src[^;]*https:\/\/api\.stripe\.com/);
    expect(await policyOf('/', { billing: {} })).toBe(OFFLINE_POLICY);
  });

  it('are on the page, the fallback page, a script, API JSON and a JSON 404', async () => {
    const answers = [
      ['/', 200, /^text\/html/],
      // An unknown page: the not-found page, answered 404 (issue 16 item 9), with every header.
      ['/drawings/42', 404, /^text\/html/],
      ['/assets/index-3f9a1c.js', 200, /javascript/],
      ['/api/health', 200, /^application\/json/],
      ['/api/unknown', 404, /^application\/json/],
    ] as const;
    for (const [url, status, type] of answers) {
      const { status: code, headers } = await headersOf(url);
      expect(code, url).toBe(status);
      expect(headers['content-type'], url).toMatch(type);
      expect(headers['content-security-policy'], url).toBe(OFFLINE_POLICY);
      expect(headers['x-frame-options'], url).toBe('DENY');
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(headers, url).not.toHaveProperty('strict-transport-security');
    }
  });

  it("let the kernel worker's script, and no other, compile WebAssembly", async () => {
    expect(await policyOf(KERNEL_WORKER)).toBe(OFFLINE_POLICY.replace("script-src 'self'", "script-src 'self' 'wasm-unsafe-eval'"));
    for (const url of ['/assets/pdf.worker.min-FHbm.mjs', '/assets/maplibre-gl-worker-CZtF.mjs', '/assets/index-3f9a1c.js', '/']) {
      expect(await policyOf(url), url).toBe(OFFLINE_POLICY);
    }
  });

  it("allow Mapbox's API, its telemetry and blob: workers with a Mapbox token", async () => {
    expect(await policyOf('/', { map: { mapboxToken: 'pk.test', mapboxApiUrl: 'https://api.mapbox.com' } })).toBe(
      "default-src 'self';base-uri 'none';connect-src 'self' blob: https://api.mapbox.com https://events.mapbox.com;" +
        "form-action 'self';frame-ancestors 'none';img-src 'self' data: blob: https://api.mapbox.com;object-src 'none';" +
        "script-src 'self';style-src 'self';worker-src 'self' blob:",
    );
  });

  it('allow only the configured MAPBOX_API_URL when it is not Mapbox’s own', async () => {
    expect(await policyOf('/', { map: { mapboxToken: 'pk.test', mapboxApiUrl: 'http://127.0.0.1:4123' } })).toBe(
      "default-src 'self';base-uri 'none';connect-src 'self' blob: http://127.0.0.1:4123;" +
        "form-action 'self';frame-ancestors 'none';img-src 'self' data: blob: http://127.0.0.1:4123;object-src 'none';" +
        "script-src 'self';style-src 'self';worker-src 'self' blob:",
    );
  });

  it("allow the satellite tiles' origin with MAP_SATELLITE_TILES", async () => {
    const map = { satelliteTiles: 'https://tiles.example.com/world/{z}/{x}/{y}.jpg' };
    expect(await policyOf('/', { map })).toBe(
      "default-src 'self';base-uri 'none';connect-src 'self' blob: https://tiles.example.com;" +
        "form-action 'self';frame-ancestors 'none';img-src 'self' data: blob: https://tiles.example.com;object-src 'none';" +
        "script-src 'self';style-src 'self';worker-src 'self'",
    );
    expect(await policyOf(KERNEL_WORKER, { map })).toContain("connect-src 'self' blob: https://tiles.example.com;");
  });

  it('send HSTS and upgrade insecure requests only with an https PUBLIC_URL', async () => {
    for (const url of ['/', '/api/health', KERNEL_WORKER]) {
      const { headers } = await headersOf(url, { publicUrl: 'https://plans.example.com' });
      expect(headers['strict-transport-security'], url).toBe('max-age=31536000');
      expect(headers['content-security-policy'], url).toMatch(/;upgrade-insecure-requests$/);
    }
    for (const publicUrl of ['http://localhost:8080', undefined]) {
      const { headers } = await headersOf('/', { publicUrl });
      expect(headers, String(publicUrl)).not.toHaveProperty('strict-transport-security');
      expect(headers['content-security-policy']).toBe(OFFLINE_POLICY);
    }
  });

  it('stop the start on a satellite template whose host cannot be allowed', async () => {
    const database = await sqlite.open();
    try {
      const map = { satelliteTiles: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png' };
      await expect(buildApp({ db: database.db, kind: database.kind, map })).rejects.toThrow(/MAP_SATELLITE_TILES must be an http or https URL/);
    } finally {
      await database.destroy();
    }
  });
});
