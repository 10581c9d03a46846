/**
 * Issue 36 item 8: help cards no longer pile up over the drawing. One card shows at a time, it
 * moves away from the point being drawn, and after "Skip help" none shows, whatever happens next.
 */
import { type Locator, type Page } from '@playwright/test';
import { expect, NEW_ACCOUNT, test } from './fixtures';
import { drawingScreen, square } from './drawingScreen';

test.use({ accountOptions: { ...NEW_ACCOUNT, label: 'help-cards' } });

type Box = { x: number; y: number; width: number; height: number };
const contains = (box: Box, x: number, y: number) => x >= box.x && x <= box.x + box.width && y >= box.y && y <= box.y + box.height;
const overlaps = (a: Box, b: Box): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const toursSaved = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith('/api/tours') && response.request().method() === 'POST');

/** The card lies inside the canvas and clear of the layers bar. */
async function expectOverCanvasClearOfLayers(card: Locator, screen: ReturnType<typeof drawingScreen>) {
  const box = (await card.boundingBox())!;
  const canvas = (await screen.canvas.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(canvas.x);
  expect(box.y).toBeGreaterThanOrEqual(canvas.y);
  expect(box.x + box.width).toBeLessThanOrEqual(canvas.x + canvas.width);
  expect(box.y + box.height).toBeLessThanOrEqual(canvas.y + canvas.height);
  expect(overlaps(box, (await screen.layersBar.boundingBox())!), 'over the layers bar').toBe(false);
}

/** One closed square draws the "Your results" step and the "Adjust Length" popover at once: one card shows, then the other. */
async function expectOneCardAtATime(page: Page, screen: ReturnType<typeof drawingScreen>, draw: () => Promise<void>) {
  const intro = screen.helpCard('Welcome to Planimetry');
  await expect(intro).toBeVisible();
  await draw();
  await expect(screen.area).not.toHaveText('—');
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(intro).toBeVisible();
  await intro.getByRole('button', { name: 'Next' }).click();
  const popover = screen.helpCard('Adjust Length');
  await expect(popover).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expectOverCanvasClearOfLayers(popover, screen);
  return popover;
}

/** After "Skip help" no card shows: not for a new layer's shape, a selected vertex, three layers, nor after a reload. */
async function expectSkipMeansNone(page: Page, screen: ReturnType<typeof drawingScreen>, card: Locator, draw: () => Promise<void>) {
  const saved = toursSaved(page);
  await card.getByRole('button', { name: 'Skip help' }).click();
  await saved;
  await expect(page.getByRole('dialog')).toHaveCount(0);
  for (let layer = 2; layer <= 3; layer++) {
    await screen.button('Add layer').click();
    await draw();
    await expect(screen.area).not.toHaveText('—');
  }
  await screen.instrument('Select').click();
  await expect(screen.instrument('Select')).toHaveAttribute('aria-pressed', 'true');
  await draw();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.reload();
  await expect(screen.canvas).toBeVisible();
  await screen.button('Add layer').click();
  await draw();
  await expect(screen.area).not.toHaveText('—');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('one help card at a time, away from the point being drawn, and none after Skip help', async ({ page }) => {
  test.slow();
  const screen = drawingScreen(page);
  await screen.open();
  const intro = screen.helpCard('Welcome to Planimetry');
  await expect(intro).toBeVisible();
  await expectOverCanvasClearOfLayers(intro, screen);

  // A line started at the top, and the pointer brought down to where the card is: the card steps
  // aside, and the click there places the line's end.
  await screen.clickPath([[300, 80]]);
  const card = (await intro.boundingBox())!;
  const target = { x: card.x + card.width / 2, y: card.y + card.height / 2 };
  await page.mouse.move(target.x, target.y, { steps: 20 });
  await expect.poll(async () => contains((await intro.boundingBox())!, target.x, target.y), { message: 'the card is under the pointer' }).toBe(false);
  await expectOverCanvasClearOfLayers(intro, screen);
  await page.mouse.click(target.x, target.y);
  await expect(screen.lineLabels).toHaveCount(1);

  await screen.button('Add layer').click();
  const popover = await expectOneCardAtATime(page, screen, () => screen.clickPath(square(300, 100, 100)));
  await expectSkipMeansNone(page, screen, popover, () => screen.clickPath(square(300, 100, 100)));
  expect(screen.consoleErrors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 3 });

  test('one help card at a time over the canvas, clear of the layers bar, and none after Skip help', async ({ page }) => {
    test.slow();
    const screen = drawingScreen(page);
    await screen.open();
    const tapSquare = async () => {
      const box = (await screen.canvas.boundingBox())!;
      for (const [x, y] of square(120, 40, 100)) await page.touchscreen.tap(box.x + x, box.y + y);
    };
    await expectOverCanvasClearOfLayers(screen.helpCard('Welcome to Planimetry'), screen);
    const popover = await expectOneCardAtATime(page, screen, tapSquare);
    await expectSkipMeansNone(page, screen, popover, tapSquare);
    expect(screen.consoleErrors).toEqual([]);
  });
});
