/**
 * Print [P] and Export [E] as a person meets them (spec drawing-core §4 "Print", "Export", §8
 * print and export failure, §9 export spacing): the Export dialog's files, the print view with
 * its picture, results, readiness and hooks, and a failure's message with the loader closed.
 */
import { readFile } from 'node:fs/promises';
import { type Download, type Page, type Response, type Route } from '@playwright/test';
import { expect, NEW_ACCOUNT, test } from './fixtures';
import { drawingScreen } from './drawingScreen';

// The server draws one print of an account at a time and answers a second one at once with 429,
// so tests running side by side must not print as the same user.
test.use({ accountOptions: { ...NEW_ACCOUNT, label: 'print' } });

const FAILURE = 'An unknown error occurred, please try again later.';

/** A 7 × 3 cm rectangle at the default scale (15 px a centimetre): 20 cm around, 21 cm². */
const RECTANGLE = { from: [100, 100], to: [205, 145] } as const;

async function openWithRectangle(page: Page) {
  const screen = drawingScreen(page);
  await screen.open();
  await screen.choose('Rectangle');
  await screen.drag(RECTANGLE.from, RECTANGLE.to);
  await expect(screen.area).toHaveText('21 cm²');
  return screen;
}

/** Opens the Export dialog from the menu. */
async function openExport(page: Page) {
  const screen = drawingScreen(page);
  await screen.openMenu();
  await screen.menuItem('Export').click();
  const dialog = page.getByRole('dialog', { name: 'Export' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * Waits for the print the page sends to be answered, checks that the server drew it (a refusal
 * names its message), and answers the body the page sent.
 */
async function printedBody<Body>(answer: Promise<Response>): Promise<Body> {
  const response = await answer;
  expect(response.ok(), response.ok() ? '' : await response.text()).toBe(true);
  return response.request().postDataJSON() as Body;
}

/** Holds a request until the test lets it go, so the test sees what shows while it is on its way. */
function heldAnswer(answer: (route: Route) => Promise<void>) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    release,
    handle: async (route: Route) => {
      await released;
      await answer(route);
    },
  };
}

test.describe('export', () => {
  test('offers each kind of file, and saves the measurements as CSV under the default name', async ({ page }) => {
    await openWithRectangle(page);
    const dialog = await openExport(page);
    for (const name of ['Images (PNG, one per layer)', 'Measurements (CSV)', 'Report (PDF)', 'Drawing (DXF)']) {
      await expect(dialog.getByRole('button', { name, exact: true })).toBeVisible();
    }
    // GeoJSON and KML are map files.
    await expect(dialog.getByRole('button', { name: 'GeoJSON', exact: true })).toHaveCount(0);

    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Measurements (CSV)' }).click();
    const download = await downloading;
    await expect(dialog).toBeHidden();
    expect(download.suggestedFilename()).toBe('planimetry.csv');
    expect(await readFile(await download.path(), 'utf8')).toBe('layer_id,perimeter_cm,area_cm2,count,perimeter_with_cutouts_cm,cutouts,perimeter_uncertainty_cm,area_uncertainty_cm2,layer_name\r\n1,20,21,,,,,,Layer 1\r\n');
  });

  test('saves one PNG per drawn layer with its name, one after the other', async ({ page }) => {
    const screen = await openWithRectangle(page);
    await screen.button('Add layer').click();
    await screen.choose('Rectangle');
    await screen.drag([300, 200], [405, 245]);
    await expect(screen.area).toHaveText('21 cm²');

    const downloads: Download[] = [];
    page.on('download', (download) => downloads.push(download));
    const dialog = await openExport(page);
    await dialog.getByRole('button', { name: 'Images (PNG, one per layer)' }).click();
    await expect.poll(() => downloads.map((download) => download.suggestedFilename()), { timeout: 10_000 }).toEqual(['planimetry-layer-1.png', 'planimetry-layer-2.png']);
    await expect(page.getByRole('status', { name: 'Preparing the export...' })).toHaveCount(0);
    for (const download of downloads) expect((await readFile(await download.path())).subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  test('saves the PDF report', async ({ page }) => {
    await openWithRectangle(page);
    const dialog = await openExport(page);
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Report (PDF)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('planimetry.pdf');
    expect((await readFile(await download.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test("a failed export closes the loader and shows the server's message as a danger for 3 s", async ({ page }) => {
    await openWithRectangle(page);
    const held = heldAnswer((route) => route.fulfill({ status: 500, json: { success: false, message: 'The server is busy, please try again in a minute' } }));
    await page.route('**/api/exportWeb', held.handle);
    const dialog = await openExport(page);
    await dialog.getByRole('button', { name: 'Images (PNG, one per layer)' }).click();
    const loader = page.getByRole('status', { name: 'Preparing the export...' });
    await expect(loader).toBeVisible();
    held.release();
    const alert = page.getByRole('alert').filter({ hasText: 'The server is busy, please try again in a minute' });
    await expect(alert).toBeVisible();
    await expect(loader).toHaveCount(0);
    await expect(alert).toBeHidden({ timeout: 5000 });
  });
});

test.describe('print', () => {
  test("a failed print without a message of the server's shows the spec's message and closes the loader", async ({ page }) => {
    const screen = await openWithRectangle(page);
    const held = heldAnswer((route) => route.fulfill({ status: 500, body: '' }));
    await page.route('**/api/print', held.handle);
    await screen.openMenu();
    await screen.menuItem('Print').click();
    const loader = page.getByRole('status', { name: 'Preparing the print...' });
    await expect(loader).toBeVisible();
    held.release();
    const alert = page.getByRole('alert').filter({ hasText: FAILURE });
    await expect(alert).toBeVisible();
    await expect(loader).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'Print view' })).toHaveCount(0);
    await expect(alert).toBeHidden({ timeout: 5000 });
  });

  test('opens the print view with the picture and the results, becomes ready, and its hooks draw and filter', async ({ page }) => {
    const screen = await openWithRectangle(page);
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/print'));
    await page.keyboard.press('p');
    const body = await printedBody<unknown>(answered);
    const view = page.getByRole('dialog', { name: 'Print view' });
    await expect(view).toBeVisible();
    const picture = view.getByRole('img', { name: 'The drawing as it prints' });
    await expect(picture).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    const results = view.getByRole('region', { name: 'Print results' });
    await expect(results.getByRole('row', { name: /Layer 1/ })).toHaveText(/Layer 1\s*20 cm\s*21 cm²/);

    // Print is offered once the page is ready (3 s without a map).
    const print = view.getByRole('button', { name: 'Print', exact: true });
    await expect(print).toBeDisabled();
    await expect(view.getByRole('status')).toHaveText('Ready to print', { timeout: 6000 });
    await expect(print).toBeEnabled();

    // On paper: only the sheet, no buttons, nothing of the drawing screen.
    await page.emulateMedia({ media: 'print' });
    await expect(print).toBeHidden();
    await expect(screen.canvas).toBeHidden();
    await expect(picture).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    // The hooks a print renderer uses: load print data (drawn in the page), then one layer.
    const state = await page.evaluate((data) => {
      const hooks = (window as unknown as Record<string, { loadPrintData(data: unknown, options: object): void; state: { image: string; isExport: boolean; isReady: boolean } }>).planimetryPrint!;
      hooks.loadPrintData(data, { isExport: true });
      return hooks.state;
    }, body);
    expect(state).toMatchObject({ isExport: true, isReady: false });
    expect(state.image).toMatch(/^data:image\/svg\+xml/);
    expect(decodeURIComponent(state.image)).toContain('7 cm');
    await expect(picture).toHaveAttribute('src', /^data:image\/svg\+xml/);
    const layerImage = await page.evaluate(() => {
      const hooks = (window as unknown as Record<string, { changeLayer(index: number | null): void; state: { image: string } }>).planimetryPrint!;
      hooks.changeLayer(0);
      return hooks.state.image;
    });
    expect(layerImage).toMatch(/^data:image\/svg\+xml/);
    await expect.poll(() => page.evaluate(() => (window as unknown as Record<string, { state: { isReady: boolean } }>).planimetryPrint!.state.isReady), { timeout: 6000 }).toBe(true);

    // A phantom (headless) print shows no buttons; a print for a person has them again.
    type Loading = Record<string, { loadPrintData(data: unknown, options: object): void }>;
    await page.evaluate((data) => (window as unknown as Loading).planimetryPrint!.loadPrintData(data, { isPhantomJs: true }), body);
    await expect(view.getByRole('button')).toHaveCount(0);
    await page.evaluate((data) => (window as unknown as Loading).planimetryPrint!.loadPrintData(data, {}), body);
    await view.getByRole('button', { name: 'Close' }).click();
    await expect(view).toHaveCount(0);
    expect(await page.evaluate(() => 'planimetryPrint' in window)).toBe(false);
    expect(screen.consoleErrors).toEqual([]);
  });
});

test.describe('over an image only this tab holds', () => {
  test('the print sends the image as its pixels, and the view shows the picture', async ({ page }) => {
    const screen = drawingScreen(page);
    await screen.openAndImport('../shared/fixtures/images/resvg-image.gif');
    await expect(screen.notice('Image uploaded successfully')).toBeVisible({ timeout: 15_000 });
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/print'));
    await screen.openMenu();
    await screen.menuItem('Print').click();
    const body = await printedBody<{ background?: string; state: { image: { url: string } | null } }>(answered);
    expect(body.state.image?.url).toMatch(/^blob:/);
    expect(body.background).toMatch(/^data:image\/(png|jpeg);base64,/);
    await expect(page.getByRole('dialog', { name: 'Print view' }).getByRole('img', { name: 'The drawing as it prints' })).toBeVisible();
  });
});

test.describe('on the map', () => {
  test('the map is printed from its snapshot, the view is ready after the map picture loads, and GeoJSON and KML are offered', async ({ page }) => {
    test.setTimeout(60_000);
    const screen = drawingScreen(page);
    await screen.open();
    await screen.openMenu();
    await screen.menuItem('Show map').click();
    await expect(page.locator('.map-layer[data-map-status="ready"]')).toBeVisible({ timeout: 20_000 });
    await screen.choose('Rectangle');
    await screen.drag([300, 200], [450, 300]);
    await expect(screen.area).not.toHaveText('—');

    const dialog = await openExport(page);
    for (const name of ['GeoJSON', 'KML']) await expect(dialog.getByRole('button', { name, exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    const answered = page.waitForResponse((response) => response.url().endsWith('/api/print'));
    await screen.openMenu();
    await screen.menuItem('Print').click();
    const body = await printedBody<{ background?: string; state: { map: unknown } }>(answered);
    expect(body.background).toMatch(/^data:image\/png;base64,/);
    expect(body.state.map).not.toBeNull();
    const view = page.getByRole('dialog', { name: 'Print view' });
    await expect(view.getByRole('img', { name: 'The drawing as it prints' })).toBeVisible();
    await expect(view.getByRole('status')).toHaveText('Ready to print', { timeout: 6000 });
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the Export dialog fits the screen and its choices are big enough for a finger', async ({ page }) => {
    const screen = drawingScreen(page);
    await screen.open();
    const dialog = await openExport(page);
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    for (const button of await dialog.getByRole('button').all()) {
      const size = (await button.boundingBox())!;
      expect(size.height).toBeGreaterThanOrEqual(40);
      expect(size.x + size.width).toBeLessThanOrEqual(390);
    }
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
});
