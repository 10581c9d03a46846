/**
 * The PostgreSQL connection pool, set up to live through the database going away: a lost
 * session is logged and dropped (never an unhandled 'error' event, which would end the process),
 * the pool opens new sessions on demand once the database is back, and timeouts keep requests
 * from waiting on a database that does not answer.
 */
import pg from 'pg';
import { classifyDatabaseError } from './classifyDatabaseError';

/** How a lost connection is reported; `createDatabase` logs it to stderr unless told otherwise. */
export type ConnectionErrorListener = (error: Error) => void;

export interface PostgresPoolOptions {
  url: string;
  /** Set as every session's search_path. Checked by the caller. */
  schema?: string;
  applicationName: string;
  connectionTimeoutMillis: number;
  onConnectionError: ConnectionErrorListener;
}

/**
 * A query that has had no answer for this long fails ("Query read timeout", a 503), so a request
 * never waits on a server that vanished mid-query. Our queries take milliseconds; this only
 * ever fires when the server or the network is gone.
 */
export const QUERY_TIMEOUT_MS = 30_000;

/** A pool whose sessions' failures go to `onConnectionError` instead of crashing the process. */
export function createPostgresPool(options: PostgresPoolOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: options.url,
    options: options.schema === undefined ? undefined : `-c search_path=${options.schema}`,
    application_name: options.applicationName,
    // Bounds both opening a session and waiting for a free one, so a request fails fast (503)
    // rather than hanging while the server is down or unreachable.
    connectionTimeoutMillis: options.connectionTimeoutMillis,
    query_timeout: QUERY_TIMEOUT_MS,
  });
  // A session can fail while a query holds it (the pool listens only to idle ones), so each
  // session gets a listener of its own. The failed session is not queryable any more; the pool
  // drops it on release and opens a fresh one for the next query. A terminated session errors
  // twice (the server's notice, then the closed socket); the first says why.
  pool.on('connect', (client) => {
    let reported = false;
    client.on('error', (error) => {
      if (reported) return;
      reported = true;
      options.onConnectionError(error);
    });
    endWhenLost(client);
  });
  // The pool re-emits an idle session's failure, which the session's own listener has already
  // reported; without any listener here that re-emit would throw and end the process.
  pool.on('error', () => undefined);
  return pool;
}

/**
 * Ends a session whose query failed because the session was lost. A terminated backend first
 * answers the query with an error and only then closes its socket; released in between, the
 * session would go back to the pool looking healthy and fail the next request too. Ended, the
 * pool drops it on release, so the next request opens a fresh session.
 */
function endWhenLost(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const result = query(...args);
    // Watching the promise the caller also awaits; this branch handles the failure, so it adds no unhandled rejection.
    if (result instanceof Promise) {
      result.then(undefined, (error: unknown) => {
        if (classifyDatabaseError(error) === 'unavailable') client.end().catch(() => undefined);
      });
    }
    return result;
  };
}
