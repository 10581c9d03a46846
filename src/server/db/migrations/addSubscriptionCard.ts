import type { Kysely, Migration } from 'kysely';

/**
 * The card a subscription is paid with, as the payment provider's payment method describes it
 * (brand and last four digits, never more of the number), so Settings and the plans page can say
 * which card pays (issue 36 item 9). Subscriptions from before have none until the next card update.
 */
export const addSubscriptionCard: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('subscriptions').addColumn('card_brand', 'text').execute();
    await db.schema.alterTable('subscriptions').addColumn('card_last4', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('subscriptions').dropColumn('card_last4').execute();
    await db.schema.alterTable('subscriptions').dropColumn('card_brand').execute();
  },
};
