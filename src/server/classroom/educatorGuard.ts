/**
 * Who may run classroom sessions: an approved educator, that is an account whose subscription is
 * the Educator plan and open (the administrator's approval stores it). Everyone else, students
 * and other accounts included, gets 403.
 */
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { SUBSCRIPTION_STATUS } from '../../shared/billing';
import { CLASSROOM_MESSAGES } from '../../shared/classroom';
import { authenticatedUser, requireUser } from '../auth/requestUser';
import type { SubscriptionsRepository } from '../db/subscriptionsRepository';

/** The plan an approved educator has. */
export const EDUCATOR_PLAN = 'Educator';

export const NOT_EDUCATOR = { success: false as const, message: CLASSROOM_MESSAGES.notEducator };

/** Whether the account is an approved educator now. */
export async function isApprovedEducator(subscriptions: Pick<SubscriptionsRepository, 'findByUser'>, userId: string): Promise<boolean> {
  const subscription = await subscriptions.findByUser(userId);
  return subscription?.plan === EDUCATOR_PLAN && subscription.status === SUBSCRIPTION_STATUS.opened;
}

/** preHandlers for the educator routes: a logged-in user (401), who is an approved educator (403). */
export function requireEducator(subscriptions: Pick<SubscriptionsRepository, 'findByUser'>): preHandlerAsyncHookHandler[] {
  const educator: preHandlerAsyncHookHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!(await isApprovedEducator(subscriptions, authenticatedUser(request).id))) await reply.code(403).send(NOT_EDUCATOR);
  };
  return [requireUser, educator];
}
