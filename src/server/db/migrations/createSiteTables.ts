import type { Kysely, Migration } from 'kysely';

/**
 * Creates the public site's tables: `help_searches` (what visitors typed in the help search, spec
 * §3 "Help search request"), `blog_comments` (signed-in users' comments under a post) and
 * `api_interest` (the API page's registrations, spec §3 "API interest payload").
 */
export const createSiteTables: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('help_searches')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('user_identity', 'text', (column) => column.notNull())
      .addColumn('text', 'text', (column) => column.notNull())
      .addColumn('selected_topic', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
    // The de-duplication looks up one browser's latest searches.
    await db.schema.createIndex('help_searches_identity').on('help_searches').columns(['user_identity', 'created_at']).execute();
    await db.schema
      .createTable('blog_comments')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('post_slug', 'text', (column) => column.notNull())
      // No foreign key: a comment outlives its author's account, under the name it was posted with.
      .addColumn('user_id', 'text', (column) => column.notNull())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('content', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('blog_comments_post').on('blog_comments').columns(['post_slug', 'created_at']).execute();
    await db.schema
      .createTable('api_interest')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('email', 'text', (column) => column.notNull())
      .addColumn('website', 'text', (column) => column.notNull())
      .addColumn('plan', 'text', (column) => column.notNull())
      .addColumn('comment', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('api_interest').execute();
    await db.schema.dropTable('blog_comments').execute();
    await db.schema.dropTable('help_searches').execute();
  },
};
