/**
 * Access by plan on the server (spec accounts §4 "Access by subscription", §8 "HTTP status
 * handling"): the paid features (saved documents, file conversion) answer 402 unless the shared
 * access rule, `accessFor()`, lets the account into the app at the request's time. Everything a
 * person whose plan ended still needs (logging in, their account, the plans page, paying) is not
 * gated. The trial's import limit reads the same facts.
 */
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import { accessFor, BILLING_MESSAGES, isOnTrial, isTeamPlan, SUBSCRIPTION_STATUS, type Access, type BillingFacts } from '../../shared/billing';
import { authenticatedUser, NOT_LOGGED_IN } from '../auth/requestUser';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { subscriptionsRepository, subscriptionView } from '../db/subscriptionsRepository';
import { usersRepository } from '../db/usersRepository';

/** What a 402 says for each place the access rule sends a person. */
export const ACCESS_REFUSED_MESSAGES: Readonly<Record<Exclude<Access['kind'], 'app'>, string>> = {
  subscription: BILLING_MESSAGES.paymentRequired,
  'update-card': BILLING_MESSAGES.cardNeedsUpdate,
  activate: BILLING_MESSAGES.dayEnded,
};

/** The body of a 402: `reason` is where the client sends the person (`Access['kind']`). */
export interface AccessRefusal {
  success: false;
  reason: Exclude<Access['kind'], 'app'>;
  message: string;
}

export interface AccountAccess {
  /** The account's trial end, subscription and student flag; undefined when the account is gone. */
  billingFactsOf(userId: string): Promise<BillingFacts | undefined>;
  /**
   * A preHandler for the paid features, after `requireUser`: 402 `AccessRefusal` unless the
   * access rule answers `app` now; 401 when the account is gone since its token was issued.
   */
  requirePaidAccess: preHandlerAsyncHookHandler;
  /** Whether the account is on a trial (imports png, jpg and gif only); a gone account counts as one. */
  isOnTrial(userId: string): Promise<boolean>;
  /** Whether the account's plan is a team plan (a payment awaiting the bank check is no plan yet). */
  isTeamAccount(userId: string): Promise<boolean>;
}

/** The access checks on the app's database, at the time `now` tells. */
export function accountAccess(db: Kysely<DatabaseSchema>, now: () => Date): AccountAccess {
  const users = usersRepository(db, now);
  const subscriptions = subscriptionsRepository(db, now);

  const billingFactsOf = async (userId: string): Promise<BillingFacts | undefined> => {
    const [user, subscription] = await Promise.all([users.findById(userId), subscriptions.findByUser(userId)]);
    if (!user) return undefined;
    return {
      is_session_user: user.isSessionUser,
      trial_end: user.trialEnd,
      subscription: subscription ? subscriptionView(subscription, now()) : null,
    };
  };

  return {
    billingFactsOf,
    async requirePaidAccess(request: FastifyRequest, reply: FastifyReply) {
      const facts = await billingFactsOf(authenticatedUser(request).id);
      if (!facts) {
        await reply.code(401).send(NOT_LOGGED_IN);
        return;
      }
      const access = accessFor(facts, now());
      if (access.kind === 'app') return;
      await reply.code(402).send({ success: false, reason: access.kind, message: ACCESS_REFUSED_MESSAGES[access.kind] } satisfies AccessRefusal);
    },
    async isOnTrial(userId) {
      const facts = await billingFactsOf(userId);
      return facts === undefined || isOnTrial(facts);
    },
    async isTeamAccount(userId) {
      const subscription = await subscriptions.findByUser(userId);
      return subscription !== undefined && subscription.status !== SUBSCRIPTION_STATUS.incomplete && isTeamPlan(subscription.plan);
    },
  };
}
