import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { normalizeEmail } from '../../shared/accounts';
import type { DatabaseSchema, UsersTable } from './DatabaseSchema';
import { isUniqueViolation } from './isUniqueViolation';

/** A stored account, with flags as booleans. */
export interface User {
  id: string;
  /** Trimmed and lowercased. */
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  deviceUuid: string | null;
  isFromApp: boolean;
  isSessionUser: boolean;
  verifiedAt: string | null;
  trialEnd: string | null;
  extendTrial: boolean;
  createdAt: string;
  updatedAt: string;
}

/** What `create` needs; the e-mail is normalized by the repository. */
export interface NewUser {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  deviceUuid?: string | null;
  isFromApp?: boolean;
  isSessionUser?: boolean;
  trialEnd?: string | null;
}

/**
 * What one registration chose: a verification link carries it, so the link confirms exactly the
 * password and names of the registration it was mailed for.
 */
export interface Registration {
  passwordHash: string;
  firstName: string;
  lastName: string;
  isFromApp: boolean;
  deviceUuid: string | null;
}

/** Thrown when an e-mail address already belongs to another account. */
export class DuplicateEmailError extends Error {
  readonly email: string;
  constructor(email: string) {
    super(`An account with the e-mail address ${email} already exists`);
    this.name = 'DuplicateEmailError';
    this.email = email;
  }
}

/** Stored accounts. Every lookup by e-mail trims and lowercases it first. */
export interface UsersRepository {
  /** Creates the account. Throws `DuplicateEmailError` when the address is taken. */
  create(user: NewUser): Promise<User>;
  findByEmail(email: string): Promise<User | undefined>;
  findById(id: string): Promise<User | undefined>;
  /** Stamps `verified_at` (once: a second call keeps the first time). Answers the user, or undefined for an unknown id. */
  markVerified(id: string): Promise<User | undefined>;
  /**
   * Replaces what an unverified account holds with a newer registration of its address (the
   * older one was never proven to be the address owner's). Undefined when the account is verified.
   */
  replacePending(id: string, registration: Registration): Promise<User | undefined>;
  /**
   * Verifies the account with the registration its link carried: its password and names become
   * the account's. Undefined when the account is gone or already verified.
   */
  completeRegistration(id: string, registration: Registration): Promise<User | undefined>;
  /** Deletes the unverified account holding the address, if any (its owner proved the address elsewhere). */
  deleteUnverified(email: string): Promise<void>;
  updateName(id: string, firstName: string, lastName: string): Promise<User | undefined>;
  /** Throws `DuplicateEmailError` when another account has the address. */
  updateEmail(id: string, email: string): Promise<User | undefined>;
  updatePasswordHash(id: string, passwordHash: string): Promise<User | undefined>;
  /** Records the device the account last logged in from (null to forget it, e.g. on logout). */
  updateDeviceUuid(id: string, deviceUuid: string | null): Promise<User | undefined>;
  /**
   * Starts the account's trial, ending at `trialEnd`, unless it has one already (a second
   * verification or a re-sent link never restarts a trial). Answers the account as stored.
   */
  startTrial(id: string, trialEnd: Date): Promise<User | undefined>;
  /**
   * Moves the trial's end to `newEnd` and marks it extended, once: undefined when the account is
   * gone or its trial was extended before (so two requests at once extend it once).
   */
  extendTrial(id: string, newEnd: string): Promise<User | undefined>;
}

function toUser(row: Selectable<UsersTable>): User {
  return {
    id: row.id,
    email: row.email,
    passwordHash: row.password_hash,
    firstName: row.first_name,
    lastName: row.last_name,
    deviceUuid: row.device_uuid,
    isFromApp: row.is_from_app === 1,
    isSessionUser: row.is_session_user === 1,
    verifiedAt: row.verified_at,
    trialEnd: row.trial_end,
    extendTrial: row.extend_trial === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function registrationColumns(registration: Registration) {
  return {
    password_hash: registration.passwordHash,
    first_name: registration.firstName,
    last_name: registration.lastName,
    is_from_app: registration.isFromApp ? 1 : 0,
    device_uuid: registration.deviceUuid,
  };
}

/** Account storage on either engine. `now` is injectable so tests can check the time stamps. */
export function usersRepository(db: Kysely<DatabaseSchema>, now: () => Date = () => new Date()): UsersRepository {
  const findById = async (id: string) => {
    const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    return row === undefined ? undefined : toUser(row);
  };

  const update = async (id: string, changes: Partial<Omit<Selectable<UsersTable>, 'id'>>) => {
    const result = await db
      .updateTable('users')
      .set({ ...changes, updated_at: now().toISOString() })
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numUpdatedRows === 0n ? undefined : findById(id);
  };

  /** Runs a write, turning a clash on the unique e-mail index into a `DuplicateEmailError`. */
  const uniqueEmail = async <T>(email: string, write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new DuplicateEmailError(email);
      throw error;
    }
  };

  return {
    async create(user) {
      const stamp = now().toISOString();
      const email = normalizeEmail(user.email);
      const row = {
        id: randomUUID(),
        email,
        password_hash: user.passwordHash,
        first_name: user.firstName,
        last_name: user.lastName,
        device_uuid: user.deviceUuid ?? null,
        is_from_app: user.isFromApp ? 1 : 0,
        is_session_user: user.isSessionUser ? 1 : 0,
        verified_at: null,
        trial_end: user.trialEnd ?? null,
        extend_trial: 0,
        created_at: stamp,
        updated_at: stamp,
      };
      await uniqueEmail(email, () => db.insertInto('users').values(row).execute());
      return toUser(row);
    },

    async findByEmail(email) {
      const row = await db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
      return row === undefined ? undefined : toUser(row);
    },

    findById,

    async markVerified(id) {
      const stamp = now().toISOString();
      await db.updateTable('users').set({ verified_at: stamp, updated_at: stamp }).where('id', '=', id).where('verified_at', 'is', null).execute();
      return findById(id);
    },

    async replacePending(id, registration) {
      const result = await db
        .updateTable('users')
        .set({ ...registrationColumns(registration), updated_at: now().toISOString() })
        .where('id', '=', id)
        .where('verified_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows === 0n ? undefined : findById(id);
    },

    async completeRegistration(id, registration) {
      const stamp = now().toISOString();
      const result = await db
        .updateTable('users')
        .set({ ...registrationColumns(registration), verified_at: stamp, updated_at: stamp })
        .where('id', '=', id)
        .where('verified_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows === 0n ? undefined : findById(id);
    },

    async deleteUnverified(email) {
      await db.deleteFrom('users').where('email', '=', normalizeEmail(email)).where('verified_at', 'is', null).execute();
    },

    updateName: (id, firstName, lastName) => update(id, { first_name: firstName, last_name: lastName }),

    updateEmail(id, email) {
      const normalized = normalizeEmail(email);
      return uniqueEmail(normalized, () => update(id, { email: normalized }));
    },

    updatePasswordHash: (id, passwordHash) => update(id, { password_hash: passwordHash }),

    updateDeviceUuid: (id, deviceUuid) => update(id, { device_uuid: deviceUuid }),

    async startTrial(id, trialEnd) {
      await db
        .updateTable('users')
        .set({ trial_end: trialEnd.toISOString(), updated_at: now().toISOString() })
        .where('id', '=', id)
        .where('trial_end', 'is', null)
        .execute();
      return findById(id);
    },
    async extendTrial(id, newEnd) {
      const result = await db
        .updateTable('users')
        .set({ trial_end: newEnd, extend_trial: 1, updated_at: now().toISOString() })
        .where('id', '=', id)
        .where('extend_trial', '=', 0)
        .executeTakeFirst();
      return result.numUpdatedRows === 0n ? undefined : findById(id);
    },
  };
}
