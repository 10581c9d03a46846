// Bundles the API server into dist/server/main.js. Packages stay external: node_modules is
// installed beside the bundle, and better-sqlite3 and pg cannot be bundled anyway (native code,
// optional requires). The conversion worker is a second entry point: each uploaded file is
// converted by dist/server/conversionWorker.js in a child process of its own. The administrator's
// command (`npm run admin`) is a third: dist/server/admin.js, and `npm run start:cluster`'s
// primary a fourth: dist/server/cluster.js, which forks main.js as its workers. Prints and the PDF report read
// their fonts from fonts/ at the repository's root (src/server/print/printFontFiles.ts).
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'src/server/main.ts',
    cluster: 'src/server/clusterMain.ts',
    conversionWorker: 'src/server/uploads/conversionWorker.ts',
    admin: 'src/server/admin.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'info',
});
