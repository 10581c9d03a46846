import { resolve } from 'node:path';

/** Everything the entry point reads from the environment. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  clientDir: string;
}

/**
 * Reads PORT (8080), HOST (0.0.0.0), DATA_DIR (./data), DATABASE_URL (none: SQLite) and
 * CLIENT_DIR (dist/client); directories are resolved against `cwd`. REDIS_URL is reserved for
 * the socket.io adapter and not read yet. Throws on a PORT that is not a port number.
 */
export function readServerConfig(env: NodeJS.ProcessEnv, cwd: string): ServerConfig {
  return {
    port: readPort(env.PORT),
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    dataDir: resolve(cwd, nonEmpty(env.DATA_DIR) ?? 'data'),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    clientDir: resolve(cwd, nonEmpty(env.CLIENT_DIR) ?? 'dist/client'),
  };
}

function readPort(value: string | undefined): number {
  const text = nonEmpty(value);
  if (text === undefined) return 8080;
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65535) throw new Error(`PORT must be a whole number from 0 to 65535, not "${text}"`);
  return port;
}

/** An empty variable (`PORT=`) means unset, as shells and compose files often leave them. */
function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}
