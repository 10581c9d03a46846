/**
 * An educator's way in, as a person meets it: the login refused while the badge is missing offers
 * Resend Verification Badge ('We will be sending you an email shortly', then Log in again); a
 * rejected school offers Re-Register Account; /educator-update sends the badge and instructions
 * and logs the person out.
 */
import { type Page } from '@playwright/test';
import { accountIn, expect, NEW_ACCOUNT, test } from './fixtures';
import { CLASSROOM_MESSAGES } from '../../src/shared/classroom';
import { COUNTRIES } from '../../src/shared/countries';
import { freshEmail, mailed, verificationLink } from './e2eAccounts';
import { EDUCATOR_PASSWORD, registerEducator, reviewEducator } from './educatorAccount';

test.use({ accountOptions: null });

test("the educator registration form sends the verification mail, and the mailed link leads to the educator's thank-you", async ({ page }) => {
  const email = freshEmail('form-teacher');
  await page.goto('/register?type=educator');
  await page.getByLabel('First name').fill('Tess');
  await page.getByLabel('Last name').fill('Teacher');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(EDUCATOR_PASSWORD);
  await page.getByLabel('School name').fill('West School');
  await page.getByLabel('City').fill('Trondheim');
  await page.getByLabel('Country').selectOption('NO');
  await page.getByLabel('Telephone').fill('+4711223344');
  await page.getByLabel('How will you use Planimetry?').fill('Land area lessons');
  await page.getByLabel(/School web page address/).fill('school.invalid/west');
  await page.getByLabel('I am an educator of a legally accredited school.').check();
  await page.getByRole('button', { name: 'Send Verification Email' }).click();
  await expect(page.getByRole('heading', { name: 'Are we there yet?' })).toBeVisible();
  await page.goto(await verificationLink(email));
  await expect(page.getByText('We review educator registrations within 24 hours.')).toBeVisible();
  expect(await mailed(email, '', /data-planimetry-badge="([^"]+)"/)).toMatch(/\S+/);
});

for (const [size, viewport] of [
  ['on a desktop', { width: 1280, height: 800 }],
  ['on a phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`the educator form ${size} (issue 36 item 10, DC9.21)`, () => {
    test.use({ viewport });

    test('offers every country with its calling code, shows the phone hint, and takes a number written with spaces and brackets', async ({ page }) => {
      const email = freshEmail('phone-teacher');
      await page.goto('/register?type=educator');
      const country = page.getByLabel('Country');
      // The full ISO list: far more than the 62 of old, each with its calling code.
      await expect(country.getByRole('option')).toHaveCount(COUNTRIES.length + 1);
      expect(COUNTRIES.length).toBeGreaterThanOrEqual(249);
      await expect(country.getByRole('option', { name: 'Fiji (+679)' })).toHaveCount(1);
      await expect(country.getByRole('option', { name: 'United States (+1)' })).toHaveCount(1);
      await expect(page.getByLabel('Telephone')).toHaveAccessibleDescription(/For example \+001234567890/);
      await expect(page.getByText('For example +001234567890')).toBeVisible();

      await page.getByLabel('First name').fill('Fay');
      await page.getByLabel('Last name').fill('Teacher');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(EDUCATOR_PASSWORD);
      await page.getByLabel('School name').fill('Suva School');
      await page.getByLabel('City').fill('Suva');
      await country.selectOption({ label: 'Fiji (+679)' });
      await page.getByLabel('Telephone').fill('(217) 555-0100');
      await page.getByLabel('How will you use Planimetry?').fill('Land area lessons');
      await page.getByLabel(/School web page address/).fill('school.invalid/suva');
      await page.getByLabel('I am an educator of a legally accredited school.').check();
      await page.getByRole('button', { name: 'Send Verification Email' }).click();
      await expect(page.getByRole('heading', { name: 'Are we there yet?' })).toBeVisible();
    });
  });
}

async function logInWithForm(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(EDUCATOR_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('a missing badge offers Resend Verification Badge, which mails the badge and gives Log in back', async ({ page, request, baseURL }) => {
  const email = await registerEducator(request, baseURL!, 'badgeless');
  await logInWithForm(page, email);
  await expect(page.getByRole('alert')).toHaveText(CLASSROOM_MESSAGES.badgeMissing);
  await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
  await page.getByRole('button', { name: CLASSROOM_MESSAGES.resendBadge }).click();
  await expect(page.getByRole('status')).toHaveText(CLASSROOM_MESSAGES.badgeEmailComing);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('button', { name: CLASSROOM_MESSAGES.resendBadge })).toHaveCount(0);
  // The badge mail carries the educator's own badge code.
  expect(await mailed(email, '', /data-planimetry-badge="([^"]+)"/)).toMatch(/\S+/);
  await expect(page).toHaveURL(/\/login$/);
});

test('a rejected school offers Re-Register Account, which opens the educator registration', async ({ page, request, baseURL }) => {
  const email = await registerEducator(request, baseURL!, 'rejected');
  reviewEducator('reject', email);
  await logInWithForm(page, email);
  await expect(page.getByRole('alert')).toHaveText(CLASSROOM_MESSAGES.reviewFailed);
  await page.getByRole('button', { name: CLASSROOM_MESSAGES.reRegister }).click();
  await expect(page).toHaveURL(/\/register\?type=educator$/);
  await expect(page.getByLabel('School name')).toBeVisible();
});

test('/educator-update asks for the confirmation, then sends the badge and instructions and logs out', async ({ page, context, baseURL }) => {
  const { email } = await accountIn(context, baseURL!, { ...NEW_ACCOUNT, label: 'becoming-teacher' });
  await page.goto('/educator-update');
  await page.getByLabel('School name').fill('South School');
  await page.getByLabel('City').fill('Bergen');
  await page.getByLabel('Country').selectOption('NO');
  await page.getByLabel('Telephone').fill('+4798765432');
  await page.getByLabel('How will you use Planimetry?').fill('Measuring the school garden');
  await page.getByLabel(/School web page address/).fill('school.invalid/about');
  const send = page.getByRole('button', { name: CLASSROOM_MESSAGES.sendBadge });
  await send.click();
  await expect(page.getByRole('alert')).toHaveText(CLASSROOM_MESSAGES.updateConfirmation);
  await page.getByLabel(CLASSROOM_MESSAGES.updateConfirmation).check();
  await send.click();
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
  expect(await mailed(email, '', /data-planimetry-badge="([^"]+)"/)).toMatch(/\S+/);
  // The server ended the login: the app asks for one again.
  await page.goto('/');
  await expect(page).toHaveURL(/\/(login)?$/);
  expect((await context.request.get(new URL('/api/user', baseURL).href)).status()).toBe(401);
});

for (const [size, viewport] of [
  ['on a desktop', { width: 1280, height: 800 }],
  ['on a phone', { width: 390, height: 844 }],
] as const) {
  test(`a waiting educator corrects the school page address on the thank-you page, ${size} (AB7.39)`, async ({ page, baseURL }) => {
    await page.setViewportSize(viewport);
    const email = freshEmail('moving-teacher');
    const registered = await page.request.post(new URL('/register', baseURL).href, {
      data: {
        type: 'educator', firstName: 'Tess', lastName: 'Teacher', email, password: EDUCATOR_PASSWORD,
        nameOfSchool: 'North School', city: 'Oslo', country: 'NO', phoneNumber: '+47 12 34 56 78', usage: 'Area lessons', badge_url: 'https://school.invalid/abuot',
      },
    });
    expect(registered.ok()).toBe(true);
    // The verification link signs the educator in and leads to their thank-you page, where they wait.
    await page.goto(await verificationLink(email));
    const form = page.getByRole('form', { name: 'Your school page' });
    await expect(form).toContainText('https://school.invalid/abuot');
    const address = form.getByLabel('School web page address');
    await expect(address).toHaveValue('school.invalid/abuot');

    // A wrong address is refused with the field's message, and nothing is sent.
    await address.fill('not an address');
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(form.getByRole('alert')).toHaveText('Address is not valid.');

    await address.fill('https://school.invalid/about');
    await expect(address).toHaveValue('school.invalid/about');
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(form.getByRole('status')).toHaveText('Address saved. Place the badge on that page and log in again: we will look for it there.');
    await expect(form.getByRole('alert')).toHaveCount(0);
    // The server kept it: a fresh page shows the new address.
    await page.reload();
    await expect(page.getByRole('form', { name: 'Your school page' })).toContainText('We look for the badge on https://school.invalid/about.');
  });
}
