/**
 * DC9.16 / AB9.04 / DC8.02: a file the server converts (DXF, DWG, SVG) waits at most 300000 ms,
 * with a Cancel that aborts the request. The server's answer is held back here, as a slow
 * conversion would be; the page's clock runs the cap.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { drawingScreen } from './drawingScreen';
import { NOTIFICATION_MS, MESSAGES } from '../../src/shared/constants';

const DXF = '../shared/fixtures/dxf/1x1rectangle.dxf';

/** Holds every upload for conversion unanswered; answers how many were aborted by the page. */
async function holdConversions(page: Page): Promise<{ aborted: () => number }> {
  let aborted = 0;
  page.on('requestfailed', (request) => {
    if (new URL(request.url()).pathname === '/api/uploads') aborted += 1;
  });
  await page.route('**/api/uploads', () => undefined);
  return { aborted: () => aborted };
}

test('Cancel while the server converts stops the wait, and the drawing is as it was', async ({ page }) => {
  const uploads = await holdConversions(page);
  const screen = drawingScreen(page);
  await screen.open();
  await page.getByLabel('Import file', { exact: true }).setInputFiles(DXF);
  await expect(page.getByText(MESSAGES.converting)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page.getByText(MESSAGES.converting)).toBeHidden();
  await expect.poll(uploads.aborted).toBe(1);
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The screen is free again: a square draws.
  await screen.clickPath([[60, 60], [210, 60], [210, 210], [60, 60]]);
  await expect(screen.area).not.toHaveText('—');
});

test('the wait for a conversion gives up after 300000 ms with the spec\u2019s upload failure', async ({ page }) => {
  const uploads = await holdConversions(page);
  await page.clock.install();
  const screen = drawingScreen(page);
  await screen.open();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 10_000);
  await page.getByLabel('Import file', { exact: true }).setInputFiles(DXF);
  await expect(page.getByText(MESSAGES.converting)).toBeVisible();
  await page.clock.runFor(NOTIFICATION_MS.uploadWait - 1);
  await expect(page.getByText(MESSAGES.converting)).toBeVisible();
  expect(uploads.aborted()).toBe(0);
  await page.clock.runFor(1);
  await expect(page.getByText(MESSAGES.converting)).toBeHidden();
  await expect(screen.notice(MESSAGES.fileUploadFailed)).toBeVisible();
  await expect.poll(uploads.aborted).toBe(1);
});
