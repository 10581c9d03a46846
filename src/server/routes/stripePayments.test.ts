/** The billing routes with Stripe, against our fake of Stripe's API; the webhook with events signed as Stripe signs them. */
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupIntentResponseSchema } from '../../shared/billing';
import { PAYMENT_FAILED_STATUS } from '../billing/accountBilling';
import { startFakeStripe, type FakeStripe, type TestCardKind } from '../billing/testing/fakeStripeServer';
import { stripeSignatureHeader } from '../billing/testing/stripeSignature';
import { pay, paymentBody } from '../billing/testing/testCheckout';
import { CARD_MESSAGES } from '../billing/testPaymentProvider';
import { testDatabases, type TestDatabase } from '../testing/databases';
import { accountsServerPerTest } from './accountsTestServer';
import { BAD_SIGNATURE } from './stripeWebhookRoutes';

const ANN = 'ann@example.com';
const WEBHOOK_SECRET = 'whsec_test_secret';

describe('our Stripe signature', () => {
  it('is the one the SDK makes and accepts', () => {
    const stripe = new Stripe('sk_test_fake');
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'invoice.paid', data: { object: {} } });
    const timestamp = Math.floor(Date.now() / 1000);
    const ours = stripeSignatureHeader(payload, WEBHOOK_SECRET, timestamp);
    expect(ours).toBe(stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp }));
    expect(stripe.webhooks.constructEvent(payload, ours, WEBHOOK_SECRET).id).toBe('evt_1');
    expect(() => stripe.webhooks.constructEvent(payload, stripeSignatureHeader(payload, 'whsec_other', timestamp), WEBHOOK_SECRET)).toThrow();
  });
});

describe.each(testDatabases)('Stripe payments on $kind', (testDatabase: TestDatabase) => {
  describe.skipIf(testDatabase.skipReason !== undefined)('against the fake Stripe', () => {
    let fake: FakeStripe;
    beforeAll(async () => {
      fake = await startFakeStripe();
    });
    afterAll(() => fake.close());
    const server = accountsServerPerTest(testDatabase, {}, () => ({
      billing: { stripe: { secretKey: fake.secretKey, publishableKey: 'pk_test_fake', webhookSecret: WEBHOOK_SECRET, apiUrl: fake.url } },
    }));
    const stored = () => server().database.db.selectFrom('subscriptions').selectAll().execute();
    const calls = (method: string, path: string) => fake.requests.filter((request) => request.method === method && request.path === path);
    const deliver = (delivery: { payload: string; signature?: string }) =>
      server().app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: { 'content-type': 'application/json', ...(delivery.signature === undefined ? {} : { 'stripe-signature': delivery.signature }) },
        payload: delivery.payload,
      });

    /** Ann (or another) with a Stripe customer and a new card of the kind, buying `plan`. */
    const buy = async (kind: TestCardKind, plan: 'Pro' | 'Project' | 'PayPerDay' = 'Pro', email = ANN) => {
      const token = await server().registerAndVerify(email);
      const intent = setupIntentResponseSchema.parse((await server().request('POST', '/api/setup-intents', { token })).json());
      expect(intent.provider).toEqual({ mode: 'stripe', publishableKey: 'pk_test_fake' });
      const card = fake.newCard(kind);
      return { token, card, response: await pay(server(), token, paymentBody(card, plan, 'eur')) };
    };
    const row = async () => (await stored())[0];

    it('makes one customer per account and a subscription at the price list price, with the period end Stripe answers', async () => {
      const before = calls('POST', '/v1/customers').length;
      const { token, card, response } = await buy('visa');
      expect(response.json()).toMatchObject({ success: true, subscription: { stripe_plan: 'Pro', status: 'Opened', currency: 'EUR' } });
      await server().request('POST', '/api/setup-intents', { token });
      expect(calls('POST', '/v1/customers').length - before).toBe(1);
      expect(calls('POST', '/v1/subscriptions').at(-1)?.body).toMatchObject({
        items: [{ price_data: { currency: 'eur', unit_amount: '9500', product: 'planimetry_Pro', recurring: { interval: 'year' } } }],
        payment_behavior: 'allow_incomplete',
        default_payment_method: card,
      });
      const subscription = fake.objects.get(String((await row())?.provider_subscription_id));
      expect(subscription).toMatchObject({ object: 'subscription', status: 'active' });
      const periodEnd = (subscription?.items as { data: { current_period_end: number }[] }).data[0]?.current_period_end ?? 0;
      expect(await row()).toMatchObject({ provider: 'stripe', price: 9500, ends_at: new Date(periodEnd * 1000).toISOString() });
    });

    it('answers declined cards with Stripe’s message, refuses a card of another customer, and stores nothing', async () => {
      const { token, response } = await buy('chargeDeclined');
      expect(response.statusCode).toBe(PAYMENT_FAILED_STATUS);
      expect(response.json()).toEqual({ success: false, message: 'Your card was declined.' });
      const failing = await pay(server(), token, paymentBody(fake.newCard('chargeCustomerFail'), 'Project'));
      expect(failing.json()).toEqual({ success: false, message: 'Your card was declined.' });
      const bob = await buy('visa', 'Pro', 'bob@example.com');
      const stolen = await pay(server(), token, paymentBody(bob.card, 'Pro'));
      expect(stolen.json()).toEqual({ success: false, message: CARD_MESSAGES.unknownCard });
      expect(await stored()).toHaveLength(1);
      expect(await row()).toMatchObject({ plan: 'Pro' });
      expect((await server().request('GET', '/api/user', { token })).json().user.subscription).toBeNull();
    });

    it('hands the bank check to the browser and completes the waiting subscription on the second call', async () => {
      const { token, card, response } = await buy('authenticationRequired', 'Project');
      expect(response.json()).toMatchObject({ success: false, requiresAction: true, clientSecret: expect.stringMatching(/^pi_.+_secret_/) });
      expect(await stored()).toEqual([]);
      fake.authenticate(response.json().clientSecret, 'complete');
      const second = await pay(server(), token, paymentBody(card, 'Project', 'eur'));
      expect(second.json()).toMatchObject({ success: true, subscription: { stripe_plan: 'Project' } });
      expect(calls('POST', '/v1/subscriptions').filter((request) => request.body.default_payment_method === card)).toHaveLength(1);
      expect(await stored()).toMatchObject([{ plan: 'Project', price: 1899, status: 'Opened' }]);
    });

    it('answers a failed bank check with the message to choose another card, and cancels the waiting subscription', async () => {
      const { token, card, response } = await buy('authenticationRequired');
      fake.authenticate(response.json().clientSecret, 'fail');
      const second = await pay(server(), token, paymentBody(card, 'Pro'));
      expect(second.statusCode).toBe(PAYMENT_FAILED_STATUS);
      expect(second.json()).toEqual({ success: false, message: CARD_MESSAGES.authenticationFailed });
      const mine = [...fake.objects.values()].filter((object) => object.object === 'subscription' && object.default_payment_method === card);
      expect(mine.map((object) => object.status)).toEqual(['canceled']);
      expect(await stored()).toEqual([]);
    });

    it('bills pay-as-you-go days as invoice items of the price list amount, once per day', async () => {
      const { token, response } = await buy('visa', 'PayPerDay');
      expect(response.json()).toMatchObject({ success: true });
      expect(await stored()).toMatchObject([{ plan: 'PayPerDay', provider_subscription_id: null, price: 499 }]);
      await server().request('POST', '/api/report-usage', { token });
      await server().request('POST', '/api/report-usage', { token });
      const customer = await server().database.db.selectFrom('billing_customers').select('customer_id').executeTakeFirstOrThrow();
      const items = calls('POST', '/v1/invoiceitems').filter((item) => item.body.customer === customer.customer_id);
      expect(items.map((item) => item.body)).toMatchObject([{ amount: '499', currency: 'eur' }]);
    });

    it('cancels at the period end on unsubscribe, and the webhook keeps the flag in step', async () => {
      const { token } = await buy('visa');
      const subscriptionId = String((await row())?.provider_subscription_id);
      expect((await server().request('GET', '/api/unsubscribe', { token })).statusCode).toBe(200);
      expect(fake.objects.get(subscriptionId)).toMatchObject({ cancel_at_period_end: true });
      const resumed = fake.signedEvent('customer.subscription.updated', { id: subscriptionId, object: 'subscription', cancel_at_period_end: false }, WEBHOOK_SECRET);
      expect((await deliver(resumed)).statusCode).toBe(200);
      expect(await row()).toMatchObject({ unsubscribe: 0 });
    });

    it('refuses a webhook with a bad or missing signature, changing nothing', async () => {
      await buy('visa');
      const subscriptionId = String((await row())?.provider_subscription_id);
      const event = fake.signedEvent('customer.subscription.deleted', { id: subscriptionId, object: 'subscription' }, WEBHOOK_SECRET);
      const forged = fake.signedEvent('customer.subscription.deleted', { id: subscriptionId, object: 'subscription' }, 'whsec_not_ours');
      for (const delivery of [{ payload: event.payload }, { payload: event.payload, signature: forged.signature }, { payload: event.payload.replace('deleted', 'updated'), signature: event.signature }]) {
        const refused = await deliver(delivery);
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toEqual(BAD_SIGNATURE);
      }
      expect(await row()).toMatchObject({ status: 'Opened' });
      expect(await server().database.db.selectFrom('billing_events').selectAll().execute()).toEqual([]);
    });

    it('marks a failed invoice Failed, a paid one Opened to its period end, and a deleted subscription Outdated; a replay applies once', async () => {
      const { token } = await buy('visa');
      const subscriptionId = String((await row())?.provider_subscription_id);
      const invoice = (end: number) => ({ id: 'in_1', object: 'invoice', customer: 'cus_x', parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } }, lines: { object: 'list', data: [{ period: { start: end - 100, end } }] } });
      // Far beyond the fake's first period, which it counts from the real clock.
      const paidUntil = Date.UTC(2100, 0, 1) / 1000;
      const failed = fake.signedEvent('invoice.payment_failed', invoice(paidUntil), WEBHOOK_SECRET);
      expect((await deliver(failed)).json()).toEqual({ received: true });
      expect(await row()).toMatchObject({ status: 'Failed' });
      expect((await server().request('GET', '/api/user', { token })).json().user.subscription.status).toBe('Failed');

      expect((await deliver(fake.signedEvent('invoice.paid', invoice(paidUntil), WEBHOOK_SECRET))).statusCode).toBe(200);
      expect(await row()).toMatchObject({ status: 'Opened', ends_at: '2100-01-01T00:00:00.000Z' });
      // The same failure delivered again is not applied again.
      const replay = await deliver(failed);
      expect(replay.json()).toEqual({ received: true, replay: true });
      expect(await row()).toMatchObject({ status: 'Opened' });

      // A failed attempt at that period delivered after its payment changes nothing.
      expect((await deliver(fake.signedEvent('invoice.payment_failed', invoice(paidUntil), WEBHOOK_SECRET))).json()).toEqual({ received: true });
      expect(await row()).toMatchObject({ status: 'Opened' });

      expect((await deliver(fake.signedEvent('customer.subscription.deleted', { id: subscriptionId, object: 'subscription' }, WEBHOOK_SECRET))).statusCode).toBe(200);
      expect(await row()).toMatchObject({ status: 'Outdated' });
      expect((await server().request('GET', '/api/user', { token })).json().user.subscription).toMatchObject({ status: 'Outdated', isOutdated: true });
    });

    it('after a failed renewal, makes the new card the default and pays the open invoice with it', async () => {
      const { token } = await buy('visa');
      const subscriptionId = String((await row())?.provider_subscription_id);
      const customer = String(fake.objects.get(subscriptionId)?.customer);
      // The renewal: an open invoice on a card that now declines.
      const renewal = { id: 'in_renewal', object: 'invoice', customer, status: 'open', amount_due: 9500, parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } }, lines: { object: 'list', data: [] } };
      fake.objects.set(renewal.id, renewal);
      const declining = fake.newCard('chargeCustomerFail');
      await deliver(fake.signedEvent('invoice.payment_failed', renewal, WEBHOOK_SECRET));
      expect(await row()).toMatchObject({ status: 'Failed' });

      const refused = await server().request('POST', '/api/update/card', { token, body: { token: declining } });
      expect(refused.statusCode).toBe(PAYMENT_FAILED_STATUS);
      expect(refused.json()).toEqual({ success: false, message: 'Your card was declined.' });
      expect(await row()).toMatchObject({ status: 'Failed' });

      const good = fake.newCard('visa');
      expect((await server().request('POST', '/api/update/card', { token, body: { token: good } })).json()).toMatchObject({
        success: true,
        subscription: { status: 'Opened', card: { brand: 'visa', last4: '4242' } },
      });
      expect(fake.objects.get(subscriptionId)).toMatchObject({ default_payment_method: good });
      expect(fake.objects.get(customer)).toMatchObject({ invoice_settings: { default_payment_method: good } });
      expect(fake.objects.get('in_renewal')).toMatchObject({ status: 'paid' });
      expect(await row()).toMatchObject({ status: 'Opened' });
    });

    it('ends the old Stripe subscription when the account buys another plan', async () => {
      const { token, card } = await buy('visa', 'Project');
      const old = String((await row())?.provider_subscription_id);
      expect((await pay(server(), token, paymentBody(card, 'Pro'))).json()).toMatchObject({ success: true, subscription: { stripe_plan: 'Pro' } });
      expect(fake.objects.get(old)).toMatchObject({ status: 'canceled' });
      expect(await row()).toMatchObject({ plan: 'Pro', status: 'Opened' });
      expect((await row())?.provider_subscription_id).not.toBe(old);
    });

    it('ends a failing subscription too when the account buys another plan, and minds not one already ended', async () => {
      const { token, card } = await buy('visa', 'Pro');
      const failing = String((await row())?.provider_subscription_id);
      await deliver(fake.signedEvent('invoice.payment_failed', { id: 'in_f', object: 'invoice', customer: 'cus_x', parent: { type: 'subscription_details', subscription_details: { subscription: failing } }, lines: { object: 'list', data: [] } }, WEBHOOK_SECRET));
      expect((await pay(server(), token, paymentBody(card, 'Project'))).json()).toMatchObject({ success: true });
      expect(fake.objects.get(failing)).toMatchObject({ status: 'canceled' });
      const project = String((await row())?.provider_subscription_id);
      Object.assign(fake.objects.get(project) ?? {}, { status: 'canceled' });
      expect((await pay(server(), token, paymentBody(card, 'ProTeam5'))).json()).toMatchObject({ success: true, subscription: { stripe_plan: 'ProTeam5' } });
    });

    it('invoices the month’s pay-as-you-go days when the billing month is over, and follows that invoice by its customer', async () => {
      await buy('visa', 'PayPerDay');
      const token = (await server().request('POST', '/login', { body: { email: ANN, password: 'secret-123', remember: true } })).json().accessToken as string;
      await server().request('POST', '/api/report-usage', { token });
      const customer = (await server().database.db.selectFrom('billing_customers').select('customer_id').executeTakeFirstOrThrow()).customer_id;
      const invoicesBefore = calls('POST', '/v1/invoices').filter((call) => call.body.customer === customer);
      expect(invoicesBefore).toEqual([]);
      server().advance(32 * 24 * 60 * 60_000);
      const next = await server().request('POST', '/api/report-usage', { token });
      expect(next.json().subscription.payPerDay.activeDay).toBe(true);
      expect(calls('POST', '/v1/invoices').filter((call) => call.body.customer === customer).map((call) => call.body)).toEqual([
        { customer, pending_invoice_items_behavior: 'include', auto_advance: 'true' },
      ]);
      expect(calls('POST', '/v1/invoiceitems').filter((call) => call.body.customer === customer)).toHaveLength(2);
      expect(Date.parse(String((await row())?.ends_at))).toBeGreaterThan(Date.parse('2026-04-02T09:00:00.000Z'));

      const monthly = { id: 'in_month', object: 'invoice', customer, parent: null, lines: { object: 'list', data: [] } };
      await deliver(fake.signedEvent('invoice.payment_failed', monthly, WEBHOOK_SECRET));
      expect(await row()).toMatchObject({ status: 'Failed', plan: 'PayPerDay' });
      await deliver(fake.signedEvent('invoice.paid', monthly, WEBHOOK_SECRET));
      expect(await row()).toMatchObject({ status: 'Opened' });
    });

    it('refuses pay as you go bought again over an unpaid month, with a card that cannot pay it, and pays the month first with one that can', async () => {
      // The probe: a card whose charges fail; the month's invoice fails; pay as you go bought again with another such card.
      await buy('chargeCustomerFail', 'PayPerDay');
      const token = (await server().request('POST', '/login', { body: { email: ANN, password: 'secret-123', remember: true } })).json().accessToken as string;
      await server().request('POST', '/api/report-usage', { token });
      server().advance(32 * 24 * 60 * 60_000);
      await server().request('POST', '/api/report-usage', { token });
      const customer = (await server().database.db.selectFrom('billing_customers').select('customer_id').executeTakeFirstOrThrow()).customer_id;
      const invoice = [...fake.objects.values()].find((object) => object.object === 'invoice' && object.customer === customer);
      // Stripe finalised it and the charge failed (auto_advance); the webhook tells us.
      Object.assign(invoice ?? {}, { status: 'open', amount_due: 499, currency: 'eur' });
      await deliver(fake.signedEvent('invoice.payment_failed', { id: String(invoice?.id), object: 'invoice', customer, parent: null, lines: { object: 'list', data: [] } }, WEBHOOK_SECRET));
      expect(await row()).toMatchObject({ status: 'Failed', plan: 'PayPerDay' });

      const failing = fake.newCard('chargeCustomerFail');
      const refused = await pay(server(), token, paymentBody(failing, 'PayPerDay', 'eur'));
      expect(refused.statusCode).toBe(PAYMENT_FAILED_STATUS);
      expect(refused.json()).toMatchObject({ success: false });
      expect(await row()).toMatchObject({ status: 'Failed', plan: 'PayPerDay' });
      expect(invoice).toMatchObject({ status: 'open' });
      // Still owing, so still sent to update the card.
      expect((await server().request('GET', '/api/user', { token })).json().user.subscription).toMatchObject({ status: 'Failed' });

      // With the open invoice only (its webhook not in yet), the same holds for any plan.
      await server().database.db.updateTable('subscriptions').set({ status: 'Opened' }).execute();
      expect((await pay(server(), token, paymentBody(failing, 'Pro', 'eur'))).statusCode).toBe(PAYMENT_FAILED_STATUS);
      expect(await row()).toMatchObject({ plan: 'PayPerDay' });

      const good = fake.newCard('visa');
      expect((await pay(server(), token, paymentBody(good, 'Pro', 'eur'))).json()).toMatchObject({ success: true, subscription: { stripe_plan: 'Pro' } });
      expect(invoice).toMatchObject({ status: 'paid' });
    });
  });
});
