import { expect, NEW_ACCOUNT, test } from './fixtures';
import { drawingScreen } from './drawingScreen';

// The default system follows the user: these tests change it.
test.use({ accountOptions: { ...NEW_ACCOUNT, label: 'system-switch' } });

async function switchSystem(screen: ReturnType<typeof drawingScreen>, system: 'Metric' | 'Imperial') {
  const dialog = await screen.openSettings();
  await dialog.getByRole('radio', { name: system, exact: true }).check();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

test('switching the default system writes the scale in the other system\'s nearest unit and keeps the drawing\'s real size', async ({ page }) => {
  const screen = drawingScreen(page);
  await screen.open();
  await screen.setScale('0.5', 'm');
  // A 300 px line is 20 squares of 0.5 m: 10 m.
  await screen.clickPath([
    [100, 100],
    [400, 100],
  ]);
  await expect(screen.perimeter).toHaveText('10 m');
  await expect(screen.lineLabel(1)).toHaveAccessibleName(/10 m$/);

  const dialog = await screen.openSettings();
  await dialog.getByRole('radio', { name: 'Imperial', exact: true }).check();
  await expect(
    screen.notice('The scale is now shown in ft: 1 square = 1.64 ft. The drawing keeps its real size.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // m becomes ft, not mi: the box reads like a person wrote it, and 10 m is 32.81 ft.
  await expect(screen.unit).toHaveValue('ft');
  await expect(screen.scale).toHaveValue('1.64');
  await expect(screen.perimeter).toHaveText('32.81 ft');
  await expect(screen.lineLabel(1)).toHaveAccessibleName(/32\.81 ft$/);

  // Back to metric: m again, and still 10 m, because the exact value was kept.
  await switchSystem(screen, 'Metric');
  await expect(screen.unit).toHaveValue('m');
  await expect(screen.scale).toHaveValue('0.5');
  await expect(screen.perimeter).toHaveText('10 m');
  expect(screen.consoleErrors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('1 cm reads 0.3937 in, and 1 ft reads 0.3048 m', async ({ page }) => {
    const screen = drawingScreen(page);
    await screen.open();
    await screen.setScale('1', 'cm');
    await switchSystem(screen, 'Imperial');
    await expect(screen.unit).toHaveValue('in');
    await expect(screen.scale).toHaveValue('0.3937');

    await screen.setScale('1', 'ft');
    await switchSystem(screen, 'Metric');
    await expect(screen.unit).toHaveValue('m');
    await expect(screen.scale).toHaveValue('0.3048');
    expect(screen.consoleErrors).toEqual([]);
  });
});
