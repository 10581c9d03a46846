/** The billing routes of an account that has bought (or not): card update, unsubscribe and its rating, trial extension, pay-as-you-go days. */
import { describe, expect, it } from 'vitest';
import { billingStateResponseSchema, BILLING_MESSAGES, DEFAULT_TRIAL_DAYS, PAY_PER_DAY_SESSION_MS, TEST_CARDS, type PaidPlanId } from '../../shared/billing';
import { CLIENT_ID_HEADER } from '../../shared/api';
import { BILLING_EXTRA_MESSAGES, TRIAL_EXTENSION_MS } from '../billing/accountBilling';
import { pay, paymentBody, savedCard } from '../billing/testing/testCheckout';
import { subscriptionsRepository } from '../db/subscriptionsRepository';
import { pathVariants } from '../http/testing/pathVariants';
import { testDatabases, type TestDatabase } from '../testing/databases';
import { accountsServerPerTest, sessionCookie, START, type AccountsTestServer } from './accountsTestServer';

const ANN = 'ann@example.com';
const DAY = 24 * 60 * 60_000;

async function subscribed(server: AccountsTestServer, plan: PaidPlanId): Promise<string> {
  const token = await server.registerAndVerify(ANN);
  const card = await savedCard(server, token, TEST_CARDS.success);
  expect((await pay(server, token, paymentBody(card, plan, 'gbp'))).json()).toMatchObject({ success: true });
  // A remembered login's token, which outlives the days the tests move the clock by.
  const login = await server.request('POST', '/login', { body: { email: ANN, password: 'secret-123', remember: true } });
  return (login.json() as { accessToken: string }).accessToken;
}

describe.each(testDatabases)('billing of an account on $kind', (testDatabase: TestDatabase) => {
  describe.skipIf(testDatabase.skipReason !== undefined)('with the test provider', () => {
    const server = accountsServerPerTest(testDatabase);
    const repository = () => subscriptionsRepository(server().database.db);
    const post = (url: string, token: string, body?: object) => server().request('POST', url, { token, body });

    it('takes a new card, and pays the failed invoice with it so the plan opens again', async () => {
      const token = await subscribed(server(), 'Project');
      await repository().update((await server().database.db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id, { status: 'Failed' });
      expect((await server().request('GET', '/api/user', { token })).json().user.subscription.status).toBe('Failed');
      expect((await post('/api/update/card', token, { token: 'pm_test_not_mine' })).statusCode).toBe(422);
      expect((await server().request('GET', '/api/user', { token })).json().user.subscription.status).toBe('Failed');
      const card = await savedCard(server(), token, TEST_CARDS.success);
      const updated = await post('/api/update/card', token, { token: card });
      expect(updated.json()).toMatchObject({ success: true, subscription: { status: 'Opened', card: { brand: 'visa', last4: '4242' } } });
      expect((await server().request('GET', '/api/user', { token })).json().user.subscription.status).toBe('Opened');
      // The card shown is the one the provider holds for the new payment method, not what a browser says.
      const mastercard = await savedCard(server(), token, TEST_CARDS.successMastercard);
      await post('/api/update/card', token, { token: mastercard });
      expect((await server().request('GET', '/api/user', { token })).json().user.subscription.card).toEqual({ brand: 'mastercard', last4: '4444' });
    });

    it('refuses a card update and an unsubscribe without a subscription', async () => {
      const token = await server().registerAndVerify(ANN);
      const card = await savedCard(server(), token, TEST_CARDS.success);
      expect((await post('/api/update/card', token, { token: card })).json()).toEqual({ success: false, message: BILLING_MESSAGES.noSubscription });
      const unsubscribe = await server().request('GET', '/api/unsubscribe', { token });
      expect(unsubscribe.statusCode).toBe(409);
      expect(unsubscribe.json()).toEqual({ success: false, message: BILLING_MESSAGES.noSubscription });
    });

    it('unsubscribes to the end of the period, forgetting the data when asked, and answers the new state', async () => {
      const token = await subscribed(server(), 'Pro');
      const answer = await server().request('GET', '/api/unsubscribe?forget=true', { token });
      expect(answer.statusCode).toBe(200);
      expect(billingStateResponseSchema.parse(answer.json())).toMatchObject({ message: BILLING_MESSAGES.unsubscribeSuccessful, subscription: { unsubscribe: true, status: 'Opened' } });
      expect(await server().database.db.selectFrom('subscriptions').select(['unsubscribe', 'forget_data', 'ends_at']).execute()).toEqual([
        { unsubscribe: 1, forget_data: 1, ends_at: '2027-03-01T09:00:00.000Z' },
      ]);
      expect((await server().request('GET', '/api/unsubscribe?forget=maybe', { token })).statusCode).toBe(400);
    });

    it('refuses an unsubscribe linked from another site, and takes it from our own pages', async () => {
      await subscribed(server(), 'Pro');
      const cookie = sessionCookie(await server().request('POST', '/login', { body: { email: ANN, password: 'secret-123' } }));
      const linked = await server().request('GET', '/api/unsubscribe?forget=true', { headers: { cookie, 'sec-fetch-site': 'cross-site' } });
      expect(linked.statusCode).toBe(403);
      expect(await server().database.db.selectFrom('subscriptions').select(['unsubscribe', 'forget_data']).execute()).toEqual([{ unsubscribe: 0, forget_data: 0 }]);
      const own = await server().request('GET', '/api/unsubscribe', { headers: { cookie, 'sec-fetch-site': 'same-origin' } });
      expect(own.statusCode).toBe(200);
    });

    it("refuses an unsubscribe on the cookie alone, and takes it from our pages' fetch, which sends the client id", async () => {
      await subscribed(server(), 'Pro');
      const cookie = sessionCookie(await server().request('POST', '/login', { body: { email: ANN, password: 'secret-123' } }));
      const bare = await server().request('GET', '/api/unsubscribe?forget=true', { headers: { cookie } });
      expect(bare.statusCode).toBe(403);
      expect(await server().database.db.selectFrom('subscriptions').select(['unsubscribe', 'forget_data']).execute()).toEqual([{ unsubscribe: 0, forget_data: 0 }]);
      const fetched = await server().request('GET', '/api/unsubscribe', { headers: { cookie, [CLIENT_ID_HEADER]: 'tab-1' } });
      expect(fetched.statusCode).toBe(200);
      expect(await server().database.db.selectFrom('subscriptions').select(['unsubscribe', 'forget_data']).execute()).toEqual([{ unsubscribe: 1, forget_data: 0 }]);
    });

    it('refuses the unsubscribe linked from another site under any spelling of its path', async () => {
      await subscribed(server(), 'Pro');
      const cookie = sessionCookie(await server().request('POST', '/login', { body: { email: ANN, password: 'secret-123' } }));
      for (const path of pathVariants('/api/unsubscribe?forget=true')) {
        const linked = await server().request('GET', path, { headers: { cookie, 'sec-fetch-site': 'cross-site' } });
        expect([403, 404], `${path} answered ${linked.statusCode}`).toContain(linked.statusCode);
      }
      expect(await server().database.db.selectFrom('subscriptions').select(['unsubscribe', 'forget_data']).execute()).toEqual([{ unsubscribe: 0, forget_data: 0 }]);
    });

    it('un-marks the data deletion while the plan runs, so the sweeper keeps the documents, and not once the period is over', async () => {
      const token = await subscribed(server(), 'Pro');
      expect((await server().request('GET', '/api/unsubscribe?forget=true', { token })).json().subscription).toMatchObject({ forget_data: true });
      const kept = await post('/api/keep-data', token);
      expect(kept.statusCode).toBe(200);
      expect(billingStateResponseSchema.parse(kept.json())).toMatchObject({
        message: BILLING_EXTRA_MESSAGES.dataKept,
        subscription: { unsubscribe: true, forget_data: false, status: 'Opened' },
      });
      // Asked twice (a second tab): the same answer, nothing changes.
      expect((await post('/api/keep-data', token)).statusCode).toBe(200);
      expect(await server().database.db.selectFrom('subscriptions').select(['unsubscribe', 'forget_data']).execute()).toEqual([{ unsubscribe: 1, forget_data: 0 }]);

      // Marked again, and the period over before the sweep: the request can no longer be withdrawn.
      await server().request('GET', '/api/unsubscribe?forget=true', { token });
      const { id } = await server().database.db.selectFrom('users').select('id').where('email', '=', ANN).executeTakeFirstOrThrow();
      await repository().update(id, { endsAt: new Date(START.getTime() - DAY).toISOString() });
      const late = await post('/api/keep-data', token);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({ success: false, message: BILLING_EXTRA_MESSAGES.dataAlreadyDeleted });
      expect(await server().database.db.selectFrom('subscriptions').select('forget_data').execute()).toEqual([{ forget_data: 1 }]);
    });

    it('keeps data only for a signed-in account with a plan, and never on a cookie sent from another site', async () => {
      expect((await server().request('POST', '/api/keep-data')).statusCode).toBe(401);
      const withoutPlan = await server().registerAndVerify('bob@example.com');
      expect((await post('/api/keep-data', withoutPlan)).json()).toEqual({ success: false, message: BILLING_MESSAGES.noSubscription });
      const token = await subscribed(server(), 'Pro');
      await server().request('GET', '/api/unsubscribe?forget=true', { token });
      const cookie = sessionCookie(await server().request('POST', '/login', { body: { email: ANN, password: 'secret-123' } }));
      const forged = await server().request('POST', '/api/keep-data', { headers: { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
      expect(forged.statusCode).toBe(403);
      expect(await server().database.db.selectFrom('subscriptions').select('forget_data').execute()).toEqual([{ forget_data: 1 }]);
    });

    it('stores one rating from 1 to 10 per account', async () => {
      const token = await subscribed(server(), 'Pro');
      for (const likelyScale of [0, 11, 5.5, -1]) expect((await post('/api/unsubscribe-logger', token, { likelyScale })).statusCode).toBe(400);
      expect((await post('/api/unsubscribe-logger', token, { likelyScale: 10 })).json()).toEqual({ success: true });
      expect((await post('/api/unsubscribe-logger', token, { likelyScale: 1 })).json()).toEqual({ success: true, message: BILLING_EXTRA_MESSAGES.alreadyRated });
      expect(await server().database.db.selectFrom('unsubscribe_ratings').select('likely_scale').execute()).toEqual([{ likely_scale: 10 }]);
    });

    it('extends a trial once by 7 days, and not for an account with a plan', async () => {
      const token = await server().registerAndVerify(ANN);
      // The trial began at the verification; the extension adds to its end.
      const extendedEnd = new Date(START.getTime() + DEFAULT_TRIAL_DAYS * 24 * 3_600_000 + TRIAL_EXTENSION_MS).toISOString();
      const extended = await post('/api/extend-trial', token);
      expect(extended.statusCode).toBe(200);
      expect(billingStateResponseSchema.parse(extended.json())).toEqual({
        success: true,
        subscription: null,
        trial_end: extendedEnd,
        extend_trial: true,
      });
      const twice = await post('/api/extend-trial', token);
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toEqual({ success: false, message: BILLING_MESSAGES.trialAlreadyExtended });
      expect((await server().request('GET', '/api/user', { token })).json().user.trial_end).toBe(extendedEnd);

      const card = await savedCard(server(), token, TEST_CARDS.success);
      await pay(server(), token, paymentBody(card, 'Pro'));
      await server().database.db.updateTable('users').set({ extend_trial: 0 }).execute();
      expect((await post('/api/extend-trial', token)).json()).toEqual({ success: false, message: BILLING_EXTRA_MESSAGES.hasPlan });
    });

    it('starts a 24-hour day once however often it is asked, and the next one after it ends', async () => {
      const token = await subscribed(server(), 'PayPerDay');
      const first = billingStateResponseSchema.parse((await post('/api/report-usage', token)).json());
      const dayEnds = new Date(START.getTime() + PAY_PER_DAY_SESSION_MS).toISOString();
      expect(first.subscription?.payPerDay).toEqual({ price: 399, activeDay: true, dayEnds });
      const repeated = await Promise.all([post('/api/report-usage', token), post('/api/report-usage', token)]);
      for (const response of repeated) expect(response.json().subscription.payPerDay.dayEnds).toBe(dayEnds);
      const userId = (await server().database.db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id;
      expect(await repository().usageDays(userId)).toHaveLength(1);

      server().advance(DAY + 60_000);
      const user = (await server().request('GET', '/api/user', { token })).json().user;
      expect(user.subscription.payPerDay.activeDay).toBe(false);
      const next = (await post('/api/report-usage', token)).json();
      expect(next.subscription.payPerDay).toMatchObject({ activeDay: true, dayEnds: new Date(START.getTime() + 2 * DAY + 60_000).toISOString() });
      expect(await repository().usageDays(userId)).toMatchObject([{ price: 399, currency: 'GBP' }, { price: 399, currency: 'GBP' }]);
    });

    it('refuses days to plans that are not pay as you go, to accounts without a plan, and after unsubscribing', async () => {
      const token = await subscribed(server(), 'Project');
      const notPayg = await post('/api/report-usage', token);
      expect(notPayg.statusCode).toBe(409);
      expect(notPayg.json()).toEqual({ success: false, message: BILLING_MESSAGES.notPayPerDay });

      const bob = await server().registerAndVerify('bob@example.com');
      expect((await post('/api/report-usage', bob)).json()).toEqual({ success: false, message: BILLING_MESSAGES.noSubscription });
      const card = await savedCard(server(), bob, TEST_CARDS.success);
      await pay(server(), bob, paymentBody(card, 'PayPerDay'));
      await server().request('GET', '/api/unsubscribe', { token: bob });
      expect((await post('/api/report-usage', bob)).json()).toEqual({ success: false, message: BILLING_EXTRA_MESSAGES.unsubscribed });
    });
  });
});
