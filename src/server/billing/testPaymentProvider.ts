/**
 * The local test provider, used when no Stripe keys are set: the whole checkout works offline and
 * no card is charged. It keeps its setup intents, payment methods and payments in this process's
 * memory (a restart forgets cards being set up, never a bought plan, which is in the database),
 * and plays the browser's half of Stripe too (`confirmSetup`, `authenticate`: what Stripe.js and
 * the bank's 3-D Secure page do), through TEST_PAYMENTS_PATHS. It knows Stripe's test cards
 * (`TEST_CARDS`); every id and client secret it hands out belongs to one user, and a user's calls
 * with anyone else's are answered as unknown.
 */
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { TEST_CARDS, type PaymentCard, type testAuthenticateRequestSchema, type testConfirmResponseSchema, type testConfirmSetupRequestSchema } from '../../shared/billing';
import type { PaymentOutcome, PaymentProvider } from './paymentProvider';

export type TestConfirmSetupRequest = z.infer<typeof testConfirmSetupRequestSchema>;
export type TestAuthenticateRequest = z.infer<typeof testAuthenticateRequestSchema>;
export type TestConfirmResponse = z.infer<typeof testConfirmResponseSchema>;

/** The card messages, worded as Stripe words them. */
export const CARD_MESSAGES = {
  declined: 'Your card was declined.',
  expired: 'Your card has expired.',
  invalidNumber: 'Your card number is invalid.',
  authenticationFailed: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  unknownSecret: 'This payment was not found. Please start again.',
  unknownCard: 'Your card was not found. Please enter it again.',
} as const;

/** The browser's calls of the test provider, for the routes of TEST_PAYMENTS_PATHS. */
export interface TestPaymentBrowser {
  /** `confirmCardSetup`: the card becomes a payment method, is refused, or needs the bank check. */
  confirmSetup(userId: string, request: TestConfirmSetupRequest): TestConfirmResponse;
  /** The bank's check, answered Complete or Fail, of a setup or a payment. */
  authenticate(userId: string, request: TestAuthenticateRequest): TestConfirmResponse;
}

interface TestSetupIntent {
  userId: string;
  status: 'requires_payment_method' | 'requires_action' | 'succeeded';
  /** The card waiting for its bank check. */
  card?: string;
}

interface TestPaymentMethod {
  userId: string;
  /** Needs the bank check for every payment. */
  alwaysAuthenticate: boolean;
  /** What Stripe's payment method tells of the card: its brand and last four digits. */
  card: PaymentCard;
}

/** The brand of a card number by its first digits, as Stripe names brands. */
function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'unknown';
}

interface TestPayment {
  userId: string;
  /** user|plan: the purchase that a second call with the same payload completes. */
  purchaseKey: string;
  paymentMethodId: string;
  status: 'requires_action' | 'succeeded' | 'failed';
}

/** Whether the digits pass the Luhn check every card number carries. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function secretFor(prefix: string): { id: string; secret: string } {
  const id = `${prefix}_test_${randomBytes(8).toString('hex')}`;
  return { id, secret: `${id}_secret_${randomBytes(12).toString('hex')}` };
}

/** The test provider and its browser half, sharing one memory. `now` decides which cards have expired. */
export function testPaymentProvider(now: () => Date = () => new Date()): PaymentProvider & { browser: TestPaymentBrowser } {
  const setupIntents = new Map<string, TestSetupIntent>();
  const paymentMethods = new Map<string, TestPaymentMethod>();
  const payments = new Map<string, TestPayment>();
  const defaultMethods = new Map<string, string>();

  const newPaymentMethod = (userId: string, card: string): string => {
    const id = `pm_test_${randomBytes(8).toString('hex')}`;
    paymentMethods.set(id, { userId, alwaysAuthenticate: card === TEST_CARDS.authenticateAlways, card: { brand: brandOf(card), last4: card.slice(-4) } });
    return id;
  };

  /** Why the card cannot be used, or undefined when it can. */
  const refusal = (card: TestConfirmSetupRequest['card']): string | undefined => {
    const digits = card.number.replace(/[\s-]/g, '');
    if (!passesLuhn(digits)) return CARD_MESSAGES.invalidNumber;
    const at = now();
    if (card.exp_year < at.getUTCFullYear() || (card.exp_year === at.getUTCFullYear() && card.exp_month < at.getUTCMonth() + 1)) return CARD_MESSAGES.expired;
    if (digits === TEST_CARDS.declined) return CARD_MESSAGES.declined;
    return (Object.values(TEST_CARDS) as string[]).includes(digits) ? undefined : CARD_MESSAGES.invalidNumber;
  };

  const ownMethod = (userId: string, paymentMethodId: string) => {
    const method = paymentMethods.get(paymentMethodId);
    return method?.userId === userId ? method : undefined;
  };

  const browser: TestPaymentBrowser = {
    confirmSetup(userId, request) {
      const intent = setupIntents.get(request.client_secret);
      if (intent?.userId !== userId || intent.status === 'succeeded') return { status: 'failed', message: CARD_MESSAGES.unknownSecret };
      const digits = request.card.number.replace(/[\s-]/g, '');
      const refused = refusal(request.card);
      if (refused) return { status: 'failed', message: refused };
      if (digits === TEST_CARDS.authenticateOnSetup || digits === TEST_CARDS.authenticateAlways) {
        setupIntents.set(request.client_secret, { userId, status: 'requires_action', card: digits });
        return { status: 'requires_action', client_secret: request.client_secret };
      }
      setupIntents.set(request.client_secret, { userId, status: 'succeeded' });
      return { status: 'succeeded', payment_method: newPaymentMethod(userId, digits) };
    },
    authenticate(userId, request) {
      const intent = setupIntents.get(request.client_secret);
      if (intent?.userId === userId && intent.status === 'requires_action' && intent.card) {
        if (request.outcome === 'fail') {
          setupIntents.set(request.client_secret, { userId, status: 'requires_payment_method' });
          return { status: 'failed', message: CARD_MESSAGES.authenticationFailed };
        }
        setupIntents.set(request.client_secret, { userId, status: 'succeeded' });
        return { status: 'succeeded', payment_method: newPaymentMethod(userId, intent.card) };
      }
      const payment = payments.get(request.client_secret);
      if (payment?.userId !== userId || payment.status !== 'requires_action') return { status: 'failed', message: CARD_MESSAGES.unknownSecret };
      payment.status = request.outcome === 'complete' ? 'succeeded' : 'failed';
      return payment.status === 'succeeded'
        ? { status: 'succeeded', payment_method: payment.paymentMethodId }
        : { status: 'failed', message: CARD_MESSAGES.authenticationFailed };
    },
  };

  const paid = (plan: string): PaymentOutcome => ({
    kind: 'paid',
    // Pay as you go has no recurring subscription: each day is billed on its own.
    providerSubscriptionId: plan === 'PayPerDay' ? null : `sub_test_${randomBytes(8).toString('hex')}`,
    periodEnd: null,
  });

  return {
    name: 'test',
    browser,
    info: () => ({ mode: 'test' }),
    async createSetupIntent(account) {
      const { secret } = secretFor('seti');
      setupIntents.set(secret, { userId: account.userId, status: 'requires_payment_method' });
      return secret;
    },
    async purchase({ account, paymentMethodId, plan }) {
      const purchaseKey = `${account.userId}|${plan}`;
      const waiting = [...payments.entries()].find(([, payment]) => payment.purchaseKey === purchaseKey);
      if (waiting) {
        const [secret, payment] = waiting;
        if (payment.status === 'requires_action') return { kind: 'requiresAction', clientSecret: secret };
        payments.delete(secret);
        return payment.status === 'succeeded' ? paid(plan) : { kind: 'failed', message: CARD_MESSAGES.authenticationFailed };
      }
      const method = ownMethod(account.userId, paymentMethodId);
      if (!method) return { kind: 'failed', message: CARD_MESSAGES.unknownCard };
      defaultMethods.set(account.userId, paymentMethodId);
      if (method.alwaysAuthenticate) {
        const { secret } = secretFor('pi');
        payments.set(secret, { userId: account.userId, purchaseKey, paymentMethodId, status: 'requires_action' });
        return { kind: 'requiresAction', clientSecret: secret };
      }
      return paid(plan);
    },
    async updateCard(account, paymentMethodId) {
      if (!ownMethod(account.userId, paymentMethodId)) return { kind: 'failed', message: CARD_MESSAGES.unknownCard };
      defaultMethods.set(account.userId, paymentMethodId);
      return { kind: 'paid', providerSubscriptionId: null, periodEnd: null };
    },
    async retryPayment(account, providerSubscriptionId) {
      // Only cards that were accepted become payment methods, so the default card pays.
      return defaultMethods.has(account.userId)
        ? { kind: 'paid', providerSubscriptionId, periodEnd: null }
        : { kind: 'failed', message: CARD_MESSAGES.unknownCard };
    },
    // The local provider bills nothing: there is never an invoice left open.
    async hasOpenInvoices() {
      return false;
    },
    async chargeDay() {},
    async invoiceDays() {},
    async cancelAtPeriodEnd() {},
    async cancelNow() {},
    async cardOf(account, paymentMethodId) {
      return ownMethod(account.userId, paymentMethodId)?.card ?? null;
    },
  };
}
