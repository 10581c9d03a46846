import { type Page } from '@playwright/test';
import { expect, NEW_ACCOUNT, test } from './fixtures';
import { drawingScreen, square } from './drawingScreen';

// Settings and help flags follow the user: these tests change them, or need them fresh.
test.use({ accountOptions: { ...NEW_ACCOUNT, label: 'settings' } });

test('imperial fractions show feet with inches, and the setting survives a reload', async ({ page }) => {
  const screen = drawingScreen(page);
  await screen.open();
  await screen.clickPath(square(100, 100));
  // One 15 px square = 1.3125 ft, so each 150 px side is 13.125 ft and the perimeter 52.5 ft.
  await screen.setScale('1.3125', 'ft');
  await expect(screen.perimeter).toHaveText('52.5 ft');

  const dialog = await screen.openSettings();
  await dialog.getByRole('radio', { name: 'Fractions' }).check();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(screen.perimeter).toHaveText('52 ft 6 in');

  const saved = page.waitForResponse((response) => response.url().endsWith('/api/settings') && response.request().method() === 'GET');
  await page.reload();
  await saved;
  await screen.openSettings();
  await expect(page.getByRole('dialog', { name: 'Settings' }).getByRole('radio', { name: 'Fractions' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeHidden();
});

test('imperial fractions show inches to the chosen fraction, 1/16 in until another precision is chosen', async ({ page }) => {
  // Three settings round trips and a reload: on a loaded two-core machine this runs past the default 30 s.
  test.setTimeout(60_000);
  const screen = drawingScreen(page);
  await screen.open();
  await screen.clickPath(square(100, 100));
  // One 15 px square = 4.45133 ft: each 150 px side is 44.5133 ft, 44 ft 6.16 in.
  await screen.setScale('4.45133', 'ft');
  await expect(screen.lineLabel(1)).toHaveText('44.51 ft');

  const dialog = await screen.openSettings();
  const precision = dialog.getByRole('combobox', { name: 'Inch precision' });
  await expect(precision).toBeHidden();
  await dialog.getByRole('radio', { name: 'Fractions' }).check();
  await expect(precision).toHaveValue('16');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(screen.lineLabel(1)).toHaveText('44 ft 6 3/16 in');
  await expect(screen.lineLabel(1)).toHaveAccessibleName('Line 1 length 44 ft 6 3/16 in');
  // 178.0532 ft: 0.64 in is nearest 5/8 (10/16).
  await expect(screen.perimeter).toHaveText('178 ft 5/8 in');

  await screen.openSettings();
  await precision.selectOption('1/64 in');
  await expect(screen.lineLabel(1)).toHaveText('44 ft 6 5/32 in');
  await precision.selectOption('1/2 in');
  await expect(screen.lineLabel(1)).toHaveText('44 ft 6 in');
  await expect(screen.perimeter).toHaveText('178 ft 1/2 in');

  // The precision follows the user like the other settings.
  const posted = page.waitForResponse((response) => response.url().endsWith('/api/settings') && response.request().method() === 'POST');
  await precision.selectOption('1/8 in');
  await posted;
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/settings') && response.request().method() === 'GET');
  await page.reload();
  await saved;
  await screen.openSettings();
  await expect(precision).toHaveValue('8');
});

test('imperial display is disabled while the measure is metric, and imperial users start in feet', async ({ page }) => {
  const screen = drawingScreen(page);
  await screen.open();
  await screen.openSettings();
  await expect(page.getByRole('radio', { name: 'Fractions' })).toBeDisabled();
  await page.getByRole('radio', { name: 'Imperial', exact: true }).check();
  // Switching the default system to imperial writes the scale in the nearest imperial unit: cm becomes in.
  await expect(screen.unit).toHaveValue('in');
  await expect(page.getByRole('radio', { name: 'Fractions' })).toBeEnabled();

  // A new drawing for an imperial user starts in feet.
  await expect.poll(async () => (await page.request.get('/api/settings', { headers: await clientHeader(page) })).json())
    .toMatchObject({ settings: { measurementSystem: 'imperial' } });
  await page.reload();
  await expect(screen.unit).toHaveValue('ft');
});

/** The browser's client id and access token, as the app sends them with every API call (settings follow the user). */
async function clientHeader(page: Page) {
  const id = await page.evaluate(() => localStorage.getItem('planimetry.clientId'));
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'access-token')?.value;
  return { 'x-client-id': id ?? '', ...(token ? { 'access-token': decodeURIComponent(token) } : {}) };
}
