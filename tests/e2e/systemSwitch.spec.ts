import { expect, NEW_ACCOUNT, test } from './fixtures';
import { drawingScreen } from './drawingScreen';

// The default system follows the user: this test changes it.
test.use({ accountOptions: { ...NEW_ACCOUNT, label: 'system-switch' } });

test('switching the default system to imperial shows the scale in mi without changing the drawing\'s real size', async ({ page }) => {
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
    screen.notice('The scale is now shown in mi: 1 square = 3.11 × 10⁻⁴ mi. The drawing keeps its real size.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // 10 m = 0.0062137 mi, in the power-of-ten form results take below 0.01.
  await expect(screen.unit).toHaveValue('mi');
  await expect(screen.scale).toHaveValue('0.0003107');
  await expect(screen.perimeter).toHaveText('6.21 × 10⁻³ mi');
  await expect(screen.lineLabel(1)).toHaveAccessibleName(/6\.21 × 10⁻³ mi$/);

  // Back to metric: km, and still 10 m.
  await screen.openSettings();
  await page.getByRole('radio', { name: 'Metric', exact: true }).check();
  await page.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Close' }).click();
  await expect(screen.unit).toHaveValue('km');
  await expect(screen.scale).toHaveValue('0.0005');
  await expect(screen.perimeter).toHaveText('0.01 km');
  expect(screen.consoleErrors).toEqual([]);
});
