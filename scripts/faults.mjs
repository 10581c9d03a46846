/**
 * `npm run faults`: builds the server when it is missing or stale (the client is not needed:
 * the fault run only calls the API), bundles tests/faults/runFaults.ts with esbuild and runs it:
 * the cluster on a PostgreSQL database of its own (dropped afterwards) and Redis, surviving four
 * faults, one PASS or FAIL line each. Bounded to 4 minutes; exits 1 when any fault fails.
 * Environment: FAULTS_DATABASE_URL (postgres://root@127.0.0.1:5432/test: where the database is
 * made), REDIS_URL (redis://127.0.0.1:6379).
 */
import { spawn } from 'node:child_process';
import { build } from 'esbuild';
import { buildIfStale } from './buildIfStale.mjs';

const root = new URL('..', import.meta.url).pathname;
buildIfStale(['server']);
await build({
  absWorkingDir: root,
  entryPoints: { runFaults: 'tests/faults/runFaults.ts' },
  outdir: 'dist/faults',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
const run = spawn(process.execPath, ['--enable-source-maps', 'dist/faults/runFaults.mjs'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => run.kill(signal));
run.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
