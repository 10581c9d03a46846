/**
 * What the billing routes ask of a card payment provider: Stripe (`stripePaymentProvider.ts`)
 * when its keys are set, else our local test provider (`testPaymentProvider.ts`), which works
 * offline with the standard test card numbers. Amounts are always the server's price list's,
 * never the browser's.
 */
import type { Currency, PaidPlanId, PaymentCard, PaymentProviderInfo } from '../../shared/billing';

/** The account paying. */
export interface BillingAccount {
  userId: string;
  email: string;
  name: string;
}

/** One purchase of a plan with a card the browser set up. */
export interface PlanPurchase {
  account: BillingAccount;
  /** The payment method from the confirmed setup intent. */
  paymentMethodId: string;
  plan: PaidPlanId;
  /** Minor units, from the price list. */
  amount: number;
  currency: Currency;
  holder: string;
  country: string;
  postcode: string;
}

/**
 * How a payment went: paid (with the provider's subscription, if it made one, and the paid
 * period's end when it says), waiting for the bank check (the browser shows it with the client
 * secret, then asks again with the same payload), or failed with the provider's words.
 */
export type PaymentOutcome =
  | { kind: 'paid'; providerSubscriptionId: string | null; periodEnd: Date | null }
  | { kind: 'requiresAction'; clientSecret: string }
  | { kind: 'failed'; message: string };

export interface PaymentProvider {
  readonly name: 'stripe' | 'test';
  /** What the browser needs to talk to the provider. */
  info(): PaymentProviderInfo;
  /** A setup intent for saving a card for later payments; answers its client secret. */
  createSetupIntent(account: BillingAccount): Promise<string>;
  /**
   * Buys the plan. A second call for the same account and plan after a bank check finds the
   * payment waiting for it and answers how the check went, instead of charging again.
   */
  purchase(purchase: PlanPurchase): Promise<PaymentOutcome>;
  /** Makes the card the account's (and its subscription's) default; a failed outcome when the provider refuses it. */
  updateCard(account: BillingAccount, paymentMethodId: string, providerSubscriptionId: string | null): Promise<PaymentOutcome>;
  /** Whether the account owes an open invoice: of its stored subscription, or of no subscription (pay-as-you-go months). */
  hasOpenInvoices(account: BillingAccount, providerSubscriptionId: string | null): Promise<boolean>;
  /** Pays the subscription's unpaid invoice again with the account's default card (after a card update). */
  retryPayment(account: BillingAccount, providerSubscriptionId: string | null): Promise<PaymentOutcome>;
  /** Bills one 24-hour pay-as-you-go session: collected with the month's other days. */
  chargeDay(account: BillingAccount, amount: number, currency: Currency, startedAt: Date): Promise<void>;
  /** Invoices the days gathered so far (the end of a pay-as-you-go billing month). */
  invoiceDays(account: BillingAccount): Promise<void>;
  /** The subscription runs to the end of its paid period and is not renewed. */
  cancelAtPeriodEnd(providerSubscriptionId: string): Promise<void>;
  /** Ends the subscription now (the account bought another plan). */
  cancelNow(providerSubscriptionId: string): Promise<void>;
  /**
   * The card behind the account's payment method, brand and last four digits, from the provider
   * (never from the browser); null when the method is not the account's or the provider cannot say.
   */
  cardOf(account: BillingAccount, paymentMethodId: string): Promise<PaymentCard | null>;
}
