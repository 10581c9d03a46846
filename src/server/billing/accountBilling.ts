/**
 * What the billing routes do with an account: buy a plan, change the card, unsubscribe, extend
 * the trial, start a pay-as-you-go day. Each answers an HTTP status and a body; the routes only
 * validate and send. Prices always come from the price list, never from the browser.
 */
import { BILLING_MESSAGES, PLAN_BILLING, SUBSCRIPTION_STATUS, PAY_PER_DAY_SESSION_MS, type PaymentRequest } from '../../shared/billing';
import { subscriptionView, type StoredSubscription, type SubscriptionsRepository } from '../db/subscriptionsRepository';
import type { User, UsersRepository } from '../db/usersRepository';
import type { BillingAccount, PaymentOutcome, PaymentProvider } from './paymentProvider';
import { priceOf } from './priceList';

/** A route's answer. */
export interface BillingAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** Our messages beside the spec's (BILLING_MESSAGES). */
export const BILLING_EXTRA_MESSAGES = {
  bankCheck: 'Your bank asks you to confirm this payment.',
  hasPlan: 'You have a plan: there is no trial to extend.',
  alreadyRated: 'Thank you, your answer was already received.',
  unsubscribed: 'You have unsubscribed: no more days can be bought.',
  dataKept: 'Your documents will be kept after your plan ends.',
  dataAlreadyDeleted: 'Your plan has ended and its documents are being deleted: this can no longer be undone.',
} as const;

/** A payment the provider refused answers 422: a 402 would send the browser to the plans page (spec §8), away from the card form. */
export const PAYMENT_FAILED_STATUS = 422;

/** Trials are extended once, by 7 days. */
export const TRIAL_EXTENSION_MS = 7 * 24 * 60 * 60_000;

export interface AccountBillingDeps {
  users: Pick<UsersRepository, 'extendTrial' | 'findById'>;
  subscriptions: SubscriptionsRepository;
  provider: PaymentProvider;
  now: () => Date;
  /** Logs the account out everywhere but the session that changed the plan. */
  endOtherSessions(userId: string, keepSessionId: string | null, keepDevice: string | null): Promise<void>;
}

/** The account as the provider knows it. */
export function billingAccount(user: User): BillingAccount {
  return { userId: user.id, email: user.email, name: `${user.firstName} ${user.lastName}`.trim() };
}

/** Adds calendar months in UTC (a month from 31 January is 3 March, as Stripe's own periods roll). */
function addMonths(at: Date, months: number): Date {
  const next = new Date(at.getTime());
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

/** Whether the account holds the plan now: paid up, or pay as you go still subscribed. */
export function holdsPlan(subscription: StoredSubscription | undefined, at: Date): subscription is StoredSubscription {
  if (subscription?.status !== SUBSCRIPTION_STATUS.opened) return false;
  return subscription.plan === 'PayPerDay' ? !subscription.unsubscribe : Date.parse(subscription.endsAt) > at.getTime();
}

function failure(status: number, message: string): BillingAnswer {
  return { status, body: { success: false, message } };
}

function outcomeFailure(outcome: Exclude<PaymentOutcome, { kind: 'paid' }>): BillingAnswer {
  return outcome.kind === 'requiresAction'
    ? { status: 200, body: { success: false, message: BILLING_EXTRA_MESSAGES.bankCheck, requiresAction: true, clientSecret: outcome.clientSecret } }
    : failure(PAYMENT_FAILED_STATUS, outcome.message);
}

/** The billing routes' work for one app. */
export function accountBilling(deps: AccountBillingDeps) {
  const { subscriptions, provider, now } = deps;

  /** The account's billing state, as /api/unsubscribe, /api/report-usage and /api/extend-trial answer it. */
  const state = async (user: User, message?: string): Promise<BillingAnswer> => {
    const fresh = (await deps.users.findById(user.id)) ?? user;
    const subscription = await subscriptions.findByUser(user.id);
    return {
      status: 200,
      body: {
        success: true,
        ...(message === undefined ? {} : { message }),
        subscription: subscription ? subscriptionView(subscription, now()) : null,
        trial_end: fresh.trialEnd,
        extend_trial: fresh.extendTrial,
      },
    };
  };

  /**
   * Makes `paymentMethodId` the account's card and pays what it owes with it (the stored
   * subscription's open invoices, and pay-as-you-go months'); a refusal to answer, or undefined once paid.
   */
  const settleOpenInvoices = async (account: BillingAccount, paymentMethodId: string, stored: string | null): Promise<BillingAnswer | undefined> => {
    const updated = await provider.updateCard(account, paymentMethodId, stored);
    if (updated.kind !== 'paid') return outcomeFailure(updated);
    for (const subscription of new Set([stored, null])) {
      const retried = await provider.retryPayment(account, subscription);
      if (retried.kind !== 'paid') return outcomeFailure(retried);
    }
    return undefined;
  };

  return {
    state,

    async purchase(user: User, request: PaymentRequest, session: { id: string | null; device: string | null }): Promise<BillingAnswer> {
      const at = now();
      const current = await subscriptions.findByUser(user.id);
      if (holdsPlan(current, at) && current.plan === request.plan) return failure(409, BILLING_MESSAGES.alreadySubscribed);
      // An account that owes (its last payment failed, or an invoice is still open) pays that
      // first with the card it buys with, as a card update does; a card that cannot pay it buys
      // nothing. Until issue 35 pay as you go was bought again over an unpaid month's invoice.
      const account = billingAccount(user);
      const owned = current?.provider === provider.name ? current : undefined;
      const owedSubscription = owned?.providerSubscriptionId ?? null;
      if (owned?.status === SUBSCRIPTION_STATUS.failed || (await provider.hasOpenInvoices(account, owedSubscription))) {
        const settled = await settleOpenInvoices(account, request.token, owedSubscription);
        if (settled) return settled;
      }
      const amount = priceOf(request.plan, request.currency);
      const outcome = await provider.purchase({
        account,
        paymentMethodId: request.token,
        plan: request.plan,
        amount,
        currency: request.currency,
        holder: request.holder,
        country: request.country,
        postcode: request.postcode,
      });
      if (outcome.kind !== 'paid') return outcomeFailure(outcome);
      const card = await provider.cardOf(account, request.token);
      const period = PLAN_BILLING[request.plan] === 'year' ? 12 : 1;
      const stored: StoredSubscription = {
        userId: user.id,
        plan: request.plan,
        status: SUBSCRIPTION_STATUS.opened,
        currency: request.currency,
        price: amount,
        endsAt: (outcome.periodEnd ?? addMonths(at, period)).toISOString(),
        unsubscribe: false,
        forgetData: false,
        provider: provider.name,
        providerSubscriptionId: outcome.providerSubscriptionId,
        // Buying pay as you go again keeps a day that is still running.
        dayEnds: current?.plan === 'PayPerDay' && request.plan === 'PayPerDay' ? current.dayEnds : null,
        card,
      };
      await subscriptions.save(stored);
      // The old subscription stops now, whether it was paid up or failing: one account pays for one plan.
      const old = current?.providerSubscriptionId;
      if (old && current.provider === provider.name && old !== outcome.providerSubscriptionId && current.status !== SUBSCRIPTION_STATUS.outdated) {
        await provider.cancelNow(old);
      }
      if (holdsPlan(current, at)) await deps.endOtherSessions(user.id, session.id, session.device);
      return { status: 200, body: { success: true, subscription: subscriptionView(stored, at) } };
    },

    async updateCard(user: User, paymentMethodId: string): Promise<BillingAnswer> {
      const current = await subscriptions.findByUser(user.id);
      if (!current) return failure(409, BILLING_MESSAGES.noSubscription);
      const account = billingAccount(user);
      const updated = await provider.updateCard(account, paymentMethodId, current.providerSubscriptionId);
      if (updated.kind !== 'paid') return outcomeFailure(updated);
      if (current.status === SUBSCRIPTION_STATUS.failed) {
        const retried = await provider.retryPayment(account, current.providerSubscriptionId);
        if (retried.kind !== 'paid') return outcomeFailure(retried);
        await subscriptions.update(user.id, {
          status: SUBSCRIPTION_STATUS.opened,
          ...(retried.periodEnd ? { endsAt: retried.periodEnd.toISOString() } : {}),
        });
      }
      // The new card, as the provider describes it, is what Settings shows from now on.
      const card = await provider.cardOf(account, paymentMethodId);
      await subscriptions.update(user.id, { card });
      const updatedSubscription = await subscriptions.findByUser(user.id);
      return { status: 200, body: { success: true, subscription: updatedSubscription ? subscriptionView(updatedSubscription, now()) : null } };
    },

    async unsubscribe(user: User, forget: boolean): Promise<BillingAnswer> {
      const current = await subscriptions.findByUser(user.id);
      if (current?.status !== SUBSCRIPTION_STATUS.opened) return failure(409, BILLING_MESSAGES.noSubscription);
      if (!current.unsubscribe && current.providerSubscriptionId && current.provider === provider.name) {
        await provider.cancelAtPeriodEnd(current.providerSubscriptionId);
      }
      await subscriptions.update(user.id, { unsubscribe: true, forgetData: forget || current.forgetData });
      return state(user, BILLING_MESSAGES.unsubscribeSuccessful);
    },

    /** Withdraws "Delete my data after my account expires" while the plan still runs. */
    async keepData(user: User): Promise<BillingAnswer> {
      const current = await subscriptions.findByUser(user.id);
      if (!current) return failure(409, BILLING_MESSAGES.noSubscription);
      // Nothing asked: the data is kept already (a second click answers as the first).
      if (!current.forgetData) return state(user, BILLING_EXTRA_MESSAGES.dataKept);
      if (!(await subscriptions.keepData(user.id, now()))) {
        // Withdrawn at the same moment by another tab, or the period is over and the sweeper's.
        const again = await subscriptions.findByUser(user.id);
        if (again?.forgetData) return failure(409, BILLING_EXTRA_MESSAGES.dataAlreadyDeleted);
      }
      return state(user, BILLING_EXTRA_MESSAGES.dataKept);
    },

    async rate(user: User, likelyScale: number): Promise<BillingAnswer> {
      // Once per account: a second answer is thanked and not stored, so nobody can stuff the ratings.
      if (await subscriptions.hasRated(user.id)) return { status: 200, body: { success: true, message: BILLING_EXTRA_MESSAGES.alreadyRated } };
      await subscriptions.addRating(user.id, likelyScale);
      return { status: 200, body: { success: true } };
    },

    async extendTrial(user: User): Promise<BillingAnswer> {
      const current = await subscriptions.findByUser(user.id);
      if (current && current.status !== SUBSCRIPTION_STATUS.incomplete) return failure(409, BILLING_EXTRA_MESSAGES.hasPlan);
      if (user.extendTrial) return failure(409, BILLING_MESSAGES.trialAlreadyExtended);
      const from = Math.max(now().getTime(), user.trialEnd === null ? 0 : Date.parse(user.trialEnd));
      // Conditional on extend_trial still being false: two clicks at once extend once.
      const extended = await deps.users.extendTrial(user.id, new Date(from + TRIAL_EXTENSION_MS).toISOString());
      if (!extended) return failure(409, BILLING_MESSAGES.trialAlreadyExtended);
      return state(extended);
    },

    async reportUsage(user: User): Promise<BillingAnswer> {
      const current = await subscriptions.findByUser(user.id);
      if (!current || current.status === SUBSCRIPTION_STATUS.incomplete) return failure(409, BILLING_MESSAGES.noSubscription);
      if (current.plan !== 'PayPerDay') return failure(409, BILLING_MESSAGES.notPayPerDay);
      if (current.status !== SUBSCRIPTION_STATUS.opened) return failure(409, BILLING_MESSAGES.cardNeedsUpdate);
      const at = now();
      // A day still running: nothing to buy (a double click never buys two days).
      if (current.dayEnds !== null && Date.parse(current.dayEnds) > at.getTime()) return state(user);
      if (current.unsubscribe) return failure(409, BILLING_EXTRA_MESSAGES.unsubscribed);
      const dayEnds = new Date(at.getTime() + PAY_PER_DAY_SESSION_MS);
      // Only the request that moves the day end from what it read starts the day.
      if (!(await subscriptions.startDay(user.id, current.dayEnds, dayEnds.toISOString()))) return state(user);
      const account = billingAccount(user);
      if (Date.parse(current.endsAt) <= at.getTime()) {
        // The billing month is over: its days are invoiced together, and a new month begins.
        await provider.invoiceDays(account);
        await subscriptions.update(user.id, { endsAt: addMonths(at, 1).toISOString() });
      }
      await subscriptions.addUsageDay(user.id, at, dayEnds, current.price, current.currency);
      await provider.chargeDay(account, current.price, current.currency, at);
      return state(user);
    },
  };
}

export type AccountBilling = ReturnType<typeof accountBilling>;
