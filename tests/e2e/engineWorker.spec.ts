/**
 * The kernel worker round trip in Chromium, through the /engine page: a large image is decoded
 * and made resident in the worker, then the wand selects, adds and subtracts, and the page reads
 * the traced regions, all while the main thread keeps producing frames.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fileURLToPath } from 'node:url';

const fixture = (name: string): string => fileURLToPath(new URL(`../../../shared/fixtures/images/${name}`, import.meta.url));
// 5400 × 2700 px (14.6 MP): decoding or filling it on the main thread would stall frames for far
// longer than one.
const WORLD = fixture('world.topo.bathy.200412.3x5400x2700.jpg');

/**
 * Starts collecting the page's long tasks (Chromium's Long Tasks API: any main-thread task over
 * 50 ms) and returns a function that stops and gives the longest one, 0 when there were none.
 * Task lengths, not timer gaps: a busy CI machine delays an idle page's timers, but only work on
 * the main thread makes a long task.
 */
async function watchMainThread(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const state = { longest: 0 };
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.longest = Math.max(state.longest, entry.duration);
    });
    observer.observe({ type: 'longtask' });
    (window as unknown as { stallWatch: { state: typeof state; observer: PerformanceObserver } }).stallWatch = { state, observer };
  });
  return () =>
    page.evaluate(() => {
      const { state, observer } = (window as unknown as { stallWatch: { state: { longest: number }; observer: PerformanceObserver } }).stallWatch;
      for (const entry of observer.takeRecords()) state.longest = Math.max(state.longest, entry.duration);
      observer.disconnect();
      return state.longest;
    });
}

function enginePage(page: Page) {
  const status = page.getByRole('status');
  const image = page.getByRole('img', { name: 'Image' });
  return {
    status,
    image,
    regions: page.getByRole('list', { name: 'Regions' }).getByRole('listitem'),
    choose: (path: string) => page.getByLabel('Image file').setInputFiles(path),
    loaded: (size: string) => expect(status).toHaveText(`Loaded ${size} px.`, { timeout: 20_000 }),
    async load(path: string, size: string) {
      await this.choose(path);
      await this.loaded(size);
    },
    mode: (name: 'Select' | 'Add' | 'Subtract') => page.getByRole('group', { name: 'Wand mode' }).getByRole('radio', { name }).check(),
    tolerance: (value: number) => page.getByRole('spinbutton', { name: 'Tolerance' }).fill(String(value)),
    /** Clicks the image at canvas pixel (x, y) and returns the selected area in pixels. */
    async click(x: number, y: number): Promise<number> {
      const before = await status.textContent();
      await image.click({ position: { x, y } });
      await expect(status).not.toHaveText(before ?? '');
      await expect(status).not.toHaveText('Working…');
      const text = (await status.textContent()) ?? '';
      const match = /^(\d+) regions?, ([\d,]+) px, ([\d,]+) points$/.exec(text);
      if (!match) throw new Error(`the wand answered "${text}"`);
      return Number(match[2]!.replaceAll(',', ''));
    },
  };
}

test('the wand selects, adds and subtracts on a resident 14.6 MP image without stalling the page', async ({ page }) => {
  test.setTimeout(60_000);
  // The app starts its own work on load (the logged-in user, settings, the live socket): let it
  // finish, so the watch below sees only what the image and the wand cost the page.
  const userLoaded = page.waitForResponse((response) => response.url().endsWith('/api/user'));
  await page.goto('/engine');
  await userLoaded;
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
  const engine = enginePage(page);
  // Watched from the moment the file is chosen: Playwright's own hand-over of the 2.4 MB file to
  // the page is not ours to measure, everything after it (decoding, the wand) is.
  await engine.choose(WORLD);
  const stall = await watchMainThread(page);
  await engine.loaded('5400 × 2700');
  // The Pacific, left of the Americas: the image fills the canvas's width, 360 px high from y = 60.
  await engine.tolerance(30);
  const selected = await engine.click(40, 240);
  expect(selected).toBeGreaterThan(0);
  await expect(engine.regions.first()).toHaveText(/^[\d,]+ points$/);

  // A wider tolerance from the same seed takes in more; a narrower one takes out part of it.
  await engine.mode('Add');
  await engine.tolerance(60);
  const added = await engine.click(40, 240);
  expect(added).toBeGreaterThan(selected);

  await engine.mode('Subtract');
  await engine.tolerance(10);
  const subtracted = await engine.click(40, 240);
  expect(subtracted).toBeLessThan(added);
  expect(subtracted).toBeGreaterThan(0);
  await expect(engine.regions).not.toHaveCount(0);

  // The browser reports only tasks over 50 ms (three frames). Decoding this image on the main
  // thread took one task of about 180 ms; the page's own small tasks (a GC, a style pass) can pass
  // 50 ms when the other test worker loads the machine's two cores, so the line is drawn at 150.
  const longest = await stall();
  expect(longest, 'longest main-thread task, ms').toBeLessThan(150);
});

test('a refused wand click shows the spec message and the worker goes on serving', async ({ page }) => {
  await page.goto('/engine');
  const engine = enginePage(page);

  await engine.image.click({ position: { x: 300, y: 200 } });
  await expect(engine.status).toHaveText('Image not loaded');

  await engine.load(fixture('floorplan-background_with_floorplanner.png'), '897 × 704');
  await engine.mode('Subtract');
  await engine.image.click({ position: { x: 360, y: 240 } });
  await expect(engine.status).toHaveText('Mask not found');

  // 897 × 704 fits the 720 × 480 canvas at 480 px high, centred: x 86 to 634.
  await engine.mode('Select');
  await engine.image.click({ position: { x: 20, y: 240 } });
  await expect(engine.status).toHaveText('Point out of bounds');

  expect(await engine.click(360, 240)).toBeGreaterThan(0);
});
