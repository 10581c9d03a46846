/**
 * An unknown address (issue 16, item 9): the server says 404, and the page says so with the site
 * header and a way out that fits whether the visitor is signed in. Which paths answer 200 and
 * which 404 is the server's alone, tested in Vitest (src/server/routes/clientRoutes.test.ts).
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';

const NOT_FOUND = 'Sorry ... But the requested page was not found!';

async function openUnknownPage(page: Page) {
  const response = await page.goto('/no/such/page?from=mail');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: NOT_FOUND })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

test('signed in, an unknown address answers 404 with the header and a link to the drawing', async ({ page }) => {
  await openUnknownPage(page);
  const toDrawing = page.getByRole('link', { name: 'Go to the drawing' });
  await expect(toDrawing).toBeVisible();
  await toDrawing.click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('signed out', () => {
  test.use({ accountOptions: null });

  test('an unknown address answers 404 with the header and a link to the home page', async ({ page }) => {
    await openUnknownPage(page);
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the drawing' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Measure any shape, on any plan or map' })).toBeVisible();
  });
});
