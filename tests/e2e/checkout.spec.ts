/**
 * Buying a plan as a person does (issue 17): the plans page in euros, the checkout overlay with
 * the local test provider's card fields (the e2e server has no Stripe keys), the bank check, and
 * the app afterwards. Each test buys with an account of its own.
 */
import { expect, test, type Page } from '@playwright/test';
import { BILLING_MESSAGES } from '../../src/shared/billing';
import { drawingScreen } from './drawingScreen';
import { logInFreshUser } from './freshUser';

/** Opens the plans page in euros and the checkout of `plan`; answers the overlay. */
async function startCheckout(page: Page, plan: string) {
  await page.goto('/subscription');
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
  await expect(page.getByRole('listitem').filter({ hasText: plan }).getByText('€')).toBeVisible();
  await page.getByRole('button', { name: `Buy ${plan}`, exact: true }).click();
  const overlay = page.getByRole('dialog', { name: `Buy ${plan}` });
  await expect(overlay).toBeVisible();
  await expect(overlay.getByText(BILLING_MESSAGES.testMode)).toBeVisible();
  return overlay;
}

async function enterCard(overlay: ReturnType<Page['getByRole']>, number: string) {
  await overlay.getByRole('textbox', { name: 'Name on card' }).fill('Ann Lee');
  await overlay.getByRole('textbox', { name: 'Postal code' }).fill('10115');
  await overlay.getByRole('textbox', { name: 'Card number' }).fill(number);
  await overlay.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/34');
  await overlay.getByRole('textbox', { name: 'CVC' }).fill('123');
}

const payButton = (overlay: ReturnType<Page['getByRole']>) => overlay.getByRole('button', { name: /^Pay / });

test('buys Pro in euros with the success card, lands on the thank-you page, launches the app and draws a line', async ({ page, request, context, baseURL }) => {
  await logInFreshUser(request, context, baseURL!, 'checkout-pro');
  const overlay = await startCheckout(page, 'Pro');
  // Name on card and postal code are required.
  await payButton(overlay).click();
  await expect(overlay.getByText(BILLING_MESSAGES.holderRequired)).toBeVisible();
  await expect(overlay.getByText(BILLING_MESSAGES.postcodeRequired)).toBeVisible();
  await enterCard(overlay, '4242 4242 4242 4242');
  await expect(payButton(overlay)).toHaveText(/^Pay €/);
  await payButton(overlay).click();

  await expect(page).toHaveURL(/\/register-complete\?checkout=Pro$/);
  await expect(page.getByRole('heading', { name: 'Thank you for buying Pro!' })).toBeVisible();
  const user = await (await context.request.get('/api/user')).json();
  expect(user.user.subscription).toMatchObject({ status: 'Opened', stripe_plan: 'Pro', currency: 'EUR' });

  await page.getByRole('link', { name: 'Launch' }).click();
  const screen = drawingScreen(page);
  await expect(screen.canvas).toBeVisible();
  await expect(screen.canvas.locator('canvas')).toHaveCount(1);
  await screen.clickPath([
    [100, 100],
    [250, 100],
  ]);
  await expect(screen.lineLabels).toHaveText(['10 cm']);
});

test('a declined card says so under the card field and buys nothing', async ({ page, request, context, baseURL }) => {
  await logInFreshUser(request, context, baseURL!, 'checkout-declined');
  const overlay = await startCheckout(page, 'Pro');
  await enterCard(overlay, '4000 0000 0000 0002');
  await payButton(overlay).click();
  await expect(overlay.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await expect(payButton(overlay)).toBeEnabled();
  await expect(page).toHaveURL(/\/subscription$/);
  const user = await (await context.request.get('/api/user')).json();
  expect(user.user.subscription).toBeNull();
  // Nothing is processing: Escape closes the overlay.
  await page.keyboard.press('Escape');
  await expect(overlay).toHaveCount(0);
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the card that needs the bank check shows it; Complete pays', async ({ page, request, context, baseURL }) => {
    await logInFreshUser(request, context, baseURL!, 'checkout-3ds');
    const overlay = await startCheckout(page, 'Pro');
    await enterCard(overlay, '4000 0025 0000 3155');
    // The overlay fits the phone's width.
    const box = (await overlay.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await payButton(overlay).click();
    const bankCheck = page.getByRole('dialog', { name: 'Test mode bank check' });
    await expect(bankCheck).toBeVisible();
    await bankCheck.getByRole('button', { name: 'Complete' }).click();
    await expect(page).toHaveURL(/\/register-complete\?checkout=Pro$/);
    await expect(page.getByRole('heading', { name: 'Thank you for buying Pro!' })).toBeVisible();
  });
});

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('Buy on a team plan goes to the login page', async ({ page }) => {
    await page.goto('/subscription');
    await page.getByRole('button', { name: 'Team Plans' }).click();
    await expect(page.getByRole('button', { name: 'Individual Plans' })).toBeVisible();
    await page.getByRole('button', { name: 'Buy Pro 5', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
