import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.E2E_PORT ?? 8091);
// Each run gets its own database; the OS removes the temporary folder.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'planimetry-e2e-'));
// The workers (which load this file again) find the server's outbox here.
process.env.E2E_DATA_DIR = dataDir;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // The list for the log; the timings for the table `npm test` ends with (scripts/testTimings/).
  reporter: [['list'], ['./scripts/testTimings/playwrightReporter.mjs']],
  // On a two-core CI machine the server and two browsers share the cores, and a step that takes a
  // second here took over five there; a passing test takes no longer for the room.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      // Debian's Chromium, never a browser download.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // Headless full Chromium (Debian's has no headless shell) opens two hidden omnibox-popup
        // pages in every new context, a renderer process each: about 85 ms of CPU per test here.
        '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
      ],
    },
    trace: 'off',
    // A fresh context per test installed the service worker each time and, through it, put every
    // script and module it fetched in the Cache Storage: 15 to 20 % of the browser stage, a cost a
    // person pays once. pwa.spec.ts and contentSecurityPolicy.spec.ts, which test it, allow it.
    serviceWorkers: 'block',
  },
  webServer: {
    command: 'node --enable-source-maps dist/server/main.js',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    // No PUBLIC_URL: the mailed links follow the address the browser reached (127.0.0.1, a
    // loopback name the server trusts), as on a developer's machine.
    // Every test registers and logs in an account of its own (tests/e2e/fixtures.ts), all from
    // this one address: the per-IP rate limits, tested in the server's unit tests, would
    // refuse the run's hundreds of sign-ups, as they would a load test's.
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, RATE_LIMIT_FACTOR: '1000' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
