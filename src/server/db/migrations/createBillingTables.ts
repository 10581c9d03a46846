import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Creates the billing tables: one current subscription per account, the card provider's
 * customer of each account, the webhook events already applied (a replayed event changes
 * nothing), the pay-per-day sessions bought, and the answers of the unsubscribe rating. Accounts
 * made before trials existed (no `trial_end`) get a trial of the default 7 days from now, so
 * nobody who could draw yesterday is sent to the plans page today.
 */
export const createBillingTables: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('subscriptions')
      .addColumn('user_id', 'text', (column) => column.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('plan', 'text', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('currency', 'text', (column) => column.notNull())
      .addColumn('price', 'integer', (column) => column.notNull())
      .addColumn('ends_at', 'text', (column) => column.notNull())
      .addColumn('unsubscribe', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('forget_data', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('provider', 'text', (column) => column.notNull())
      .addColumn('provider_subscription_id', 'text')
      .addColumn('day_ends', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('subscriptions_provider_subscription')
      .on('subscriptions')
      .column('provider_subscription_id')
      .execute();
    await db.schema
      .createTable('billing_customers')
      .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('provider', 'text', (column) => column.notNull())
      .addColumn('customer_id', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('billing_customers_pk', ['user_id', 'provider'])
      .execute();
    await db.schema
      .createTable('billing_events')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('type', 'text', (column) => column.notNull())
      .addColumn('received_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createTable('usage_days')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('started_at', 'text', (column) => column.notNull())
      .addColumn('ends_at', 'text', (column) => column.notNull())
      .addColumn('price', 'integer', (column) => column.notNull())
      .addColumn('currency', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('usage_days_user').on('usage_days').column('user_id').execute();
    await db.schema
      .createTable('unsubscribe_ratings')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('user_id', 'text', (column) => column.references('users.id').onDelete('set null'))
      .addColumn('likely_scale', 'integer', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
    const trialEnd = new Date(Date.now() + 7 * 24 * 60 * 60_000).toISOString();
    await sql`update users set trial_end = ${trialEnd} where trial_end is null`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['unsubscribe_ratings', 'usage_days', 'billing_events', 'billing_customers', 'subscriptions']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
