// Draws the printed drawing's reference PNG (src/engine/print/testing/knownDrawing.png) from the
// renderer as it stands: run it (`npm run print:reference`) after a deliberate change to what a
// print draws, look at the picture, and commit it with the change. The TypeScript is bundled
// with esbuild beside its source, so its relative paths (the fonts, the PNG) hold, and removed.
import { rmSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const bundle = fileURLToPath(new URL('../src/engine/print/testing/.makePrintReference.mjs', import.meta.url));
try {
  await build({
    absWorkingDir: root,
    stdin: {
      contents: "import { writePrintReference, PRINT_REFERENCE_PNG } from './writePrintReference';\nwritePrintReference();\nconsole.log('Wrote', PRINT_REFERENCE_PNG);\n",
      resolveDir: fileURLToPath(new URL('../src/engine/print/testing/', import.meta.url)),
      loader: 'ts',
    },
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
  });
  await import(pathToFileURL(bundle).href);
} finally {
  rmSync(bundle, { force: true });
}
