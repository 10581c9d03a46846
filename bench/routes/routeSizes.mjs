/**
 * The bytes of script each route makes a browser download: the built server (dist/server, which
 * sends the build's precompressed .br copies) on a free loopback port with a temporary DATA_DIR,
 * and headless Debian Chromium loading each route in a fresh context (an empty cache) until the
 * network is idle. Every JavaScript response counts (scripts, module preloads, worker scripts and
 * what workers import), each URL once, at its encoded size as transferred and at its decoded size.
 * The editor (`/`) is loaded signed in, before any image, map or PDF is opened.
 *
 * `BENCH_ONLY=routes npm run bench`, and part of the default run; writes bench/results/routes.md
 * and routes.json.
 */
import { stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { startBuiltServer } from '../../scripts/builtServer.mjs';
import { registerBenchUser } from '../benchUser.mjs';

/** 1 kB = 1000 bytes, as DevTools, Vite and Lighthouse count. */
const KB = 1000;

/**
 * The routes measured and their budgets of compressed script, in kB (issue 15): the first screen
 * and the public pages (the home a visitor meets on `/` among them) at most 150, the editor at most 450. `/engine` (the developer pages) has
 * none: it should load only when opened, which the other routes show.
 */
export const ROUTES = [
  { path: '/', kind: 'home, signed out', budgetKb: 150 },
  { path: '/login', kind: 'first screen', budgetKb: 150 },
  { path: '/register', kind: 'public page', budgetKb: 150 },
  { path: '/help', kind: 'public page', budgetKb: 150 },
  { path: '/blog', kind: 'public page', budgetKb: 150 },
  { path: '/api', kind: 'public page', budgetKb: 150 },
  { path: '/engine', kind: 'developer page', budgetKb: null },
  { path: '/', kind: 'editor, signed in', budgetKb: 450, signedIn: true },
];

const USER = { type: 'user', firstName: 'Bea', lastName: 'Bench', email: 'bea.bench@example.com', password: 'measure-routes-42' };

const LOAD_TIMEOUT_MS = 60_000;

/** Registers and verifies the bench's user through the API. */
const registerUser = (server) => registerBenchUser(server, USER);

const isJavaScript = (response) =>
  /\b(?:java|ecma)script\b/i.test(response.headers()['content-type'] ?? '') || (response.request().resourceType() === 'script' && response.ok());

/**
 * One script response: its URL, encoded bytes as transferred, decoded bytes, and its encoding.
 * Chromium reports no body size for a worker's own script (Playwright gives 0), so there the
 * Content-Length of the answer, which for the server's static files is the encoded body, stands in.
 */
async function measureResponse(response) {
  await response.finished();
  const { responseBodySize } = await response.request().sizes();
  const body = await response.body();
  const headers = response.headers();
  const contentLength = Number(headers['content-length'] ?? Number.NaN);
  const encoded = responseBodySize > 0 || body.length === 0 || !Number.isFinite(contentLength) ? responseBodySize : contentLength;
  return { url: new URL(response.url()).pathname, encoded, decoded: body.length, encoding: headers['content-encoding'] ?? 'identity' };
}

/** Loads one route in a fresh context until the network is idle: the scripts it fetched. */
async function loadRoute(browser, server, route) {
  // No service worker: its background download of the whole client for offline use is not what the route needs to show.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  try {
    if (route.signedIn) {
      // The context's own request client keeps the session cookie the login sets.
      const login = await context.request.post(`${server.url}/login`, { data: { email: USER.email, password: USER.password, remember: true } });
      if (!login.ok()) throw new Error(`login answered ${login.status()}: ${await login.text()}`);
    }
    const page = await context.newPage();
    const measured = [];
    // Worker scripts and what workers import are reported on the page too, in Chromium.
    page.on('response', (response) => {
      if (isJavaScript(response)) measured.push(measureResponse(response));
    });
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.url}${route.path}`, { waitUntil: 'networkidle', timeout: LOAD_TIMEOUT_MS });
    const landed = new URL(page.url()).pathname;
    if (landed !== route.path) throw new Error(`${route.path} ended at ${landed}${route.signedIn ? ' (not signed in?)' : ''}`);
    const byUrl = new Map((await Promise.all(measured)).map((script) => [script.url, script]));
    const scripts = [...byUrl.values()].sort((a, b) => b.encoded - a.encoded);
    return { scripts, errors };
  } finally {
    await context.close();
  }
}

/**
 * The size of a script's gzip copy in the built client (its own size when it has none): what a
 * browser without brotli would download (close to the gzip sizes in Vite's build log).
 */
async function gzipSize(clientDir, script) {
  const path = join(clientDir, script.url);
  return (await stat(`${path}.gz`).catch(() => stat(path)).catch(() => ({ size: Number.NaN }))).size;
}

/** A route's row: counts and sums of its scripts, in kB, against its budget. */
export function routeRow(route, scripts) {
  const encoded = scripts.reduce((sum, script) => sum + script.encoded, 0);
  const decoded = scripts.reduce((sum, script) => sum + script.decoded, 0);
  const gzip = scripts.reduce((sum, script) => sum + (script.gzip ?? Number.NaN), 0);
  return {
    route: route.path,
    kind: route.kind,
    scripts: scripts.length,
    compressed_kb: encoded / KB,
    gzip_kb: gzip / KB,
    budget_kb: route.budgetKb,
    ratio: route.budgetKb === null ? null : encoded / KB / route.budgetKb,
    uncompressed_kb: decoded / KB,
  };
}

const HEADER = ['route', 'scripts', 'compressed kB', 'budget kB', 'ratio to budget', 'uncompressed kB', 'gzip kB'];

/** The rows as a Markdown table, padded so it also reads in a terminal. */
export function routeTable(rows) {
  const cells = rows.map((row) => [
    `${row.route} (${row.kind})`,
    String(row.scripts),
    row.error ? 'error' : row.compressed_kb.toFixed(1),
    row.budget_kb === null ? '—' : `≤ ${row.budget_kb}`,
    row.error ? row.error : row.ratio === null ? '—' : `${row.ratio.toFixed(2)}${row.ratio > 1 ? ' over' : ''}`,
    row.error ? '' : row.uncompressed_kb.toFixed(1),
    row.error || Number.isNaN(row.gzip_kb) ? '' : row.gzip_kb.toFixed(1),
  ]);
  const widths = HEADER.map((title, column) => Math.max(title.length, ...cells.map((line) => line[column].length)));
  const line = (values) => `| ${values.map((value, column) => value.padEnd(widths[column])).join(' | ')} |`;
  return [line(HEADER), line(widths.map((width) => '-'.repeat(width))), ...cells.map(line)].join('\n');
}

function markdownReport(rows, details, machine) {
  const list = details.map(({ route, scripts }) => [
    `\n#### ${route}\n`,
    ...scripts.map((script) => `- \`${script.url}\`: ${(script.encoded / KB).toFixed(1)} kB ${script.encoding} / ${(script.decoded / KB).toFixed(1)} kB`),
  ].join('\n'));
  return [
    '## Script per route',
    '',
    `${machine.date} · Chromium ${machine.chromium} · Node ${machine.node} · ${machine.cpu} (${machine.cores} cores)`,
    '',
    'Compressed: the encoded bytes as transferred (the server sends the build\'s brotli copies); uncompressed: the',
    'same scripts decoded. Every JavaScript response of a fresh context until the network is idle, each URL',
    'once: scripts, module preloads, worker scripts and what workers import. 1 kB = 1000 bytes. Ratio =',
    'compressed ÷ budget (above 1: over budget). gzip: the same scripts\' .gz copies in the build, what a',
    'browser without brotli downloads (close to the gzip sizes in Vite\'s build log).',
    '',
    routeTable(rows),
    '',
    '### Scripts of each route (compressed / uncompressed)',
    ...list,
    '',
  ].join('\n');
}

/**
 * Measures every route with the built client and server (build them first) and headless
 * Chromium at `executablePath`; prints the table and writes bench/results/routes.md and .json.
 */
export async function runRouteSizes({ root, executablePath, launchArgs = [] }) {
  const server = await startBuiltServer({ dataDirPrefix: 'planimetry-bench-routes-' });
  const browser = await chromium.launch({ executablePath, args: launchArgs });
  const rows = [];
  const details = [];
  try {
    await registerUser(server);
    for (const route of ROUTES) {
      console.log(`[routes] ${route.path}`);
      try {
        const { scripts, errors } = await loadRoute(browser, server, route);
        for (const script of scripts) script.gzip = await gzipSize(join(root, 'dist/client'), script);
        for (const error of errors) console.log(`  page error: ${error}`);
        rows.push(routeRow(route, scripts));
        details.push({ route: `${route.path} (${route.kind})`, scripts });
      } catch (error) {
        const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
        rows.push({ ...routeRow(route, []), error: message });
      }
    }
    const table = routeTable(rows);
    console.log(`\nscript per route (kB = 1000 bytes)\n${table}`);
    const machine = { cpu: os.cpus()[0]?.model ?? 'unknown', cores: os.cpus().length, node: process.version, chromium: browser.version(), date: new Date().toISOString() };
    await writeFile(join(root, 'bench/results/routes.md'), markdownReport(rows, details, machine));
    await writeFile(join(root, 'bench/results/routes.json'), `${JSON.stringify({ machine, rows, details }, null, 2)}\n`);
    console.log('\nWrote bench/results/routes.md and routes.json');
    return rows;
  } finally {
    await browser.close();
    await server.stop();
  }
}
