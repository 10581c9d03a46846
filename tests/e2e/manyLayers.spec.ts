/**
 * Issue 36 item 3: with many layers in all-layers mode the page never scrolls. The header and its
 * Menu stay on screen; the layers bar, the legend and the results scroll inside themselves, so
 * their last row can be brought into view there, at desktop and at phone size.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { drawingScreen, square } from './drawingScreen';

const LAYERS = 50;

/** Fifty layers, each a copy of one square (the Duplicate button is the UI's fastest way), shown all at once. */
async function fiftyLayersShownTogether(page: Page, screen: ReturnType<typeof drawingScreen>) {
  await screen.open();
  await screen.clickPath(square(60, 60, 100));
  for (let layer = 2; layer <= LAYERS; layer++) await screen.button('Duplicate layer').click();
  await expect(screen.layerButtons).toHaveCount(LAYERS);
  await screen.button('Show all layers').click();
  await expect(screen.legend.getByRole('listitem')).toHaveCount(LAYERS);
}

/** The page itself does not scroll, and the header's Menu button is on screen. */
async function expectPageHolds(page: Page, screen: ReturnType<typeof drawingScreen>) {
  const { scrollHeight, innerHeight, scrollY } = await page.evaluate(() => ({
    scrollHeight: document.scrollingElement!.scrollHeight,
    innerHeight: window.innerHeight,
    scrollY: window.scrollY,
  }));
  expect(scrollHeight, 'the page scrolls').toBeLessThanOrEqual(innerHeight);
  expect(scrollY).toBe(0);
  await expect(screen.menuButton).toBeInViewport({ ratio: 1 });
}

/**
 * The last layer, legend entry and result rows scroll into view inside their panels, with the page
 * still and the drawing where it was (a panel that overflows the canvas's area would scroll that
 * area instead, moving the drawing out from under the pointer).
 */
async function expectLastRowsReachable(page: Page, screen: ReturnType<typeof drawingScreen>) {
  const canvasBefore = await screen.canvas.boundingBox();
  const lastRows = [
    screen.layer(LAYERS),
    screen.legend.getByRole('listitem').last(),
    screen.result(`Layer ${LAYERS} area`),
    screen.result('Total area'),
  ];
  for (const row of lastRows) {
    await row.scrollIntoViewIfNeeded();
    await expect(row).toBeInViewport({ ratio: 1 });
    await expectPageHolds(page, screen);
    expect(await screen.canvas.boundingBox(), 'the drawing moved').toEqual(canvasBefore);
  }
}

test.describe('fifty layers in all-layers mode', () => {
  test('at desktop size the page never scrolls; the layers, legend and results scroll inside themselves', async ({ page }) => {
    test.slow();
    const screen = drawingScreen(page);
    await fiftyLayersShownTogether(page, screen);
    await expectPageHolds(page, screen);
    await expectLastRowsReachable(page, screen);
    expect(screen.consoleErrors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 3 });

    test('the page never scrolls, with the results sheet open too', async ({ page }) => {
      test.slow();
      const screen = drawingScreen(page);
      await fiftyLayersShownTogether(page, screen);
      await expectPageHolds(page, screen);
      await page.getByRole('button', { name: 'Results', exact: true }).click();
      await expect(screen.result('Total area')).toBeVisible();
      await expectPageHolds(page, screen);
      await expectLastRowsReachable(page, screen);
      // The canvas keeps room to draw in while the sheet is open.
      expect((await screen.canvas.boundingBox())!.height).toBeGreaterThan(200);
      expect(screen.consoleErrors).toEqual([]);
    });
  });
});
