/**
 * A hand-written billing server and card provider for the card form's tests: the server's calls
 * answer as the real routes do (setup intents, payment-sca with its bank check, card update,
 * usage), and the card entry answers as a provider does for the standard test cards.
 */
import { TEST_CARDS, type PaymentRequest, type PaymentResponse, type Subscription } from '../../../shared/billing';
import type { BankAnswer, CardBilling, CardOutcome } from '../cardEntry';
import type { TestCardEntry } from '../testCardEntry';
import type { CheckoutServices } from '../checkoutMachine';
export { deferred } from '../../../shared/testing/deferred';

export const PRO_SUBSCRIPTION: Subscription = {
  status: 'Opened',
  stripe_plan: 'Pro',
  ends_at: '2027-11-26T00:00:00.000Z',
  unsubscribe: false,
  isOutdated: false,
  forget_data: false,
  payPerDay: null,
  currency: 'EUR',
};

/** A card entry whose typed card is `number`; a bank check passes with 'complete' and fails with 'fail'. */
export class FakeCardEntry implements TestCardEntry {
  readonly mode = 'test' as const;
  number: string = TEST_CARDS.success;
  confirmed: { clientSecret: string; billing: CardBilling }[] = [];
  bankChecks: { clientSecret: string; answer: BankAnswer }[] = [];
  destroyed = false;
  constructor(readonly asksInPage = true) {}

  async confirmSetup(clientSecret: string, billing: CardBilling): Promise<CardOutcome> {
    this.confirmed.push({ clientSecret, billing });
    if (this.number === TEST_CARDS.declined) return { status: 'failed', message: 'Your card was declined.' };
    if (this.number === TEST_CARDS.authenticateOnSetup) return { status: 'requires_action', clientSecret: `${clientSecret}_3ds` };
    return { status: 'succeeded', paymentMethod: `pm_${this.number.slice(-4)}` };
  }

  async bankCheck(clientSecret: string, answer: BankAnswer): Promise<CardOutcome> {
    this.bankChecks.push({ clientSecret, answer });
    return answer === 'complete'
      ? { status: 'succeeded', paymentMethod: 'pm_3155' }
      : { status: 'failed', message: 'We are unable to authenticate your payment method.' };
  }

  setFields() {
    return { complete: true, error: null };
  }

  destroy() {
    this.destroyed = true;
  }
}

/** The server side: what was called, and what payment-sca answers next. */
export class FakeBillingServer {
  intents = 0;
  payments: PaymentRequest[] = [];
  cardUpdates: string[] = [];
  usageReports = 0;
  userReloads = 0;
  visited: string[] = [];
  /** payment-sca's answers, in turn; success when none is left. */
  paymentAnswers: PaymentResponse[] = [];
  /** Set: the setup intent call fails with this. */
  setupFailure: Error | null = null;
  /** Set: payment-sca answers with this promise (a failure such as a 422, or one the test settles). */
  payAnswer: Promise<never> | null = null;
  /** Set: the card update fails with this (the server's refusal). */
  cardUpdateFailure: Error | null = null;
  readonly entry: FakeCardEntry;

  constructor(entry = new FakeCardEntry()) {
    this.entry = entry;
  }

  services(): CheckoutServices {
    return {
      billingApi: {
        setupIntent: async () => {
          if (this.setupFailure) throw this.setupFailure;
          this.intents += 1;
          return { success: true as const, client_secret: `seti_${this.intents}_secret`, provider: { mode: 'test' as const } };
        },
        pay: async (payment) => {
          this.payments.push(payment);
          if (this.payAnswer) return this.payAnswer;
          return this.paymentAnswers.shift() ?? { success: true as const, subscription: { ...PRO_SUBSCRIPTION, stripe_plan: payment.plan } };
        },
        updateCard: async (token) => {
          if (this.cardUpdateFailure) throw this.cardUpdateFailure;
          this.cardUpdates.push(token);
        },
        reportUsage: async () => {
          this.usageReports += 1;
          return { success: true as const, subscription: null, trial_end: null, extend_trial: false };
        },
      },
      loadCardEntry: async () => this.entry,
      reloadUser: async () => {
        this.userReloads += 1;
      },
      navigate: (path) => this.visited.push(path),
    };
  }
}
