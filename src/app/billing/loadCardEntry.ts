/** Which card entry the server's provider needs; Stripe's code loads only for Stripe. */
import type { BillingApi } from '../../net/billingApi';
import type { PaymentProviderInfo } from '../../shared/billing';
import type { StripeCardEntry } from './stripeCardEntry';
import { createTestCardEntry, type TestCardEntry } from './testCardEntry';

/** A card entry of either provider; the form renders by its `mode`. */
export type LoadedCardEntry = StripeCardEntry | TestCardEntry;

export async function loadCardEntry(provider: PaymentProviderInfo, api: Pick<BillingApi, 'testConfirmSetup' | 'testAuthenticate'>): Promise<LoadedCardEntry> {
  if (provider.mode === 'test') return createTestCardEntry(api);
  const { createStripeCardEntry } = await import('./stripeCardEntry');
  return createStripeCardEntry(provider.publishableKey);
}
