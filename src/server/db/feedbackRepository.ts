import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { normalizeEmail } from '../../shared/accounts';
import type { DatabaseSchema } from './DatabaseSchema';

/** Messages from the feedback form. */
export interface FeedbackRepository {
  /** Stores a message (the e-mail trimmed and lowercased) and answers its id. */
  add(email: string, message: string): Promise<string>;
}

/** Feedback storage on either engine. */
export function feedbackRepository(db: Kysely<DatabaseSchema>, now: () => Date = () => new Date()): FeedbackRepository {
  return {
    async add(email, message) {
      const id = randomUUID();
      await db
        .insertInto('feedback')
        .values({ id, email: normalizeEmail(email), message, created_at: now().toISOString() })
        .execute();
      return id;
    },
  };
}
