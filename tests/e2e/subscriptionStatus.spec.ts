/**
 * Issue 36 item 9, what a subscriber sees of their plan: the plans page shows the plan held
 * ("Your plan", its renewal and its card, no Buy) in the plan's own currency; Settings says
 * "Renews" or, once unsubscribed, "Ends", and names the card, which a card update replaces; and the
 * currency a visitor chooses stays when they come back.
 */
import { type Page } from '@playwright/test';
import { expect, NEW_ACCOUNT, test } from './fixtures';
import { BILLING_MESSAGES } from '../../src/shared/billing';
import { drawingScreen } from './drawingScreen';
import { buyPlan, IN_GERMANY } from './buyPlan';

const dateOf = (iso: string) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));
const planCard = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

test.describe('a subscriber', () => {
  test.use({ accountOptions: { ...NEW_ACCOUNT, label: 'plan-status' } });

  test('sees the plan held on the plans page in its currency, and Renews, Ends and the card in Settings, the card replaced by an update', async ({ page, context, baseURL }) => {
    test.slow();
    const endsAt = await buyPlan(context.request, baseURL!, 'Pro', IN_GERMANY);

    await page.goto('/subscription');
    const pro = planCard(page, 'Pro');
    await expect(pro.getByText('Your plan')).toBeVisible();
    await expect(pro.getByText(`Renews ${dateOf(endsAt)}`)).toBeVisible();
    await expect(pro.getByText('Visa ending in 4242')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Buy Pro', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Buy Project', exact: true })).toBeVisible();
    // The plan was paid in euros: the page keeps them.
    await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
    await expect(pro.getByText(/^€\d/)).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(pro.getByText('Your plan')).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });

    const screen = drawingScreen(page);
    await screen.open();
    const dialog = await screen.openSettings();
    await dialog.getByRole('tab', { name: 'Account' }).click();
    await expect(dialog.getByText(`Renews ${dateOf(endsAt)}`)).toBeVisible();
    await expect(dialog.getByText('Visa ending in 4242')).toBeVisible();

    await dialog.getByRole('button', { name: 'Update payment method' }).click();
    const form = dialog.getByRole('form', { name: 'Update payment method' });
    await form.getByRole('textbox', { name: 'Card number' }).fill('5555 5555 5555 4444');
    await form.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/34');
    await form.getByRole('textbox', { name: 'CVC' }).fill('123');
    await form.getByRole('button', { name: BILLING_MESSAGES.updateCard }).click();
    // The spec's "done", and the card the server now holds.
    await expect(dialog.getByRole('status').filter({ hasText: 'done' })).toBeVisible();
    await expect(dialog.getByText('Mastercard ending in 4444')).toBeVisible();
    await expect(dialog.getByText('Visa ending in 4242')).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Unsubscribe' }).click();
    await dialog.getByRole('group', { name: 'Unsubscribe' }).getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(dialog.getByText(BILLING_MESSAGES.unsubscribeSuccessful)).toBeVisible();
    await expect(dialog.getByText(`Ends ${dateOf(endsAt)}`)).toBeVisible();
    await expect(dialog.getByText(/^Renews /)).toHaveCount(0);
  });
});

test.describe('a visitor', () => {
  test.use({ accountOptions: null });

  test('keeps the currency chosen on the plans page when coming back', async ({ page }) => {
    await page.goto('/subscription');
    const currency = page.getByRole('combobox', { name: 'Currency' });
    await currency.selectOption('JPY');
    await expect(planCard(page, 'Pro').getByText(/^¥/)).toBeVisible();
    await page.goto('/');
    await page.goto('/subscription');
    await expect(currency).toHaveValue('JPY');
    await expect(planCard(page, 'Pro').getByText(/^¥/)).toBeVisible();
  });
});
