/**
 * Builds a conversion worker entry with esbuild, as scripts/buildServer.mjs does for the server,
 * so tests run the very code a worker thread runs in production. Node 20 cannot start a thread
 * from TypeScript source, and Vitest's transform does not reach worker threads.
 * The bundle goes under dist/ in the checkout, so its packages resolve from node_modules.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

export interface BundledWorker {
  readonly url: URL;
  remove(): Promise<void>;
}

/** Bundles `entry` (a path relative to the checkout) and returns the bundle's URL. */
export async function bundleWorker(entry: string): Promise<BundledWorker> {
  const [bundle] = await bundleEntries([entry]);
  return bundle!;
}

/**
 * Bundles `entries` into one folder, each as `<its name>.js`, as scripts/buildServer.mjs lays out
 * dist/server (the server finds its conversion worker beside it); `remove()` of any removes them all.
 */
export async function bundleEntries(entries: readonly string[]): Promise<BundledWorker[]> {
  await mkdir(join(root, 'dist'), { recursive: true });
  const outdir = await mkdtemp(join(root, 'dist', 'test-workers-'));
  await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(entries.map((entry) => [basename(entry, '.ts'), entry])),
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'silent',
  });
  const remove = () => rm(outdir, { recursive: true, force: true });
  return entries.map((entry) => ({ url: pathToFileURL(join(outdir, `${basename(entry, '.ts')}.js`)), remove }));
}
