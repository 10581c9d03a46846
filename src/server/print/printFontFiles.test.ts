import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { printFontFiles } from './printFontFiles';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const repositoryFonts = [join(root, 'fonts', 'DejaVuSans.ttf'), join(root, 'fonts', 'DejaVuSans-Bold.ttf')];

describe('printFontFiles', () => {
  it("finds the repository's fonts from the sources, the server's bundle and a test's bundle", () => {
    expect(printFontFiles()).toEqual(repositoryFonts);
    expect(printFontFiles(join(root, 'dist', 'server', 'conversionWorker.js'))).toEqual(repositoryFonts);
    expect(printFontFiles(join(root, 'dist', 'test-workers-abc', 'stubCadWorker.js'))).toEqual(repositoryFonts);
  });

  it('answers none far from the repository, so the system fonts draw', () => {
    expect(printFontFiles('/nowhere/a/b/c/d/e/f/worker.js')).toEqual([]);
  });
});
