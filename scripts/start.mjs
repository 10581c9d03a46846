/**
 * `npm start`: builds whatever is missing or stale, then serves the app and its API on
 * http://localhost:8080 (PORT overrides) with SQLite under ./data (DATA_DIR overrides).
 */
import { spawn } from 'node:child_process';
import { buildIfStale } from './buildIfStale.mjs';

buildIfStale();

const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
  cwd: new URL('..', import.meta.url).pathname,
  stdio: 'inherit',
  env: { ...process.env, PORT: process.env.PORT ?? '8080', DATA_DIR: process.env.DATA_DIR ?? './data' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
