import type { Migration } from 'kysely';
import { createSettingsTable } from './migrations/createSettingsTable';
import { createToursTable } from './migrations/createToursTable';

/**
 * Every migration by name. Kysely runs them in name order, so names start with a counter.
 * Listing them in code (rather than scanning a folder) keeps them inside the esbuild bundle.
 */
export const allMigrations: Record<string, Migration> = {
  '0001_create_settings': createSettingsTable,
  '0002_create_tours': createToursTable,
};
