import { Migrator, PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';
import { allMigrations } from './allMigrations';

/**
 * Applies every migration not yet applied and returns the names of those it ran.
 * Throws an error naming the failed migration; Kysely itself only returns the error.
 */
export async function migrateToLatest<DB>(
  db: Kysely<DB>,
  migrations: Record<string, Migration> = allMigrations,
): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: await postgresSchemaOf(db),
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName;
    const reason = error instanceof Error ? error.message : String(error);
    const what = failed === undefined ? 'Database migration failed' : `Database migration "${failed}" failed`;
    throw new Error(`${what}: ${reason}`, { cause: error });
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

/**
 * On PostgreSQL, the schema the search_path points at. Kysely's Migrator looks for its own
 * tables in every schema unless told which one, so a second schema on the same server (another
 * test, another app) would make it skip creating them in ours.
 */
async function postgresSchemaOf<DB>(db: Kysely<DB>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('Database migration failed: the PostgreSQL search_path names no existing schema');
  return schema;
}
