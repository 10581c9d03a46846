/**
 * The app under its own Content-Security-Policy in Debian's Chromium: the drawing screen, the live
 * socket, the WASM kernels in their worker, pdf.js and its worker, and the map (offline, and with
 * satellite tiles from another origin) all work, and the page reports no violation. The built
 * client also arrives brotli-compressed.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Page } from '@playwright/test';
import { accountIn, expect, NEW_ACCOUNT, test } from './fixtures';
import { startAppServer, type AppServer } from './appServer';
import { cspViolations } from './cspViolations';
import { drawingScreen } from './drawingScreen';
import { offline } from './offline';

// The service worker is part of what this file tests (the others block it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const FIXTURES = '../shared/fixtures';
const PDF_WAIT = { timeout: 20_000 };
/** A 1 × 1 PNG, the satellite tile server's every answer. */
const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/**
 * Dismisses the first-visit help a new account gets. It comes once the page has read the
 * account's settings, so it is waited for: a check of whether it shows yet could come before it
 * and leave it over the menu.
 */
async function skipHelp(page: Page): Promise<void> {
  await drawingScreen(page).helpCard('Welcome to Planimetry').getByRole('button', { name: 'Skip help' }).click();
}

/** Turns the map on from the menu and waits until it has drawn its view. */
async function showMap(page: Page) {
  const screen = drawingScreen(page);
  await screen.openMenu();
  await screen.menuItem('Show map').click();
  const ready = page.locator('.map-layer[data-map-status="ready"]');
  await expect(ready).toBeVisible({ timeout: 20_000 });
  return ready;
}

test.describe('the app under its Content-Security-Policy', () => {
  test('the drawing screen loads its brotli-compressed script, connects its socket, and refuses inline script', async ({ page }) => {
    const violations = await cspViolations(page);
    const mainScript = page.waitForResponse((response) => /\/assets\/index-[\w-]+\.js$/.test(response.url()));
    // Listening from the socket's creation: its first frames come at once, the next at the ping interval.
    const socketAnswered = new Promise<void>((resolve) =>
      page.on('websocket', (ws) => ws.url().includes('/socket.io/') && ws.on('framereceived', () => resolve())),
    );
    const screen = drawingScreen(page);
    const documentResponse = page.waitForResponse((response) => response.request().resourceType() === 'document');
    await screen.open();

    const policy = (await documentResponse).headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain('unsafe');
    const script = await mainScript;
    expect(script.status()).toBe(200);
    expect(script.headers()['content-encoding']).toBe('br');
    // socket.io's websocket, allowed by connect-src 'self' (which covers ws: on our origin), answers.
    await socketAnswered;

    await screen.clickPath([[100, 100], [300, 100], [300, 250], [100, 100]]);
    await expect(screen.perimeter).not.toHaveText('');
    expect(violations).toEqual([]);
    expect(screen.consoleErrors).toEqual([]);

    // The policy is in force: a script written into the page does not run, and is reported.
    const ran = await page.evaluate(() => {
      const inline = document.createElement('script');
      inline.textContent = 'window.inlineScriptRan = true;';
      document.head.append(inline);
      return (window as unknown as { inlineScriptRan?: boolean }).inlineScriptRan === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations).toEqual(['script-src-elem inline']);
  });

  test('the WASM kernels answer from their worker, whose script alone may compile WASM', async ({ page }) => {
    const violations = await cspViolations(page);
    const workerScript = page.waitForResponse((response) => /\/assets\/kernelWorker-[\w-]+\.js$/.test(response.url()));
    const pageResponse = await page.goto('/engine');
    expect(pageResponse?.headers()['content-security-policy']).not.toContain('wasm-unsafe-eval');

    const status = page.getByRole('status');
    await page.getByLabel('Image file').setInputFiles(`${FIXTURES}/images/floorplan-background_with_floorplanner.png`);
    await expect(status).toHaveText('Loaded 897 × 704 px.', { timeout: 20_000 });
    expect((await workerScript).headers()['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval';");
    await page.getByRole('img', { name: 'Image' }).click({ position: { x: 360, y: 240 } });
    await expect(status).toHaveText(/^\d+ regions?, [\d,]+ px, [\d,]+ points$/, { timeout: 20_000 });
    expect(violations).toEqual([]);
  });

  test('a PDF imports through pdf.js and its worker', async ({ page }) => {
    test.setTimeout(60_000);
    const violations = await cspViolations(page);
    const screen = drawingScreen(page);
    await screen.openAndImport(`${FIXTURES}/pdf/rotation.pdf`);

    const picker = page.getByRole('dialog', { name: 'Select PDF page' });
    await expect(picker).toBeVisible(PDF_WAIT);
    await expect(picker.getByRole('button', { name: 'Page 2' }).locator('img')).toHaveJSProperty('naturalWidth', 200);
    await picker.getByRole('button', { name: 'Page 2' }).click();
    await expect(screen.notice('Image uploaded successfully')).toBeVisible(PDF_WAIT);
    expect(violations).toEqual([]);
    expect(screen.consoleErrors).toEqual([]);
  });

  test('the offline map shows', async ({ page }) => {
    test.setTimeout(60_000);
    const violations = await cspViolations(page);
    const outside = await offline(page);
    const screen = drawingScreen(page);
    await screen.open();
    await showMap(page);
    expect(violations).toEqual([]);
    expect(outside).toEqual([]);
    expect(screen.consoleErrors).toEqual([]);
  });
});

test.describe('with satellite tiles from another origin', () => {
  // The test logs in on a server of its own, not the shared one.
  test.use({ accountOptions: null });
  let tiles: Server;
  const tilesAsked: string[] = [];
  let server: AppServer;

  test.beforeAll(async () => {
    tiles = createServer((request, response) => {
      tilesAsked.push(request.url ?? '');
      response.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' }).end(TILE);
    });
    await new Promise<void>((resolve) => tiles.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(tiles.address() as AddressInfo).port}`;
    server = await startAppServer({ MAP_SATELLITE_TILES: `${origin}/sat/{z}/{x}/{y}.png` });
  });

  test.afterAll(async () => {
    await server?.stop();
    await new Promise((resolve) => tiles?.close(resolve));
  });

  test('the Satellite map draws them, as the policy allows their origin', async ({ page, context }) => {
    test.setTimeout(120_000);
    await accountIn(context, server.url, { ...NEW_ACCOUNT, label: 'csp-satellite' }, server.dataDir);
    const violations = await cspViolations(page);
    const outside = await offline(page);
    const screen = drawingScreen(page);
    await screen.open(`${server.url}/`);
    await skipHelp(page);
    const ready = await showMap(page);

    await page.getByRole('radiogroup', { name: 'Map type' }).getByRole('radio', { name: 'Satellite' }).check();
    // Software WebGL beside another browser on two cores: the satellite style can take a while to ask and draw.
    await expect.poll(() => tilesAsked.filter((url) => /^\/sat\/\d+\/\d+\/\d+\.png$/.test(url)).length, { timeout: 30_000 }).toBeGreaterThan(0);
    await expect(ready).toBeVisible({ timeout: 30_000 });
    expect(violations).toEqual([]);
    expect(outside).toEqual([]);
    expect(screen.consoleErrors).toEqual([]);
  });
});
