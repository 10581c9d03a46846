/**
 * Writes brotli (.br) and gzip (.gz) copies of the built client's text and WASM files beside them
 * (`npm run build:client` runs it after `vite build`), for @fastify/static's preCompressed serving
 * in src/server/routes/clientRoutes.ts. Compressing once at build time affords the slowest, best
 * settings, which no server could spend on every answer.
 *
 * Usage: node scripts/precompress.mjs [folder]   (dist/client by default)
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * What is worth compressing: text, and WASM (its code compresses to about half). Images and fonts
 * are compressed formats already. Vite writes no source maps today; should it, they are large text.
 */
export const COMPRESSIBLE_EXTENSIONS = ['.js', '.mjs', '.css', '.html', '.svg', '.json', '.wasm', '.map'];

/** A copy is kept only if it is at most this share of the original: below that, decoding costs more than it saves. */
export const MAX_KEPT_RATIO = 0.9;

/** @typedef {{ size: number, br: number | null, gzip: number | null }} EncodedSizes A file's bytes, and its copies' (null: not kept). */

/** The encodings written, with the extension @fastify/static looks for. */
const ENCODINGS = [
  { name: 'br', extension: '.br', compress: (bytes, text) => brotli(bytes, brotliOptions(bytes.length, text)) },
  { name: 'gzip', extension: '.gz', compress: (bytes) => gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }) },
];

function brotliOptions(size, text) {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: text ? constants.BROTLI_MODE_TEXT : constants.BROTLI_MODE_GENERIC,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

async function filesUnder(folder) {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Compresses one file: writes each worthwhile copy, and removes a copy left by an earlier build
 * that is no longer worthwhile.
 * @returns {Promise<EncodedSizes>}
 */
async function compressFile(path) {
  const bytes = await readFile(path);
  const text = extname(path) !== '.wasm';
  const sizes = { size: bytes.length, br: null, gzip: null };
  for (const encoding of ENCODINGS) {
    const compressed = await encoding.compress(bytes, text);
    const kept = compressed.length <= bytes.length * MAX_KEPT_RATIO;
    if (kept) await writeFile(path + encoding.extension, compressed);
    else await rm(path + encoding.extension, { force: true });
    sizes[encoding.name] = kept ? compressed.length : null;
  }
  return sizes;
}

/**
 * Writes the .br and .gz copies of every compressible file under `folder`. index.html's are written
 * last, so scripts/buildIfStale.mjs can take index.html.br as the sign that the build finished.
 * @param {string} folder
 * @returns {Promise<Record<string, EncodedSizes>>} each file's sizes, by path relative to `folder`
 */
export async function precompressFolder(folder) {
  const files = (await filesUnder(folder)).filter((path) => COMPRESSIBLE_EXTENSIONS.includes(extname(path)));
  const index = join(folder, 'index.html');
  /** @type {Record<string, EncodedSizes>} */
  const results = {};
  await Promise.all(
    files.filter((path) => path !== index).map(async (path) => (results[relative(folder, path)] = await compressFile(path))),
  );
  if (files.includes(index)) results['index.html'] = await compressFile(index);
  return results;
}

const kilobytes = (bytes) => (bytes === null ? '—' : `${(bytes / 1024).toFixed(1)} kB`);

async function main() {
  const folder = process.argv[2] ?? 'dist/client';
  const results = await precompressFolder(folder);
  const largest = Object.entries(results).sort(([, a], [, b]) => b.size - a.size).slice(0, 5);
  console.log(`Precompressed ${Object.keys(results).length} files in ${folder} (raw / gzip / br):`);
  for (const [path, sizes] of largest) console.log(`  ${path}: ${kilobytes(sizes.size)} / ${kilobytes(sizes.gzip)} / ${kilobytes(sizes.br)}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
