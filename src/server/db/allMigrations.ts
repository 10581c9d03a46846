import type { Migration } from 'kysely';
import { createSettingsTable } from './migrations/createSettingsTable';

/**
 * Every migration by name. Kysely runs them in name order, so names start with a counter.
 * Listing them in code (rather than scanning a folder) keeps them inside the esbuild bundle.
 */
export const allMigrations: Record<string, Migration> = {
  '0001_create_settings': createSettingsTable,
};
