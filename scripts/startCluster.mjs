/**
 * `npm run start:cluster`: builds whatever is missing or stale, then runs WORKERS server processes
 * (default: one per core) on PORT (8080) through Node's cluster module (dist/server/cluster.js).
 * Needs DATABASE_URL (PostgreSQL) and REDIS_URL, which every process shares.
 */
import { spawn } from 'node:child_process';
import { buildIfStale } from './buildIfStale.mjs';

buildIfStale();

const primary = spawn(process.execPath, ['--enable-source-maps', 'dist/server/cluster.js'], {
  cwd: new URL('..', import.meta.url).pathname,
  stdio: 'inherit',
  env: { ...process.env, PORT: process.env.PORT ?? '8080', DATA_DIR: process.env.DATA_DIR ?? './data' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => primary.kill(signal));
primary.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
