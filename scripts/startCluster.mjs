/**
 * `npm run start:cluster`: builds whatever is missing or stale, then runs WORKERS server processes
 * (default: one per core) on PORT (8080) through Node's cluster module (dist/server/cluster.js).
 * Needs DATABASE_URL (PostgreSQL) and REDIS_URL, which every process shares.
 */
import { spawn, spawnSync } from 'node:child_process';
import { buildIfStale } from './buildIfStale.mjs';

const cwd = new URL('..', import.meta.url).pathname;
const env = { ...process.env, PORT: process.env.PORT ?? '8080', DATA_DIR: process.env.DATA_DIR ?? './data' };

// A missing DATABASE_URL or REDIS_URL, or a wrong WORKERS, is refused before the minutes of a client build.
buildIfStale(['server']);
const check = spawnSync(process.execPath, ['dist/server/cluster.js', '--check'], { cwd, stdio: 'inherit', env });
if (check.status !== 0) process.exit(check.status ?? 1);
buildIfStale();

const primary = spawn(process.execPath, ['--enable-source-maps', 'dist/server/cluster.js'], { cwd, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => primary.kill(signal));
primary.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
