/**
 * Vitest's global set-up: migrates the databases once per run, so each test copies a migrated
 * template (a file copy, or PostgreSQL's CREATE DATABASE … TEMPLATE) instead of running every
 * migration again. The tear-down drops everything the run made, whether its tests passed or not.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase, SQLITE_FILE_NAME } from '../db/createDatabase';
import { migrateToLatest } from '../db/migrateToLatest';
import { inDatabase, runOnServer, runPrefix, type DatabaseTemplates } from './databaseTemplates';

/** TEST_DATABASE_URL when set, otherwise the local server as the users a test machine usually has. */
const POSTGRES_CANDIDATES = process.env.TEST_DATABASE_URL
  ? [process.env.TEST_DATABASE_URL]
  : ['postgres://postgres@127.0.0.1:5432/test', 'postgres://root@127.0.0.1:5432/test'];

/** The URL as it can be printed: TEST_DATABASE_URL may carry a password. */
function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return parsed.toString();
  } catch {
    return '(unparsable TEST_DATABASE_URL)';
  }
}

async function findPostgresUrl(): Promise<string | undefined> {
  for (const url of POSTGRES_CANDIDATES) {
    if (await runOnServer(url, 'select 1').then(() => true, () => false)) return url;
  }
  return undefined;
}

async function migrate(options: Parameters<typeof createDatabase>[0]): Promise<void> {
  const database = createDatabase(options);
  try {
    await migrateToLatest(database.db);
  } finally {
    await database.destroy();
  }
}

/** Drops every database and schema whose name starts with the run's prefix. */
async function dropRun(url: string, runKey: string): Promise<void> {
  const pattern = `${runPrefix(runKey)}%`;
  const databases = await runOnServer<{ name: string }>(url, 'select datname as name from pg_database where datname like $1', [pattern]);
  for (const { name } of databases) await runOnServer(url, `drop database if exists "${name}" with (force)`);
  const schemas = await runOnServer<{ name: string }>(url, 'select nspname as name from pg_namespace where nspname like $1', [pattern]);
  for (const { name } of schemas) await runOnServer(url, `drop schema if exists "${name}" cascade`);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const runKey = randomBytes(4).toString('hex');
  const dir = await mkdtemp(join(tmpdir(), `planimetry-templates-${runKey}-`));
  const url = await findPostgresUrl();
  const template = `${runPrefix(runKey)}template`;
  const teardown = async () => {
    await rm(dir, { recursive: true, force: true });
    if (url !== undefined) await dropRun(url, runKey);
  };
  try {
    await migrate({ dataDir: dir });
    if (url !== undefined) {
      await runOnServer(url, `create database "${template}"`);
      await migrate({ databaseUrl: inDatabase(url, template), dataDir: dir });
    }
  } catch (error) {
    await teardown();
    throw error;
  }
  const postgresSkipReason =
    url === undefined ? `no PostgreSQL server answered at ${POSTGRES_CANDIDATES.map(withoutPassword).join(' or ')}` : undefined;
  if (postgresSkipReason !== undefined) console.warn(`Skipping the PostgreSQL half of the server tests: ${postgresSkipReason}.`);
  const templates: DatabaseTemplates = {
    runKey,
    sqliteFile: join(dir, SQLITE_FILE_NAME),
    postgres: url === undefined ? undefined : { url, template },
    postgresSkipReason,
  };
  project.provide('databaseTemplates', templates);
  return teardown;
}
