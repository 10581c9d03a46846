/**
 * A test's view of its own PostgreSQL sessions, found by the `application_name` its pool was
 * given, from a separate connection: how many there are, and terminating them as an operator's
 * `pg_terminate_backend` (or a failover) would. Other tests' sessions are never touched.
 */
import { randomBytes } from 'node:crypto';
import { runOnServer } from './databaseTemplates';

/** A name no other test's pool carries. */
export function uniqueApplicationName(): string {
  return `planimetry-test-${randomBytes(6).toString('hex')}`;
}

/** Terminates every session named `applicationName`; answers how many there were. */
export async function terminateSessions(url: string, applicationName: string): Promise<number> {
  const rows = await runOnServer<{ terminated: boolean }>(
    url,
    'select pg_terminate_backend(pid) as terminated from pg_stat_activity where application_name = $1 and pid <> pg_backend_pid()',
    [applicationName],
  );
  return rows.filter((row) => row.terminated).length;
}

/** How many sessions named `applicationName` are waiting for a lock. */
export async function sessionsWaitingForLock(url: string, applicationName: string): Promise<number> {
  const rows = await runOnServer<{ count: string }>(
    url,
    "select count(*) as count from pg_stat_activity where application_name = $1 and wait_event_type = 'Lock'",
    [applicationName],
  );
  return Number(rows[0]?.count ?? 0);
}
