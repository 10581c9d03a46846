import { NOTIFICATION_MS } from '../../src/shared/constants';
import { expect, test } from './fixtures';
import { drawingScreen, square } from './drawingScreen';
import { expectShownFor } from './testClock';

test.describe('measuring a polygon on the grid', () => {
  test('draws a 150 px square and reads its perimeter and area, then rescales it', async ({ page }) => {
    const screen = drawingScreen(page);
    await screen.open();
    await expect(screen.button('Straight line')).toHaveAttribute('aria-pressed', 'true');

    await screen.clickPath(square(100, 100));
    await expect(screen.perimeter).toHaveText('40 cm');
    await expect(screen.area).toHaveText('100 cm²');
    await expect(screen.button('Select')).toHaveAttribute('aria-pressed', 'true');

    await screen.setScale('2', 'm');
    await expect(screen.perimeter).toHaveText('80 m');
    await expect(screen.area).toHaveText('400 m²');
    expect(screen.consoleErrors).toEqual([]);
  });

  test('refuses a crossing line and keeps the drawing, then undoes and redoes', async ({ page }) => {
    // The message's second runs on Playwright's clock, stopped while it is checked.
    await page.clock.install();
    const screen = drawingScreen(page);
    await screen.open();
    await screen.clickPath(square(100, 100));
    await expect(screen.area).toHaveText('100 cm²');

    await screen.button('Undo').click();
    await expect(screen.area).toHaveText('—');
    await expect(screen.perimeter).toHaveText('30 cm');
    await expect(screen.button('Straight line')).toHaveAttribute('aria-pressed', 'true');

    // From the last corner (100,250) up across the top edge.
    // The message lasts 1000 ms, and is the only one.
    await expectShownFor(page, page.getByRole('alert').filter({ hasText: /Lines cannot intersect!/ }), NOTIFICATION_MS.intersect, () => screen.clickPath([[175, 50]]));
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(screen.perimeter).toHaveText('30 cm');
    await expect(screen.area).toHaveText('—');

    await screen.button('Redo').click();
    await expect(screen.area).toHaveText('100 cm²');
    await expect(screen.perimeter).toHaveText('40 cm');
    await expect(screen.button('Redo')).toBeDisabled();

    await page.keyboard.press('Control+z');
    await expect(screen.area).toHaveText('—');
    await page.keyboard.press('Control+Shift+Z');
    await expect(screen.area).toHaveText('100 cm²');
  });

  test('zooms in and draws the same square at twice the size on screen, with the same results', async ({ page }) => {
    const screen = drawingScreen(page);
    await screen.open();
    const zoomIn = screen.button('Zoom in');
    for (let i = 0; i < 10; i++) {
      await zoomIn.focus();
      await page.keyboard.press('Enter');
    }
    await expect(page.getByLabel('Zoom level')).toHaveText('200%');

    await screen.clickPath(square(200, 200, 300));
    await expect(screen.perimeter).toHaveText('40 cm');
    await expect(screen.area).toHaveText('100 cm²');
  });

  test('keeps zooming while a zoom button is held, and stops on release', async ({ page }) => {
    // Playwright's clock: the time after the release is run through, not waited out.
    await page.clock.install();
    const screen = drawingScreen(page);
    await screen.open();
    const zoomLevel = page.getByLabel('Zoom level');
    await screen.button('Zoom in').hover();
    await page.mouse.down();
    // The first step comes on press; holding adds one every 100 ms.
    await expect(zoomLevel).not.toHaveText(/^(100|110)%$/);
    await page.mouse.up();
    const released = await zoomLevel.textContent();
    await page.clock.runFor(400);
    await expect(zoomLevel).toHaveText(released!);
  });

  test('draws with press, drag and release', async ({ page }) => {
    const screen = drawingScreen(page);
    await screen.open();
    await screen.drag([100, 100], [250, 100]);
    await expect(screen.perimeter).toHaveText('10 cm');
    await screen.drag([250, 100], [250, 250]);
    await expect(screen.perimeter).toHaveText('20 cm');
  });

  test('tells the person to add a layer when they pick the line tool on a closed shape', async ({ page }) => {
    // The hint's seconds run on Playwright's clock, stopped while it is checked.
    await page.clock.install();
    const screen = drawingScreen(page);
    await screen.open();
    await screen.clickPath(square(100, 100));
    // A refused instrument looks disabled (aria-disabled) yet stays clickable to explain itself.
    await expect(screen.button('Straight line')).toHaveAttribute('aria-disabled', 'true');
    await expectShownFor(
      page,
      page.getByRole('status').filter({ hasText: /Add a new drawing layer with plus \(\+\) symbol in bottom right corner/ }),
      NOTIFICATION_MS.toolHint,
      () => screen.choose('Straight line'),
    );
    await expect(screen.button('Select')).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('the scale control', () => {
  test('refuses text with "Numeric values only" and keeps the old scale', async ({ page }) => {
    // The notice's second runs on Playwright's clock, stopped while it is checked.
    await page.clock.install();
    const screen = drawingScreen(page);
    await screen.open();
    await screen.clickPath(square(100, 100));
    await screen.setScale('2');
    await expect(screen.perimeter).toHaveText('80 cm');

    await screen.expectNoticeFor('Numeric values only', NOTIFICATION_MS.scaleError, () => screen.setScale('abc'));
    await expect(screen.scale).toHaveValue('2');
    await expect(screen.perimeter).toHaveText('80 cm');
  });

  test('raises a scale below 0.1 to 0.1 and steps by 0.1 with the arrow keys', async ({ page }) => {
    const screen = drawingScreen(page);
    await screen.open();
    await screen.setScale('0.01');
    await expect(screen.scale).toHaveValue('0.1');
    await screen.scale.press('ArrowUp');
    await screen.scale.press('ArrowUp');
    await expect(screen.scale).toHaveValue('0.3');
  });
});

test('an unknown route shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Sorry ... But the requested page was not found!' })).toBeVisible();
});
