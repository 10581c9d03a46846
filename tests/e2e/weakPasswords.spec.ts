/**
 * Issue 36 item 12: a weak password ("password") is refused with a reason where a person chooses
 * one: the sign-up form, the Account tab's password change and the new password after Forgot
 * Password. The reason shows under the field, and the person can choose again.
 */
import { ACCOUNT_PASSWORD, expect, NEW_ACCOUNT, registerAccount, test } from './fixtures';
import { drawingScreen } from './drawingScreen';
import { freshEmail, logInWithOneTimePassword } from './e2eAccounts';

const REASON = 'This password is too easy to guess. This is a heavily used password. Add more words that are less common.';

test.describe('a visitor', () => {
  test.use({ accountOptions: null });

  test('signing up with "password" is told why under the password, and goes on with a better one', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('First name').fill('Wes');
    await page.getByLabel('Last name').fill('Weak');
    await page.getByLabel('Email').fill(freshEmail('weak'));
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('password');
    await page.getByRole('button', { name: 'Send Verification Email' }).click();
    await expect(password).toHaveAccessibleDescription(REASON);
    await expect(password).toHaveAttribute('aria-invalid', 'true');

    await password.fill('plots-and-plans');
    await page.getByRole('button', { name: 'Send Verification Email' }).click();
    await expect(page.getByRole('heading', { name: 'Are we there yet?' })).toBeVisible();
  });

  test('after Forgot Password, a weak new password is refused with the reason, and another can be chosen', async ({ page, request, baseURL }) => {
    const { email, firstName } = await registerAccount(request, baseURL!, 'weak-reset');
    await logInWithOneTimePassword(page, email);

    await page.getByLabel('New password', { exact: true }).fill('password');
    await page.getByLabel('Confirm password', { exact: true }).fill('password');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(REASON);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();

    await page.getByLabel('New password', { exact: true }).fill('fresh-start-9');
    await page.getByLabel('Confirm password', { exact: true }).fill('fresh-start-9');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText(`Hi, ${firstName}`)).toBeVisible();
  });
});

test.describe('a signed-in user', () => {
  test.use({ accountOptions: { ...NEW_ACCOUNT, label: 'weak-change' } });

  test('changing the password to "password" is refused at the new password, with the reason', async ({ page }) => {
    test.slow();
    await drawingScreen(page).open();
    const dialog = await drawingScreen(page).openSettings();
    await dialog.getByRole('tab', { name: 'Account' }).click();
    await dialog.getByLabel('Current password').fill(ACCOUNT_PASSWORD);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByLabel('New password').fill('password');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByLabel('Confirm password').fill('password');
    await dialog.getByRole('button', { name: 'Change password' }).click();

    const newPassword = dialog.getByLabel('New password');
    await expect(newPassword).toHaveAccessibleDescription(REASON);
    await expect(newPassword).toHaveValue('');
    await newPassword.fill('better-456');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByLabel('Confirm password').fill('better-456');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: 'Password changed.' })).toBeVisible();
  });
});
