/**
 * /register-complete's variants reached from the mailed link (coverage AB2.08): an account
 * registered from the app (app=true) lands on the app variant, whose link carries it; a plain
 * account on a phone is told to open the app, with no Launch button (spec §2).
 */
import { devices } from '@playwright/test';
import { ACCOUNT_PASSWORD, expect, test } from './fixtures';
import { freshEmail, verificationLink } from './e2eAccounts';

const { defaultBrowserType: _browser, ...PIXEL_7 } = devices['Pixel 7'];

test.use({ accountOptions: null });

async function register(request: import('@playwright/test').APIRequestContext, email: string, app: boolean) {
  const registered = await request.post('/register', { data: { type: 'user', firstName: 'Ada', lastName: 'App', email, password: ACCOUNT_PASSWORD, app } });
  expect(registered.ok(), await registered.text()).toBe(true);
}

test('an account registered from the app reaches the app variant from its mailed link', async ({ page, request }) => {
  const email = freshEmail('from-app');
  await register(request, email, true);
  const link = await verificationLink(email);
  expect(new URL(link).searchParams.get('app')).toBe('true');
  await page.goto(link);
  await expect(page).toHaveURL(/\/register-complete\?app=true$/);
  await expect(page.getByRole('heading', { name: 'Thank you for registering!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open companion app' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'FAQ' })).toBeVisible();
});

test('a plain account verified on a desktop gets Launch, and its link carries no app flag', async ({ page, request }) => {
  const email = freshEmail('plain-desktop');
  await register(request, email, false);
  const link = await verificationLink(email);
  expect(new URL(link).search).toBe('');
  await page.goto(link);
  await expect(page.getByRole('link', { name: 'Launch' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ ...PIXEL_7 });

  test('a plain account is told to open the app, with no Launch button', async ({ page, request }) => {
    const email = freshEmail('plain-phone');
    await register(request, email, false);
    await page.goto(await verificationLink(email));
    await expect(page.getByRole('heading', { name: 'Thank you for registering!' })).toBeVisible();
    await expect(page.getByText('Open the Planimetry app on this phone')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Launch' })).toHaveCount(0);
  });
});
