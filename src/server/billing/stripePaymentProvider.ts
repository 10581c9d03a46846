/**
 * Payments through Stripe (API version of the installed `stripe` SDK). One Stripe customer per
 * account, kept in `billing_customers`. The browser saves the card with a setup intent
 * (usage off_session); a purchase makes that card the customer's default and:
 * - Project, Pro and the team plans: a Stripe subscription with an inline price (`price_data`,
 *   on a product of fixed id per plan, made when missing), `payment_behavior: 'allow_incomplete'`
 *   so Stripe charges the saved card at once and, when the bank asks for its check, leaves the
 *   subscription incomplete with the first invoice's payment waiting; its client secret (the
 *   invoice's `confirmation_secret`, where recent API versions put it) goes to the browser, and
 *   the next call with the same plan finds that incomplete subscription and reads how it went.
 * - Pay as you go: no Stripe subscription. Each 24-hour day bought is an invoice item on the
 *   customer; when a billing month ends the pending items go on one invoice, which Stripe
 *   charges to the default card (a failure arrives as `invoice.payment_failed`).
 */
import Stripe from 'stripe';
import { PLAN_BILLING } from '../../shared/billing';
import type { SubscriptionsRepository } from '../db/subscriptionsRepository';
import type { StripeOptions } from './billingOptions';
import type { BillingAccount, PaymentOutcome, PaymentProvider } from './paymentProvider';
import { stripeClient } from './stripeClient';
import { CARD_MESSAGES } from './testPaymentProvider';

/** Our products on Stripe, one per plan, under ids that never change. */
export function productIdOf(plan: string): string {
  return `planimetry_${plan}`;
}

/** The payment intent's id within its client secret ("pi_123_secret_456" → "pi_123"). */
function paymentIntentIdOf(clientSecret: string): string {
  return clientSecret.split('_secret_')[0] ?? clientSecret;
}

/** A card refused by Stripe becomes a failed outcome with Stripe's words; other errors go on up. */
function cardFailure(error: unknown): PaymentOutcome {
  if (error instanceof Stripe.errors.StripeCardError) return { kind: 'failed', message: error.message };
  throw error;
}

function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && (error.statusCode === 404 || error.code === 'resource_missing');
}

const PAID: PaymentOutcome = { kind: 'paid', providerSubscriptionId: null, periodEnd: null };

export function stripePaymentProvider(options: StripeOptions, subscriptions: SubscriptionsRepository): PaymentProvider & { client: Stripe } {
  const stripe = stripeClient(options);
  const knownProducts = new Set<string>();

  const customerOf = async (account: BillingAccount): Promise<string> => {
    const known = await subscriptions.customerOf(account.userId, 'stripe');
    if (known) return known;
    const customer = await stripe.customers.create({ email: account.email, name: account.name, metadata: { userId: account.userId } });
    await subscriptions.saveCustomer(account.userId, 'stripe', customer.id);
    return customer.id;
  };

  /** Makes the card the customer's default; false when it belongs to another customer. */
  const makeDefault = async (customer: string, paymentMethodId: string): Promise<boolean> => {
    const method = await stripe.paymentMethods.retrieve(paymentMethodId);
    const owner = typeof method.customer === 'string' ? method.customer : (method.customer?.id ?? null);
    if (owner !== null && owner !== customer) return false;
    if (owner === null) await stripe.paymentMethods.attach(paymentMethodId, { customer });
    await stripe.customers.update(customer, { invoice_settings: { default_payment_method: paymentMethodId } });
    return true;
  };

  const ensureProduct = async (plan: string): Promise<string> => {
    const id = productIdOf(plan);
    if (knownProducts.has(id)) return id;
    try {
      await stripe.products.retrieve(id);
    } catch (error) {
      if (!isMissing(error)) throw error;
      await stripe.products.create({ id, name: `Planimetry ${plan}` });
    }
    knownProducts.add(id);
    return id;
  };

  /** How a (new or waiting) subscription's first payment went. */
  const outcomeOf = async (subscription: Stripe.Subscription): Promise<PaymentOutcome> => {
    const periodEnd = subscription.items.data[0]?.current_period_end;
    const paid: PaymentOutcome = { kind: 'paid', providerSubscriptionId: subscription.id, periodEnd: periodEnd ? new Date(periodEnd * 1000) : null };
    if (subscription.status === 'active' || subscription.status === 'trialing') return paid;
    const invoice = typeof subscription.latest_invoice === 'object' ? subscription.latest_invoice : null;
    const secret = invoice?.confirmation_secret?.client_secret;
    if (!secret) return { kind: 'failed', message: CARD_MESSAGES.declined };
    const intent = await stripe.paymentIntents.retrieve(paymentIntentIdOf(secret));
    if (intent.status === 'succeeded' || intent.status === 'processing') return paid;
    if (intent.status === 'requires_action') return { kind: 'requiresAction', clientSecret: secret };
    // Refused or failed the bank check: the waiting subscription goes, so a new card starts afresh.
    await stripe.subscriptions.cancel(subscription.id);
    const error = intent.last_payment_error;
    return {
      kind: 'failed',
      message: error?.code === 'payment_intent_authentication_failure' ? CARD_MESSAGES.authenticationFailed : (error?.message ?? CARD_MESSAGES.declined),
    };
  };

  /**
   * What the account owes: the open invoices of `subscription` (the stored one) and those of no
   * subscription (pay-as-you-go months). The first invoice of a subscription still waiting for its
   * bank check is open too, but it is the purchase under way, not a debt.
   */
  const debts = async (customer: string, subscription: string | null): Promise<Stripe.Invoice[]> => {
    const open = await stripe.invoices.list({ customer, status: 'open', ...(subscription ? { subscription } : {}) });
    return subscription ? open.data : open.data.filter((invoice) => !invoice.parent?.subscription_details?.subscription);
  };

  const payOpenInvoices = async (customer: string, subscription: string | null): Promise<PaymentOutcome> => {
    const open = await debts(customer, subscription);
    try {
      for (const invoice of open) if (invoice.id) await stripe.invoices.pay(invoice.id);
    } catch (error) {
      return cardFailure(error);
    }
    return { kind: 'paid', providerSubscriptionId: subscription, periodEnd: null };
  };

  return {
    name: 'stripe',
    client: stripe,
    info: () => ({ mode: 'stripe', publishableKey: options.publishableKey }),

    async createSetupIntent(account) {
      const intent = await stripe.setupIntents.create({ customer: await customerOf(account), usage: 'off_session' });
      if (!intent.client_secret) throw new Error('Stripe answered a setup intent without a client secret');
      return intent.client_secret;
    },

    async purchase(purchase) {
      const customer = await customerOf(purchase.account);
      // A subscription of this plan that we have not stored is the one a bank check was for:
      // still waiting (incomplete) or, once the check passed, active.
      const stored = await subscriptions.findByUser(purchase.account.userId);
      const open = await stripe.subscriptions.list({ customer, expand: ['data.latest_invoice.confirmation_secret'] });
      const pending = open.data.find(
        (subscription) =>
          subscription.metadata.plan === purchase.plan &&
          ['incomplete', 'active', 'trialing'].includes(subscription.status) &&
          subscription.id !== stored?.providerSubscriptionId,
      );
      if (pending) return outcomeOf(pending);
      try {
        if (!(await makeDefault(customer, purchase.paymentMethodId))) return { kind: 'failed', message: CARD_MESSAGES.unknownCard };
      } catch (error) {
        if (isMissing(error)) return { kind: 'failed', message: CARD_MESSAGES.unknownCard };
        return cardFailure(error);
      }
      if (purchase.plan === 'PayPerDay') return PAID;
      const interval = PLAN_BILLING[purchase.plan] === 'year' ? 'year' : 'month';
      try {
        const subscription = await stripe.subscriptions.create({
          customer,
          items: [
            {
              price_data: {
                currency: purchase.currency.toLowerCase(),
                product: await ensureProduct(purchase.plan),
                unit_amount: purchase.amount,
                recurring: { interval },
              },
            },
          ],
          default_payment_method: purchase.paymentMethodId,
          payment_behavior: 'allow_incomplete',
          metadata: { userId: purchase.account.userId, plan: purchase.plan },
          expand: ['latest_invoice.confirmation_secret'],
        });
        return await outcomeOf(subscription);
      } catch (error) {
        return cardFailure(error);
      }
    },

    async updateCard(account, paymentMethodId, providerSubscriptionId) {
      const customer = await customerOf(account);
      try {
        if (!(await makeDefault(customer, paymentMethodId))) return { kind: 'failed', message: CARD_MESSAGES.unknownCard };
        if (providerSubscriptionId) await stripe.subscriptions.update(providerSubscriptionId, { default_payment_method: paymentMethodId });
      } catch (error) {
        if (isMissing(error)) return { kind: 'failed', message: CARD_MESSAGES.unknownCard };
        return cardFailure(error);
      }
      return PAID;
    },

    async cardOf(account, paymentMethodId) {
      try {
        const method = await stripe.paymentMethods.retrieve(paymentMethodId);
        const owner = typeof method.customer === 'string' ? method.customer : (method.customer?.id ?? null);
        if (owner !== (await customerOf(account)) || !method.card) return null;
        return { brand: method.card.brand, last4: method.card.last4 };
      } catch {
        // Only what Settings shows of the card: a plan bought or a card updated stands without it.
        return null;
      }
    },

    async hasOpenInvoices(account, providerSubscriptionId) {
      const customer = await customerOf(account);
      const [ofSubscription, ofNone] = await Promise.all([
        providerSubscriptionId ? debts(customer, providerSubscriptionId) : [],
        debts(customer, null),
      ]);
      return ofSubscription.length + ofNone.length > 0;
    },

    async retryPayment(account, providerSubscriptionId) {
      return payOpenInvoices(await customerOf(account), providerSubscriptionId);
    },

    async chargeDay(account, amount, currency, startedAt) {
      await stripe.invoiceItems.create({
        customer: await customerOf(account),
        amount,
        currency: currency.toLowerCase(),
        description: `Pay as you go: 24 hours from ${startedAt.toISOString()}`,
      });
    },

    async invoiceDays(account) {
      await stripe.invoices.create({ customer: await customerOf(account), pending_invoice_items_behavior: 'include', auto_advance: true });
    },

    async cancelAtPeriodEnd(providerSubscriptionId) {
      await stripe.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: true });
    },

    async cancelNow(providerSubscriptionId) {
      // One that has ended already (at its period end, or expired unpaid) has nothing left to cancel.
      try {
        const subscription = await stripe.subscriptions.retrieve(providerSubscriptionId);
        if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') return;
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      await stripe.subscriptions.cancel(providerSubscriptionId);
    },
  };
}
