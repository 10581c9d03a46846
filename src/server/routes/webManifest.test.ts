/**
 * The installable app's manifest (issue 21): linked from the page, naming the app, its start, its
 * display and its icons, each a PNG of its stated size, served with the client's files. Moved here
 * from the browser suite (issue 34): the files and their answers are the server's; that the browser
 * installs the app and its service worker takes the page over stays in tests/e2e/pwa.spec.ts.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import { openTestApp, type TestApp } from '../testing/openTestApp';
import { pngSize } from '../uploads/testing/readPng';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** What Vite copies into the built client as it is. */
const PUBLIC_DIR = `${ROOT}public`;

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

describe('the web app manifest', () => {
  const sqlite = testDatabases.find((entry) => entry.kind === 'sqlite')!;
  let server: TestApp;
  beforeAll(async () => {
    server = await openTestApp(sqlite, { clientDir: PUBLIC_DIR });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('is linked from the page', async () => {
    const page = await readFile(`${ROOT}index.html`, 'utf8');
    expect(page).toMatch(/<link rel="manifest" href="\/manifest\.webmanifest"\s*\/?>/);
  });

  it('names the app, its start, display and icons, each served as a PNG of its stated size', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    const manifest = response.json<{ icons: ManifestIcon[] }>();
    // Relative addresses, resolved against the manifest's own: the app works under any BASE_PATH.
    expect(manifest).toMatchObject({ name: 'Planimetry', id: './', start_url: './', scope: './', display: 'standalone', theme_color: expect.stringMatching(/^#/) });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      expect(icon.src, icon.src).not.toMatch(/^\//);
      const served = await server.app.inject({ method: 'GET', url: new URL(icon.src, 'http://app.example/manifest.webmanifest').pathname });
      expect(served.statusCode, icon.src).toBe(200);
      expect(served.headers['content-type'], icon.src).toBe('image/png');
      expect(icon.type).toBe('image/png');
      const { width, height } = pngSize(served.rawPayload);
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
  });
});
