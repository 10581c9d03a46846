/**
 * Builds one Node bench (`bench/<name>/main.ts`) with Vite and runs it in a fresh process from
 * the repository root: the geodesic and photo benches, each alone or at the end of the default run.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { build } from 'vite';

/** Resolves once the bench has printed its tables and written bench/results/<name>.md. */
export async function runNodeBench(root, name) {
  const outDir = join(root, `dist/bench/${name}`);
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    build: { ssr: `bench/${name}/main.ts`, outDir, emptyOutDir: true, target: 'node20' },
  });
  console.log(`\n[node] ${name}`);
  const code = await new Promise((done) => {
    spawn(process.execPath, [join(outDir, 'main.js')], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] }).on('close', done);
  });
  if (code !== 0) throw new Error(`the ${name} bench exited with ${code}`);
}
