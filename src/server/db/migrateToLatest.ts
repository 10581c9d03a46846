import { Migrator, PostgresAdapter, sql, type Kysely, type Migration, type MigrationResultSet } from 'kysely';
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
  const { error, results = [] } = await migrateRetryingVanishedSchemas(migrator);
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

/** PostgreSQL's "schema does not exist" (invalid_schema_name). */
const INVALID_SCHEMA_NAME = '3F000';
const MIGRATION_ATTEMPTS = 3;

/**
 * Kysely's Migrator looks for its table by introspecting every schema on the server
 * (`has_schema_privilege` on each); another schema dropped at that moment (another app, a
 * parallel test run) fails the lookup with "schema … does not exist" before anything of ours was
 * touched. Such a failure is tried again; any other is returned at once.
 */
export async function migrateRetryingVanishedSchemas(migrator: Pick<Migrator, 'migrateToLatest'>): Promise<MigrationResultSet> {
  for (let attempt = 1; ; attempt++) {
    const outcome = await migrator.migrateToLatest();
    const code = (outcome.error as { code?: unknown } | undefined)?.code;
    const nothingRan = (outcome.results ?? []).every((result) => result.status === 'NotExecuted');
    if (code !== INVALID_SCHEMA_NAME || !nothingRan || attempt >= MIGRATION_ATTEMPTS) return outcome;
    await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
  }
}
