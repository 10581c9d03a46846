/**
 * Where the repository's print fonts (fonts/ at its root: DejaVu Sans, engine/print/printFonts.ts)
 * are, from whichever file runs: the sources under src/server/print, the server's bundle under
 * dist/server or a test's bundle under dist/. The root is the first folder upwards with a
 * package.json, so the fonts need no copy beside each bundle; without them a print falls back to
 * the system's fonts (and the PDF report, which embeds them, refuses).
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRINT_FONT_FILE_NAMES } from '../../engine/print/printFonts';

/** How many folders up the root is looked for: the sources are three below it. */
const LEVELS_UP = 4;

/** The font files to draw prints with; empty when the root's fonts/ does not hold them all. */
export function printFontFiles(from: string = fileURLToPath(import.meta.url)): string[] {
  let dir = dirname(from);
  for (let level = 0; level <= LEVELS_UP; level++) {
    if (existsSync(join(dir, 'package.json'))) {
      const files = PRINT_FONT_FILE_NAMES.map((name) => join(dir, 'fonts', name));
      return files.every((file) => existsSync(file)) ? files : [];
    }
    dir = dirname(dir);
  }
  return [];
}
