/**
 * The account protections as a person meets them: Forgot Password mails a one-time password
 * that only leads to choosing a new one, the session cookie is out of reach of the page's
 * scripts, and a password change logs out the account's other browsers.
 */
import { accountIn, ACCOUNT_PASSWORD, expect, NEW_ACCOUNT, registerAccount, test } from './fixtures';
import { drawingScreen, logIn } from './drawingScreen';
import { logInWithOneTimePassword } from './e2eAccounts';

test.use({ accountOptions: null });

test('Forgot Password: the mailed one-time password asks for a new password, which replaces the old one', async ({ page, request, baseURL }) => {
  const { email, firstName } = await registerAccount(request, baseURL!, 'forgot');
  await logInWithOneTimePassword(page, email);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('fresh-start-9');
  await page.getByLabel('Confirm password', { exact: true }).fill('fresh-start-8');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Password does not match the confirm password.');
  await page.getByLabel('Confirm password', { exact: true }).fill('fresh-start-9');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText(`Hi, ${firstName}`)).toBeVisible();

  // The page's scripts see that a session exists, never its token.
  const visible = await page.evaluate(() => document.cookie);
  expect(visible).toMatch(/access-token-expires=\d+/);
  expect(visible).not.toMatch(/(^|; )access-token=/);
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'access-token');
  expect(token).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(ACCOUNT_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The email address or password is not correct.');
  await logIn(page, { email, password: 'fresh-start-9' });
});

test("a password change in one browser logs the account's other browser out", async ({ browser, baseURL }) => {
  // Two browsers, each loading the drawing screen.
  test.setTimeout(60_000);
  const laptop = await browser.newContext();
  const { email } = await accountIn(laptop, baseURL!, { ...NEW_ACCOUNT, label: 'two-browsers' });
  const phone = await browser.newContext();
  try {
    const phonePage = await phone.newPage();
    await logIn(phonePage, { email, password: ACCOUNT_PASSWORD });

    const laptopPage = await laptop.newPage();
    const laptopScreen = drawingScreen(laptopPage);
    await laptopScreen.open();
    const dialog = await laptopScreen.openSettings();
    await dialog.getByRole('tab', { name: 'Account' }).click();
    await dialog.getByLabel('Current password').fill(ACCOUNT_PASSWORD);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByLabel('New password').fill('moved-on-77');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByLabel('Confirm password').fill('moved-on-77');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: 'Password changed.' })).toBeVisible();

    // The phone's session has ended: the next thing it loads sends it to the login page.
    await phonePage.reload();
    await expect(phonePage).toHaveURL(/\/login$/);
    // The laptop, which changed it, stays in.
    await laptopPage.reload();
    await expect(laptopPage.getByRole('application', { name: 'Drawing canvas' })).toBeVisible();
  } finally {
    await Promise.all([laptop.close(), phone.close()]);
  }
});
