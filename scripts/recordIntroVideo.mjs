/**
 * Records Home's intro video (public/media/intro.webm and its poster public/media/intro-poster.webp):
 * a real screen recording of Planimetry. It starts the built server (`npm run build` first) on a
 * free port with a temporary DATA_DIR, registers and verifies a user through the API and the mail
 * outbox, logs in, and in Debian's Chromium draws a rectangle and a polygon on the grid and sets
 * the scale, so the results panel shows their area and perimeter. Playwright's recordVideo writes
 * the WebM; ffmpeg (Debian's `ffmpeg` package: `apt-get install ffmpeg`) serves Playwright as its
 * encoder and then shrinks the result (VP9, no sound, 960×540, at most 15 s: see MAX_SECONDS).
 *
 *   npm run build && npm run record:intro
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBuiltServer } from './builtServer.mjs';

const REPO = new URL('..', import.meta.url).pathname;
const OUT_DIR = join(REPO, 'public', 'media');
/** The video's size; the page is laid out at VIEWPORT and scaled down into it. */
const SIZE = { width: 960, height: 540 };
const VIEWPORT = { width: 1280, height: 720 };
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FFMPEG = process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg';
const FFPROBE = process.env.FFPROBE_PATH ?? '/usr/bin/ffprobe';
/**
 * The longest the video may run. A busy machine draws slowly (the page renders in software), so
 * a longer recording is played faster to fit: the frames are the real ones, only sooner.
 */
const MAX_SECONDS = 15;
const USER = { type: 'user', firstName: 'Ada', lastName: 'Survey', email: 'ada.survey@example.com', password: 'measure-intro-1' };

if (!existsSync(join(REPO, 'dist', 'server', 'main.js'))) throw new Error('Build first: npm run build');
if (!existsSync(FFMPEG)) throw new Error(`No ffmpeg at ${FFMPEG}: apt-get install ffmpeg (or set FFMPEG_PATH)`);

/**
 * Playwright looks for its own ffmpeg build under its browsers folder; we never download one, so
 * a temporary browsers folder points its ffmpeg at the system's. Set before Playwright loads.
 */
function useSystemFfmpeg() {
  const browsers = JSON.parse(readFileSync(join(REPO, 'node_modules', 'playwright-core', 'browsers.json'), 'utf8'));
  const revision = browsers.browsers.find((browser) => browser.name === 'ffmpeg').revision;
  const folder = mkdtempSync(join(tmpdir(), 'planimetry-pw-'));
  mkdirSync(join(folder, `ffmpeg-${revision}`));
  symlinkSync(FFMPEG, join(folder, `ffmpeg-${revision}`, 'ffmpeg-linux'));
  process.env.PLAYWRIGHT_BROWSERS_PATH = folder;
  return folder;
}

/** The verification link of the newest mail in the outbox (quoted-printable soft breaks undone). */
function verificationToken(dataDir) {
  const outbox = join(dataDir, 'outbox');
  const newest = readdirSync(outbox)
    .map((name) => join(outbox, name))
    .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs)
    .at(-1);
  const text = readFileSync(newest, 'utf8').replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
  const token = /\/verify\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`No verification link in ${newest}`);
  return token;
}

async function post(url, body) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return response;
}

const pause = (page, ms) => page.waitForTimeout(ms);

/** Moves the mouse in steps to each point, clicking there: a person drawing a polygon. */
async function clickPath(page, box, path) {
  for (const [x, y] of path) {
    await page.mouse.move(box.x + x, box.y + y, { steps: 4 });
    await page.mouse.click(box.x + x, box.y + y);
    await pause(page, 250);
  }
}

async function record(server, videoDir) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-background-networking', '--no-first-run'] });
  try {
    // Logged in through the context's own request client, so the session cookie is the browser's.
    const context = await browser.newContext({ viewport: VIEWPORT, baseURL: server.url, recordVideo: { dir: videoDir, size: SIZE } });
    const recordingStarted = Date.now();
    const login = await context.request.post('/login', { data: { email: USER.email, password: USER.password, remember: true } });
    if (!login.ok()) throw new Error(`Login answered ${login.status()}`);
    const page = await context.newPage();
    await page.goto('/');
    const canvas = page.getByRole('application', { name: 'Drawing canvas' });
    await canvas.waitFor();
    await canvas.locator('canvas').waitFor();
    // A first visit shows the guided help's welcome card: the video shows the drawing instead.
    const skipHelp = page.getByRole('button', { name: 'Skip help', exact: true });
    await skipHelp.waitFor({ timeout: 10_000 }).then(() => skipHelp.click(), () => undefined);
    // The video starts here: the page's loading is cut off.
    const drawingStarted = Date.now();
    await pause(page, 800);
    const box = await canvas.boundingBox();
    if (!box) throw new Error('The canvas has no box');

    // A rectangle: the area and perimeter appear as it is dragged out.
    await page.getByRole('toolbar', { name: 'Instruments' }).getByRole('button', { name: 'Rectangle', exact: true }).click();
    await page.mouse.move(box.x + 120, box.y + 120, { steps: 10 });
    await page.mouse.down();
    await page.mouse.move(box.x + 120 + 12 * 15, box.y + 120 + 8 * 15, { steps: 8 });
    await page.mouse.up();
    await pause(page, 1500);

    // A polygon of straight lines on a layer of its own (a layer holds one kind of shape), closed on its first point.
    await page.getByRole('button', { name: 'Add layer', exact: true }).click();
    await pause(page, 400);
    await page.getByRole('toolbar', { name: 'Instruments' }).getByRole('button', { name: 'Straight line', exact: true }).click();
    await clickPath(page, box, [
      [420, 110],
      [570, 140],
      [600, 260],
      [480, 320],
      [400, 230],
      [420, 110],
    ]);
    await pause(page, 1500);

    // The scale: one grid square is 2 m, and every number follows.
    await page.getByRole('combobox', { name: 'Unit' }).selectOption('m');
    const scale = page.getByRole('spinbutton', { name: 'Scale' });
    await scale.fill('2');
    await scale.press('Enter');
    await pause(page, 2500);
    if (process.env.INTRO_SCREENSHOT) await page.screenshot({ path: process.env.INTRO_SCREENSHOT });
    await context.close();
    return { path: await page.video().path(), startSeconds: (drawingStarted - recordingStarted) / 1000 };
  } finally {
    await browser.close();
  }
}

const browsersFolder = useSystemFfmpeg();
const server = await startBuiltServer({ dataDirPrefix: 'planimetry-intro-' });
const work = mkdtempSync(join(tmpdir(), 'planimetry-intro-video-'));
try {
  await post(`${server.url}/register`, USER);
  const verified = await fetch(`${server.url}/verify/${verificationToken(server.dataDir)}`, { headers: { accept: 'application/json' } });
  if (!verified.ok) throw new Error(`Verification answered ${verified.status}`);
  const raw = await record(server, work);

  mkdirSync(OUT_DIR, { recursive: true });
  const video = join(OUT_DIR, 'intro.webm');
  // VP9 at a low constant quality: a screen of flat colours compresses well. Two passes are not needed.
  const recorded = Number(execFileSync(FFPROBE, ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', raw.path], { encoding: 'utf8' })) - raw.startSeconds;
  const speedUp = Math.max(1, recorded / MAX_SECONDS);
  const filters = `setpts=PTS/${speedUp.toFixed(3)},scale=${SIZE.width}:${SIZE.height}`;
  execFileSync(FFMPEG, ['-y', '-loglevel', 'error', '-ss', raw.startSeconds.toFixed(2), '-i', raw.path, '-an', '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-row-mt', '1', '-r', '25', '-vf', filters, video]);
  execFileSync(FFMPEG, ['-y', '-loglevel', 'error', '-sseof', '-0.5', '-i', video, '-frames:v', '1', '-c:v', 'libwebp', '-quality', '70', join(OUT_DIR, 'intro-poster.webp')]);
  console.log(`Wrote ${video} (${statSync(video).size} bytes, ${recorded.toFixed(1)} s recorded, played ${speedUp.toFixed(2)}× faster) and its poster`);
} finally {
  await server.stop();
  rmSync(work, { recursive: true, force: true });
  rmSync(browsersFolder, { recursive: true, force: true });
}
