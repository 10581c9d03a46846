/**
 * The API page (issue 18, spec accounts §2 "API page", §5 "API registration", §9 "API plans"):
 * three plan cards with their footnotes, and the registration modal from its checks to Thank You.
 * Which answer /api gives (the page to a browser, the JSON 404 to an API client) is the server's
 * alone, tested in Vitest (src/server/routes/contentRoutes.test.ts); siteRoutes.spec.ts opens it.
 */
import { expect, test } from './fixtures';
import { API_INTEREST_THANKS } from '../../src/shared/content';
import { freshEmail } from './e2eAccounts';

test.use({ accountOptions: null });

test('the three plan cards and their footnotes', async ({ page }) => {
  await page.goto('/api');
  const plans = page.getByRole('list', { name: 'API plans' }).getByRole('listitem').filter({ has: page.getByRole('heading') });
  await expect(plans).toHaveCount(3);
  await expect(page.getByRole('article', { name: 'Maps', exact: true })).toContainText('$0.20 per session');
  await expect(page.getByRole('article', { name: 'Maps + Images', exact: true })).toContainText('$0.30 per session');
  await expect(page.getByRole('article', { name: 'Maps + Images + Pro', exact: true })).toContainText('$0.40 per session');
  const footnotes = page.getByRole('list', { name: 'Footnotes' });
  await expect(footnotes).toContainText('Billed monthly');
  await expect(footnotes).toContainText('first month is free');
  await expect(footnotes).toContainText('A session is a page load with the calculator');
});

test('the registration modal checks the fields, then registers and thanks', async ({ page }) => {
  await page.goto('/api');
  await page.getByRole('button', { name: 'Register your interest' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register for the API' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();

  // An empty submit: a message under each required field, nothing sent.
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog.getByText('Name is required.')).toBeVisible();
  await expect(dialog.getByText('Email is required.')).toBeVisible();
  await expect(dialog.getByText('Website is required.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');

  const email = freshEmail('api-interest');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email.toUpperCase());
  await dialog.getByRole('textbox', { name: 'Website' }).fill('not a website');
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog.getByText('Website is not valid.')).toBeVisible();
  await expect(dialog.getByText('Name is required.')).toHaveCount(0);

  await dialog.getByRole('textbox', { name: 'Website' }).fill('https://surveys.example.com');
  await dialog.getByRole('combobox', { name: 'Plan' }).selectOption({ label: 'Maps + Images ($0.30 per session)' });
  await dialog.getByRole('textbox', { name: 'Comments' }).fill('About 500 sessions a month.');
  const sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/register-api');
  await dialog.getByRole('button', { name: 'Register' }).click();
  expect((await sent).postDataJSON()).toEqual({
    name: 'Ada Lovelace',
    email,
    website: 'https://surveys.example.com',
    plan: 'maps images',
    comment: 'About 500 sessions a month.',
  });

  const thanks = page.getByRole('dialog', { name: 'Thank You' });
  await expect(thanks).toContainText(API_INTEREST_THANKS);
  await thanks.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Register your interest' })).toBeFocused();
});

test('Escape closes the modal and it opens again empty', async ({ page }) => {
  await page.goto('/api');
  await page.getByRole('button', { name: 'Register your interest' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register for the API' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Half a form');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Register your interest' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('');
});
