/**
 * The built server (`dist/server/main.js`) in a child process of its own, on a free port of
 * 127.0.0.1, with a temporary DATA_DIR that `stop()` removes: for the specs that need settings the
 * shared Playwright server does not have, and for the route-size bench.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const REPO = new URL('..', import.meta.url).pathname;
const START_TIMEOUT_MS = 30_000;

/** A port nobody listens on right now: the OS picks it, we let it go. */
async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('No port was given');
  return address.port;
}

const exited = (child) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));

/**
 * Starts the built server with `env` added to its own settings and waits for /api/health. `args`
 * are node's arguments, the single-process server by default (the load test starts the cluster).
 * @param {{ env?: Record<string, string>, dataDirPrefix?: string, args?: string[], cwd?: string }} [options]
 * @returns {Promise<{ url: string, dataDir: string, log: () => string, stop: () => Promise<void> }>} its
 *   address (also its PUBLIC_URL unless `env` sets it), its DATA_DIR (the database and the mail
 *   outbox), what it has logged so far (stdout and stderr) and how to stop it.
 */
export async function startBuiltServer({ env = {}, dataDirPrefix = 'planimetry-server-', args = ['--enable-source-maps', 'dist/server/main.js'], cwd = REPO } = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(join(tmpdir(), dataDirPrefix));
  const child = spawn(process.execPath, args, {
    // Another checkout's built server when a bench compares with it; this repository's by default.
    cwd,
    // Only what the server needs: nothing from the shell (a MAPBOX_TOKEN, a DATABASE_URL) leaks in.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? tmpdir(), PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: url, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk.toString()));
  child.stderr.on('data', (chunk) => {
    stderr += chunk.toString();
    log += chunk.toString();
  });

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited(child);
      clearTimeout(killer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The app server stopped at start (exit ${child.exitCode}): ${stderr}`);
    }
    // Under BASE_PATH the API is too.
    const healthy = await fetch(`${url}${env.BASE_PATH ?? ''}/api/health`).then((response) => response.ok, () => false);
    if (healthy) return { url, dataDir, log: () => log, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The app server did not answer /api/health within ${START_TIMEOUT_MS} ms: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
