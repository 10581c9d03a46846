import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import { allMigrations } from './allMigrations';
import type { Database } from './createDatabase';
import { migrateRetryingVanishedSchemas, migrateToLatest } from './migrateToLatest';

describe.each(testDatabases)('migrateToLatest on $kind', ({ skipReason, openEmpty }) => {
  describe.skipIf(skipReason !== undefined)('with a fresh database per test', () => {
    let database: Database;
    beforeEach(async () => {
      database = await openEmpty();
    });
    afterEach(async () => {
      await database.destroy();
    });

    it('applies every migration once, then none', async () => {
      expect(await migrateToLatest(database.db)).toEqual(Object.keys(allMigrations));
      expect(await migrateToLatest(database.db)).toEqual([]);
    });

    it('creates a settings table keyed by client id', async () => {
      await migrateToLatest(database.db);
      const row = { client_id: 'abcdefgh', settings: '{}', updated_at: new Date(0).toISOString() };
      await database.db.insertInto('settings').values(row).execute();
      expect(await database.db.selectFrom('settings').selectAll().execute()).toEqual([row]);
      await expect(database.db.insertInto('settings').values(row).execute()).rejects.toThrow();
    });

    it('requires settings and updated_at', async () => {
      await migrateToLatest(database.db);
      await expect(
        sql`insert into settings (client_id, updated_at) values ('abcdefgh', 'now')`.execute(database.db),
      ).rejects.toThrow();
      await expect(
        sql`insert into settings (client_id, settings) values ('abcdefgh', '{}')`.execute(database.db),
      ).rejects.toThrow();
    });

    it('creates the account tables: a unique e-mail, and tokens, documents and locks that go with their user', async () => {
      await migrateToLatest(database.db);
      const stamp = new Date(0).toISOString();
      const user = {
        id: 'user-1', email: 'ann@example.com', password_hash: 'h', first_name: 'Ann', last_name: 'S',
        device_uuid: null, verified_at: null, trial_end: null, created_at: stamp, updated_at: stamp,
      };
      await database.db.insertInto('users').values({ ...user, is_from_app: 0, is_session_user: 0, extend_trial: 0 }).execute();
      await expect(
        database.db.insertInto('users').values({ ...user, id: 'user-2', is_from_app: 0, is_session_user: 0, extend_trial: 0 }).execute(),
      ).rejects.toThrow();
      await database.db
        .insertInto('auth_tokens')
        .values({ id: 't1', user_id: 'user-1', purpose: 'verify', token_hash: 'ab', expires_at: stamp, used_at: null, created_at: stamp })
        .execute();
      await database.db
        .insertInto('documents')
        .values({
          id: 'd1', user_id: 'user-1', name: 'n', state: '{}', preview_file: null, archived: 0,
          device_uuid: null, session_id: null, created_at: stamp, updated_at: stamp,
        })
        .execute();
      await database.db
        .insertInto('document_locks')
        .values({ document_id: 'd1', user_id: 'user-1', device_uuid: 'dev', locked_at: stamp, heartbeat_at: stamp })
        .execute();
      await expect(
        database.db
          .insertInto('documents')
          .values({
            id: 'd2', user_id: 'no-such-user', name: 'n', state: '{}', preview_file: null, archived: 0,
            device_uuid: null, session_id: null, created_at: stamp, updated_at: stamp,
          })
          .execute(),
      ).rejects.toThrow();

      await database.db.deleteFrom('users').where('id', '=', 'user-1').execute();
      for (const table of ['auth_tokens', 'documents', 'document_locks'] as const) {
        expect(await database.db.selectFrom(table).selectAll().execute()).toEqual([]);
      }
    });

    it('requires a message and an e-mail in feedback', async () => {
      await migrateToLatest(database.db);
      await expect(sql`insert into feedback (id, email, created_at) values ('f1', 'a@b.c', 'now')`.execute(database.db)).rejects.toThrow();
      await expect(sql`insert into feedback (id, message, created_at) values ('f1', 'hi', 'now')`.execute(database.db)).rejects.toThrow();
    });

    it('throws an error naming the migration that failed', async () => {
      const broken = {
        '0001_broken': { up: async () => Promise.reject(new Error('column exploded')) },
      };
      const failure = migrateToLatest(database.db, broken);
      await expect(failure).rejects.toThrow('Database migration "0001_broken" failed: column exploded');
    });
  });
});

describe('migrating while another schema on the server vanishes', () => {
  const vanished = { error: Object.assign(new Error('schema "other_app" does not exist'), { code: '3F000' }), results: [] };
  const done = { results: [{ migrationName: '0001_create_settings', direction: 'Up' as const, status: 'Success' as const }] };

  it('tries again when the lookup failed before anything ran', async () => {
    const outcomes = [vanished, done];
    let calls = 0;
    const result = await migrateRetryingVanishedSchemas({ migrateToLatest: async () => outcomes[calls++]! });
    expect(calls).toBe(2);
    expect(result).toBe(done);
  });

  it('gives up after three attempts, and never retries other failures', async () => {
    let calls = 0;
    const always = await migrateRetryingVanishedSchemas({ migrateToLatest: async () => (calls++, vanished) });
    expect(calls).toBe(3);
    expect(always).toBe(vanished);
    calls = 0;
    const other = { error: new Error('syntax error'), results: [] };
    expect(await migrateRetryingVanishedSchemas({ migrateToLatest: async () => (calls++, other) })).toBe(other);
    expect(calls).toBe(1);
  });
});
