/**
 * What the Account tab shows of the plan (spec accounts §2 "Settings dialog", §6): the trial's
 * end with a link to the plans when there is no subscription, the plan with its end date (or
 * "Active Plan" for pay as you go) and Unsubscribe, both only for an 'Opened' subscription, and
 * Unsubscribe only while it is not already unsubscribed, and (ours) the coming deletion of the
 * documents, which the person asked for when unsubscribing, with the means to withdraw it.
 */
import type { AccountUser } from '../../shared/accounts';
import { BILLING_MESSAGES, PLAN_NAMES, SUBSCRIPTION_STATUS, type PaymentCard } from '../../shared/billing';

export interface AccountBillingRows {
  /** The trial's end (ISO), when there is no subscription but a trial end. */
  trialEnd: string | null;
  /**
   * The plan's name and its end: a date (ISO) with whether the plan renews then (ours: "Renews"
   * unless unsubscribed, when it "Ends"), or "Active Plan"; and the card that pays, when known.
   */
  plan: { name: string; ends: { date: string; renews: boolean } | { text: string }; card: string | null } | null;
  canUnsubscribe: boolean;
  /** When the plan ends and its documents with it: the person asked for their data to be deleted and can still withdraw it. */
  dataDeletion: { date: string } | null;
}

export function accountBillingRows(user: Pick<AccountUser, 'subscription' | 'trial_end'>): AccountBillingRows {
  const { subscription } = user;
  const opened = subscription !== null && subscription.status === SUBSCRIPTION_STATUS.opened;
  return {
    trialEnd: subscription === null && user.trial_end !== null ? user.trial_end : null,
    plan: opened
      ? {
          name: PLAN_NAMES[subscription.stripe_plan],
          ends: subscription.stripe_plan === 'PayPerDay' ? { text: BILLING_MESSAGES.activePlan } : { date: subscription.ends_at, renews: !subscription.unsubscribe },
          card: subscription.card ? cardText(subscription.card) : null,
        }
      : null,
    canUnsubscribe: opened && !subscription.unsubscribe && subscription.stripe_plan !== 'Educator',
    dataDeletion: opened && subscription.forget_data && !subscription.isOutdated ? { date: subscription.ends_at } : null,
  };
}

/** Card brands as Stripe names them, as people write them. */
const CARD_BRANDS: Readonly<Record<string, string>> = {
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  eftpos_au: 'eftpos',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

/** The paying card as people name it: "Visa ending in 4242" (never more of the number than the provider gives). */
export function cardText(card: PaymentCard): string {
  const brand = CARD_BRANDS[card.brand] ?? 'Card';
  return `${brand} ending in ${card.last4}`;
}

/** "Renews 26 Nov 2026" or, unsubscribed, "Ends 26 Nov 2026". */
export function planEndText(ends: { date: string; renews: boolean }): string {
  return `${ends.renews ? 'Renews' : 'Ends'} ${formatPlanDate(ends.date)}`;
}

/** A date as the Account tab writes it: "26 Nov 2026". */
export function formatPlanDate(iso: string, locale = 'en-GB'): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));
}

/** The educator plan's Settings dialog has no tabs (spec §2 "A user on one special plan sees no tabs"). */
export function settingsWithoutTabs(user: Pick<AccountUser, 'subscription'> | null): boolean {
  return user?.subscription?.stripe_plan === 'Educator';
}
