/**
 * Crash-safe drawing (issue 21): a drawing in progress is kept on the device after each edit, and
 * when the tab crashes or is closed, opening the app again offers it back. Saving or discarding
 * forgets it.
 */
import { type BrowserContext, type Page } from '@playwright/test';
import { expect, NEW_ACCOUNT, test } from './fixtures';
import { drawingScreen, square } from './drawingScreen';
import { expectSaveSaysSaved } from './saveOpenDialog';
import { keptOnDevice } from './keptDrafts';

test.use({ accountOptions: { ...NEW_ACCOUNT, label: 'crash-safe' } });

/** A 7 × 3 cm rectangle at the default scale (15 px a centimetre). */
async function drawRectangle(page: Page) {
  const screen = drawingScreen(page);
  await screen.open();
  await screen.choose('Rectangle');
  await screen.drag([100, 100], [205, 145]);
  await expect(screen.area).toHaveText('21 cm²');
}

/** A new tab of the same browser, on the drawing screen. */
async function reopen(context: BrowserContext) {
  const page = await context.newPage();
  await drawingScreen(page).open();
  return page;
}

const offer = (page: Page) => page.getByRole('region', { name: 'Unsaved drawing' });

test('a drawing in progress survives a crash of its tab and is offered back; Restore brings it, still to be saved', async ({ page, context }) => {
  await drawRectangle(page);
  await keptOnDevice(page);
  // chrome://crash makes Chromium's renderer for the tab crash, as a real crash would.
  const crashed = page.waitForEvent('crash');
  await page.goto('chrome://crash').catch(() => undefined);
  await crashed;

  const again = await reopen(context);
  const screen = drawingScreen(again);
  await expect(offer(again)).toContainText('A drawing from');
  await expect(screen.area).toHaveText('—');
  await offer(again).getByRole('button', { name: 'Restore' }).click();
  await expect(offer(again)).toHaveCount(0);
  await expect(screen.area).toHaveText('21 cm²');

  // Still unsaved: logging out asks first.
  await screen.openMenu();
  await screen.menuItem('Log out').click();
  await expect(again.getByRole('dialog', { name: 'Save your work?' })).toBeVisible();
});

test('a closed tab leaves its drawing to the next one, and Discard forgets it', async ({ page, context }) => {
  await drawRectangle(page);
  await keptOnDevice(page);
  await page.close();

  const second = await reopen(context);
  await offer(second).getByRole('button', { name: 'Discard' }).click();
  await expect(offer(second)).toHaveCount(0);
  await keptOnDevice(second, 0);
  await expect(drawingScreen(second).area).toHaveText('—');
});

test('saving the drawing forgets the copy kept on the device', async ({ page }) => {
  await drawRectangle(page);
  await keptOnDevice(page);
  const screen = drawingScreen(page);
  await screen.openMenu();
  await screen.menuItem('Save').click();
  const dialog = page.getByRole('dialog', { name: 'Save / Open' });
  await dialog.getByRole('textbox', { name: 'File name' }).fill('Kept plot');
  await expectSaveSaysSaved(dialog);
  await keptOnDevice(page, 0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the offer fits the screen, its buttons are big enough for a finger, and Restore brings the drawing back', async ({ page, context }) => {
    const screen = drawingScreen(page);
    await screen.open();
    // A 10 cm square of straight lines, tapped corner by corner.
    const box = (await screen.canvas.boundingBox())!;
    for (const [x, y] of square(100, 100)) await page.touchscreen.tap(box.x + x, box.y + y);
    await keptOnDevice(page);
    await page.close();

    const again = await reopen(context);
    const shown = offer(again);
    await expect(shown).toBeVisible();
    const frame = (await shown.boundingBox())!;
    expect(frame.x).toBeGreaterThanOrEqual(0);
    expect(frame.x + frame.width).toBeLessThanOrEqual(390);
    for (const button of await shown.getByRole('button').all()) expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(40);
    await shown.getByRole('button', { name: 'Restore' }).tap();
    await expect(shown).toHaveCount(0);
    await again.getByRole('button', { name: 'Results', exact: true }).tap();
    await expect(drawingScreen(again).area).toHaveText('100 cm²');
  });
});
