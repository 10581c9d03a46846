/**
 * Issue 16 item 3: a newly imported file starts with its own scale (its CAD units, or the grid
 * default) and is fitted to the view, never the previous plan's scale, zoom and pan.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { drawingScreen } from './drawingScreen';

const FIXTURES = '../shared/fixtures';
const PNG = `${FIXTURES}/images/floorplan-background_with_floorplanner.png`;
const SLOW = { timeout: 20_000 };

const importInput = (page: Page) => page.getByLabel('Import file', { exact: true });

/** Imports a file, answering "Replace" if the app asks first. */
async function importFile(page: Page, path: string) {
  const screen = drawingScreen(page);
  await importInput(page).setInputFiles(path);
  const confirm = page.getByRole('dialog', { name: 'Replace the drawing?' });
  const uploaded = screen.notice('Image uploaded successfully');
  await expect(confirm.or(uploaded).first()).toBeVisible(SLOW);
  if (await confirm.isVisible()) await confirm.getByRole('button', { name: 'Replace' }).click();
  await expect(uploaded).toBeVisible(SLOW);
}

/** Zooms in with the zoom button, as a person looking at a detail does, and pans away. */
async function zoomInAndPan(page: Page, steps: number) {
  const screen = drawingScreen(page);
  for (let step = 0; step < steps; step++) await screen.button('Zoom in').click();
  await screen.drag([600, 500], [200, 150]);
  await expect(page.getByLabel('Zoom level')).not.toHaveText('100%');
}

test.describe('an import starts afresh', () => {
  test('a second image gets the grid default scale and the whole-image view the first one had', async ({ page }) => {
    test.setTimeout(120_000);
    const screen = drawingScreen(page);
    await screen.open();
    await importFile(page, PNG);
    await expect(page.getByLabel('Zoom level')).toHaveText('100%');
    // The view of a freshly placed plan, once the upload notice has gone.
    await expect(screen.notice('Image uploaded successfully')).toHaveCount(0, { timeout: 15_000 });
    const fresh = await screen.canvas.screenshot();

    await zoomInAndPan(page, 12);
    await screen.setScale('2.5', 'm');
    await expect(screen.scale).toHaveValue('2.5');
    await expect(screen.unit).toHaveValue('m');

    await importFile(page, PNG);
    await expect(screen.scale).toHaveValue('1');
    await expect(screen.unit).toHaveValue('cm');
    await expect(page.getByLabel('Zoom level')).toHaveText('100%');
    // The whole plan is in view exactly as after the first import: not the zoomed-in corner.
    await expect(screen.notice('Image uploaded successfully')).toHaveCount(0, { timeout: 15_000 });
    await expect.poll(async () => (await screen.canvas.screenshot()).equals(fresh), { timeout: 10_000 }).toBe(true);
    expect(screen.consoleErrors).toEqual([]);
  });

  // The server converts CAD files for logged-in users only.
  test('a DXF after a zoomed image with a scale set opens at its own units, fitted to the view', async ({ page }) => {
    test.setTimeout(120_000);
    // A trial converts no DXF: a subscriber's account.
    const screen = drawingScreen(page);
    await screen.open();
    await importFile(page, PNG);
    await zoomInAndPan(page, 12);
    await screen.setScale('30.32', 'in');
    await expect(screen.unit).toHaveValue('in');

    await importFile(page, `${FIXTURES}/dxf/1x1rectangle.dxf`);
    await expect(screen.unit).toHaveValue('mm');
    await expect(screen.scale).not.toHaveValue('30.32');
    await expect(page.getByLabel('Zoom level')).toHaveText('100%');
  });
});
