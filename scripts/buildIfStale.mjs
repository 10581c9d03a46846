/**
 * Builds the WASM kernels, the client and the server when their output is missing or older
 * than any of their sources, so `npm start` and `npm test` never serve or test stale code.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;

/** Newest modification time under the given paths (files or folders) of `root`, 0 if none exist. */
function newestMtime(paths, root) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const path of paths) visit(join(root, path));
  return newest;
}

const outputTime = (path, root) => (existsSync(join(root, path)) ? statSync(join(root, path)).mtimeMs : -1);

const CONFIG = ['package.json', 'package-lock.json'];

export const STEPS = [
  { name: 'wasm', script: 'build:wasm', output: 'build/kernels.wasm', sources: ['assembly', 'asconfig.json', ...CONFIG] },
  {
    name: 'client',
    script: 'build:client',
    // Written last, after Vite's build and every other compressed copy (scripts/precompress.mjs):
    // a build stopped half way, or a bare `vite build`, leaves the client stale.
    output: 'dist/client/index.html.br',
    sources: ['src', 'index.html', 'public', 'vite.config.ts', 'build/kernels.wasm', 'scripts/precompress.mjs', 'scripts/serviceWorkerPlugin.mjs', ...CONFIG],
  },
  { name: 'server', script: 'build:server', output: 'dist/server/main.js', sources: ['src/server', 'src/shared', 'scripts/buildServer.mjs', ...CONFIG] },
];

/** Runs an npm script, exiting the process with its code if it fails. */
export function runNpm(script, extraArgs = []) {
  const result = spawnSync('npm', ['run', '--silent', script, ...(extraArgs.length ? ['--', ...extraArgs] : [])], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(`npm run ${script} failed`);
    process.exit(result.status ?? 1);
  }
}

/** Whether a step's output under `root` is missing or older than any of its sources. */
export function isStale(step, root = ROOT) {
  return outputTime(step.output, root) < newestMtime(step.sources, root);
}

/** The build scripts of the named parts that are missing or stale, in build order. */
export function staleScripts(names = STEPS.map((step) => step.name)) {
  return STEPS.filter((step) => names.includes(step.name) && isStale(step)).map((step) => step.script);
}

/** Builds each of the named parts that is missing or stale. */
export function buildIfStale(names = STEPS.map((step) => step.name)) {
  for (const script of staleScripts(names)) {
    console.log(`Building ${script.slice('build:'.length)}…`);
    runNpm(script);
  }
}
