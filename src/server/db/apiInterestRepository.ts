import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { normalizeEmail } from '../../shared/accounts';
import type { ApiInterestRequest } from '../../shared/content';
import type { DatabaseSchema } from './DatabaseSchema';

/** Registrations of interest from the API page. */
export interface ApiInterestRepository {
  /** Stores a registration (the e-mail trimmed and lowercased) and answers its id. */
  add(interest: ApiInterestRequest): Promise<string>;
}

export function apiInterestRepository(db: Kysely<DatabaseSchema>, now: () => Date = () => new Date()): ApiInterestRepository {
  return {
    async add(interest) {
      const id = randomUUID();
      await db
        .insertInto('api_interest')
        .values({
          id,
          name: interest.name,
          email: normalizeEmail(interest.email),
          website: interest.website,
          plan: interest.plan,
          comment: interest.comment,
          created_at: now().toISOString(),
        })
        .execute();
      return id;
    },
  };
}
