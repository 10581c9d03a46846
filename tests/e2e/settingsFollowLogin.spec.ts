/**
 * Settings and help flags follow the account (issue 16, item 4): a person who logs in through the
 * /login form, without a reload, meets their own settings and no tour they have finished, and
 * what they change then is saved to their account rather than over it.
 */
import { type APIRequestContext, type Page } from '@playwright/test';
import { ACCOUNT_PASSWORD, expect, registerAccount, test } from './fixtures';
import { DEFAULT_SETTINGS, type Settings } from '../../src/shared/settings';
import { drawingScreen, logIn } from './drawingScreen';

// A fresh context: the page starts with nobody logged in, with this browser's own settings.
test.use({ accountOptions: null });

const ACCOUNT_SETTINGS: Settings = { ...DEFAULT_SETTINGS, measurementSystem: 'imperial', drawingColor: 'lime' };
/** The first guided steps, dismissed in an earlier visit: the tour is finished. */
const FINISHED_TOUR = { intro: true, menu: true, map: true };

const loaded = (page: Page, path: '/api/settings' | '/api/tours') =>
  page.waitForResponse((response) => response.url().endsWith(path) && response.request().method() === 'GET');

/** The account's access token, for calls made as the account outside the browser. */
async function accountHeaders(request: APIRequestContext, baseURL: string, email: string) {
  const login = await request.post(new URL('/login', baseURL).href, { data: { email, password: ACCOUNT_PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  const { accessToken } = (await login.json()) as { accessToken: string };
  return { 'access-token': accessToken };
}

test('logging in through the form brings the account\'s settings and finished tour, and a change is saved to the account', async ({ page, request, baseURL }) => {
  const { email: email } = await registerAccount(request, baseURL!, 'follow-login');
  const headers = await accountHeaders(request, baseURL!, email);
  const at = (path: string) => new URL(path, baseURL).href;
  expect((await request.post(at('/api/settings'), { headers, data: { settings: ACCOUNT_SETTINGS } })).ok()).toBe(true);
  expect((await request.post(at('/api/tours'), { headers, data: { tours: FINISHED_TOUR } })).ok()).toBe(true);

  const screen = drawingScreen(page);
  const browsersOwn = Promise.all([loaded(page, '/api/settings'), loaded(page, '/api/tours')]);
  await page.goto('/login');
  await browsersOwn;

  // No reload: the records load again for the account that logged in.
  const accountsOwn = Promise.all([loaded(page, '/api/settings'), loaded(page, '/api/tours')]);
  await logIn(page, { email, password: ACCOUNT_PASSWORD });
  await accountsOwn;
  await expect(screen.canvas.locator('canvas')).toHaveCount(1);
  // An imperial user's drawing starts in feet.
  await expect(screen.unit).toHaveValue('ft');
  // The tour the account finished does not start again.
  const intro = screen.helpCard('Welcome to Planimetry');
  await expect(intro).toHaveCount(0);

  const dialog = await screen.openSettings();
  await expect(dialog.getByRole('radio', { name: 'Imperial', exact: true })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Lime', exact: true })).toBeChecked();

  const saved = page.waitForResponse((response) => response.url().endsWith('/api/settings') && response.request().method() === 'POST');
  await dialog.getByRole('radio', { name: 'Fractions' }).check();
  expect((await saved).ok()).toBe(true);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(intro).toHaveCount(0);

  // Saved to the account, over its own settings: the rest of them survive.
  const stored = await (await request.get(at('/api/settings'), { headers })).json();
  expect(stored).toMatchObject({ settings: { ...ACCOUNT_SETTINGS, imperial: 'fractions' } });

  const reloaded = loaded(page, '/api/settings');
  await page.reload();
  await reloaded;
  const again = await screen.openSettings();
  await expect(again.getByRole('radio', { name: 'Imperial', exact: true })).toBeChecked();
  await expect(again.getByRole('radio', { name: 'Lime', exact: true })).toBeChecked();
  await expect(again.getByRole('radio', { name: 'Fractions' })).toBeChecked();
  await expect(intro).toHaveCount(0);
});

test('after a logout the next person to log in on the same page gets their own settings and the tour', async ({ page, request, baseURL }) => {
  const { email: first } = await registerAccount(request, baseURL!, 'follow-first');
  const headers = await accountHeaders(request, baseURL!, first);
  const at = (path: string) => new URL(path, baseURL).href;
  expect((await request.post(at('/api/settings'), { headers, data: { settings: ACCOUNT_SETTINGS } })).ok()).toBe(true);
  expect((await request.post(at('/api/tours'), { headers, data: { tours: FINISHED_TOUR } })).ok()).toBe(true);
  const { email: second } = await registerAccount(request, baseURL!, 'follow-second');

  const screen = drawingScreen(page);
  const intro = screen.helpCard('Welcome to Planimetry');
  await page.goto('/login');
  await logIn(page, { email: first, password: ACCOUNT_PASSWORD });
  await expect(screen.unit).toHaveValue('ft');
  await expect(intro).toHaveCount(0);

  await screen.openMenu();
  await screen.menuItem('Log out').click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, { email: second, password: ACCOUNT_PASSWORD });
  // The second person has stored nothing: the defaults, and the tour from its start.
  await expect(intro).toBeVisible();
  await expect(screen.unit).toHaveValue('cm');
  await intro.getByRole('button', { name: 'Skip help' }).click();
  const dialog = await screen.openSettings();
  await expect(dialog.getByRole('radio', { name: 'Metric', exact: true })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Pink', exact: true })).toBeChecked();
});
