/**
 * Every result shows its uncertainty (issue 23), as a person meets it: a scale from a line of
 * known length drawn at zoom 100 % gives the rectangle's perimeter and area their "±" in the
 * Results panel; the setting hides them; the CSV carries them in its last two columns.
 */
import { type Page } from '@playwright/test';
import { expect, NEW_ACCOUNT, test } from './fixtures';
import { drawingScreen } from './drawingScreen';

// The test turns a setting off, and settings follow the user.
test.use({ accountOptions: { ...NEW_ACCOUNT, label: 'uncertainty' } });

/** A 300 × 150 px rectangle, closed on its first corner: 6 m × 3 m once 300 px are 6 m. */
const RECTANGLE = [
  [100, 100],
  [400, 100],
  [400, 250],
  [100, 250],
  [100, 100],
] as const;

/** Sets 300 px = 6 m with the Scale line instrument, at the screen's zoom 100 %. */
async function setSixMetreScale(page: Page) {
  const screen = drawingScreen(page);
  const panel = page.getByRole('region', { name: 'Set scale' });
  await screen.choose('Scale line');
  await screen.drag([100, 100], [400, 100]);
  await expect(panel).toContainText('Reference line: 300 px');
  await panel.getByRole('textbox', { name: 'Known length', exact: true }).fill('6');
  await panel.getByRole('combobox', { name: 'Unit' }).selectOption('m');
  await panel.getByRole('button', { name: 'Set scale', exact: true }).click();
  await panel.getByRole('button', { name: 'Add to Canvas', exact: true }).click();
  await expect(panel).toBeHidden();
}

test('a known-length scale gives the results their ±, the setting hides it, and the CSV carries it', async ({ page }) => {
  const screen = drawingScreen(page);
  await screen.open();
  await setSixMetreScale(page);
  await screen.clickPath(RECTANGLE);
  await expect(screen.perimeter).toHaveText('18 m');
  await expect(screen.area).toHaveText('18 m²');

  // Each end of the 300 px line is off evenly within half a pixel: σ ≈ 0.41 px of its length, "±"
  // 2.5 σ ≈ 1.02 px, 0.34 %; so 18 m ± 0.061 and 18 m² ± 0.12 (twice the share).
  const perimeterPlusMinus = screen.results.getByLabel('Perimeter uncertainty', { exact: true });
  const areaPlusMinus = screen.results.getByLabel('Area uncertainty', { exact: true });
  await expect(perimeterPlusMinus).toContainText('± 0.06 m');
  await expect(areaPlusMinus).toContainText('± 0.12 m²');
  // A screen reader is given the words.
  await expect(areaPlusMinus).toContainText('plus or minus 0.12 m²');
  await expect(screen.results.getByText('± 0.12 m²', { exact: true })).toBeVisible();

  const dialog = await screen.openSettings();
  const setting = dialog.getByRole('checkbox', { name: 'Show uncertainty (±)' });
  await expect(setting).toBeChecked();
  await setting.uncheck();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(areaPlusMinus).toHaveCount(0);
  await expect(perimeterPlusMinus).toHaveCount(0);
  await expect(screen.area).toHaveText('18 m²');

  // The file is a record: its ± columns are filled whatever the screen shows.
  const csv = await screen.exportCsv();
  const [header, row] = csv.split('\r\n');
  expect(header).toBe('layer_id,perimeter_m,area_m2,count,perimeter_with_cutouts_m,cutouts,perimeter_uncertainty_m,area_uncertainty_m2,layer_name');
  expect(row).toBe('1,18,18,,,,0.06,0.12,Layer 1');

  // The choice is saved with the user's settings.
  const loaded = page.waitForResponse((response) => response.url().endsWith('/api/settings') && response.request().method() === 'GET');
  await page.reload();
  await loaded;
  const reopened = await screen.openSettings();
  await expect(reopened.getByRole('checkbox', { name: 'Show uncertainty (±)' })).not.toBeChecked();
  expect(screen.consoleErrors).toEqual([]);
});

test('a result measured on the default grid shows no ±', async ({ page }) => {
  const screen = drawingScreen(page);
  await screen.open();
  await screen.clickPath(RECTANGLE);
  await expect(screen.area).toHaveText('200 cm²');
  await expect(screen.results.getByLabel('Area uncertainty', { exact: true })).toHaveCount(0);
  await expect(screen.results).not.toContainText('±');
});
