/**
 * `npm run bench`: builds the WASM kernels when stale, then runs every benchmark subject in Node
 * and in headless Debian Chromium (inside a module worker of a page built by Vite), each subject
 * in a fresh process or worker. Prints one table per environment and writes
 * bench/results/latest.md and latest.json.
 *
 * Environment: BENCH_QUICK=1 small inputs only; BENCH_ONLY=node|chromium one environment, or
 * BENCH_ONLY=hugeImage the huge-image bench alone (written to bench/results/hugeImage.*), or
 * BENCH_ONLY=pdfPicker the PDF page picker bench alone (bench/results/pdfPicker.*), or
 * BENCH_ONLY=geodesic the geodesic bench alone (Node; bench/results/geodesic.md), or
 * BENCH_ONLY=photo the photo-measuring bench alone (Node; bench/results/photo.md), or
 * BENCH_ONLY=routes the script each route loads alone (built client and server in Chromium;
 * bench/results/routes.md), or BENCH_ONLY=idle Chromium's CPU with the drawing screen idle and
 * panned against /login and about:blank (bench/results/idle.md), or BENCH_ONLY=flood /api/health's
 * p99 while one account floods its own large document (Node; bench/results/flood.md), all of which the default run
 * also ends with;
 * BENCH_SUBJECTS=wand,simplify,… some subjects (bandwidth, wand, masks, simplify, selfCrossing,
 * area, rooms, snap, takeoff); BENCH_KERNELS=path/to/module.ts another module in place of
 * src/engine/kernels/loadKernels.ts (same exports), to bench a work in progress.
 */
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import wasm from 'vite-plugin-wasm';
import { BANDWIDTH_KERNEL, markdownReport, OURS_APP, OURS_WASM, PROBE_MIB, ROW_PREFIX, table } from '../bench/report.mjs';
import { ensureHugePlan } from '../bench/hugeImage/hugePlan.mjs';
import { writeLongPdf } from './longPdf.mjs';
import { runNodeBench } from '../bench/runNodeBench.mjs';
import { runRouteSizes } from '../bench/routes/routeSizes.mjs';
import { runIdleScreen } from '../bench/idle/idleScreen.mjs';
import { buildIfStale } from './buildIfStale.mjs';
import { CHROMIUM, ensureChromium } from './ensureChromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const OUT = join(root, 'dist/bench');
const OPENCV = join(root, 'node_modules/@techstark/opencv-js/dist/opencv.js');
/** The order matters: bandwidth first, so the wand subject can print the fill's bound. */
const SUBJECTS = ['bandwidth', 'wand', 'masks', 'simplify', 'selfCrossing', 'area', 'rooms', 'snap', 'takeoff'];

const quick = process.env.BENCH_QUICK === '1';
const only = process.env.BENCH_ONLY;
const chosen = process.env.BENCH_SUBJECTS?.split(',').map((name) => name.trim());
const subjects = chosen ? SUBJECTS.filter((name) => chosen.includes(name)) : SUBJECTS;
if (only && !['node', 'chromium', 'hugeImage', 'pdfPicker', 'geodesic', 'photo', 'routes', 'idle', 'flood'].includes(only)) throw new Error(`BENCH_ONLY must be node, chromium, hugeImage, pdfPicker, geodesic, photo, routes, idle or flood, got ${only}`);
/** The huge-image and PDF picker benches run in Chromium after the subjects, or alone; BENCH_SUBJECTS leaves them out. */
const hugeImage = only === 'hugeImage' || (only !== 'node' && only !== 'pdfPicker' && !chosen);
const pdfPicker = only === 'pdfPicker' || (only !== 'node' && only !== 'hugeImage' && !chosen);
/** Whether the run is one of the browser benches alone (no kernel subjects). */
const alone = only === 'hugeImage' || only === 'pdfPicker';
/** The PDF picker bench's construction set, and each way's timed runs. */
const PDF_PAGES = 200;
const PDF_RUNS = quick ? 3 : 5;
/** Frames per zoom of the huge-image pan, and wand clicks timed. */
const HUGE_FRAMES = quick ? 120 : 300;
const HUGE_CLICKS = quick ? 3 : 7;
if (subjects.length === 0) throw new Error(`BENCH_SUBJECTS names none of ${SUBJECTS.join(', ')}`);

/** The baselines: the suite's name for each, and its package. */
const BASELINES = {
  opencv: '@techstark/opencv-js',
  simplifyJs: 'simplify-js',
  sweepline: 'sweepline-intersections',
  turfKinks: '@turf/kinks',
  turfArea: '@turf/area',
  flatbush: 'flatbush',
  rbush: 'rbush',
};
const version = (name) => JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
const versions = Object.fromEntries(Object.entries(BASELINES).map(([key, name]) => [key, version(name)]));

const kernelsAlias = process.env.BENCH_KERNELS
  ? [{ find: /^.*\/engine\/kernels\/loadKernels$/, replacement: resolve(process.env.BENCH_KERNELS) }]
  : [];

const errorRow = (environment, subject, error) => ({ kernel: subject, input: '-', implementation: '-', median_ms: null, runs: 0, environment, error });

/** Reads GB/s off the probe's row, for the later subjects' fill bound. */
function readGBps(rows) {
  const probe = rows.find((row) => row.kernel === BANDWIDTH_KERNEL && row.implementation === OURS_WASM && row.median_ms);
  return probe ? (PROBE_MIB * 2 ** 20) / probe.median_ms / 1e6 : undefined;
}

/** Runs the subjects one after another with `runOne`, each told the bandwidth measured so far. */
async function runSubjects(environment, runOne) {
  const rows = [];
  for (const subject of subjects) {
    console.log(`\n[${environment}] ${subject}`);
    const config = { subject, environment, quick, versions, readGBps: readGBps(rows) };
    const result = await runOne(config);
    rows.push(...result.rows);
    if (result.error) rows.push(errorRow(environment, subject, result.error));
  }
  return rows;
}

// --- Node -------------------------------------------------------------------------------------

async function buildNode() {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [wasm()],
    resolve: { alias: kernelsAlias },
    build: { ssr: 'bench/node/main.ts', outDir: join(OUT, 'node'), emptyOutDir: true, target: 'node20' },
  });
  return join(OUT, 'node/main.js');
}

/** One subject in a fresh Node process, its rows read off its output. */
function runNodeSubject(entry, config) {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--expose-gc', '--max-old-space-size=8192', entry], {
      cwd: root,
      env: { ...process.env, BENCH_CONFIG: JSON.stringify(config) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const rows = [];
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith(ROW_PREFIX)) rows.push(JSON.parse(line.slice(ROW_PREFIX.length)));
      else console.log(line);
    });
    child.on('close', (code, signal) => done(code === 0 ? { rows } : { rows, error: `node exited with ${signal ?? code}` }));
  });
}

// --- Chromium ---------------------------------------------------------------------------------

async function buildBrowser() {
  const outDir = join(OUT, 'browser');
  await build({
    configFile: false,
    root: join(root, 'bench/browser'),
    base: './',
    logLevel: 'warn',
    plugins: [wasm()],
    worker: { format: 'es', plugins: () => [wasm()] },
    resolve: { alias: kernelsAlias },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      rollupOptions: {
        input: { index: join(root, 'bench/browser/index.html'), hugeImage: join(root, 'bench/browser/hugeImage.html'), pdfPicker: join(root, 'bench/browser/pdfPicker.html') },
      },
      assetsInlineLimit: (file) => (file.endsWith('.wasm') ? false : undefined),
      chunkSizeWarningLimit: 20000,
    },
  });
  return outDir;
}

/** Headless Chromium's switches for every bench: no sandbox (containers), nothing fetched on the side. */
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.pdf': 'application/pdf', '.wasm': 'application/wasm', '.css': 'text/css', '.png': 'image/png' };

const HUGE_PLAN_URL = '/huge-plan.png';
const LONG_PDF_URL = '/long.pdf';

/** The PDF picker bench's input, written once into bench/.cache/ (git-ignored). */
async function ensureLongPdf() {
  const path = join(root, `bench/.cache/long-${PDF_PAGES}.pdf`);
  if (!existsSync(path)) {
    mkdirSync(join(root, 'bench/.cache'), { recursive: true });
    await writeLongPdf(path, PDF_PAGES);
  }
  return path;
}

/** A static server on a free loopback port: the built pages, OpenCV.js at /opencv.js, the huge plan and the long PDF. */
function serve(dir, hugePlan, longPdf) {
  const outside = new Map([['/opencv.js', OPENCV], ...(hugePlan ? [[HUGE_PLAN_URL, hugePlan]] : []), ...(longPdf ? [[LONG_PDF_URL, longPdf]] : [])]);
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = outside.get(path) ?? join(dir, normalize(path === '/' ? '/index.html' : path));
    if (!file.startsWith(dir) && !outside.has(path)) return response.writeHead(403).end();
    if (!existsSync(file) || !statSync(file).isFile()) return response.writeHead(404).end();
    response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((ready) => server.listen(0, '127.0.0.1', () => ready(server)));
}

/** The huge-image bench in a fresh page: its rows, or an error row when the page fails. */
async function runHugeImage(browser, url, plan) {
  console.log(`\n[chromium] hugeImage`);
  const page = await browser.newPage();
  page.on('console', (message) => console.log(message.text()));
  page.on('pageerror', (error) => console.log(`  page error: ${error.message}`));
  try {
    await page.goto(`${url}hugeImage.html`);
    const config = { url: HUGE_PLAN_URL, seed: plan.seed, frames: HUGE_FRAMES, clicks: HUGE_CLICKS, opencvVersion: versions.opencv };
    const { rows } = await page.evaluate((hugeConfig) => window.runHugeImage(hugeConfig), config);
    return rows.map((row) => ({ ...row, environment: 'chromium' }));
  } catch (error) {
    return [errorRow('chromium', 'hugeImage', `page failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`)];
  } finally {
    await page.close().catch(() => {});
  }
}

/** The PDF picker bench in a fresh page: its rows, or an error row when the page fails. */
async function runPdfPicker(browser, url) {
  console.log(`\n[chromium] pdfPicker`);
  const page = await browser.newPage();
  page.on('console', (message) => console.log(message.text()));
  page.on('pageerror', (error) => console.log(`  page error: ${error.message}`));
  try {
    await page.goto(`${url}pdfPicker.html`);
    const config = { url: LONG_PDF_URL, pages: PDF_PAGES, runs: PDF_RUNS, ours: OURS_APP };
    const { rows } = await page.evaluate((pdfConfig) => window.runPdfPicker(pdfConfig), config);
    return rows.map((row) => ({ ...row, environment: 'chromium' }));
  } catch (error) {
    return [errorRow('chromium', 'pdfPicker', `page failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`)];
  } finally {
    await page.close().catch(() => {});
  }
}

async function runChromium() {
  ensureChromium();
  const plan = hugeImage ? await ensureHugePlan(root) : undefined;
  const longPdf = pdfPicker ? await ensureLongPdf() : undefined;
  const server = await serve(await buildBrowser(), plan?.png, longPdf);
  const url = `http://127.0.0.1:${server.address().port}/`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, '--js-flags=--max-old-space-size=8192'] });
  try {
    const rows = alone ? [] : await runSubjects('chromium', async (config) => {
      // A fresh page per subject, so a crashed renderer costs one subject only.
      const page = await browser.newPage();
      page.on('console', (message) => console.log(message.text()));
      page.on('pageerror', (error) => console.log(`  page error: ${error.message}`));
      try {
        await page.goto(url);
        return await page.evaluate((subjectConfig) => window.runSubject(subjectConfig), config);
      } catch (error) {
        return { rows: [], error: `page failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}` };
      } finally {
        await page.close().catch(() => {});
      }
    });
    if (plan) rows.push(...(await runHugeImage(browser, url, plan)));
    if (longPdf) rows.push(...(await runPdfPicker(browser, url)));
    return { rows, version: browser.version() };
  } finally {
    await browser.close();
    server.close();
  }
}

// --- Main -------------------------------------------------------------------------------------

if (only === 'geodesic') {
  await runNodeBench(root, 'geodesic');
  process.exit(0);
}

/** One account flooding its own large document against the built server (bench/flood/main.ts). */
async function flood() {
  buildIfStale(['wasm', 'server']);
  await runNodeBench(root, 'flood');
}

if (only === 'flood') {
  await flood();
  process.exit(0);
}

if (only === 'photo') {
  await runNodeBench(root, 'photo');
  process.exit(0);
}

/** The route-size bench measures what a person downloads: the built client, served by the built server. */
async function routeSizes() {
  buildIfStale(['wasm', 'client', 'server']);
  ensureChromium();
  console.log('\n[chromium] script per route');
  await runRouteSizes({ root, executablePath: CHROMIUM, launchArgs: CHROMIUM_ARGS });
}

if (only === 'routes') {
  await routeSizes();
  process.exit(0);
}

/**
 * What an idle tab costs: Chromium's CPU with the drawing screen open and untouched, and panned,
 * against /login and about:blank, with the browser tests' arguments (SwiftShader for the GPU).
 */
async function idleScreen() {
  buildIfStale(['wasm', 'client', 'server']);
  ensureChromium();
  console.log('\n[chromium] idle drawing screen');
  await runIdleScreen({ root, executablePath: CHROMIUM, launchArgs: CHROMIUM_ARGS.filter((arg) => arg !== '--disable-gpu') });
}

if (only === 'idle') {
  await idleScreen();
  process.exit(0);
}

buildIfStale(['wasm']);
const rows = [];
let chromiumVersion;
if (only !== 'chromium' && !alone) {
  const entry = await buildNode();
  rows.push(...(await runSubjects('node', (config) => runNodeSubject(entry, config))));
}
if (only !== 'node') {
  try {
    const result = await runChromium();
    rows.push(...result.rows);
    chromiumVersion = result.version;
  } catch (error) {
    console.error(`Chromium run failed: ${error instanceof Error ? error.message : String(error)}`);
    rows.push(errorRow('chromium', 'all', error instanceof Error ? error.message.split('\n')[0] : String(error)));
  }
}

for (const environment of ['node', 'chromium']) {
  const own = rows.filter((row) => row.environment === environment);
  if (own.length) console.log(`\n${environment}\n${table(own)}`);
}
const machine = {
  cpu: os.cpus()[0]?.model ?? 'unknown',
  cores: os.cpus().length,
  node: process.version,
  chromium: chromiumVersion,
  date: new Date().toISOString(),
  quick,
  subjects: [...(alone ? [] : subjects), ...(hugeImage ? ['hugeImage'] : []), ...(pdfPicker ? ['pdfPicker'] : [])],
  versions: Object.fromEntries(Object.entries(BASELINES).map(([key, name]) => [name, versions[key]])),
};
const results = join(root, 'bench/results');
mkdirSync(results, { recursive: true });
// A browser bench alone must not overwrite the full run's tables, nor must some subjects alone
// (BENCH_SUBJECTS=rooms writes bench/results/rooms.md).
const report = alone ? only : chosen ? subjects.join('-') : 'latest';
writeFileSync(join(results, `${report}.md`), markdownReport(rows, machine));
writeFileSync(
  join(results, `${report}.json`),
  `${JSON.stringify(rows.map(({ kernel, input, implementation, median_ms, runs, environment, note, error }) => ({ kernel, input, implementation, median_ms, runs, environment, ...(note ? { note } : {}), ...(error ? { error } : {}) })), null, 2)}\n`,
);
console.log(`\nWrote bench/results/${report}.md and ${report}.json`);
// The geodesic bench writes its own report (bench/results/geodesic.md); Node only. So does the
// route-size bench (bench/results/routes.md).
if (!only && !chosen) {
  await runNodeBench(root, 'geodesic');
  await runNodeBench(root, 'photo');
  await routeSizes();
  await idleScreen();
  await flood();
}
