/**
 * `npm run bench`: builds the WASM kernels when missing or stale, then runs the benchmarks in
 * bench/ once. Vitest's summary prints, per group, how many times faster the quicker case is than
 * the other (ours against its named baseline).
 */
import { spawnSync } from 'node:child_process';
import { buildIfStale } from './buildIfStale.mjs';

buildIfStale(['wasm']);
const result = spawnSync('npx', ['vitest', 'bench', '--run', 'bench/'], {
  cwd: new URL('..', import.meta.url).pathname,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
