/** The public billing routes and the purchase, against the local test provider. */
import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES, CURRENCIES, locationSchema, paymentCountriesResponseSchema, paymentResponseSchema, pricesResponseSchema, setupIntentResponseSchema, TEST_CARDS } from '../../shared/billing';
import { API_BODY_LIMIT_BYTES } from '../../shared/constants';
import { PAYMENT_FAILED_STATUS } from '../billing/accountBilling';
import { CARD_MESSAGES } from '../billing/testPaymentProvider';
import { authenticate, cardDetails, confirmSetup, NEXT_YEAR, pay, paymentBody, savedCard, setupSecret } from '../billing/testing/testCheckout';
import { testDatabases, type TestDatabase } from '../testing/databases';
import { accountsServerPerTest, START } from './accountsTestServer';

const ANN = 'ann@example.com';
const BOB = 'bob@example.com';

describe.each(testDatabases)('billing routes on $kind', (testDatabase: TestDatabase) => {
  describe.skipIf(testDatabase.skipReason !== undefined)('with the test provider', () => {
    const server = accountsServerPerTest(testDatabase);
    const login = async (email = ANN) => (await server().request('POST', '/login', { body: { email, password: 'secret-123' } })).json().accessToken as string;
    const stored = () => server().database.db.selectFrom('subscriptions').selectAll().execute();

    it('answers the prices in US dollars by default, in any of the 21 currencies asked for, and 400 for an unknown one', async () => {
      const usd = await server().request('GET', '/prices');
      expect(pricesResponseSchema.parse(usd.json()).data).toContainEqual({ productName: 'Pro', price: 9900, priceCurrency: 'usd' });
      const eur = pricesResponseSchema.parse((await server().request('GET', '/prices?currency=eur')).json()).data;
      expect(eur.map((price) => price.priceCurrency)).toEqual(Array(6).fill('eur'));
      expect(eur.find((price) => price.productName === 'Project')?.price).toBe(1899);
      const jpy = pricesResponseSchema.parse((await server().request('GET', '/prices?currency=JPY')).json()).data;
      expect(jpy.find((price) => price.productName === 'PayPerDay')?.price).toBe(750);
      for (const currency of CURRENCIES) expect((await server().request('GET', `/prices?currency=${currency}`)).statusCode).toBe(200);
      const unknown = await server().request('GET', '/prices?currency=XYZ');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ success: false, message: 'currency: Currency is not valid.' });
    });

    it('answers the payment countries and a location from the browser languages, GBP and US without any', async () => {
      const countries = paymentCountriesResponseSchema.parse((await server().request('GET', '/api/payment-countries')).json()).countries;
      expect(countries).toEqual(expect.arrayContaining(['GB', 'US', 'DE', 'JP']));
      expect(countries).not.toContain('KP');
      const located = async (language?: string) =>
        locationSchema.parse((await server().request('GET', '/api/location', { headers: language ? { 'accept-language': language } : {} })).json());
      expect(await located('de-DE,de;q=0.9')).toEqual({ currency: 'EUR', country: 'DE' });
      expect(await located('en-GB')).toEqual({ currency: 'GBP', country: 'GB' });
      expect(await located('ja')).toEqual({ currency: 'JPY', country: 'JP' });
      expect(await located('fr;q=0.2, pt-BR')).toEqual({ currency: 'BRL', country: 'BR' });
      expect(await located()).toEqual({ currency: 'GBP', country: 'US' });
    });

    it('refuses every payment route without a valid token', async () => {
      const loggedOut = await server().registerAndVerify(ANN);
      expect((await server().request('GET', `/logout/${ANN}`, { token: loggedOut })).statusCode).toBe(200);
      // Valid bodies, so only the missing user can be why they are refused.
      const setup = { client_secret: 'seti_x', card: cardDetails(TEST_CARDS.success), billing_details: { name: 'A', postal_code: '1', country: 'GB' } };
      for (const [method, url, body] of [
        ['POST', '/api/setup-intents', undefined],
        ['POST', '/api/payment-sca', paymentBody('pm_x', 'Pro')],
        ['POST', '/api/update/card', { token: 'pm_x' }],
        ['GET', '/api/unsubscribe', undefined],
        ['POST', '/api/unsubscribe-logger', { likelyScale: 5 }],
        ['POST', '/api/extend-trial', undefined],
        ['POST', '/api/report-usage', undefined],
        ['POST', '/api/test-payments/confirm-setup', setup],
        ['POST', '/api/test-payments/authenticate', { client_secret: 'pi_x', outcome: 'complete' }],
      ] as const) {
        // No token, a forged one, and a real one whose session ended at logout.
        for (const token of [undefined, 'forged.token.value', loggedOut]) {
          expect((await server().request(method, url, { token, body })).statusCode, `${method} ${url}`).toBe(401);
        }
      }
    });

    it('has no Stripe webhook without Stripe', async () => {
      const response = await server().app.inject({ method: 'POST', url: '/api/stripe/webhook', headers: { 'content-type': 'application/json' }, payload: '{}' });
      expect(response.statusCode).toBe(404);
    });

    it('sells a plan at the price list price whatever the browser says, and answers the subscription', async () => {
      const token = await server().registerAndVerify(ANN);
      const intent = setupIntentResponseSchema.parse((await server().request('POST', '/api/setup-intents', { token })).json());
      expect(intent.provider).toEqual({ mode: 'test' });
      const card = await savedCard(server(), token, TEST_CARDS.success);
      const bought = await pay(server(), token, { ...paymentBody(card, 'Pro', 'eur'), price: 1, amount: 1 });
      expect(bought.statusCode).toBe(200);
      const answer = paymentResponseSchema.parse(bought.json());
      expect(answer).toMatchObject({ success: true, subscription: { status: 'Opened', stripe_plan: 'Pro', currency: 'EUR', unsubscribe: false, payPerDay: null } });
      const rows = await stored();
      expect(rows).toMatchObject([{ plan: 'Pro', price: 9500, currency: 'EUR', status: 'Opened', provider: 'test', ends_at: '2027-03-01T09:00:00.000Z', day_ends: null }]);
      expect(rows[0]?.provider_subscription_id).toMatch(/^sub_test_/);
      expect((await server().request('GET', '/api/user', { token })).json().user.subscription).toMatchObject({ stripe_plan: 'Pro', status: 'Opened' });

      const again = await pay(server(), token, paymentBody(card, 'Pro'));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ success: false, message: BILLING_MESSAGES.alreadySubscribed });
    });

    it('refuses declined, expired and invalid cards with Stripe’s words, and stores nothing', async () => {
      const token = await server().registerAndVerify(ANN);
      const secret = await setupSecret(server(), token);
      const refused = async (card: ReturnType<typeof cardDetails>) => (await confirmSetup(server(), token, secret, card)).json();
      expect(await refused(cardDetails(TEST_CARDS.declined))).toEqual({ status: 'failed', message: CARD_MESSAGES.declined });
      expect(await refused(cardDetails(TEST_CARDS.success, { month: 1, year: START.getUTCFullYear() - 1 }))).toEqual({ status: 'failed', message: CARD_MESSAGES.expired });
      expect(await refused(cardDetails('4242424242424241'))).toEqual({ status: 'failed', message: CARD_MESSAGES.invalidNumber });
      const forged = await pay(server(), token, paymentBody('pm_test_made_up', 'Project'));
      expect(forged.statusCode).toBe(PAYMENT_FAILED_STATUS);
      expect(forged.json()).toEqual({ success: false, message: CARD_MESSAGES.unknownCard });
      expect(await stored()).toEqual([]);
    });

    it("refuses another user's setup secret, payment secret and card", async () => {
      const ann = await server().registerAndVerify(ANN);
      const bob = await server().registerAndVerify(BOB);
      const annSecret = await setupSecret(server(), ann);
      expect((await confirmSetup(server(), bob, annSecret, cardDetails(TEST_CARDS.success))).json()).toEqual({ status: 'failed', message: CARD_MESSAGES.unknownSecret });
      const annCard = await savedCard(server(), ann, TEST_CARDS.success);
      expect((await pay(server(), bob, paymentBody(annCard, 'Pro'))).json()).toEqual({ success: false, message: CARD_MESSAGES.unknownCard });

      const scaSecret = await setupSecret(server(), ann);
      const setup = (await confirmSetup(server(), ann, scaSecret, cardDetails(TEST_CARDS.authenticateAlways))).json();
      expect(setup).toEqual({ status: 'requires_action', client_secret: scaSecret });
      expect((await authenticate(server(), bob, scaSecret, 'complete')).json()).toEqual({ status: 'failed', message: CARD_MESSAGES.unknownSecret });
      const annScaCard = (await authenticate(server(), ann, scaSecret, 'complete')).json().payment_method as string;
      const challenged = (await pay(server(), ann, paymentBody(annScaCard, 'Pro'))).json();
      expect((await authenticate(server(), bob, challenged.clientSecret, 'complete')).json()).toEqual({ status: 'failed', message: CARD_MESSAGES.unknownSecret });
      expect(await stored()).toEqual([]);
    });

    it('asks for the bank check on every payment of an always-authenticate card, and completes on the second call', async () => {
      const token = await server().registerAndVerify(ANN);
      const secret = await setupSecret(server(), token);
      await confirmSetup(server(), token, secret, cardDetails(TEST_CARDS.authenticateAlways));
      const card = (await authenticate(server(), token, secret, 'complete')).json().payment_method as string;
      const first = await pay(server(), token, paymentBody(card, 'Project'));
      expect(first.statusCode).toBe(200);
      const challenge = paymentResponseSchema.parse(first.json());
      expect(challenge).toMatchObject({ success: false, requiresAction: true, clientSecret: expect.stringMatching(/^pi_test_/) });
      expect(await stored()).toEqual([]);
      const clientSecret = (challenge as { clientSecret: string }).clientSecret;
      expect((await pay(server(), token, paymentBody(card, 'Project'))).json()).toMatchObject({ requiresAction: true, clientSecret });
      expect((await authenticate(server(), token, clientSecret, 'complete')).json()).toEqual({ status: 'succeeded', payment_method: card });
      const second = await pay(server(), token, paymentBody(card, 'Project'));
      expect(second.json()).toMatchObject({ success: true, subscription: { stripe_plan: 'Project', status: 'Opened' } });
      expect(await stored()).toMatchObject([{ plan: 'Project', price: 1899, ends_at: '2026-04-01T09:00:00.000Z' }]);
    });

    it('answers a failed bank check with the message to choose another card, and buys nothing', async () => {
      const token = await server().registerAndVerify(ANN);
      const secret = await setupSecret(server(), token);
      await confirmSetup(server(), token, secret, cardDetails(TEST_CARDS.authenticateAlways, { month: 1, year: NEXT_YEAR }));
      const card = (await authenticate(server(), token, secret, 'complete')).json().payment_method as string;
      const challenge = (await pay(server(), token, paymentBody(card, 'Pro'))).json();
      expect((await authenticate(server(), token, challenge.clientSecret, 'fail')).json()).toEqual({ status: 'failed', message: CARD_MESSAGES.authenticationFailed });
      const failed = await pay(server(), token, paymentBody(card, 'Pro'));
      expect(failed.statusCode).toBe(PAYMENT_FAILED_STATUS);
      expect(failed.json()).toEqual({ success: false, message: CARD_MESSAGES.authenticationFailed });
      expect(await stored()).toEqual([]);

      const setupFail = await setupSecret(server(), token);
      await confirmSetup(server(), token, setupFail, cardDetails(TEST_CARDS.authenticateOnSetup));
      expect((await authenticate(server(), token, setupFail, 'fail')).json()).toEqual({ status: 'failed', message: CARD_MESSAGES.authenticationFailed });
    });

    it('buys with an authenticate-on-setup card without a second check', async () => {
      const token = await server().registerAndVerify(ANN);
      const secret = await setupSecret(server(), token);
      await confirmSetup(server(), token, secret, cardDetails(TEST_CARDS.authenticateOnSetup));
      const card = (await authenticate(server(), token, secret, 'complete')).json().payment_method as string;
      expect((await pay(server(), token, paymentBody(card, 'ProTeam5', 'usd'))).json()).toMatchObject({ success: true, subscription: { stripe_plan: 'ProTeam5' } });
      expect(await stored()).toMatchObject([{ price: 39900, currency: 'USD' }]);
    });

    it('refuses malformed, mistyped and huge bodies with 400 or 413, changing nothing', async () => {
      const token = await server().registerAndVerify(ANN);
      const card = await savedCard(server(), token, TEST_CARDS.success);
      const send = (payload: string, contentType = 'application/json') =>
        server().app.inject({ method: 'POST', url: '/api/payment-sca', headers: { 'access-token': token, 'content-type': contentType }, payload });
      expect((await send('{"token":')).statusCode).toBe(400);
      for (const body of [
        { ...paymentBody(card, 'Pro'), plan: 'Educator' },
        { ...paymentBody(card, 'Pro'), plan: 7 },
        { ...paymentBody(card, 'Pro'), currency: 'XYZ' },
        { ...paymentBody(card, 'Pro'), token: ['a'] },
        { ...paymentBody(card, 'Pro'), country: 'GBR' },
        { ...paymentBody(card, 'Pro'), postcode: '' },
        { ...paymentBody(card, 'Pro'), holder: 'x'.repeat(101) },
      ]) {
        expect((await send(JSON.stringify(body))).statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      }
      expect((await send(JSON.stringify({ ...paymentBody(card, 'Pro'), holder: 'x'.repeat(API_BODY_LIMIT_BYTES) }))).statusCode).toBe(413);
      const ratings = await server().request('POST', '/api/unsubscribe-logger', { token, body: { likelyScale: 'ten' } });
      expect(ratings.statusCode).toBe(400);
      expect(await stored()).toEqual([]);
    });

    it('logs the other sessions out when the account changes plan, keeping the one that bought', async () => {
      const buyer = await server().registerAndVerify(ANN);
      const laptop = await login();
      const card = await savedCard(server(), buyer, TEST_CARDS.success);
      expect((await pay(server(), buyer, paymentBody(card, 'Pro'))).json()).toMatchObject({ success: true });
      // The first plan is not a change: every device stays in.
      expect((await server().request('GET', '/api/user', { token: laptop })).statusCode).toBe(200);
      expect((await pay(server(), buyer, paymentBody(card, 'ProTeam20'))).json()).toMatchObject({ success: true, subscription: { stripe_plan: 'ProTeam20' } });
      expect((await server().request('GET', '/api/user', { token: laptop })).statusCode).toBe(401);
      expect((await server().request('GET', '/api/user', { token: buyer })).json().user.subscription.stripe_plan).toBe('ProTeam20');
    });
  });
});
