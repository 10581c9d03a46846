/**
 * Buying a plan as a person does (issue 17): the plans page in euros, the checkout overlay with
 * the local test provider's card fields (the e2e server has no Stripe keys), the bank check, and
 * the app afterwards. Each test buys with an account of its own.
 */
import { type Locator, type Page } from '@playwright/test';
import { expect, NEW_ACCOUNT, test } from './fixtures';
import { BILLING_MESSAGES } from '../../src/shared/billing';
import { drawingScreen } from './drawingScreen';
import { buyPlan, IN_GERMANY } from './buyPlan';

/** Opens the plans page in euros and the checkout of `plan`; answers the overlay. */
async function startCheckout(page: Page, plan: string) {
  await page.goto('/subscription');
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: plan, exact: true }) });
  await expect(card.getByText(/^€\d/)).toBeVisible();
  await page.getByRole('button', { name: `Buy ${plan}`, exact: true }).click();
  const overlay = page.getByRole('dialog', { name: `Buy ${plan}` });
  await expect(overlay).toBeVisible();
  await expect(overlay.getByText(BILLING_MESSAGES.testMode)).toBeVisible();
  return overlay;
}

/** Types the card into the test provider's fields of `form`. */
async function enterCardOnly(form: Locator, number: string) {
  await form.getByRole('textbox', { name: 'Card number' }).fill(number);
  await form.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/34');
  await form.getByRole('textbox', { name: 'CVC' }).fill('123');
}

async function enterCard(overlay: Locator, number: string) {
  await overlay.getByRole('textbox', { name: 'Name on card' }).fill('Ann Lee');
  await overlay.getByRole('textbox', { name: 'Postal code' }).fill('10115');
  await enterCardOnly(overlay, number);
}

const payButton = (overlay: Locator) => overlay.getByRole('button', { name: /^Pay / });


// Each buyer starts on the trial a new account has.
test.use({ accountOptions: { ...NEW_ACCOUNT, label: 'checkout' } });

test('buys Pro in euros with the success card, lands on the thank-you page, launches the app and draws a line', async ({ page, context }) => {
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

test('a declined card says so under the card field and buys nothing', async ({ page, context }) => {
  const overlay = await startCheckout(page, 'Pro');
  await enterCard(overlay, '4000 0000 0000 0002');
  await payButton(overlay).click();
  await expect(overlay.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await expect(payButton(overlay)).toBeEnabled();
  await expect(page).toHaveURL(/\/subscription$/);
  const user = await (await context.request.get('/api/user')).json();
  expect(user.user.subscription).toBeNull();
  // Nothing is processing: the overlay closes.
  await overlay.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(overlay).toHaveCount(0);
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the card that needs the bank check shows it; Complete pays', async ({ page }) => {
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

test('with a plan, the Account tab updates the payment method: the form closes and says done', async ({ page, context, baseURL }) => {
  await buyPlan(context.request, baseURL!, 'Pro', IN_GERMANY);
  const screen = drawingScreen(page);
  await screen.open();
  const dialog = await screen.openSettings();
  await dialog.getByRole('tab', { name: 'Account' }).click();
  await dialog.getByRole('button', { name: 'Update payment method' }).click();
  const form = dialog.getByRole('form', { name: 'Update payment method' });
  await expect(form.getByText(BILLING_MESSAGES.testMode)).toBeVisible();
  // A declined card is refused under the field and the button can be pressed again.
  await enterCardOnly(form, '4000 0000 0000 0002');
  await form.getByRole('button', { name: BILLING_MESSAGES.updateCard }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await enterCardOnly(form, '4242 4242 4242 4242');
  await form.getByRole('button', { name: BILLING_MESSAGES.updateCard }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'done' })).toBeVisible();
  await expect(form).toHaveCount(0);
});

test('/update-card takes a new card and goes on to the app', async ({ page, context, baseURL }) => {
  await buyPlan(context.request, baseURL!, 'Pro', IN_GERMANY);
  await page.goto('/update-card');
  await expect(page.getByText(BILLING_MESSAGES.updateCardIntro)).toBeVisible();
  const form = page.getByRole('form', { name: 'Update card' });
  await enterCardOnly(form, '4242 4242 4242 4242');
  await form.getByRole('button', { name: BILLING_MESSAGES.updateCard }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(drawingScreen(page).canvas).toBeVisible();
});

test.describe('signed out', () => {
  test.use({ accountOptions: null });

  test('Buy on a team plan goes to the login page', async ({ page }) => {
    await page.goto('/subscription');
    await page.getByRole('button', { name: 'Team Plans' }).click();
    await expect(page.getByRole('button', { name: 'Individual Plans' })).toBeVisible();
    await page.getByRole('button', { name: 'Buy Pro 5', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
