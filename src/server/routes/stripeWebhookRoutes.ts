import type { FastifyPluginAsync } from 'fastify';
import Stripe from 'stripe';
import { applyStripeEvent } from '../billing/stripeEvents';
import type { StripeOptions } from '../billing/billingOptions';
import { stripeClient } from '../billing/stripeClient';
import type { SubscriptionsRepository } from '../db/subscriptionsRepository';

export interface StripeWebhookRoutesOptions {
  subscriptions: SubscriptionsRepository;
  stripe: StripeOptions;
  webhookSecret: string;
}

export const BAD_SIGNATURE = { success: false as const, message: 'Webhook signature is not valid.' };

/**
 * `POST /api/stripe/webhook`. The signature is checked over the exact bytes Stripe sent, so this
 * plugin (and only it) reads bodies as raw buffers; a bad or missing signature answers 400 and
 * changes nothing. Each event id is applied once: a replay answers 200 and does nothing.
 */
export const stripeWebhookRoutes: FastifyPluginAsync<StripeWebhookRoutesOptions> = async (instance, options) => {
  const stripe = stripeClient(options.stripe);
  instance.removeAllContentTypeParsers();
  instance.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  instance.post('/api/stripe/webhook', async (request, reply) => {
    const signature = request.headers['stripe-signature'];
    let event: Stripe.Event;
    try {
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw new Error('No signature or body');
      event = stripe.webhooks.constructEvent(request.body, signature, options.webhookSecret);
    } catch (error) {
      request.log.warn({ err: error }, 'Stripe webhook refused');
      return reply.code(400).send(BAD_SIGNATURE);
    }
    if (!(await options.subscriptions.recordEvent(event.id, event.type))) return { received: true, replay: true };
    const applied = await applyStripeEvent(event, options.subscriptions);
    request.log.info({ event: event.id, type: event.type, applied }, 'Stripe event');
    return { received: true };
  });
};
