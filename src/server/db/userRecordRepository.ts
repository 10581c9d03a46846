import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { DatabaseSchema } from './DatabaseSchema';
import { parseStoredJson } from './parseStoredJson';

/**
 * The tables that hold one JSON record per client id (a browser's id, or `user:<id>` for an
 * account), each in a text column named after its table, with the time it was last written.
 */
export type UserRecordTable = 'settings' | 'tours';

/** One JSON record per client id, checked against its schema on the way in and out. */
export interface UserRecordRepository<T> {
  /** The client's record, or undefined when it never saved one. Throws if the stored row is invalid. */
  get(clientId: string): Promise<T | undefined>;
  /** Inserts or replaces the client's record. */
  put(clientId: string, record: T): Promise<void>;
  /**
   * Reads the client's record, changes it with `change` and writes the result, in one
   * transaction, and answers what it wrote.
   */
  update(clientId: string, change: (stored: T | undefined) => T): Promise<T>;
}

export interface UserRecordOptions<T> {
  table: UserRecordTable;
  schema: z.ZodType<T>;
  /** The record's name in an error about a stored row ("settings", "help flags"). */
  what: string;
  /** Injectable so tests can check `updated_at`. */
  now?: () => Date;
}

/** Storage of one kind of per-client JSON record on either engine. */
export function userRecordRepository<T>(db: Kysely<DatabaseSchema>, options: UserRecordOptions<T>): UserRecordRepository<T> {
  const { table, schema, what, now = () => new Date() } = options;

  const read = async (executor: Kysely<DatabaseSchema>, clientId: string): Promise<T | undefined> => {
    const row = await executor
      .selectFrom(table)
      .select(sql<string>`${sql.ref(table)}`.as('json'))
      .where('client_id', '=', clientId)
      .executeTakeFirst();
    return row === undefined ? undefined : parseStoredJson(schema, what, clientId, row.json);
  };

  const write = async (executor: Kysely<DatabaseSchema>, clientId: string, record: T): Promise<void> => {
    // JSON text: any control character would be written as a \u escape.
    const row = { client_id: clientId, [table]: JSON.stringify(record), updated_at: now().toISOString() };
    await executor
      .insertInto(table)
      .values(row)
      .onConflict((conflict) =>
        conflict.column('client_id').doUpdateSet((eb) => ({
          // Kysely types `excluded.<column>` only for a table it knows by its literal name.
          [table]: sql<string>`${sql.ref(`excluded.${table}`)}`,
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  };

  return {
    get: (clientId) => read(db, clientId),
    put: (clientId, record) => write(db, clientId, record),
    update: (clientId, change) =>
      db.transaction().execute(async (transaction) => {
        const record = change(await read(transaction, clientId));
        await write(transaction, clientId, record);
        return record;
      }),
  };
}
