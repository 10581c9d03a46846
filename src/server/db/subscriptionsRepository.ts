import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { PLAN_IDS, SUBSCRIPTION_STATUS, type Currency, type PaymentCard, type PlanId, type Subscription } from '../../shared/billing';
import type { DatabaseSchema, SubscriptionsTable } from './DatabaseSchema';
import { isUniqueViolation } from './isUniqueViolation';

/** An account's subscription as stored, with flags as booleans. */
export interface StoredSubscription {
  userId: string;
  plan: PlanId;
  status: string;
  currency: Currency;
  /** Minor units: the period's price, or one 24-hour session's for pay as you go. */
  price: number;
  endsAt: string;
  unsubscribe: boolean;
  forgetData: boolean;
  provider: 'stripe' | 'test';
  providerSubscriptionId: string | null;
  dayEnds: string | null;
  /** The card that pays (brand and last four digits), when the provider described it. */
  card?: PaymentCard | null;
}

/** Subscriptions, customers, applied webhook events, pay-per-day sessions and ratings. */
export interface SubscriptionsRepository {
  findByUser(userId: string): Promise<StoredSubscription | undefined>;
  findByProviderSubscription(providerSubscriptionId: string): Promise<StoredSubscription | undefined>;
  /** Creates or replaces the account's subscription. */
  save(subscription: StoredSubscription): Promise<void>;
  /** Changes some fields of the account's subscription; false when it has none. */
  update(userId: string, changes: Partial<Omit<StoredSubscription, 'userId'>>): Promise<boolean>;
  /** The provider's customer id of the account, if one was made. */
  customerOf(userId: string, provider: string): Promise<string | undefined>;
  /** The account a provider customer belongs to. */
  userOfCustomer(customerId: string, provider: string): Promise<string | undefined>;
  saveCustomer(userId: string, provider: string, customerId: string): Promise<void>;
  /** Records a webhook event; false when it was recorded before (a replay, which must change nothing). */
  recordEvent(eventId: string, type: string): Promise<boolean>;
  /** Records one bought pay-per-day session. */
  addUsageDay(userId: string, startedAt: Date, endsAt: Date, price: number, currency: Currency): Promise<void>;
  /** The account's pay-per-day sessions, oldest first. */
  usageDays(userId: string): Promise<{ startedAt: string; endsAt: string; price: number; currency: string }[]>;
  addRating(userId: string, likelyScale: number): Promise<void>;
  /** Subscriptions whose holder asked for their data to be deleted and whose period has ended by `now`. */
  expiredForgetting(now: Date): Promise<StoredSubscription[]>;
  /**
   * Withdraws the account's request to delete its data, only while the period has not ended at
   * `now`: the sweeper takes only ended periods, so the two can never both act. False when
   * nothing was withdrawn (no request, or the period is over).
   */
  keepData(userId: string, now: Date): Promise<boolean>;
  /**
   * Starts a pay-per-day session: sets `day_ends` to `dayEnds` only while it still holds
   * `previous` (what the caller read), so of two requests at once only one starts the day.
   */
  startDay(userId: string, previous: string | null, dayEnds: string): Promise<boolean>;
  /** Whether the account has answered the unsubscribe rating. */
  hasRated(userId: string): Promise<boolean>;
}

function toSubscription(row: Selectable<SubscriptionsTable>): StoredSubscription {
  return {
    userId: row.user_id,
    plan: (PLAN_IDS as readonly string[]).includes(row.plan) ? (row.plan as PlanId) : 'Pro',
    status: row.status,
    currency: row.currency as Currency,
    price: Number(row.price),
    endsAt: row.ends_at,
    unsubscribe: Number(row.unsubscribe) === 1,
    forgetData: Number(row.forget_data) === 1,
    provider: row.provider === 'stripe' ? 'stripe' : 'test',
    providerSubscriptionId: row.provider_subscription_id,
    dayEnds: row.day_ends,
    card: row.card_brand !== null && row.card_last4 !== null ? { brand: row.card_brand, last4: row.card_last4 } : null,
  };
}

/** Billing storage on either engine. */
export function subscriptionsRepository(db: Kysely<DatabaseSchema>, now: () => Date = () => new Date()): SubscriptionsRepository {
  const stamp = () => now().toISOString();
  return {
    async findByUser(userId) {
      const row = await db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirst();
      return row && toSubscription(row);
    },
    async findByProviderSubscription(providerSubscriptionId) {
      const row = await db.selectFrom('subscriptions').selectAll().where('provider_subscription_id', '=', providerSubscriptionId).executeTakeFirst();
      return row && toSubscription(row);
    },
    async save(subscription) {
      const values = {
        plan: subscription.plan,
        status: subscription.status,
        currency: subscription.currency,
        price: subscription.price,
        ends_at: subscription.endsAt,
        unsubscribe: subscription.unsubscribe ? 1 : 0,
        forget_data: subscription.forgetData ? 1 : 0,
        provider: subscription.provider,
        provider_subscription_id: subscription.providerSubscriptionId,
        day_ends: subscription.dayEnds,
        card_brand: subscription.card?.brand ?? null,
        card_last4: subscription.card?.last4 ?? null,
        updated_at: stamp(),
      };
      await db
        .insertInto('subscriptions')
        .values({ user_id: subscription.userId, created_at: stamp(), ...values })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
        .execute();
    },
    async update(userId, changes) {
      const set: Partial<SubscriptionsTable> = { updated_at: stamp() };
      if (changes.plan !== undefined) set.plan = changes.plan;
      if (changes.status !== undefined) set.status = changes.status;
      if (changes.currency !== undefined) set.currency = changes.currency;
      if (changes.price !== undefined) set.price = changes.price;
      if (changes.endsAt !== undefined) set.ends_at = changes.endsAt;
      if (changes.unsubscribe !== undefined) set.unsubscribe = changes.unsubscribe ? 1 : 0;
      if (changes.forgetData !== undefined) set.forget_data = changes.forgetData ? 1 : 0;
      if (changes.provider !== undefined) set.provider = changes.provider;
      if (changes.providerSubscriptionId !== undefined) set.provider_subscription_id = changes.providerSubscriptionId;
      if (changes.dayEnds !== undefined) set.day_ends = changes.dayEnds;
      if (changes.card !== undefined) {
        set.card_brand = changes.card?.brand ?? null;
        set.card_last4 = changes.card?.last4 ?? null;
      }
      const result = await db.updateTable('subscriptions').set(set).where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async customerOf(userId, provider) {
      const row = await db
        .selectFrom('billing_customers')
        .select('customer_id')
        .where('user_id', '=', userId)
        .where('provider', '=', provider)
        .executeTakeFirst();
      return row?.customer_id;
    },
    async userOfCustomer(customerId, provider) {
      const row = await db
        .selectFrom('billing_customers')
        .select('user_id')
        .where('customer_id', '=', customerId)
        .where('provider', '=', provider)
        .executeTakeFirst();
      return row?.user_id;
    },
    async saveCustomer(userId, provider, customerId) {
      await db
        .insertInto('billing_customers')
        .values({ user_id: userId, provider, customer_id: customerId, created_at: stamp() })
        .onConflict((conflict) => conflict.columns(['user_id', 'provider']).doUpdateSet({ customer_id: customerId }))
        .execute();
    },
    async recordEvent(eventId, type) {
      try {
        await db.insertInto('billing_events').values({ id: eventId, type, received_at: stamp() }).execute();
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },
    async addUsageDay(userId, startedAt, endsAt, price, currency) {
      await db
        .insertInto('usage_days')
        .values({ id: randomUUID(), user_id: userId, started_at: startedAt.toISOString(), ends_at: endsAt.toISOString(), price, currency })
        .execute();
    },
    async usageDays(userId) {
      const rows = await db.selectFrom('usage_days').selectAll().where('user_id', '=', userId).orderBy('started_at').execute();
      return rows.map((row) => ({ startedAt: row.started_at, endsAt: row.ends_at, price: Number(row.price), currency: row.currency }));
    },
    async addRating(userId, likelyScale) {
      await db.insertInto('unsubscribe_ratings').values({ id: randomUUID(), user_id: userId, likely_scale: likelyScale, created_at: stamp() }).execute();
    },
    async expiredForgetting(at) {
      const rows = await db
        .selectFrom('subscriptions')
        .selectAll()
        .where('forget_data', '=', 1)
        .where('ends_at', '<=', at.toISOString())
        .execute();
      return rows.map(toSubscription);
    },
    async keepData(userId, at) {
      const result = await db
        .updateTable('subscriptions')
        .set({ forget_data: 0, updated_at: stamp() })
        .where('user_id', '=', userId)
        .where('forget_data', '=', 1)
        .where('ends_at', '>', at.toISOString())
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async startDay(userId, previous, dayEnds) {
      let query = db.updateTable('subscriptions').set({ day_ends: dayEnds, updated_at: stamp() }).where('user_id', '=', userId);
      query = previous === null ? query.where('day_ends', 'is', null) : query.where('day_ends', '=', previous);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async hasRated(userId) {
      const row = await db.selectFrom('unsubscribe_ratings').select('id').where('user_id', '=', userId).executeTakeFirst();
      return row !== undefined;
    },
  };
}

/** The subscription as `/api/user` answers it (spec §3). */
export function subscriptionView(subscription: StoredSubscription, at: Date): Subscription {
  const payPerDay =
    subscription.plan === 'PayPerDay'
      ? {
          price: subscription.price,
          activeDay: subscription.dayEnds !== null && Date.parse(subscription.dayEnds) > at.getTime(),
          dayEnds: subscription.dayEnds,
        }
      : null;
  return {
    status: subscription.status,
    stripe_plan: subscription.plan,
    ends_at: subscription.endsAt,
    unsubscribe: subscription.unsubscribe,
    isOutdated: subscription.status === SUBSCRIPTION_STATUS.outdated || Date.parse(subscription.endsAt) <= at.getTime(),
    forget_data: subscription.forgetData,
    payPerDay,
    currency: subscription.currency,
    card: subscription.card ?? null,
  };
}
