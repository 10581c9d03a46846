import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  currencySchema,
  PRICES_DEFAULT_CURRENCY,
  paymentRequestSchema,
  testAuthenticateRequestSchema,
  testConfirmSetupRequestSchema,
  TEST_PAYMENTS_PATHS,
  unsubscribeLoggerRequestSchema,
  updateCardRequestSchema,
} from '../../shared/billing';
import { rateLimited, userChecks } from '../auth/rateLimits';
import { authenticatedUser, CHANGES_STATE_ON_GET, requireUser } from '../auth/requestUser';
import { accountBilling, billingAccount } from '../billing/accountBilling';
import { createPaymentProvider, type BillingOptions } from '../billing/billingOptions';
import { locateRequest } from '../billing/location';
import { endOtherSessions } from '../billing/otherSessions';
import { PAYMENT_COUNTRIES } from '../billing/paymentCountries';
import { pricesIn } from '../billing/priceList';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import type { ZodTypeProvider } from '../http/zodValidatorCompiler';
import type { AccountServices } from './accountServices';
import { stripeWebhookRoutes } from './stripeWebhookRoutes';

export interface BillingRoutesOptions {
  services: AccountServices;
  db: Kysely<DatabaseSchema>;
  billing: BillingOptions;
}

const pricesQuerySchema = z.object({ currency: currencySchema.optional() });
const unsubscribeQuerySchema = z.object({ forget: z.enum(['true', 'false']).optional() });

/**
 * Plans and payments (spec accounts §7, §9): the public price list, location and countries, and
 * for the logged-in user the setup intent, the purchase, the card update, unsubscribing and its
 * rating, the trial extension and the pay-as-you-go day; the local test provider's browser calls
 * when Stripe is not configured, and Stripe's webhook when it is. Paths are absolute.
 *
 * Refused payments answer 422 with the provider's message (a 402 would send the browser to the
 * plans page); state conflicts (already subscribed, trial extended, no subscription) answer 409.
 */
export const billingRoutes: FastifyPluginAsync<BillingRoutesOptions> = async (instance, { services, db, billing }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { provider, testBrowser } = createPaymentProvider(billing, services.subscriptions, services.now);
  const actions = accountBilling({
    users: services.users,
    subscriptions: services.subscriptions,
    provider,
    now: services.now,
    endOtherSessions: (userId, keepSessionId, keepDevice) =>
      endOtherSessions({ db, sessions: services.sessions, live: instance.live, now: services.now }, userId, keepSessionId, keepDevice),
  });
  // Each payment call costs the provider a request or more: counted per user.
  const paymentLimit = rateLimited(instance, userChecks('payments', services.rateLimits));

  app.get('/prices', { schema: { querystring: pricesQuerySchema } }, async (request) => ({
    success: true as const,
    data: pricesIn(request.query.currency ?? PRICES_DEFAULT_CURRENCY),
  }));

  app.get('/api/payment-countries', async () => ({ success: true as const, countries: [...PAYMENT_COUNTRIES] }));

  app.get('/api/location', async (request) =>
    locateRequest({ ip: request.ip, acceptLanguage: request.headers['accept-language'] }, billing.geoipUrl),
  );

  app.post('/api/setup-intents', { preHandler: [requireUser, paymentLimit] }, async (request, reply) => {
    const user = await services.currentUser(request, reply);
    if (!user) return reply;
    const clientSecret = await provider.createSetupIntent(billingAccount(user));
    return { success: true as const, client_secret: clientSecret, provider: provider.info() };
  });

  app.post('/api/payment-sca', { preHandler: [requireUser, paymentLimit], schema: { body: paymentRequestSchema } }, async (request, reply) => {
    const user = await services.currentUser(request, reply);
    if (!user) return reply;
    const { sessionId, device } = authenticatedUser(request);
    const { status, body } = await actions.purchase(user, request.body, { id: sessionId, device });
    return reply.code(status).send(body);
  });

  app.post('/api/update/card', { preHandler: [requireUser, paymentLimit], schema: { body: updateCardRequestSchema } }, async (request, reply) => {
    const user = await services.currentUser(request, reply);
    if (!user) return reply;
    const { status, body } = await actions.updateCard(user, request.body.token);
    return reply.code(status).send(body);
  });

  // A GET that changes state (the spec's verb): requestUser.ts refuses it from other sites' pages.
  app.get('/api/unsubscribe', { config: CHANGES_STATE_ON_GET, preHandler: requireUser, schema: { querystring: unsubscribeQuerySchema } }, async (request, reply) => {
    const user = await services.currentUser(request, reply);
    if (!user) return reply;
    const { status, body } = await actions.unsubscribe(user, request.query.forget === 'true');
    return reply.code(status).send(body);
  });

  // Ours: un-marks "Delete my data after my account expires" before the plan ends (Settings → Account).
  app.post('/api/keep-data', { preHandler: requireUser }, async (request, reply) => {
    const user = await services.currentUser(request, reply);
    if (!user) return reply;
    const { status, body } = await actions.keepData(user);
    return reply.code(status).send(body);
  });

  app.post('/api/unsubscribe-logger', { preHandler: requireUser, schema: { body: unsubscribeLoggerRequestSchema } }, async (request, reply) => {
    const user = await services.currentUser(request, reply);
    if (!user) return reply;
    const { status, body } = await actions.rate(user, request.body.likelyScale);
    return reply.code(status).send(body);
  });

  app.post('/api/extend-trial', { preHandler: requireUser }, async (request, reply) => {
    const user = await services.currentUser(request, reply);
    if (!user) return reply;
    const { status, body } = await actions.extendTrial(user);
    return reply.code(status).send(body);
  });

  app.post('/api/report-usage', { preHandler: [requireUser, paymentLimit] }, async (request, reply) => {
    const user = await services.currentUser(request, reply);
    if (!user) return reply;
    const { status, body } = await actions.reportUsage(user);
    return reply.code(status).send(body);
  });

  if (testBrowser) {
    app.post(TEST_PAYMENTS_PATHS.confirmSetup, { preHandler: [requireUser, paymentLimit], schema: { body: testConfirmSetupRequestSchema } }, async (request, reply) => {
      const answer = testBrowser.confirmSetup(authenticatedUser(request).id, request.body);
      return reply.code(answer.status === 'failed' ? 400 : 200).send(answer);
    });
    app.post(TEST_PAYMENTS_PATHS.authenticate, { preHandler: [requireUser, paymentLimit], schema: { body: testAuthenticateRequestSchema } }, async (request, reply) => {
      const answer = testBrowser.authenticate(authenticatedUser(request).id, request.body);
      return reply.code(answer.status === 'failed' ? 400 : 200).send(answer);
    });
  }

  if (billing.stripe?.webhookSecret) {
    await instance.register(stripeWebhookRoutes, { subscriptions: services.subscriptions, stripe: billing.stripe, webhookSecret: billing.stripe.webhookSecret });
  }
};
