/** Accounts on each kind of plan, for the billing workflows' tests. */
import type { AccountUser } from '../../../shared/accounts';
import type { PlanId, Subscription } from '../../../shared/billing';
import { accountUser } from '../../../shared/testing/accountUser';

export const HOUR_MS = 60 * 60_000;
export const DAY_MS = 24 * HOUR_MS;

const iso = (ms: number) => new Date(ms).toISOString();

/** A trial running until `now + leftMs`. */
export function trialUser(now: number, leftMs: number): AccountUser {
  return accountUser('trial@example.com', 'Tia', 'Trial', { trial_end: iso(now + leftMs) });
}

/** A subscription on `plan`, opened until `now + leftMs` unless `overrides` say otherwise. */
export function planUser(now: number, plan: PlanId, leftMs = 300 * DAY_MS, overrides: Partial<Subscription> = {}): AccountUser {
  return accountUser('plan@example.com', 'Pat', 'Plan', {
    trial_end: iso(now - DAY_MS),
    subscription: {
      status: 'Opened',
      stripe_plan: plan,
      ends_at: iso(now + leftMs),
      unsubscribe: false,
      isOutdated: false,
      forget_data: false,
      payPerDay: null,
      currency: 'GBP',
      ...overrides,
    },
  });
}

/** Pay as you go with the day ending at `now + dayLeftMs` (negative: ended). */
export function payPerDayUser(now: number, dayLeftMs: number): AccountUser {
  return planUser(now, 'PayPerDay', 30 * DAY_MS, { payPerDay: { price: 300, activeDay: dayLeftMs > 0, dayEnds: iso(now + dayLeftMs) } });
}
