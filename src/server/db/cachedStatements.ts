/**
 * Prepared statements kept for reuse on SQLite. Kysely's SQLite driver prepares every query
 * afresh (`db.prepare(sql)` per call); under `npm run load` preparing took a tenth of the
 * server's processor time on saves, about 17 statements each. The SQL Kysely compiles is the same
 * text for the same query, with the values as parameters, so a statement prepared once serves
 * every later call, as better-sqlite3's documentation advises.
 *
 * Reuse is safe because one SQLite connection runs one query at a time: Kysely's driver holds
 * its connection mutex until a query (or a stream) is done. SQLite prepares a kept statement
 * again by itself when the schema changes (a migration).
 */
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Statements kept: far more than the distinct queries the app makes, bounded for SQL built with varying `in (…)` lists. */
export const CACHED_STATEMENTS = 500;

/** `database` whose `prepare` answers a kept statement for SQL it has seen, the least recently used dropped past `size`. */
export function cachedStatements(database: SqliteDatabase, size = CACHED_STATEMENTS): SqliteDatabase {
  // A Map iterates in insertion order: re-inserting on each use keeps the least recent first.
  const statements = new Map<string, SqliteStatement>();
  return {
    prepare(sql) {
      const kept = statements.get(sql);
      if (kept) {
        statements.delete(sql);
        statements.set(sql, kept);
        return kept;
      }
      const statement = database.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > size) statements.delete(statements.keys().next().value as string);
      return statement;
    },
    close() {
      statements.clear();
      database.close();
    },
  };
}
