import BetterSqlite3 from 'better-sqlite3';
import { Kysely, sql, SqliteDialect, type Generated } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedStatements } from './cachedStatements';

interface Tables {
  notes: { id: Generated<number>; text: string };
}

describe('cachedStatements', () => {
  const open: Kysely<Tables>[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((db) => db.destroy()));
  });

  const database = (size?: number) => {
    const sqlite = new BetterSqlite3(':memory:');
    sqlite.exec('create table notes (id integer primary key, text text not null)');
    const prepare = vi.spyOn(sqlite, 'prepare');
    const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: cachedStatements(sqlite, size) }) });
    open.push(db);
    return { sqlite, prepare, db };
  };
  const insert = (db: Kysely<Tables>, text: string) => db.insertInto('notes').values({ text }).execute();
  const byText = (db: Kysely<Tables>, text: string) => db.selectFrom('notes').select('id').where('text', '=', text).executeTakeFirst();

  it('prepares a query once and answers each call with its own parameters', async () => {
    const { prepare, db } = database();
    await insert(db, 'a');
    await insert(db, 'b');
    expect(await byText(db, 'a')).toEqual({ id: 1 });
    expect(await byText(db, 'b')).toEqual({ id: 2 });
    expect(await byText(db, 'c')).toBeUndefined();
    // One insert and one select, each prepared once for three and two calls.
    expect(prepare).toHaveBeenCalledTimes(2);
  });

  it('keeps at most `size` statements, dropping the least recently used', async () => {
    const { prepare, db } = database(2);
    const count = () => db.selectFrom('notes').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    await insert(db, 'a');
    await byText(db, 'a');
    await insert(db, 'b'); // the insert is now the more recent
    await count(); // a third statement: the select goes
    expect(prepare).toHaveBeenCalledTimes(3);
    await insert(db, 'c');
    expect(prepare).toHaveBeenCalledTimes(3);
    await byText(db, 'c');
    expect(prepare).toHaveBeenCalledTimes(4);
  });

  it('answers with the new columns after the schema changes under a kept statement, as a migration does', async () => {
    const { db } = database();
    await insert(db, 'a');
    const all = () => db.selectFrom('notes').selectAll().execute();
    expect(await all()).toEqual([{ id: 1, text: 'a' }]);
    await sql`alter table notes add column pinned integer not null default 0`.execute(db);
    expect(await all()).toEqual([{ id: 1, text: 'a', pinned: 0 }]);
  });

  it('closes the database with the dialect', async () => {
    const { sqlite, db } = database();
    await byText(db, 'a');
    await db.destroy();
    expect(sqlite.open).toBe(false);
  });
});
