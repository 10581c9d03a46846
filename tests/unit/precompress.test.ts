import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../scripts/precompress.mjs';

const SCRIPT = `export const greeting = ${JSON.stringify('hello, planimetry '.repeat(200))};\n`;
const PAGE = `<!doctype html><title>Planimetry</title>${'<link rel="modulepreload" href="/assets/a.js">'.repeat(20)}`;

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'planimetry-precompress-'));
  await mkdir(join(folder, 'assets'));
});
afterEach(() => rm(folder, { recursive: true, force: true }));

const exists = (path: string) => stat(join(folder, path)).then(() => true, () => false);

describe('precompressFolder', () => {
  it('writes brotli and gzip copies that decode to the original, in subfolders too', async () => {
    await writeFile(join(folder, 'index.html'), PAGE);
    await writeFile(join(folder, 'assets', 'index-abc.js'), SCRIPT);
    const results = await precompressFolder(folder);
    expect(brotliDecompressSync(await readFile(join(folder, 'assets', 'index-abc.js.br'))).toString()).toBe(SCRIPT);
    expect(gunzipSync(await readFile(join(folder, 'assets', 'index-abc.js.gz'))).toString()).toBe(SCRIPT);
    expect(brotliDecompressSync(await readFile(join(folder, 'index.html.br'))).toString()).toBe(PAGE);
    expect(gunzipSync(await readFile(join(folder, 'index.html.gz'))).toString()).toBe(PAGE);
    const { size, br, gzip } = results['assets/index-abc.js']!;
    expect(size).toBe(SCRIPT.length);
    expect(br).toBeLessThan(gzip!);
    expect(gzip).toBeLessThan(SCRIPT.length / 4);
  });

  it('compresses css, mjs, svg, json, wasm and map files, and leaves images alone', async () => {
    const names = ['a.css', 'b.mjs', 'c.svg', 'd.json', 'e.wasm', 'f.js.map', 'g.png', 'h.jpg', 'i.woff2'];
    for (const name of names) await writeFile(join(folder, 'assets', name), SCRIPT);
    await precompressFolder(folder);
    for (const name of names.slice(0, 6)) expect(await exists(`assets/${name}.br`), name).toBe(true);
    for (const name of names.slice(6)) {
      expect(await exists(`assets/${name}.br`), name).toBe(false);
      expect(await exists(`assets/${name}.gz`), name).toBe(false);
    }
  });

  it('keeps no copy where compression does not help, and removes one an earlier build left', async () => {
    await writeFile(join(folder, 'assets', 'tiny.js'), 'export{}');
    // Random bytes do not compress.
    await writeFile(join(folder, 'assets', 'noise.json'), randomBytes(512));
    await writeFile(join(folder, 'assets', 'noise.json.br'), 'an old copy');
    const results = await precompressFolder(folder);
    expect(results['assets/tiny.js']).toEqual({ size: 8, br: null, gzip: null });
    for (const path of ['assets/tiny.js.br', 'assets/tiny.js.gz', 'assets/noise.json.br', 'assets/noise.json.gz']) {
      expect(await exists(path), path).toBe(false);
    }
  });

  it("writes index.html's copies after every other file's", async () => {
    await writeFile(join(folder, 'index.html'), PAGE);
    for (let n = 0; n < 5; n += 1) await writeFile(join(folder, 'assets', `chunk-${n}.js`), SCRIPT.repeat(n + 1));
    await precompressFolder(folder);
    const indexTime = (await stat(join(folder, 'index.html.br'))).mtimeMs;
    for (let n = 0; n < 5; n += 1) {
      expect((await stat(join(folder, 'assets', `chunk-${n}.js.gz`))).mtimeMs).toBeLessThanOrEqual(indexTime);
    }
  });
});
