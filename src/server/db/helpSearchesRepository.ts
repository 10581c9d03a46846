import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { HelpSearchRequest } from '../../shared/content';
import type { DatabaseSchema } from './DatabaseSchema';

/** The help searches visitors typed. */
export interface HelpSearchesRepository {
  /**
   * Stores a search unless the same browser sent the same text and topic within `windowMs`
   * (a client retry, a double submit); answers whether it stored one.
   */
  add(search: HelpSearchRequest, windowMs: number): Promise<boolean>;
}

export function helpSearchesRepository(db: Kysely<DatabaseSchema>, now: () => Date = () => new Date()): HelpSearchesRepository {
  return {
    async add(search, windowMs) {
      const at = now();
      const since = new Date(at.getTime() - windowMs).toISOString();
      const repeated = await db
        .selectFrom('help_searches')
        .select('id')
        .where('user_identity', '=', search.userIdentity)
        .where('text', '=', search.text)
        .where('selected_topic', search.selected_topic === null ? 'is' : '=', search.selected_topic)
        .where('created_at', '>=', since)
        .executeTakeFirst();
      if (repeated) return false;
      await db
        .insertInto('help_searches')
        .values({ id: randomUUID(), user_identity: search.userIdentity, text: search.text, selected_topic: search.selected_topic, created_at: at.toISOString() })
        .execute();
      return true;
    },
  };
}
