/**
 * What an open tab costs the machine: Chromium's CPU seconds per second (every process of the
 * browser: the browser, renderers, GPU, utilities) while a page sits untouched. The drawing screen
 * with a plan imported, three layers drawn and their length labels on, idle and while panned,
 * against `/login` and `about:blank` in the same run, one page open at a time. The drawing screen
 * draws on demand (src/render/frameRequests.ts); a ticker drawing 60 frames a second showed here
 * as about 0.4 CPU s/s.
 *
 * `BENCH_ONLY=idle npm run bench`; writes bench/results/idle.md and idle.json. Built client and
 * server (the bench script builds them when stale), Debian's Chromium with the browser tests'
 * arguments (GPU as SwiftShader).
 */
import { readdir, readFile, readlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { startBuiltServer } from '../../scripts/builtServer.mjs';
import { registerBenchUser } from '../benchUser.mjs';

const USER = { type: 'user', firstName: 'Ida', lastName: 'Idle', email: 'ida.idle@example.com', password: 'measure-idle-42' };
const PLAN = new URL('../../../shared/fixtures/images/floorplan-background_with_floorplanner.png', import.meta.url).pathname;
/** Each scenario: a settling pause, then three windows; the row is their median. */
const SETTLE_MS = 2000;
const WINDOW_MS = 5000;
const WINDOWS = 3;
const CLOCK_TICKS = 100; // USER_HZ: /proc's CPU times are in hundredths of a second on Linux.

/** The pids whose parent chain reaches `root`. */
async function descendants(root) {
  const parents = new Map();
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = await readFile(`/proc/${name}/stat`, 'utf8').catch(() => null);
    if (stat) parents.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
  }
  const isUnder = (pid) => {
    for (let at = parents.get(pid); at !== undefined && at > 1; at = parents.get(at)) if (at === root) return true;
    return false;
  };
  return [...parents.keys()].filter(isUnder);
}

/** CPU seconds used so far by the Chromium processes this bench started (its own children, not the server's). */
async function chromiumCpuSeconds() {
  let ticks = 0;
  for (const pid of await descendants(process.pid)) {
    const exe = await readlink(`/proc/${pid}/exe`).catch(() => '');
    if (!exe.includes('chromium')) continue;
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
    if (!stat) continue;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime: fields 14 and 15 of stat(5), 12 and 13 after the name.
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / CLOCK_TICKS;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Chromium's CPU s/s over `WINDOWS` windows while `during` (if any) keeps the page busy. */
async function measure(during) {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const rates = [];
  for (let window = 0; window < WINDOWS; window++) {
    const start = await chromiumCpuSeconds();
    const began = performance.now();
    if (during) await during(WINDOW_MS);
    else await new Promise((resolve) => setTimeout(resolve, WINDOW_MS));
    rates.push(((await chromiumCpuSeconds()) - start) / ((performance.now() - began) / 1000));
  }
  return median(rates);
}

/** The drawing screen as a person leaves it after some work: a plan imported, three layers each with a rectangle, labels on (the default). */
async function openDrawing(page, server, firstVisit) {
  await page.goto(`${server.url}/`);
  const toolbar = page.getByRole('toolbar', { name: 'Instruments' });
  await toolbar.waitFor();
  // The account's first visit brings the guided help; skipped, it stays away.
  if (firstVisit) await page.getByRole('button', { name: 'Skip help' }).click();
  await page.getByLabel('Import file', { exact: true }).setInputFiles(PLAN);
  await page.getByRole('status').filter({ hasText: 'Image uploaded successfully' }).waitFor({ timeout: 60_000 });
  const canvas = page.getByRole('application', { name: 'Drawing canvas' });
  const box = await canvas.boundingBox();
  for (let layer = 0; layer < 3; layer++) {
    if (layer > 0) await page.getByRole('button', { name: 'Add layer', exact: true }).click();
    await toolbar.getByRole('button', { name: 'Rectangle', exact: true }).click();
    const x = box.x + 200 + layer * 150;
    await page.mouse.move(x, box.y + 200);
    await page.mouse.down();
    await page.mouse.move(x + 120, box.y + 320, { steps: 5 });
    await page.mouse.up();
  }
  return box;
}

/** Pans the drawing back and forth with the Pan instrument for `ms`: a frame's worth of drag every 16 ms. */
async function panFor(page, box, ms) {
  const end = performance.now() + ms;
  const y = box.y + box.height / 2;
  for (let step = 0; performance.now() < end; step++) {
    const from = box.x + box.width / 2;
    await page.mouse.move(from, y);
    await page.mouse.down();
    await page.mouse.move(from + (step % 2 ? -200 : 200), y, { steps: 12 });
    await page.mouse.up();
  }
}

export async function runIdleScreen({ root, executablePath, launchArgs = [] }) {
  const server = await startBuiltServer({ dataDirPrefix: 'planimetry-bench-idle-' });
  const browser = await chromium.launch({ executablePath, args: launchArgs });
  const rows = [];
  try {
    await registerBenchUser(server, USER);
    const scenario = async (name, open, during) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
      try {
        const page = await context.newPage();
        const busy = await open(page, context);
        const cpu = await measure(during && ((ms) => during(page, busy, ms)));
        rows.push({ scenario: name, cpu_s_per_s: cpu });
        console.log(`  ${name}: ${cpu.toFixed(3)} CPU s/s`);
      } finally {
        await context.close();
      }
    };
    let visits = 0;
    const signedIn = async (page, context) => {
      const login = await context.request.post(`${server.url}/login`, { data: { email: USER.email, password: USER.password, remember: true }, headers: { origin: server.url } });
      if (!login.ok()) throw new Error(`login answered ${login.status()}: ${await login.text()}`);
      // The cookie notice answered, as a returning person's is.
      const { settings } = await (await context.request.get(`${server.url}/api/settings`)).json();
      const saved = await context.request.post(`${server.url}/api/settings`, { data: { settings: { ...settings, cookiesAccepted: true } }, headers: { origin: server.url } });
      if (!saved.ok()) throw new Error(`settings answered ${saved.status()}: ${await saved.text()}`);
      return openDrawing(page, server, visits++ === 0);
    };
    await scenario('about:blank', (page) => page.goto('about:blank'));
    await scenario('/login', async (page) => {
      await page.goto(`${server.url}/login`);
      await page.getByRole('heading', { name: 'Log in' }).waitFor();
    });
    await scenario('idle drawing screen', signedIn);
    await scenario('drawing screen while panning', async (page, context) => {
      const box = await signedIn(page, context);
      await page.getByRole('toolbar', { name: 'Instruments' }).getByRole('button', { name: 'Pan', exact: true }).click();
      return box;
    }, panFor);
  } finally {
    await browser.close();
    await server.stop();
  }
  const login = rows.find((row) => row.scenario === '/login').cpu_s_per_s;
  const blank = rows.find((row) => row.scenario === 'about:blank').cpu_s_per_s;
  for (const row of rows) {
    row.minus_login = row.cpu_s_per_s - login;
    row.ratio_to_blank = blank > 0 ? row.cpu_s_per_s / blank : null;
  }
  const machine = { date: new Date().toISOString(), cpu: os.cpus()[0]?.model ?? 'unknown', cores: os.cpus().length, node: process.version, chromium: browser.version() };
  const table = [
    '| page | Chromium CPU s/s | minus /login | ratio to about:blank |',
    '| --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row.scenario} | ${row.cpu_s_per_s.toFixed(3)} | ${row.minus_login >= 0 ? '+' : ''}${row.minus_login.toFixed(3)} | ${row.ratio_to_blank === null ? '—' : row.ratio_to_blank.toFixed(1)} |`),
  ].join('\n');
  console.log(`\n${table}`);
  const report = [
    '## Idle drawing screen',
    '',
    `${machine.date} · Chromium ${machine.chromium} · Node ${machine.node} · ${machine.cpu} (${machine.cores} cores)`,
    '',
    `CPU seconds per second of every Chromium process, the median of ${WINDOWS} windows of ${WINDOW_MS / 1000} s after ${SETTLE_MS / 1000} s of rest, one page open at a time.`,
    'The drawing screen has a plan imported and three layers with a rectangle each, line-length labels on; panning drags it back and forth with the Pan instrument.',
    '',
    table,
    '',
  ].join('\n');
  await writeFile(join(root, 'bench/results/idle.md'), report);
  await writeFile(join(root, 'bench/results/idle.json'), `${JSON.stringify({ machine, rows }, null, 2)}\n`);
  return rows;
}
