/**
 * A Vite plugin that builds src/serviceWorker.ts into dist/client/sw.js with the app shell's
 * assets to precache (see precachedAssets; the worker adds index.html, the manifest and the icons
 * itself, see src/shared/offlineCache.ts) and a version made from the names of all the build's
 * files, which are fingerprints of their contents. Needs no network (esbuild, already a
 * dependency of the build).
 */
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ENTRY = fileURLToPath(new URL('../src/serviceWorker.ts', import.meta.url));

/**
 * The app shell among the files of a build: the entry chunk, the chunks it imports dynamically
 * itself (main.tsx loads startApp so), the home and /download (OFFLINE_PAGES), everything those
 * import statically, and their CSS. Those
 * open every public page and the sign-in; the drawing screen's chunks, pdf.js, the maps and the
 * kernels load with their routes and the worker keeps them as a page uses them, so installing it
 * downloads a few hundred kB, not the whole client, beside a page that is busy starting.
 * @param {Record<string, { type: string, fileName: string, facadeModuleId?: string | null, isEntry?: boolean, imports?: string[], dynamicImports?: string[], viteMetadata?: { importedCss?: Set<string> } }>} bundle
 * @returns {string[]} paths from the site's root, sorted
 */
/**
 * Pages with a chunk of their own that the installed app must open offline too: the home an
 * installed app starts on, and /download with its Install button.
 */
const OFFLINE_PAGES = [/\/src\/ui\/home\/HomePage\.tsx$/, /\/src\/ui\/download\/DownloadPage\.tsx$/];

export function precachedAssets(bundle) {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const shell = new Set();
  const add = (fileName) => {
    const chunk = byName.get(fileName);
    if (!chunk || shell.has(fileName)) return;
    shell.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) shell.add(css);
    for (const imported of chunk.imports ?? []) add(imported);
  };
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) {
    add(entry.fileName);
    for (const loaded of entry.dynamicImports ?? []) add(loaded);
  }
  for (const chunk of chunks) if (OFFLINE_PAGES.some((page) => page.test(chunk.facadeModuleId ?? ''))) add(chunk.fileName);
  return [...shell].filter((name) => name.startsWith('assets/') && !name.endsWith('.map')).map((name) => `/${name}`).sort();
}

/**
 * @param {readonly string[]} files every file of the build
 * @returns {string}
 */
export function precacheVersion(files) {
  return createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 16);
}

/** @returns {import('vite').Plugin} */
export function serviceWorkerPlugin() {
  return {
    name: 'planimetry-service-worker',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const assets = precachedAssets(bundle);
      // Any change to any file of the client (their names are fingerprints) makes a new cache.
      const version = precacheVersion(Object.keys(bundle).sort());
      const result = await build({
        entryPoints: [ENTRY],
        bundle: true,
        write: false,
        format: 'iife',
        target: 'es2022',
        minify: true,
        define: { __ASSETS__: JSON.stringify(assets), __BUILD_VERSION__: JSON.stringify(version) },
      });
      const source = result.outputFiles[0]?.text;
      if (!source) throw new Error('esbuild produced no service worker');
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
