import { resolve } from 'node:path';

/** Everything the entry point reads from the environment. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  clientDir: string;
  /** Socket.io fans out through Redis when set, so several processes behind one address act as one. */
  redisUrl: string | undefined;
  /** HS256 secret of access tokens; one is generated into DATA_DIR/jwt-secret when unset. */
  jwtSecret: string | undefined;
  /** Account mail goes through this SMTP server when set, else to DATA_DIR/outbox as .eml files. */
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  /** Base of the links in account mail. */
  publicUrl: string | undefined;
  /** The banner text GET /api/notification answers. */
  siteNotification: string | undefined;
}

/**
 * Reads PORT (8080), HOST (0.0.0.0), DATA_DIR (./data), DATABASE_URL (none: SQLite), CLIENT_DIR
 * (dist/client), REDIS_URL, JWT_SECRET, SMTP_URL, MAIL_FROM, PUBLIC_URL and SITE_NOTIFICATION;
 * directories are resolved against `cwd`. Throws on a PORT that is not a port number.
 */
export function readServerConfig(env: NodeJS.ProcessEnv, cwd: string): ServerConfig {
  return {
    port: readPort(env.PORT),
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    dataDir: resolve(cwd, nonEmpty(env.DATA_DIR) ?? 'data'),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    clientDir: resolve(cwd, nonEmpty(env.CLIENT_DIR) ?? 'dist/client'),
    redisUrl: nonEmpty(env.REDIS_URL),
    jwtSecret: nonEmpty(env.JWT_SECRET),
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM),
    publicUrl: nonEmpty(env.PUBLIC_URL),
    siteNotification: nonEmpty(env.SITE_NOTIFICATION),
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
