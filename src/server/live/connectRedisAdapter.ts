import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';

/** How long the first connection may take before the server refuses to start. */
const FIRST_CONNECT_TIMEOUT_MS = 5000;
/** Attempts at the first connection; a server that never reached Redis should fail fast, not wait forever. */
const FIRST_CONNECT_ATTEMPTS = 3;
/** Longest pause between reconnections once the server has been connected. */
const MAX_RECONNECT_DELAY_MS = 3000;

/** The adapter factory for `io.adapter()` and how to let go of its Redis connections. */
export interface RedisAdapterConnection {
  adapter: ReturnType<typeof createAdapter>;
  /** Closes both clients; call after socket.io has closed its adapter (which unsubscribes). */
  close(): Promise<void>;
}

/**
 * Connects the publishing and subscribing clients (a subscribed connection can do nothing else)
 * and builds the socket.io Redis adapter on them, with `key` as the channel prefix so several
 * deployments (or test runs) can share one Redis. Rejects with a clear error when Redis does
 * not answer at start; after that, lost connections are retried and logged, not fatal.
 */
export async function connectRedisAdapter(url: string, key: string, log: FastifyBaseLogger): Promise<RedisAdapterConnection> {
  let connected = false;
  // node-redis rejects a failed first connect with "The client is closed"; the reason is in the error events.
  let lastError: unknown;
  const reconnectStrategy = (retries: number, cause: Error): number | Error => {
    if (!connected && retries >= FIRST_CONNECT_ATTEMPTS) return cause;
    return Math.min(100 * 2 ** retries, MAX_RECONNECT_DELAY_MS);
  };
  // Named after this process, so `CLIENT LIST` tells whose connection is whose (the fault test
  // drops one process's connections by this name).
  const publisher = createClient({ url, name: `planimetry-live-${process.pid}`, socket: { connectTimeout: FIRST_CONNECT_TIMEOUT_MS, reconnectStrategy } });
  const subscriber = publisher.duplicate();
  for (const [role, client] of [['publisher', publisher], ['subscriber', subscriber]] as const) {
    // Without a listener node-redis would turn every dropped connection into an uncaught error.
    client.on('error', (error: unknown) => {
      lastError = error;
      if (connected) log.warn({ err: error }, `Live socket: Redis ${role} connection error`);
    });
  }
  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
  } catch (error) {
    for (const client of [publisher, subscriber]) {
      // A client whose reconnect strategy gave up is closed already, and destroy() would throw.
      if (client.isOpen) client.destroy();
    }
    throw new Error(`Live socket: could not connect to Redis at ${describeUrl(url)}: ${errorMessage(lastError ?? error)}`, { cause: error });
  }
  connected = true;
  return {
    adapter: createAdapter(publisher, subscriber, { key }),
    async close() {
      await Promise.allSettled([publisher.close(), subscriber.close()]);
    },
  };
}

/** The URL without its password, fit for a log line or an error message. */
function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return parsed.toString();
  } catch {
    return '(an unparsable REDIS_URL)';
  }
}

function errorMessage(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return errorMessage(error.errors[0]);
  return error instanceof Error && error.message ? error.message : String(error);
}
