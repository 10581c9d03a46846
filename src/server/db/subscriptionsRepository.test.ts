import { describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import { freshDatabasePerTest } from '../testing/freshDatabase';
import { subscriptionsRepository, subscriptionView, type StoredSubscription } from './subscriptionsRepository';
import { usersRepository } from './usersRepository';

const AT = new Date('2026-03-01T09:00:00.000Z');

function pro(userId: string): StoredSubscription {
  return {
    userId,
    plan: 'Pro',
    status: 'Opened',
    currency: 'EUR',
    price: 9500,
    endsAt: '2027-03-01T09:00:00.000Z',
    unsubscribe: false,
    forgetData: false,
    provider: 'stripe',
    providerSubscriptionId: 'sub_1',
    dayEnds: null,
    card: { brand: 'visa', last4: '4242' },
  };
}

describe.each(testDatabases)('subscriptionsRepository on $kind', ({ skipReason, open }) => {
  describe.skipIf(skipReason !== undefined)('with a fresh database per test', () => {
    const database = freshDatabasePerTest(open);
    const account = async (email = 'ann@example.com') =>
      (await usersRepository(database.db).create({ email, passwordHash: 'x', firstName: 'Ann', lastName: 'Lee' })).id;

    it('saves, replaces, finds and updates the one subscription of an account', async () => {
      const repository = subscriptionsRepository(database.db, () => AT);
      const userId = await account();
      expect(await repository.findByUser(userId)).toBeUndefined();
      await repository.save(pro(userId));
      expect(await repository.findByUser(userId)).toEqual(pro(userId));
      expect(await repository.findByProviderSubscription('sub_1')).toEqual(pro(userId));
      await repository.save({ ...pro(userId), plan: 'ProTeam5', price: 37900, providerSubscriptionId: 'sub_2' });
      expect(await repository.findByProviderSubscription('sub_1')).toBeUndefined();
      expect(await repository.update(userId, { status: 'Failed', unsubscribe: true, forgetData: true })).toBe(true);
      expect(await repository.update(userId, { card: { brand: 'mastercard', last4: '4444' } })).toBe(true);
      expect((await repository.findByUser(userId))?.card).toEqual({ brand: 'mastercard', last4: '4444' });
      expect(await repository.findByUser(userId)).toMatchObject({ plan: 'ProTeam5', status: 'Failed', unsubscribe: true, forgetData: true, price: 37900 });
      expect(await repository.update('no-such-user', { status: 'Opened' })).toBe(false);
      expect(await database.db.selectFrom('subscriptions').select('user_id').execute()).toHaveLength(1);
    });

    it('records a webhook event once: a replay answers false', async () => {
      const repository = subscriptionsRepository(database.db);
      expect(await repository.recordEvent('evt_1', 'invoice.paid')).toBe(true);
      expect(await repository.recordEvent('evt_1', 'invoice.paid')).toBe(false);
      expect(await repository.recordEvent('evt_2', 'invoice.payment_failed')).toBe(true);
    });

    it('keeps customers per provider, both ways', async () => {
      const repository = subscriptionsRepository(database.db);
      const userId = await account();
      await repository.saveCustomer(userId, 'stripe', 'cus_1');
      expect(await repository.customerOf(userId, 'stripe')).toBe('cus_1');
      expect(await repository.customerOf(userId, 'test')).toBeUndefined();
      expect(await repository.userOfCustomer('cus_1', 'stripe')).toBe(userId);
      expect(await repository.userOfCustomer('cus_1', 'test')).toBeUndefined();
    });

    it('starts a pay-per-day session only from the day end it was read with, and lists the days bought', async () => {
      const repository = subscriptionsRepository(database.db);
      const userId = await account();
      await repository.save({ ...pro(userId), plan: 'PayPerDay', price: 499, providerSubscriptionId: null });
      const first = '2026-03-02T09:00:00.000Z';
      expect(await repository.startDay(userId, null, first)).toBe(true);
      // A second request that read the same (empty) day end loses.
      expect(await repository.startDay(userId, null, '2026-03-02T09:00:01.000Z')).toBe(false);
      expect(await repository.startDay(userId, first, '2026-03-03T10:00:00.000Z')).toBe(true);
      expect((await repository.findByUser(userId))?.dayEnds).toBe('2026-03-03T10:00:00.000Z');
      await repository.addUsageDay(userId, new Date('2026-03-02T10:00:00.000Z'), new Date('2026-03-03T10:00:00.000Z'), 499, 'EUR');
      await repository.addUsageDay(userId, AT, new Date(first), 499, 'EUR');
      expect(await repository.usageDays(userId)).toEqual([
        { startedAt: AT.toISOString(), endsAt: first, price: 499, currency: 'EUR' },
        { startedAt: '2026-03-02T10:00:00.000Z', endsAt: '2026-03-03T10:00:00.000Z', price: 499, currency: 'EUR' },
      ]);
    });

    it('stores ratings and tells whether an account has rated', async () => {
      const repository = subscriptionsRepository(database.db);
      const userId = await account();
      expect(await repository.hasRated(userId)).toBe(false);
      await repository.addRating(userId, 7);
      expect(await repository.hasRated(userId)).toBe(true);
      expect(await repository.hasRated(await account('bob@example.com'))).toBe(false);
    });

    it('finds the subscriptions whose holder asked to be forgotten once their period has ended', async () => {
      const repository = subscriptionsRepository(database.db);
      const ann = await account();
      const bob = await account('bob@example.com');
      await repository.save({ ...pro(ann), forgetData: true, endsAt: '2026-02-01T00:00:00.000Z' });
      await repository.save({ ...pro(bob), providerSubscriptionId: 'sub_b', forgetData: true });
      expect((await repository.expiredForgetting(AT)).map((each) => each.userId)).toEqual([ann]);
    });

    it('withdraws a request to be forgotten only while its period runs, so the sweeper never takes a withdrawn one', async () => {
      const repository = subscriptionsRepository(database.db);
      const ann = await account();
      const bob = await account('bob@example.com');
      await repository.save({ ...pro(ann), forgetData: true });
      await repository.save({ ...pro(bob), providerSubscriptionId: 'sub_b', forgetData: true, endsAt: '2026-02-01T00:00:00.000Z' });
      expect(await repository.keepData(ann, AT)).toBe(true);
      expect(await repository.keepData(ann, AT)).toBe(false);
      // Bob's period is over: the sweeper's, whatever he asks now.
      expect(await repository.keepData(bob, AT)).toBe(false);
      expect((await repository.findByUser(ann))?.forgetData).toBe(false);
      expect((await repository.expiredForgetting(new Date('2028-01-01T00:00:00.000Z'))).map((each) => each.userId)).toEqual([bob]);
    });

    it('shows a subscription as /api/user answers it', () => {
      expect(subscriptionView(pro('u'), AT)).toEqual({
        status: 'Opened',
        stripe_plan: 'Pro',
        ends_at: '2027-03-01T09:00:00.000Z',
        unsubscribe: false,
        isOutdated: false,
        forget_data: false,
        payPerDay: null,
        currency: 'EUR',
        card: { brand: 'visa', last4: '4242' },
      });
      expect(subscriptionView({ ...pro('u'), card: null }, AT).card).toBeNull();
      expect(subscriptionView({ ...pro('u'), forgetData: true }, AT).forget_data).toBe(true);
      const day = subscriptionView({ ...pro('u'), plan: 'PayPerDay', price: 499, dayEnds: '2026-03-01T10:00:00.000Z' }, AT);
      expect(day.payPerDay).toEqual({ price: 499, activeDay: true, dayEnds: '2026-03-01T10:00:00.000Z' });
    });
  });
});
