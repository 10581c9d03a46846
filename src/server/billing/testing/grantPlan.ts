/** Gives a test account a plan, as a payment would have stored it, so the paid features let it in. */
import type { Kysely } from 'kysely';
import { SUBSCRIPTION_STATUS, type PlanId } from '../../../shared/billing';
import type { DatabaseSchema } from '../../db/DatabaseSchema';
import { subscriptionsRepository, type StoredSubscription } from '../../db/subscriptionsRepository';

/** A plan that runs long after any test: 'Opened' until 2100 unless `changes` say otherwise. */
export async function grantPlan(
  db: Kysely<DatabaseSchema>,
  userId: string,
  plan: PlanId = 'Pro',
  changes: Partial<Omit<StoredSubscription, 'userId' | 'plan'>> = {},
): Promise<void> {
  await subscriptionsRepository(db).save({
    userId,
    plan,
    status: SUBSCRIPTION_STATUS.opened,
    currency: 'GBP',
    price: 9900,
    endsAt: '2100-01-01T00:00:00.000Z',
    unsubscribe: false,
    forgetData: false,
    provider: 'test',
    providerSubscriptionId: null,
    dayEnds: null,
    ...changes,
  });
}
