import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { storageStatePath } from './tests/e2e/e2eAccounts';

const port = Number(process.env.E2E_PORT ?? 8091);
// Each run gets its own database; the OS removes the temporary folder.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'planimetry-e2e-'));
// The global set-up and the workers (which load this file again) find the outbox and the saved login here.
process.env.E2E_DATA_DIR = dataDir;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  // On a two-core CI machine the server and two browsers share the cores, and a step that takes a
  // second here took over five there; a passing test takes no longer for the room.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Registers and logs in the e2e user; every spec starts with its cookie unless it asks for a fresh context.
  globalSetup: './tests/e2e/globalSetup.ts',
  use: {
    baseURL,
    storageState: storageStatePath(dataDir),
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      // Debian's Chromium, never a browser download.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
    trace: 'off',
  },
  webServer: {
    command: 'node --enable-source-maps dist/server/main.js',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    // No PUBLIC_URL: the mailed links follow the address the browser reached (127.0.0.1, a
    // loopback name the server trusts), as on a developer's machine.
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
