/**
 * The tiled image layer in Chromium, through the /engine/tiles page: a 5400 × 2700 photo (larger
 * than one 1024 px tile in both directions) is decoded in the kernel worker, drawn as tiles, and
 * stays drawn, without a console error, while it is zoomed in to 10, panned and zoomed out again.
 */
import { type ConsoleMessage } from '@playwright/test';
import { expect, test } from './fixtures';
import { fileURLToPath } from 'node:url';

const WORLD = fileURLToPath(new URL('../../../shared/fixtures/images/world.topo.bathy.200412.3x5400x2700.jpg', import.meta.url));

test('a 5400 × 2700 image shows as tiles, zooms and pans without console errors', async ({ page }) => {
  // Decoding alone may take the 30 s it is given on a busy 2-core machine; the whole walk needs more.
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/engine/tiles');
  await page.getByLabel('Image file').setInputFiles(WORLD);
  await expect(page.getByRole('status', { name: 'Load status' })).toHaveText('Loaded 5400 × 2700 px.', { timeout: 30_000 });
  const view = page.getByRole('img', { name: 'Tiled image' });
  /** Every tile the view wants has arrived, and some are drawn. */
  const settled = async (): Promise<void> => {
    await expect(view).toHaveAttribute('data-loading', 'false', { timeout: 20_000 });
    expect(Number(await view.getAttribute('data-tiles'))).toBeGreaterThan(0);
  };
  await settled();

  for (let step = 0; step < 9; step++) await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(page.getByLabel('Zoom')).toHaveText('10.00');
  await settled();

  const box = (await view.boundingBox())!;
  await page.mouse.move(box.x + 700, box.y + 400);
  await page.mouse.down();
  await page.mouse.move(box.x + 100, box.y + 100, { steps: 20 });
  await page.mouse.up();
  await settled();

  await page.mouse.move(box.x + 480, box.y + 300);
  for (let notch = 0; notch < 30; notch++) await page.mouse.wheel(0, 100);
  await expect(page.getByLabel('Zoom')).toHaveText('4.00');
  await settled();

  expect(errors).toEqual([]);
});
