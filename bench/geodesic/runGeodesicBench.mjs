/**
 * Builds bench/geodesic/main.ts for Node with Vite and runs it in a fresh process from the
 * repository root (`BENCH_ONLY=geodesic npm run bench`, and the last step of the default run).
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { build } from 'vite';

/** Resolves once the bench has printed its tables and written bench/results/geodesic.md. */
export async function runGeodesicBench(root) {
  const outDir = join(root, 'dist/bench/geodesic');
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    build: { ssr: 'bench/geodesic/main.ts', outDir, emptyOutDir: true, target: 'node20' },
  });
  console.log('\n[node] geodesic');
  const code = await new Promise((done) => {
    spawn(process.execPath, [join(outDir, 'main.js')], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] }).on('close', done);
  });
  if (code !== 0) throw new Error(`the geodesic bench exited with ${code}`);
}
