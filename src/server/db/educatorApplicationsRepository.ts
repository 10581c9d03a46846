import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { EDUCATOR_STATUSES, type EducatorStatus } from '../../shared/classroomViews';
import type { DatabaseSchema, EducatorApplicationsTable } from './DatabaseSchema';

/** An educator's school details as typed (registration, /educator-update). */
export interface EducatorDetails {
  nameOfSchool: string;
  city: string;
  country: string;
  phone: string;
  usage: string;
  badgeUrl: string;
}

/** A stored educator application. */
export interface EducatorApplicationRecord extends EducatorDetails {
  userId: string;
  badgeCode: string;
  status: EducatorStatus;
  badgeCheckedAt: string | null;
  badgeFoundAt: string | null;
  reviewedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** An application with its account's address and name, as the administrator lists them. */
export interface PendingEducator extends EducatorApplicationRecord {
  email: string;
  firstName: string;
  lastName: string;
}

/** A fresh badge code: 24 hex characters, unguessable, so a badge copied from another school proves nothing. */
export function newBadgeCode(): string {
  return randomBytes(12).toString('hex');
}

export interface EducatorApplicationsRepository {
  find(userId: string): Promise<EducatorApplicationRecord | undefined>;
  /**
   * Creates or replaces the account's application with `details`, waiting for its badge
   * (`badge-pending`, no badge found, not reviewed). Keeps the stored badge code unless `badgeCode`
   * is given.
   */
  apply(userId: string, details: EducatorDetails, badgeCode?: string): Promise<EducatorApplicationRecord>;
  /** Moves the application to a new school page; the badge must be found there again. */
  changeBadgeUrl(userId: string, badgeUrl: string): Promise<EducatorApplicationRecord | undefined>;
  /** Records a badge check: found moves a `badge-pending` application to `review-pending`. */
  recordCheck(userId: string, found: boolean): Promise<EducatorApplicationRecord | undefined>;
  /** Sets the review's outcome (`approved` or `rejected`). */
  review(userId: string, status: 'approved' | 'rejected'): Promise<EducatorApplicationRecord | undefined>;
  remove(userId: string): Promise<void>;
  /** Applications waiting for their badge or for review, those found first, oldest first. */
  pending(): Promise<PendingEducator[]>;
}

function toRecord(row: Selectable<EducatorApplicationsTable>): EducatorApplicationRecord {
  return {
    userId: row.user_id,
    nameOfSchool: row.name_of_school,
    city: row.city,
    country: row.country,
    phone: row.phone,
    usage: row.usage,
    badgeUrl: row.badge_url,
    badgeCode: row.badge_code,
    // An unknown state (a later version's) waits, like a new one.
    status: (EDUCATOR_STATUSES as readonly string[]).includes(row.status) ? (row.status as EducatorStatus) : 'badge-pending',
    badgeCheckedAt: row.badge_checked_at,
    badgeFoundAt: row.badge_found_at,
    reviewedAt: row.reviewed_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const detailColumns = (details: EducatorDetails) => ({
  name_of_school: details.nameOfSchool,
  city: details.city,
  country: details.country,
  phone: details.phone,
  usage: details.usage,
  badge_url: details.badgeUrl,
});

/** Educator applications on either engine. */
export function educatorApplicationsRepository(db: Kysely<DatabaseSchema>, now: () => Date = () => new Date()): EducatorApplicationsRepository {
  const find = async (userId: string) => {
    const row = await db.selectFrom('educator_applications').selectAll().where('user_id', '=', userId).executeTakeFirst();
    return row && toRecord(row);
  };
  const update = async (userId: string, changes: Partial<Omit<EducatorApplicationsTable, 'user_id'>>) => {
    await db
      .updateTable('educator_applications')
      .set({ ...changes, updated_at: now().toISOString() })
      .where('user_id', '=', userId)
      .execute();
    return find(userId);
  };
  const waiting = { status: 'badge-pending', badge_found_at: null, reviewed_at: null } as const;
  return {
    find,
    async apply(userId, details, badgeCode) {
      const stamp = now().toISOString();
      const code = badgeCode ?? (await find(userId))?.badgeCode ?? newBadgeCode();
      const values = { ...detailColumns(details), ...waiting, badge_code: code, badge_checked_at: null, updated_at: stamp };
      await db
        .insertInto('educator_applications')
        .values({ user_id: userId, created_at: stamp, ...values })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
        .execute();
      const stored = await find(userId);
      if (!stored) throw new Error(`The educator application of ${userId} was not stored`);
      return stored;
    },
    changeBadgeUrl: (userId, badgeUrl) => update(userId, { badge_url: badgeUrl, ...waiting }),
    async recordCheck(userId, found) {
      const stamp = now().toISOString();
      await db.updateTable('educator_applications').set({ badge_checked_at: stamp, updated_at: stamp }).where('user_id', '=', userId).execute();
      if (found) {
        // Only a waiting application moves on: a check racing a review must not undo it.
        await db
          .updateTable('educator_applications')
          .set({ status: 'review-pending', badge_found_at: stamp })
          .where('user_id', '=', userId)
          .where('status', '=', 'badge-pending')
          .execute();
      }
      return find(userId);
    },
    review: (userId, status) => update(userId, { status, reviewed_at: now().toISOString() }),
    async remove(userId) {
      await db.deleteFrom('educator_applications').where('user_id', '=', userId).execute();
    },
    async pending() {
      const rows = await db
        .selectFrom('educator_applications')
        .innerJoin('users', 'users.id', 'educator_applications.user_id')
        .selectAll('educator_applications')
        .select(['users.email', 'users.first_name', 'users.last_name'])
        .where('educator_applications.status', 'in', ['review-pending', 'badge-pending'])
        .orderBy('educator_applications.status', 'desc')
        .orderBy('educator_applications.created_at')
        .execute();
      return rows.map((row) => ({ ...toRecord(row), email: row.email, firstName: row.first_name, lastName: row.last_name }));
    },
  };
}
