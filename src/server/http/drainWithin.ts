/**
 * A bounded shutdown: SIGTERM stops new connections and lets the requests already in flight finish,
 * but never for longer than DRAIN_TIMEOUT_MS, after which the caller force-closes what is left.
 */
import type { Server } from 'node:http';

/** How long a SIGTERM waits for in-flight requests before the remaining connections are cut. */
export const DRAIN_TIMEOUT_MS = 10_000;

/**
 * Waits for `drain` (closing the app, then the database) for at most `timeoutMs`; answers
 * 'drained' when it settled in time (a rejection is passed on) or 'timed-out' when the time ran
 * out first, after calling `onTimeout` once. The timer never keeps the process alive.
 */
export async function drainWithin(drain: Promise<unknown>, timeoutMs: number, onTimeout: () => void): Promise<'drained' | 'timed-out'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<'timed-out'>((resolve) => {
    timer = setTimeout(() => {
      onTimeout();
      resolve('timed-out');
    }, timeoutMs);
    timer.unref?.();
  });
  try {
    return await Promise.race([drain.then(() => 'drained' as const), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Counts the requests `server` is answering: `idle()` is what a shutdown waits on before it cuts
 * the idle keep-alive connections and closes the database, so no request loses it.
 */
export function trackInFlight(server: Pick<Server, 'on'>): { count(): number; idle(): Promise<void> } {
  let inFlight = 0;
  let waiters: (() => void)[] = [];
  server.on('request', (_request, response) => {
    inFlight += 1;
    response.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0) {
        for (const wake of waiters) wake();
        waiters = [];
      }
    });
  });
  return {
    count: () => inFlight,
    idle: () => (inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))),
  };
}
