/** Payments in `buildApp`: Stripe when its keys are set, else the local test provider; the IP lookup of /api/location. */
import type { SubscriptionsRepository } from '../db/subscriptionsRepository';
import type { PaymentProvider } from './paymentProvider';
import { stripePaymentProvider } from './stripePaymentProvider';
import { testPaymentProvider, type TestPaymentBrowser } from './testPaymentProvider';

export interface StripeOptions {
  /** STRIPE_SECRET_KEY. */
  secretKey: string;
  /** STRIPE_PUBLISHABLE_KEY: handed to the browser for Stripe.js. */
  publishableKey: string;
  /** STRIPE_WEBHOOK_SECRET: without it `POST /api/stripe/webhook` is absent. */
  webhookSecret?: string;
  /** STRIPE_API_URL: another address for Stripe's API (stripe-mock, our tests' fake); api.stripe.com by default. */
  apiUrl?: string;
}

export interface BillingOptions {
  /** Stripe; the local test provider (no card is charged) when absent. */
  stripe?: StripeOptions;
  /** GEOIP_URL: an IP lookup whose `{ip}` is replaced by the visitor's address, answering JSON with a country code. */
  geoipUrl?: string;
}

/** The provider of the options, with the test provider's browser half when it is the test one. */
export function createPaymentProvider(
  options: BillingOptions,
  subscriptions: SubscriptionsRepository,
  now: () => Date,
): { provider: PaymentProvider; testBrowser: TestPaymentBrowser | null } {
  if (options.stripe) return { provider: stripePaymentProvider(options.stripe, subscriptions), testBrowser: null };
  const provider = testPaymentProvider(now);
  return { provider, testBrowser: provider.browser };
}
