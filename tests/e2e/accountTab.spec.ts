/**
 * The Settings dialog's Account tab, as a person uses it. Each test registers an account of its
 * own, so changing the name or password never touches the shared e2e user.
 */
import { type Page } from '@playwright/test';
import { ACCOUNT_PASSWORD as PASSWORD, expect, NEW_ACCOUNT, test } from './fixtures';
import { drawingScreen, logIn } from './drawingScreen';
import { mailed } from './e2eAccounts';
import { expectShownFor } from './testClock';
import { DONE_FOR_MS } from '../../src/ui/settings/accountForms';

async function openAccountTab(page: Page) {
  const dialog = await drawingScreen(page).openSettings();
  await dialog.getByRole('tab', { name: 'Account' }).click();
  return dialog;
}


test.use({ accountOptions: { ...NEW_ACCOUNT, label: 'account-tab' } });

test('changes the name, the e-mail (with the current password and the mailed link) and the marketing cookies, all there when logging in again with the new address', async ({ page, context, account }) => {
  // A fresh account, a mailed link and two logins: near 30 s on a loaded two-core machine.
  test.slow();
  const { email, firstName, lastName } = account!;
  await drawingScreen(page).open();
  const dialog = await openAccountTab(page);
  const first = dialog.getByRole('textbox', { name: 'First name' });
  const update = dialog.getByRole('button', { name: 'Update name' });
  await expect(first).toHaveValue(firstName);
  await expect(page.getByText(`Hi, ${firstName}`)).toBeVisible();
  await expect(update).toBeDisabled();
  await first.fill('');
  await expect(update).toBeDisabled();
  await first.fill('Zoë');
  await update.click();
  await expect(dialog.getByRole('status').filter({ hasText: 'done' })).toBeVisible();
  await expect(update).toBeDisabled();
  // The header greets the new name at once.
  await expect(page.getByText('Hi, Zoë')).toBeVisible();

  const emailForm = dialog.getByRole('form', { name: 'Update email' });
  const address = emailForm.getByRole('textbox', { name: 'Email' });
  await expect(address).toHaveValue(email);
  await address.fill(`  New.${email.toUpperCase()} `);
  // The current password is asked for, and a wrong one is refused under its field.
  await emailForm.getByLabel('Current password').fill('not-my-password');
  await emailForm.getByRole('button', { name: 'Update email' }).click();
  await expect(emailForm.getByRole('alert')).toHaveText('The current password is not correct.');
  await emailForm.getByLabel('Current password').fill(PASSWORD);
  await emailForm.getByRole('button', { name: 'Update email' }).click();
  await expect(emailForm.getByRole('status')).toHaveText(`A confirmation link has been sent to new.${email}. Your email address changes when you open it.`);

  // The link in the mail to the new address makes the change.
  const link = await mailed(`new.${email}`, 'Confirm your new', /https?:\/\/\S+\/confirm-email\/[A-Za-z0-9_-]+/);
  const mailPage = await context.newPage();
  await mailPage.goto(link);
  await expect(mailPage.getByRole('status')).toHaveText(`Your email address is now new.${email}.`);
  await mailPage.close();

  const saved = page.waitForResponse((response) => response.url().endsWith('/api/settings') && response.request().method() === 'POST');
  await dialog.getByRole('switch', { name: 'Marketing cookies' }).check();
  await saved;

  // Another session: logged out, then in with the new address, the changes are all there.
  await context.clearCookies();
  await logIn(page, { email: `new.${email}`, password: PASSWORD });
  await drawingScreen(page).open();
  const reopened = await openAccountTab(page);
  await expect(reopened.getByRole('textbox', { name: 'First name' })).toHaveValue('Zoë');
  await expect(reopened.getByRole('textbox', { name: 'Last name' })).toHaveValue(lastName);
  await expect(reopened.getByRole('textbox', { name: 'Email' })).toHaveValue(`new.${email}`);
  await expect(reopened.getByRole('switch', { name: 'Marketing cookies' })).toBeChecked();
});

test('the password change goes current, new, confirm; a mismatch and a wrong current password are shown under the field', async ({ page }) => {
  // A fresh account and three password steps: near 30 s on a loaded two-core machine.
  test.slow();
  // The 3 s the success shows run on Playwright's clock, stopped while it is checked.
  await page.clock.install();
  await drawingScreen(page).open();
  const dialog = await openAccountTab(page);
  const next = dialog.getByRole('button', { name: 'Next' });

  await dialog.getByLabel('Current password').fill('not-my-password');
  await next.click();
  // Each step's field replaces the last one and takes the focus.
  await expect(dialog.getByLabel('New password')).toBeFocused();
  await dialog.getByLabel('New password').fill('123');
  await next.click();
  await expect(dialog.getByRole('alert')).toHaveText('New password must be at least 6 characters.');
  await dialog.getByLabel('New password').fill('better-456');
  await next.click();
  await dialog.getByLabel('Confirm password').fill('better-457');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Password does not match the confirm password.');
  await dialog.getByLabel('Confirm password').fill('better-456');
  await dialog.getByRole('button', { name: 'Change password' }).click();

  // The server refuses the current password: its message shows under the current-password field.
  await expect(dialog.getByLabel('Current password')).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText('The current password is not correct.');

  await dialog.getByLabel('Current password').fill(PASSWORD);
  await next.click();
  await dialog.getByLabel('New password').fill('better-456');
  await next.click();
  await dialog.getByLabel('Confirm password').fill('better-456');
  await expectShownFor(page, dialog.getByRole('status').filter({ hasText: 'Password changed.' }), DONE_FOR_MS, () =>
    dialog.getByRole('button', { name: 'Change password' }).click(),
  );
  // After its 3 s the form starts again at the current password.
  await expect(dialog.getByLabel('Current password')).toHaveValue('');
});

test.describe('with a paid plan', () => {
  test.use({ accountOptions: { label: 'keep-data' } });

  test('unsubscribing with "Delete my data" warns of the deletion, and Keep my data withdraws it while the plan runs', async ({ page }) => {
    await drawingScreen(page).open();
    const dialog = await openAccountTab(page);
    await dialog.getByRole('button', { name: 'Unsubscribe' }).click();
    const asking = dialog.getByRole('group', { name: 'Unsubscribe' });
    await asking.getByRole('checkbox', { name: 'Delete my data after my account expires' }).check();
    await asking.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: 'Unsubscribe Successful' })).toBeVisible();

    const deletion = dialog.getByRole('group', { name: 'Data deletion' });
    await expect(deletion).toContainText(/Your documents will be deleted when your plan ends on \d{1,2} \w{3} \d{4}\./);
    await deletion.getByRole('button', { name: 'Keep my data' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: 'Your documents will be kept after your plan ends.' })).toBeVisible();
    await expect(deletion).toBeHidden();

    // Still unsubscribed, no longer to be forgotten: what the sweeper reads.
    const user = await (await page.request.get('/api/user')).json();
    expect(user.user.subscription).toMatchObject({ unsubscribe: true, forget_data: false });
  });
});
