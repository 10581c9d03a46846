import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { BlogComment } from '../../shared/content';
import type { DatabaseSchema } from './DatabaseSchema';

/** Comments under the blog's posts. */
export interface BlogCommentsRepository {
  /** Stores a comment and answers it as GET /blog/{slug} will show it. */
  add(comment: { slug: string; userId: string; name: string; content: string }): Promise<BlogComment>;
  /** A post's comments, oldest first. */
  list(slug: string): Promise<BlogComment[]>;
}

export function blogCommentsRepository(db: Kysely<DatabaseSchema>, now: () => Date = () => new Date()): BlogCommentsRepository {
  return {
    async add({ slug, userId, name, content }) {
      const date = now().toISOString();
      await db
        .insertInto('blog_comments')
        .values({ id: randomUUID(), post_slug: slug, user_id: userId, name, content, created_at: date })
        .execute();
      return { name, content, date };
    },
    async list(slug) {
      const rows = await db
        .selectFrom('blog_comments')
        .select(['name', 'content', 'created_at'])
        .where('post_slug', '=', slug)
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc')
        .execute();
      return rows.map((row) => ({ name: row.name, content: row.content, date: row.created_at }));
    },
  };
}
