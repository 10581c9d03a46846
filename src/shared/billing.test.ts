import { describe, expect, it } from 'vitest';
import {
  accessFor,
  CURRENCIES,
  countdownText,
  currencySchema,
  formatPrice,
  isOnTrial,
  isTeamPlan,
  paymentRequestSchema,
  PLAN_NAMES,
  type BillingFacts,
  type Subscription,
} from './billing';

const now = new Date('2026-11-26T12:00:00.000Z');
const later = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();

function subscription(changes: Partial<Subscription> = {}): Subscription {
  return { status: 'Opened', stripe_plan: 'Pro', ends_at: later(24 * 300), unsubscribe: false, isOutdated: false, forget_data: false, payPerDay: null, currency: 'GBP', ...changes };
}

function facts(changes: Partial<BillingFacts> = {}): BillingFacts {
  return { is_session_user: false, trial_end: null, subscription: null, ...changes };
}

describe('the access rule', () => {
  it('lets a running trial in with its end as the countdown', () => {
    expect(accessFor(facts({ trial_end: later(5) }), now)).toEqual({ kind: 'app', countdownEnds: later(5), reason: 'trial' });
  });

  it('sends an ended trial, or an account without one, to the plans page', () => {
    expect(accessFor(facts({ trial_end: later(-1) }), now).kind).toBe('subscription');
    expect(accessFor(facts({ trial_end: null }), now).kind).toBe('subscription');
  });

  it('lets an Opened plan in until its end date, then sends it to the plans page', () => {
    expect(accessFor(facts({ subscription: subscription() }), now)).toEqual({ kind: 'app', countdownEnds: null, reason: 'plan' });
    expect(accessFor(facts({ subscription: subscription({ ends_at: later(-1) }) }), now).kind).toBe('subscription');
  });

  it('sends Outdated to the plans page and any other status to the card update', () => {
    expect(accessFor(facts({ subscription: subscription({ status: 'Outdated' }) }), now).kind).toBe('subscription');
    expect(accessFor(facts({ subscription: subscription({ status: 'Failed' }) }), now).kind).toBe('update-card');
    expect(accessFor(facts({ subscription: subscription({ status: 'Past due' }) }), now).kind).toBe('update-card');
  });

  it('judges pay as you go by its day end: running counts down, ended asks to activate', () => {
    const payg = (dayEnds: string | null) =>
      facts({ subscription: subscription({ stripe_plan: 'PayPerDay', payPerDay: { price: 499, activeDay: dayEnds !== null, dayEnds } }) });
    expect(accessFor(payg(later(3)), now)).toEqual({ kind: 'app', countdownEnds: later(3), reason: 'pay-per-day' });
    expect(accessFor(payg(later(-3)), now).kind).toBe('activate');
    expect(accessFor(payg(null), now).kind).toBe('activate');
  });

  it('treats a payment still waiting for the bank check as no plan: the trial decides', () => {
    const incomplete = subscription({ status: 'Incomplete' });
    expect(accessFor(facts({ subscription: incomplete, trial_end: later(2) }), now).kind).toBe('app');
    expect(accessFor(facts({ subscription: incomplete, trial_end: later(-2) }), now).kind).toBe('subscription');
    expect(isOnTrial(facts({ subscription: incomplete }))).toBe(true);
  });

  it('always lets a student in, and never counts them as on a trial', () => {
    expect(accessFor(facts({ is_session_user: true }), now).kind).toBe('app');
    expect(isOnTrial(facts({ is_session_user: true }))).toBe(false);
    expect(isOnTrial(facts({ subscription: subscription() }))).toBe(false);
  });
});

describe('the countdown', () => {
  it('shows whole hours and minutes left with their units, hours beyond a day included', () => {
    expect(countdownText(later(7 * 24), now)).toBe('168 h 00 min');
    expect(countdownText(new Date(now.getTime() + 7 * 24 * 3_600_000 - 60_000).toISOString(), now)).toBe('167 h 59 min');
    expect(countdownText(new Date(now.getTime() + 65 * 60_000 + 59_000).toISOString(), now)).toBe('1 h 05 min');
    expect(countdownText(later(-1), now)).toBe('0 h 00 min');
  });
});

describe('plans and prices', () => {
  it('names the plans as the spec does', () => {
    expect(Object.values(PLAN_NAMES)).toEqual(['PAYG', 'Project', 'Pro', 'Pro 5', 'Pro 20', 'Pro Ultd', 'Educator']);
    expect(isTeamPlan('ProTeam5')).toBe(true);
    expect(isTeamPlan('Pro')).toBe(false);
    expect(isTeamPlan(null)).toBe(false);
  });

  it('has the 21 currencies and reads a code in any case', () => {
    expect(CURRENCIES).toHaveLength(21);
    expect(currencySchema.parse(' eur ')).toBe('EUR');
    expect(currencySchema.safeParse('XYZ').success).toBe(false);
  });

  it('formats minor units, with none for the yen', () => {
    expect(formatPrice(1999, 'GBP')).toBe('£19.99');
    expect(formatPrice(1900, 'JPY')).toBe('¥1,900');
  });

  it('requires the name on the card and the postal code in a payment', () => {
    const payment = { token: 'pm_1', plan: 'Pro', holder: ' ', country: 'de', postcode: '', currency: 'eur' };
    const result = paymentRequestSchema.safeParse(payment);
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toContain('Name on card is required.');
    expect(messages).toContain('Postal code is required.');
    expect(paymentRequestSchema.parse({ ...payment, holder: 'Ann Lee', postcode: '10115' })).toMatchObject({ country: 'DE', currency: 'EUR' });
    const controlled = paymentRequestSchema.safeParse({ ...payment, holder: 'Ann\u0000Lee', postcode: '10115' });
    expect(controlled.error?.issues.map((issue) => issue.message)).toEqual(['Name on card is not valid.']);
  });
});
