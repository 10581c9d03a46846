/**
 * The local test provider's card entry: our own Card number, Expiry (MM/YY) and CVC fields, checked
 * here as Stripe's Card Element checks its own, and sent to the server's stand-in for Stripe.js
 * (POST /api/test-payments/confirm-setup; the bank check is /api/test-payments/authenticate).
 */
import type { BillingApi } from '../../net/billingApi';
import { messageOf, type BankAnswer, type CardEntry, type CardFieldState, type CardOutcome } from './cardEntry';

/** The three fields as typed. */
export interface TestCardFields {
  number: string;
  expiry: string;
  cvc: string;
}

export const EMPTY_TEST_CARD: TestCardFields = { number: '', expiry: '', cvc: '' };

/** The card provider's words (Stripe's, so the test mode reads as the real one). */
export const TEST_CARD_MESSAGES = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: 'Your card’s expiration date is incomplete.',
  expiryInvalid: 'Your card’s expiration date is invalid.',
  expiryPast: 'Your card’s expiration year is in the past.',
  cvcIncomplete: 'Your card’s security code is incomplete.',
} as const;

const digitsOf = (text: string) => text.replace(/[\s-]/g, '');

/** The Luhn check every card number passes. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

type FieldCheck = { complete: boolean; error: string | null; incomplete: string };

function checkNumber(number: string): FieldCheck {
  const digits = digitsOf(number);
  const incomplete = TEST_CARD_MESSAGES.numberIncomplete;
  if (!/^\d*$/.test(digits)) return { complete: false, error: TEST_CARD_MESSAGES.numberInvalid, incomplete };
  if (digits.length < 16) return { complete: false, error: null, incomplete };
  return passesLuhn(digits) && digits.length <= 19
    ? { complete: true, error: null, incomplete }
    : { complete: false, error: TEST_CARD_MESSAGES.numberInvalid, incomplete };
}

/** MM/YY; a month that has ended is in the past. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const found = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(expiry);
  if (!found) return null;
  return { month: Number(found[1]), year: 2000 + Number(found[2]) };
}

function checkExpiry(expiry: string, now: Date): FieldCheck {
  const incomplete = TEST_CARD_MESSAGES.expiryIncomplete;
  const parsed = parseExpiry(expiry);
  if (!parsed) return { complete: false, error: /^[\d\s/]*$/.test(expiry) ? null : TEST_CARD_MESSAGES.expiryInvalid, incomplete };
  if (parsed.month < 1 || parsed.month > 12) return { complete: false, error: TEST_CARD_MESSAGES.expiryInvalid, incomplete };
  const ended = parsed.year < now.getFullYear() || (parsed.year === now.getFullYear() && parsed.month < now.getMonth() + 1);
  return ended ? { complete: false, error: TEST_CARD_MESSAGES.expiryPast, incomplete } : { complete: true, error: null, incomplete };
}

function checkCvc(cvc: string): FieldCheck {
  return { complete: /^\d{3,4}$/.test(cvc.trim()), error: null, incomplete: TEST_CARD_MESSAGES.cvcIncomplete };
}

const checksOf = (fields: TestCardFields, now: Date) => [checkNumber(fields.number), checkExpiry(fields.expiry, now), checkCvc(fields.cvc)];

/** What the fields report as typed: complete when all three are, the first error otherwise (none for a field still being typed). */
export function testCardState(fields: TestCardFields, now = new Date()): CardFieldState {
  const checks = checksOf(fields, now);
  return { complete: checks.every((check) => check.complete), error: checks.find((check) => check.error !== null)?.error ?? null };
}

export interface TestCardEntry extends CardEntry {
  readonly mode: 'test';
  /** Takes the fields as typed; answers their state for the form. */
  setFields(fields: TestCardFields): CardFieldState;
}

/** The test provider's entry, talking to the server through `api`. */
export function createTestCardEntry(
  api: Pick<BillingApi, 'testConfirmSetup' | 'testAuthenticate'>,
  now: () => Date = () => new Date(),
): TestCardEntry {
  let fields = EMPTY_TEST_CARD;
  /** The provider's answer; it refuses a card with a 400 and its message, which goes under the card field as Stripe's would. */
  const outcomeOf = async (call: Promise<Awaited<ReturnType<BillingApi['testConfirmSetup']>>>): Promise<CardOutcome> => {
    try {
      const answer = await call;
      if (answer.status === 'succeeded') return { status: 'succeeded', paymentMethod: answer.payment_method };
      if (answer.status === 'requires_action') return { status: 'requires_action', clientSecret: answer.client_secret };
      return { status: 'failed', message: answer.message };
    } catch (error) {
      return { status: 'failed', message: messageOf(error) };
    }
  };
  return {
    mode: 'test',
    asksInPage: true,
    setFields(next) {
      fields = next;
      return testCardState(next, now());
    },
    async confirmSetup(clientSecret, billing) {
      const unfinished = checksOf(fields, now()).find((check) => !check.complete);
      if (unfinished) return { status: 'failed', message: unfinished.error ?? unfinished.incomplete };
      const expiry = parseExpiry(fields.expiry)!;
      return outcomeOf(
        api.testConfirmSetup({
          client_secret: clientSecret,
          card: { number: digitsOf(fields.number), exp_month: expiry.month, exp_year: expiry.year, cvc: fields.cvc.trim() },
          billing_details: { name: billing.name.slice(0, 100), postal_code: billing.postalCode.slice(0, 20), country: billing.country.slice(0, 2) },
        }),
      );
    },
    async bankCheck(clientSecret: string, answer: BankAnswer) {
      return outcomeOf(api.testAuthenticate({ client_secret: clientSecret, outcome: answer }));
    },
    destroy() {
      fields = EMPTY_TEST_CARD;
    },
  };
}
