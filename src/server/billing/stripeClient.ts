/** The Stripe SDK's client for our options: STRIPE_API_URL, when set, replaces api.stripe.com (stripe-mock, our tests' fake). */
import Stripe from 'stripe';
import type { StripeOptions } from './billingOptions';

/** A client with the SDK's own retries off: a payment call is answered or refused once, and the person decides. */
export function stripeClient(options: Pick<StripeOptions, 'secretKey' | 'apiUrl'>): Stripe {
  const address = options.apiUrl ? new URL(options.apiUrl) : undefined;
  return new Stripe(options.secretKey, {
    maxNetworkRetries: 0,
    telemetry: false,
    ...(address
      ? {
          host: address.hostname,
          port: address.port || (address.protocol === 'http:' ? 80 : 443),
          protocol: address.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}
