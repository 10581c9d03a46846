/**
 * What Stripe's webhook events change in our subscriptions. Events name a Stripe subscription
 * or, for pay-as-you-go invoices (which have none), a customer; both lead to the account.
 * Applying an event twice gives the same state, and the route records each event id once anyway.
 */
import type Stripe from 'stripe';
import { SUBSCRIPTION_STATUS } from '../../shared/billing';
import type { StoredSubscription, SubscriptionsRepository } from '../db/subscriptionsRepository';

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : value.id;
}

/** The account's subscription an invoice is about: by its subscription, else by its customer. */
async function subscriptionOfInvoice(invoice: Stripe.Invoice, subscriptions: SubscriptionsRepository): Promise<StoredSubscription | undefined> {
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
  if (subscriptionId) return subscriptions.findByProviderSubscription(subscriptionId);
  const customerId = idOf(invoice.customer);
  const userId = customerId ? await subscriptions.userOfCustomer(customerId, 'stripe') : undefined;
  return userId ? subscriptions.findByUser(userId) : undefined;
}

/** The end of the period an invoice paid for: its latest line's period end. */
function paidUntil(invoice: Stripe.Invoice): string | null {
  const ends = invoice.lines.data.map((line) => line.period.end).filter((end) => Number.isFinite(end));
  return ends.length === 0 ? null : new Date(Math.max(...ends) * 1000).toISOString();
}

/** Applies one verified event; answers what it did, for the log. */
export async function applyStripeEvent(event: Stripe.Event, subscriptions: SubscriptionsRepository): Promise<string> {
  switch (event.type) {
    case 'invoice.paid':
    case 'invoice.payment_succeeded': {
      const subscription = await subscriptionOfInvoice(event.data.object, subscriptions);
      if (!subscription) return 'no subscription';
      // Pay-as-you-go invoices pay for days already used: the billing month is ours to keep.
      const endsAt = subscription.plan === 'PayPerDay' ? null : paidUntil(event.data.object);
      await subscriptions.update(subscription.userId, { status: SUBSCRIPTION_STATUS.opened, ...(endsAt ? { endsAt } : {}) });
      return 'opened';
    }
    case 'invoice.payment_failed': {
      const subscription = await subscriptionOfInvoice(event.data.object, subscriptions);
      if (!subscription) return 'no subscription';
      // Stripe does not promise the order of deliveries: a failed attempt at a period that a
      // later attempt has paid (its `invoice.paid` arrived first) changes nothing.
      const period = paidUntil(event.data.object);
      if (period !== null && subscription.plan !== 'PayPerDay' && Date.parse(period) <= Date.parse(subscription.endsAt)) return 'already paid';
      await subscriptions.update(subscription.userId, { status: SUBSCRIPTION_STATUS.failed });
      return 'failed';
    }
    case 'customer.subscription.deleted': {
      const subscription = await subscriptions.findByProviderSubscription(event.data.object.id);
      if (!subscription) return 'no subscription';
      await subscriptions.update(subscription.userId, { status: SUBSCRIPTION_STATUS.outdated });
      return 'outdated';
    }
    case 'customer.subscription.updated': {
      const subscription = await subscriptions.findByProviderSubscription(event.data.object.id);
      if (!subscription) return 'no subscription';
      await subscriptions.update(subscription.userId, { unsubscribe: event.data.object.cancel_at_period_end });
      return 'updated';
    }
    default:
      return 'ignored';
  }
}
