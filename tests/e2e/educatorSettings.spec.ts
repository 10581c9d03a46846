/**
 * The Educator plan reaches its Settings, which has no tabs (spec accounts §2 "A user on one special
 * plan sees no tabs"; coverage AB2.54): the educator bar's Settings opens the Application settings
 * alone, without the Account tab.
 */
import { expect, test } from './fixtures';
import { logInApprovedEducator } from './educatorAccount';

test.use({ accountOptions: null });

test('an educator opens Settings from the educator bar and sees the settings without tabs', async ({ page, context, request, baseURL }) => {
  await logInApprovedEducator(request, context, baseURL!, 'settings-teacher');
  await page.goto('/');
  const dashboard = page.getByRole('dialog', { name: 'Educator Dashboard' });
  await dashboard.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dashboard).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Educator' }).getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await expect(settings.getByLabel('Line weight')).toBeVisible();
  await expect(settings.getByRole('tablist')).toHaveCount(0);
  await expect(settings.getByRole('tab')).toHaveCount(0);
  await settings.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(settings).toHaveCount(0);
});
