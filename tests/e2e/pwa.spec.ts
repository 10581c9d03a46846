/**
 * Planimetry installs as a web app: the service worker registers and takes the page over, and
 * the app then reopens offline to its shell with a notice saying what needs the network, while
 * the API is never answered from its cache. The manifest, its link and its icons are files the
 * server serves: src/server/routes/webManifest.test.ts.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The service worker is what this file tests (the other files block it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const OFFLINE_TEXT = 'saving, opening documents, maps and signing in need the network';

/** Waits for the service worker to be active and answers its script's address. */
async function activeServiceWorker(page: Page): Promise<string> {
  return page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '');
}

test.describe('as a visitor', () => {
  test.use({ accountOptions: null });

  test('the service worker is served uncached as JavaScript, registers and controls the page', async ({ page }) => {
    const script = await page.request.get('/sw.js');
    expect(script.status()).toBe(200);
    expect(script.headers()['content-type']).toMatch(/javascript/);
    expect(script.headers()['cache-control']).toBe('no-cache');

    await page.goto('/');
    expect(await activeServiceWorker(page)).toMatch(/\/sw\.js$/);
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
  });

  test('reopens offline to the home and the download page, says what needs the network, and never serves the API from its cache', async ({ page, context }) => {
    await page.goto('/');
    await activeServiceWorker(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(OFFLINE_TEXT)).toHaveCount(0);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Measure any shape, on any plan or map' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_TEXT })).toBeVisible();
    await page.goto('/download');
    await expect(page.getByRole('heading', { level: 1, name: 'Download Planimetry' })).toBeVisible();
    const api = await page.evaluate(() => fetch('/api/health').then((response) => `answered ${response.status}`, () => 'failed'));
    expect(api).toBe('failed');

    await context.setOffline(false);
    await expect(page.getByText(OFFLINE_TEXT)).toHaveCount(0);
  });
});

test('a signed-in user reopening offline sees the shell and the notice, and is back in the app once online', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('application', { name: 'Drawing canvas' })).toBeVisible();
  await activeServiceWorker(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_TEXT })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  await context.setOffline(false);
  await page.goto('/');
  await expect(page.getByRole('application', { name: 'Drawing canvas' })).toBeVisible();
});
