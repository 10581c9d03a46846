import { type Page } from '@playwright/test';
import { expect, NEW_ACCOUNT, test } from './fixtures';
import { drawingScreen } from './drawingScreen';
import { NOTIFICATION_MS } from '../../src/shared/constants';

// Settings and help flags follow the user: these tests change them, or need them fresh.
test.use({ accountOptions: { ...NEW_ACCOUNT, label: 'scale-length' } });

/** A 300 × 150 px rectangle, closed on its first corner. */
const RECTANGLE = [
  [100, 100],
  [400, 100],
  [400, 250],
  [100, 250],
  [100, 100],
] as const;

/** The Set scale panel and its controls. */
function scalePanel(page: Page) {
  const panel = page.getByRole('region', { name: 'Set scale' });
  return {
    panel,
    length: panel.getByRole('textbox', { name: 'Known length', exact: true }),
    unit: panel.getByRole('combobox', { name: 'Unit' }),
    setScale: panel.getByRole('button', { name: 'Set scale', exact: true }),
    addToCanvas: panel.getByRole('button', { name: 'Add to Canvas', exact: true }),
  };
}

test.describe('the scale from a line of known length', () => {
  test('a 300 px line of 6 m makes a 300 × 150 px rectangle 6 m by 3 m, 18 m², with the help steps along the way', async ({ page }) => {
    const screen = drawingScreen(page);
    const scale = scalePanel(page);
    await screen.open();
    await expect(screen.helpCard('Welcome to Planimetry')).toBeVisible();
    await screen.choose('Scale line');
    await expect(screen.instrument('Scale line')).toHaveAttribute('aria-pressed', 'true');
    await screen.helpCard('Welcome to Planimetry').getByRole('button', { name: 'Next' }).click();
    await expect(screen.helpCard('Set the scale (1 of 3)')).toBeVisible();

    await screen.drag([100, 100], [400, 100]);
    await expect(scale.panel).toBeVisible();
    await expect(scale.panel).toContainText('Reference line: 300 px');
    await expect(screen.helpCard('Set the scale (2 of 3)')).toBeVisible();
    await expect(scale.length).toBeFocused();

    await scale.length.fill('6');
    await scale.unit.selectOption('m');
    await scale.setScale.click();
    await expect(screen.notice('Scale set, now Add to Canvas')).toBeVisible();
    await expect(screen.helpCard('Set the scale (3 of 3)')).toBeVisible();
    await expect(screen.scale).toHaveValue('0.3');
    await expect(screen.unit.first()).toHaveValue('m');

    await scale.addToCanvas.click();
    await expect(scale.panel).toBeHidden();
    await expect(screen.instrument('Straight line')).toHaveAttribute('aria-pressed', 'true');
    await expect(screen.helpCard('Scale set')).toBeVisible();

    await screen.clickPath(RECTANGLE);
    await expect(screen.lineLabel(1)).toHaveAccessibleName('Line 1 length 6 m');
    await expect(screen.lineLabel(2)).toHaveAccessibleName('Line 2 length 3 m');
    await expect(screen.perimeter).toHaveText('18 m');
    await expect(screen.area).toHaveText('18 m²');
    expect(screen.consoleErrors).toEqual([]);
  });

  test('a length that is not a number answers "Numeric values only" and sets nothing; Escape keeps the line drawn before', async ({ page }) => {
    // The notices' seconds run on Playwright's clock (installed before the page opens), stopped
    // while a notice is checked: a slow step can neither make a notice leave before it is seen
    // nor keep it longer than its time (drawingScreen's expectNoticeFor).
    await page.clock.install();
    const screen = drawingScreen(page);
    const scale = scalePanel(page);
    await screen.open();
    await screen.choose('Scale line');
    await screen.drag([100, 100], [400, 100]);

    await scale.length.fill('abc');
    await screen.expectNoticeFor('Numeric values only', NOTIFICATION_MS.scaleError, () => scale.setScale.click());
    await expect(scale.addToCanvas).toHaveCount(0);
    await expect(screen.scale).toHaveValue('1');

    await scale.length.fill('0');
    await screen.expectNoticeFor('Known length must be greater than zero', NOTIFICATION_MS.scaleError, () => scale.length.press('Enter'));
    await expect(screen.scale).toHaveValue('1');

    // A new line begun and abandoned with Escape leaves the first one in place.
    const box = (await screen.canvas.boundingBox())!;
    await page.mouse.move(box.x + 100, box.y + 300);
    await page.mouse.down();
    await page.mouse.move(box.x + 200, box.y + 300, { steps: 4 });
    await page.keyboard.press('Escape');
    await page.mouse.up();
    await expect(scale.panel).toContainText('Reference line: 300 px');

    // Click at each end draws a new one.
    await screen.clickPath([[100, 300], [250, 300]]);
    await expect(scale.panel).toContainText('Reference line: 150 px');
    await scale.length.fill('1,5');
    await scale.unit.selectOption('cm');
    await scale.setScale.click();
    await expect(screen.scale).toHaveValue('0.15');
    expect(screen.consoleErrors).toEqual([]);
  });

  test('in imperial fractions mode the length is typed as 10 ft 6 in, digits only', async ({ page }) => {
    // Three scale lines in three units: near 30 s on a loaded two-core machine.
    test.slow();
    // The notices' seconds run on Playwright's clock, stopped while a notice is checked.
    await page.clock.install();
    const screen = drawingScreen(page);
    const scale = scalePanel(page);
    await screen.open();
    await screen.unit.selectOption('ft');
    const settings = await screen.openSettings();
    await settings.getByRole('radio', { name: 'Fractions' }).check();
    await settings.getByRole('button', { name: 'Close' }).click();
    await expect(settings).toBeHidden();

    await screen.choose('Scale line');
    await screen.drag([100, 100], [400, 100]);
    await expect(scale.unit).toHaveValue('ft');
    const inches = scale.panel.getByRole('textbox', { name: 'Known length inches', exact: true });

    // Anything but digits is refused as it is typed.
    await screen.expectNoticeFor('Numeric values only', NOTIFICATION_MS.scaleError, () => scale.length.pressSequentially('1a0'));
    await expect(scale.length).toHaveValue('10');

    await inches.fill('12');
    await screen.expectNoticeFor('Inches must be less than 12', NOTIFICATION_MS.scaleError, () => scale.setScale.click());
    await expect(scale.addToCanvas).toHaveCount(0);

    await inches.fill('6');
    await screen.expectNoticeFor('Scale set, now Add to Canvas', NOTIFICATION_MS.scaleSet, () => scale.setScale.click());
    await scale.addToCanvas.click();

    await screen.clickPath(RECTANGLE);
    await expect(screen.lineLabel(1)).toHaveAccessibleName('Line 1 length 10 ft 6 in');
    await expect(screen.lineLabel(2)).toHaveAccessibleName('Line 2 length 5 ft 3 in');
    await expect(screen.perimeter).toHaveText('31 ft 6 in');
    await expect(screen.area).toHaveText('55.13 ft²');

    // Yards take feet as their second box.
    await screen.choose('Scale line');
    await screen.drag([100, 400], [400, 400]);
    await scale.unit.selectOption('yd');
    await expect(scale.panel.getByRole('textbox', { name: 'Known length feet', exact: true })).toBeVisible();
    expect(screen.consoleErrors).toEqual([]);
  });

  test('a scan stretched 2:1: a second line the other way sets separate X and Y scales, and a square drawn squashed reads as a square', async ({ page }) => {
    const screen = drawingScreen(page);
    const scale = scalePanel(page);
    await screen.open();
    await screen.choose('Scale line');
    await screen.drag([100, 100], [400, 100]);
    await scale.length.fill('7.5');
    await scale.unit.selectOption('m');
    await scale.setScale.click();
    await expect(screen.notice('Scale set, now Add to Canvas')).toBeVisible();

    await scale.panel.getByRole('button', { name: 'Add a second line, the other way' }).click();
    await expect(scale.panel).toContainText('draw a second line of known length across the first');
    await screen.drag([500, 100], [500, 400]);
    await expect(scale.panel).toContainText('Second line: 300 px');
    const second = scale.panel.getByRole('textbox', { name: 'Second known length', exact: true });
    await expect(second).toBeFocused();
    await second.fill('15');
    await scale.panel.getByRole('combobox', { name: 'Second line unit' }).selectOption('m');
    await scale.panel.getByRole('button', { name: 'Set X and Y scales' }).click();
    await expect(screen.notice('X and Y scales set, now Add to Canvas')).toBeVisible();
    await expect(scale.panel).toContainText('Separate X and Y scales set from two lines.');

    await scale.addToCanvas.click();
    // The notice sits over the top of the canvas for its 3 s, where the rectangle's second corner
    // goes: a quick click there lands on the notice, as a person's would.
    await expect(screen.notice('X and Y scales set, now Add to Canvas')).toBeHidden();
    // 300 px across are 7.5 m, and so are 150 px up.
    await screen.clickPath(RECTANGLE);
    await expect(screen.lineLabel(1)).toHaveAccessibleName('Line 1 length 7.5 m');
    await expect(screen.lineLabel(2)).toHaveAccessibleName('Line 2 length 7.5 m');
    await expect(screen.area).toHaveText(/^56\.25 m²/);
    expect(screen.consoleErrors).toEqual([]);
  });
});
