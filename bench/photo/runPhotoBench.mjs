/**
 * Builds bench/photo/main.ts for Node with Vite and runs it in a fresh process from the
 * repository root (`BENCH_ONLY=photo npm run bench`, and the end of the default run).
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { build } from 'vite';

/** Resolves once the bench has printed its table and written bench/results/photo.md. */
export async function runPhotoBench(root) {
  const outDir = join(root, 'dist/bench/photo');
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    build: { ssr: 'bench/photo/main.ts', outDir, emptyOutDir: true, target: 'node20' },
  });
  console.log('\n[node] photo');
  const code = await new Promise((done) => {
    spawn(process.execPath, [join(outDir, 'main.js')], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] }).on('close', done);
  });
  if (code !== 0) throw new Error(`the photo bench exited with ${code}`);
}
