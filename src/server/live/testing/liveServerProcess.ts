/**
 * A whole API server in a process of its own, for the test that runs two of them against one
 * PostgreSQL schema and one Redis. Bundled with esbuild and started by `startServerProcess`.
 *
 * Environment: DATABASE_URL and DATABASE_SCHEMA (migrated by the test), REDIS_URL, LIVE_REDIS_KEY,
 * LIVE_TEST_SECRET (the test tokens' secret, hex). With ACCOUNTS_DATA_DIR (one directory both
 * processes share, as a shared volume would be) it also serves the account and documents routes
 * with no JWT_SECRET (the signing key comes from the database) and rate limits counted in Redis,
 * and the socket then admits the accounts' own tokens and sessions. It listens on 127.0.0.1 at a free port and reports it
 * over the IPC channel; the test drives `app.live` through that channel, as a route would.
 * On `close` it closes the app and the database and lets go of the channel: the process must
 * then end by itself, which proves nothing (a Redis client, a socket) was left open.
 */
import type { AddressInfo } from 'node:net';
import { buildApp, type AppOptions } from '../../app';
import { createDatabase } from '../../db/createDatabase';
import { testVerifier } from './testAccessTokens';
import type { ServerProcessCommand, ServerProcessReport } from './serverProcessProtocol';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

function report(message: ServerProcessReport): void {
  process.send?.(message);
}

const database = createDatabase({
  databaseUrl: required('DATABASE_URL'),
  schema: required('DATABASE_SCHEMA'),
  dataDir: '/nonexistent',
});
const secret = required('LIVE_TEST_SECRET');
const accountsDir = process.env.ACCOUNTS_DATA_DIR;
const live = { redisUrl: required('REDIS_URL'), redisKey: required('LIVE_REDIS_KEY') };
const areas: Pick<AppOptions, 'accounts' | 'documents' | 'live' | 'limits'> = accountsDir
  ? {
      // No JWT_SECRET: the processes must agree on the one the first of them stores in the database.
      accounts: { dataDir: accountsDir, publicUrl: 'http://planimetry.test' },
      documents: { dataDir: accountsDir },
      limits: { redisUrl: live.redisUrl, redisKey: `${live.redisKey}-rate` },
      // Without its own verify, the socket admits the accounts' tokens and sessions.
      live,
    }
  : { live: { ...live, verify: testVerifier(secret) } };
const app = await buildApp({ db: database.db, kind: database.kind, ...areas });
await app.listen({ port: 0, host: '127.0.0.1' });

process.on('message', (command: ServerProcessCommand) => {
  switch (command.type) {
    case 'documentsChanged':
      app.live.documentsChanged(command.userId, command.documents);
      break;
    case 'logout':
      app.live.logout(command.userId, command.reason, command.device);
      break;
    case 'close':
      void app
        .close()
        .then(() => database.destroy())
        .then(() => process.disconnect());
      break;
  }
});
report({ type: 'ready', port: (app.server.address() as AddressInfo).port });
