/**
 * A fresh, migrated database for each test of a `describe.each(testDatabases)` block: the set-up
 * and tear-down every repository test needs, in one place.
 */
import { afterEach, beforeEach } from 'vitest';
import type { Database } from '../db/createDatabase';
import type { TestDatabase } from './databases';

/**
 * Opens a migrated database (a copy of the run's template) before each test and destroys it after. Answers a handle whose
 * `db` is the current test's; call it before the block's own `beforeEach`, which may then seed it.
 */
export function freshDatabasePerTest(open: TestDatabase['open']): { readonly db: Database['db'] } {
  let current: Database | undefined;
  beforeEach(async () => {
    current = await open();
  });
  afterEach(async () => {
    await current?.destroy();
    current = undefined;
  });
  return {
    get db() {
      if (!current) throw new Error('The test database exists only while a test runs');
      return current.db;
    },
  };
}
