/**
 * The drawing screen on a phone held upright: it fits the screen's width, every control is in
 * reach and big enough for a finger, a finger draws by tapping, and two fingers zoom.
 */
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { drawingScreen, square, type Path } from './drawingScreen';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 3 });

const PHONE = { width: 390, height: 844 };
const MIN_TARGET = 40;

/** Taps each point of the path, in pixels from the canvas's top-left corner. */
async function tapPath(page: Page, canvas: Locator, path: Path) {
  const box = (await canvas.boundingBox())!;
  for (const [x, y] of path) await page.touchscreen.tap(box.x + x, box.y + y);
}

/**
 * Two fingers on the canvas, moved in steps from `from` to `to` (canvas px): touch events
 * through the DevTools protocol, as a real pinch reaches Chromium.
 */
async function twoFingers(page: Page, canvas: Locator, from: Path, to: Path) {
  const box = (await canvas.boundingBox())!;
  const fingers = (progress: number) =>
    from.map(([x, y], id) => {
      const [toX, toY] = to[id]!;
      return { x: box.x + x + (toX - x) * progress, y: box.y + y + (toY - y) * progress, id };
    });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(0) });
  const steps = 10;
  for (let step = 1; step <= steps; step++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(step / steps) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Two fingers `from` px apart on a level line through `centre` (canvas px), spread or pinched to `to` px apart. */
const pinch = (page: Page, canvas: Locator, [x, y]: readonly [number, number], from: number, to: number) =>
  twoFingers(
    page,
    canvas,
    [[x - from / 2, y], [x + from / 2, y]],
    [[x - to / 2, y], [x + to / 2, y]],
  );

/** Every visible button smaller than a finger's target, by name and size. */
async function smallButtons(page: Page): Promise<string[]> {
  // One pass in the page: asking for each button's box in turn takes longer than a test may.
  return page.getByRole('button').evaluateAll(
    (buttons, min) =>
      buttons
        .filter((button) => button.checkVisibility({ visibilityProperty: true }))
        .map((button) => ({ name: button.getAttribute('aria-label') ?? button.textContent ?? '', box: button.getBoundingClientRect() }))
        .filter(({ box }) => box.width < min - 0.5 || box.height < min - 0.5)
        .map(({ name, box }) => `${name.trim()} ${Math.round(box.width)}x${Math.round(box.height)}`),
    MIN_TARGET,
  );
}

/** The element lies wholly inside the phone's screen. */
async function expectOnScreen(locator: Locator) {
  await expect(locator).toBeVisible();
  const box = (await locator.boundingBox())!;
  expect(box.x, 'left edge').toBeGreaterThanOrEqual(0);
  expect(box.y, 'top edge').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'right edge').toBeLessThanOrEqual(PHONE.width);
  expect(box.y + box.height, 'bottom edge').toBeLessThanOrEqual(PHONE.height);
}

test.describe('the drawing screen on a phone', () => {
  test('fits the screen: no sideways scrolling, the menu, scale, results, zoom and layers in reach', async ({ page }) => {
    const screen = drawingScreen(page);
    await screen.open();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await expectOnScreen(screen.menuButton);
    await expectOnScreen(screen.scale);
    await expectOnScreen(screen.unit);
    await expectOnScreen(page.getByRole('button', { name: 'Results', exact: true }));
    await expectOnScreen(screen.button('Zoom in'));
    await expectOnScreen(screen.button('Zoom out'));
    await expectOnScreen(screen.button('Add layer'));
    await expectOnScreen(screen.instrument('Straight line'));
    await expectOnScreen(screen.button('Undo'));
    expect(screen.consoleErrors).toEqual([]);
  });

  test('every visible button is at least 40 px square, with a square\u2019s length labels, the results and the menu open too', async ({ page }) => {
    // It measures every button four times over (drawing, labels, results, menu).
    test.slow();
    const screen = drawingScreen(page);
    await screen.open();
    expect(await smallButtons(page)).toEqual([]);

    await tapPath(page, screen.canvas, square(100, 100));
    await expect(screen.lineLabels).toHaveCount(4);
    expect(await smallButtons(page)).toEqual([]);

    await page.getByRole('button', { name: 'Results', exact: true }).tap();
    await expect(screen.perimeter).toBeVisible();
    expect(await smallButtons(page)).toEqual([]);

    await screen.menuButton.tap();
    await expect(screen.menu).toBeVisible();
    expect(await smallButtons(page)).toEqual([]);
    for (const item of await screen.menu.getByRole('menuitem').all()) {
      expect((await item.boundingBox())!.height).toBeGreaterThanOrEqual(MIN_TARGET - 0.5);
    }
  });

  test('draws a square by tapping and reads its results in the bottom sheet', async ({ page }) => {
    const screen = drawingScreen(page);
    await screen.open();
    const sheet = page.getByRole('button', { name: 'Results', exact: true });
    await expect(sheet).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.perimeter).toBeHidden();

    await tapPath(page, screen.canvas, square(100, 100));
    await sheet.tap();
    await expect(sheet).toHaveAttribute('aria-expanded', 'true');
    await expect(screen.perimeter).toHaveText('40 cm');
    await expect(screen.area).toHaveText('100 cm²');
    await expectOnScreen(screen.area);

    await sheet.tap();
    await expect(screen.perimeter).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(screen.consoleErrors).toEqual([]);
  });

  test('zooms with two fingers, and the first finger of the pinch draws nothing', async ({ page }) => {
    const screen = drawingScreen(page);
    await screen.open();
    const zoomLevel = page.getByLabel('Zoom level');
    await expect(zoomLevel).toHaveText('100%');
    // One line drawn: a point placed by the pinch's first finger would add a second one.
    await tapPath(page, screen.canvas, [[60, 60], [210, 60]]);
    await page.getByRole('button', { name: 'Results', exact: true }).tap();
    await expect(screen.perimeter).toHaveText('10 cm');

    await pinch(page, screen.canvas, [180, 200], 100, 200);
    await expect(zoomLevel).toHaveText('200%');
    await expect(screen.perimeter).toHaveText('10 cm');

    await pinch(page, screen.canvas, [180, 200], 200, 100);
    await expect(zoomLevel).toHaveText('100%');
    await expect(screen.perimeter).toHaveText('10 cm');

    // A tap after the pinch draws again: the next vertex closes no shape, the line grows by 10 cm.
    await tapPath(page, screen.canvas, [[210, 210]]);
    await expect(screen.perimeter).toHaveText('20 cm');
    expect(screen.consoleErrors).toEqual([]);
  });

  test('pans with two fingers moved together, without drawing', async ({ page }) => {
    const screen = drawingScreen(page);
    await screen.open();
    await tapPath(page, screen.canvas, [[60, 60], [210, 60], [210, 210]]);
    await page.getByRole('button', { name: 'Results', exact: true }).tap();
    await expect(screen.perimeter).toHaveText('20 cm');

    await twoFingers(page, screen.canvas, [[150, 200], [250, 200]], [[180, 230], [280, 230]]);
    await expect(page.getByLabel('Zoom level')).toHaveText('100%');
    await expect(screen.perimeter).toHaveText('20 cm');
    // The first corner moved 30 px right and down with the fingers: a tap there closes the triangle.
    await tapPath(page, screen.canvas, [[90, 90]]);
    await expect(screen.area).toHaveText('50 cm²');
  });

  test('opens the menu and adds a layer with taps', async ({ page }) => {
    const screen = drawingScreen(page);
    await screen.open();
    await screen.menuButton.tap();
    await expect(screen.menu).toBeVisible();
    await expectOnScreen(screen.menuItem('Settings'));
    await screen.menuButton.tap();
    await expect(screen.menu).toBeHidden();

    await screen.button('Add layer').tap();
    await expect(screen.layerButtons).toHaveText(['Layer 1', 'Layer 2']);
    await expect(screen.layer(2)).toHaveAttribute('aria-pressed', 'true');
    await expectOnScreen(screen.layer(2));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});
