/**
 * What the site shows only from its settings (coverage AB2.04, AB7.50): /download's store links
 * (STORE_URL_*; a platform without one keeps the web app's install steps) and the trust seal
 * (TRUST_SEAL_SCRIPT_URL) on the plans and card pages, allowed by the CSP. The spec runs its own
 * server with them set; the seal's script is answered by the browser's routing, so nothing leaves
 * this machine. The shared server has neither.
 */
import { type Page } from '@playwright/test';
import { startAppServer, type AppServer } from './appServer';
import { cspViolations } from './cspViolations';
import { expect, test } from './fixtures';

const SEAL_SCRIPT = 'https://seal.example.test/seal.js?site=planimetry';
const WINDOWS_STORE = 'https://apps.microsoft.com/detail/9planimetry';
const ANDROID_STORE = 'https://play.google.com/store/apps/details?id=app.planimetry';

let server: AppServer;

test.beforeAll(async () => {
  server = await startAppServer({ TRUST_SEAL_SCRIPT_URL: SEAL_SCRIPT, STORE_URL_WINDOWS: WINDOWS_STORE, STORE_URL_ANDROID: ANDROID_STORE });
});

test.afterAll(async () => {
  await server.stop();
});

test.use({ accountOptions: null });

const tile = (page: Page, name: string) => page.getByRole('list', { name: 'Platforms' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

test('/download links each platform with a store page to its store, and the others keep the install steps', async ({ page }) => {
  await page.goto(`${server.url}/download`);
  await expect(tile(page, 'Windows').getByRole('link', { name: 'Get it for Windows' })).toHaveAttribute('href', WINDOWS_STORE);
  await expect(tile(page, 'Android').getByRole('link', { name: 'Get it for Android' })).toHaveAttribute('href', ANDROID_STORE);
  await expect(tile(page, 'Windows')).not.toContainText('press Install');
  await expect(tile(page, 'Mac').getByRole('link')).toHaveCount(0);
  await expect(tile(page, 'Mac')).toContainText('Add to Dock');
  await expect(tile(page, 'iOS')).toContainText('Add to Home Screen');
  await expect(page.getByRole('button', { name: 'Install' })).toBeVisible();
});

test('without store settings every tile gives the install steps and no store link', async ({ page }) => {
  await page.goto('/download');
  await expect(tile(page, 'Windows')).toContainText('press Install');
  await expect(page.getByRole('list', { name: 'Platforms' }).getByRole('link')).toHaveCount(0);
});

test('the plans page loads the trust seal script into its place, under the CSP, and draws the seal', async ({ page, context }) => {
  const requested: string[] = [];
  await context.route('https://seal.example.test/**', async (route) => {
    requested.push(route.request().url());
    await route.fulfill({
      contentType: 'text/javascript',
      body: "const seal = document.createElement('p'); seal.textContent = 'Secured by Example Seal'; document.currentScript.parentElement.append(seal);",
    });
  });
  const violations = await cspViolations(page);
  await page.goto(`${server.url}/subscription`);
  const seal = page.getByRole('group', { name: 'Trust seal' });
  await expect(seal.getByText('Secured by Example Seal')).toBeVisible();
  expect(requested).toEqual([SEAL_SCRIPT]);
  expect(violations).toEqual([]);
});

test('without TRUST_SEAL_SCRIPT_URL the plans page has no seal and loads no outside script', async ({ page }) => {
  await page.goto('/subscription');
  await expect(page.getByRole('button', { name: 'Buy Pro', exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Trust seal' })).toHaveCount(0);
  await expect(page.locator('script[data-third-party]')).toHaveCount(0);
});
