/**
 * An app server of a spec's own, for settings the shared Playwright server does not have (a Mapbox
 * token, for one): the built server in a child process (scripts/builtServer.mjs).
 */
import { startBuiltServer } from '../../scripts/builtServer.mjs';

export interface AppServer {
  /** http://127.0.0.1:<port>, also its PUBLIC_URL. */
  url: string;
  /** Its DATA_DIR: the database and the mail outbox. */
  dataDir: string;
  /** What it has logged so far: its JSON log lines on stdout, and stderr. */
  log(): string;
  stop(): Promise<void>;
}

/** Starts the built server with `env` added to its own settings and waits for /api/health. */
export function startAppServer(env: Record<string, string>): Promise<AppServer> {
  return startBuiltServer({ env, dataDirPrefix: 'planimetry-e2e-own-' });
}
