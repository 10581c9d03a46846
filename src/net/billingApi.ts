/**
 * The billing calls of spec accounts §7 (prices, location, payment countries, setup intents,
 * payment with its bank check, card update, unsubscribe and its rating, trial extension,
 * pay-per-day usage) and the local test provider's browser calls, typed and checked with the
 * schemas of shared/billing.ts.
 */
import { z } from 'zod';
import {
  billingStateResponseSchema,
  locationSchema,
  paymentCountriesResponseSchema,
  paymentRequestSchema,
  paymentResponseSchema,
  pricesResponseSchema,
  setupIntentResponseSchema,
  TEST_PAYMENTS_PATHS,
  testAuthenticateRequestSchema,
  testConfirmResponseSchema,
  testConfirmSetupRequestSchema,
  unsubscribeLoggerRequestSchema,
  updateCardRequestSchema,
  type Currency,
  type PaymentRequest,
} from '../shared/billing';
import type { ApiClient } from './apiClient';

const successSchema = z.object({ success: z.literal(true) });
const locationResponseSchema = z.object({ success: z.literal(true) }).and(locationSchema);

export function createBillingApi(api: Pick<ApiClient, 'request' | 'call'>) {
  const { request, call } = api;
  const get = <T>(path: string, schema: z.ZodType<T>) => call(async () => schema.parse(await request(path)));
  const post = <T>(path: string, body: Record<string, unknown>, schema: z.ZodType<T>) =>
    call(async () => schema.parse(await request(path, { method: 'POST', body })));

  /**
   * The test provider refuses a card with a 400 whose body is its answer ({status: 'failed',
   * message}), as Stripe.js resolves with an error: that answer is returned, not thrown.
   */
  const testProviderPost = (path: string, body: Record<string, unknown>) =>
    call(async () => {
      try {
        return testConfirmResponseSchema.parse(await request(path, { method: 'POST', body }));
      } catch (error) {
        const refused = testConfirmResponseSchema.safeParse((error as { response?: { _data?: unknown } }).response?._data);
        if (refused.success) return refused.data;
        throw error;
      }
    });

  return {
    /** GET /prices?currency=: every paid plan's price in the currency (minor units). */
    prices: (currency: Currency) => get(`/prices?currency=${currency.toLowerCase()}`, pricesResponseSchema).then((r) => r.data),
    /** GET /api/location: the currency and country to start the plans page with. */
    location: () => get('/api/location', locationResponseSchema).then(({ currency, country }) => ({ currency, country })),
    paymentCountries: () => get('/api/payment-countries', paymentCountriesResponseSchema).then((r) => r.countries),
    /** POST /api/setup-intents: a client secret for the card form and which provider it belongs to. */
    setupIntent: () => post('/api/setup-intents', {}, setupIntentResponseSchema),
    /** POST /api/payment-sca: buys the plan with the confirmed card; may ask for the bank check. */
    pay: (payment: PaymentRequest) => post('/api/payment-sca', paymentRequestSchema.parse(payment), paymentResponseSchema),
    /** POST /api/update/card {token}. */
    updateCard: (token: string) => post('/api/update/card', updateCardRequestSchema.parse({ token }), successSchema).then(() => undefined),
    /** GET /api/unsubscribe (?forget=true deletes the data when the plan expires). */
    unsubscribe: (forget: boolean) => get(`/api/unsubscribe${forget ? '?forget=true' : ''}`, billingStateResponseSchema),
    /** POST /api/keep-data: withdraws "Delete my data after my account expires" while the plan runs. */
    keepData: () => post('/api/keep-data', {}, billingStateResponseSchema),
    /** POST /api/unsubscribe-logger {likelyScale}: the 1-10 rating after unsubscribing. */
    rateAfterUnsubscribe: (likelyScale: number) =>
      post('/api/unsubscribe-logger', unsubscribeLoggerRequestSchema.parse({ likelyScale }), successSchema).then(() => undefined),
    extendTrial: () => post('/api/extend-trial', {}, billingStateResponseSchema),
    /** POST /api/report-usage: starts a pay-per-day 24-hour session (none while one runs). */
    reportUsage: () => post('/api/report-usage', {}, billingStateResponseSchema),
    /** The local test provider's stand-in for Stripe.js's confirmCardSetup. */
    testConfirmSetup: (input: z.input<typeof testConfirmSetupRequestSchema>) =>
      testProviderPost(TEST_PAYMENTS_PATHS.confirmSetup, testConfirmSetupRequestSchema.parse(input)),
    /** The local test provider's bank check, answered Complete or Fail by the person. */
    testAuthenticate: (input: z.input<typeof testAuthenticateRequestSchema>) =>
      testProviderPost(TEST_PAYMENTS_PATHS.authenticate, testAuthenticateRequestSchema.parse(input)),
  };
}

export type BillingApi = ReturnType<typeof createBillingApi>;
