/** The browser's half of a checkout against the local test provider, for the billing route tests. */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { TEST_PAYMENTS_PATHS, type PaidPlanId } from '../../../shared/billing';
import type { AccountsTestServer } from '../../routes/accountsTestServer';

export const NEXT_YEAR = new Date().getUTCFullYear() + 1;

/** What a person types into the card form; a valid card expiring next year by default. */
export function cardDetails(number: string, expires: { month: number; year: number } = { month: 12, year: NEXT_YEAR }) {
  return { number, exp_month: expires.month, exp_year: expires.year, cvc: '123' };
}

const BILLING_DETAILS = { name: 'Ann Lee', postal_code: 'SW1A 1AA', country: 'GB' };

/** A new setup intent's client secret. */
export async function setupSecret(server: AccountsTestServer, token: string): Promise<string> {
  const response = await server.request('POST', '/api/setup-intents', { token });
  expect(response.statusCode).toBe(200);
  return (response.json() as { client_secret: string }).client_secret;
}

/** Confirms the card on a setup intent, as Stripe.js would. */
export function confirmSetup(server: AccountsTestServer, token: string, clientSecret: string, card: ReturnType<typeof cardDetails>): Promise<LightMyRequestResponse> {
  return server.request('POST', TEST_PAYMENTS_PATHS.confirmSetup, { token, body: { client_secret: clientSecret, card, billing_details: BILLING_DETAILS } });
}

/** Answers the bank's check. */
export function authenticate(server: AccountsTestServer, token: string, clientSecret: string, outcome: 'complete' | 'fail'): Promise<LightMyRequestResponse> {
  return server.request('POST', TEST_PAYMENTS_PATHS.authenticate, { token, body: { client_secret: clientSecret, outcome } });
}

/** A saved card's payment method id (the card must need no bank check on setup). */
export async function savedCard(server: AccountsTestServer, token: string, number: string): Promise<string> {
  const confirmed = await confirmSetup(server, token, await setupSecret(server, token), cardDetails(number));
  expect(confirmed.json()).toMatchObject({ status: 'succeeded' });
  return (confirmed.json() as { payment_method: string }).payment_method;
}

/** The purchase payload. */
export function paymentBody(paymentMethod: string, plan: PaidPlanId, currency = 'eur') {
  return { token: paymentMethod, plan, holder: 'Ann Lee', country: 'gb', postcode: 'SW1A 1AA', currency };
}

/** POST /api/payment-sca. */
export function pay(server: AccountsTestServer, token: string, body: object): Promise<LightMyRequestResponse> {
  return server.request('POST', '/api/payment-sca', { token, body });
}
