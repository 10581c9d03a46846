/**
 * Buys a plan for the logged-in account of `request` the way the checkout does, through the local
 * test provider's real HTTP calls: a setup intent, the card confirmed with a test card number
 * (what Stripe.js does in the browser), then the payment.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { addressAt } from './e2eAccounts';
import { TEST_CARDS, TEST_PAYMENTS_PATHS, type PaidPlanId } from '../../src/shared/billing';

/** Where the card holder lives and the currency paid in: the UK in pounds unless told. */
export interface Buyer {
  country: string;
  postcode: string;
  currency: string;
}

const IN_THE_UK: Buyer = { country: 'GB', postcode: 'SW1A 1AA', currency: 'GBP' };

/** Buys `plan`; answers the subscription's end (renewal) date, ISO. */
export async function buyPlan(request: APIRequestContext, baseURL: string, plan: PaidPlanId, buyer: Buyer = IN_THE_UK): Promise<string> {
  const at = (path: string) => addressAt(baseURL, path);
  // The session cookie acts only with our own Origin, as the app's pages send it.
  const headers = { origin: new URL(baseURL).origin };
  const intent = await request.post(at('/api/setup-intents'), { headers, data: {} });
  expect(intent.ok(), await intent.text()).toBe(true);
  const { client_secret } = (await intent.json()) as { client_secret: string };

  const confirmed = await request.post(at(TEST_PAYMENTS_PATHS.confirmSetup), {
    headers,
    data: {
      client_secret,
      card: { number: TEST_CARDS.success, exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' },
      billing_details: { name: 'Ann Lee', postal_code: buyer.postcode, country: buyer.country },
    },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  const setup = (await confirmed.json()) as { status: string; payment_method?: string };
  expect(setup.status).toBe('succeeded');

  const paid = await request.post(at('/api/payment-sca'), {
    headers,
    data: { token: setup.payment_method, plan, holder: 'Ann Lee', country: buyer.country, postcode: buyer.postcode, currency: buyer.currency },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  const answer = (await paid.json()) as { subscription: { ends_at: string } };
  expect(answer).toMatchObject({ success: true, subscription: { stripe_plan: plan, status: 'Opened' } });
  return answer.subscription.ends_at;
}

/** A buyer in Germany paying in euros. */
export const IN_GERMANY: Buyer = { country: 'DE', postcode: '10115', currency: 'EUR' };
