/**
 * WORKERS of `npm run start:cluster`: how many server processes share the port. Unset, one per
 * core the machine offers (os.availableParallelism()).
 */

/** More processes than this on one machine is a typo, not a plan. */
export const MAX_WORKERS = 256;

/** Reads WORKERS: a whole number from 1 to MAX_WORKERS, or `cores` when unset or empty. */
export function parseWorkerCount(text: string | undefined, cores: number): number {
  const value = text?.trim();
  if (!value) return Math.max(1, Math.min(MAX_WORKERS, Math.floor(cores)));
  const count = Number(value);
  if (!/^\d+$/.test(value) || count < 1 || count > MAX_WORKERS) {
    throw new Error(`WORKERS must be a whole number of processes from 1 to ${MAX_WORKERS}, not "${text}"`);
  }
  return count;
}

/**
 * What the cluster refuses to start without: PostgreSQL (every process must see the same users,
 * documents and locks; SQLite is one process's file) and Redis (socket events and rate-limit
 * counts must cross processes). Answers the reason, or null when both are set.
 */
export function clusterRefusal(env: { DATABASE_URL?: string; REDIS_URL?: string }): string | null {
  const missing: string[] = [];
  if (!/^postgres(ql)?:\/\//.test(env.DATABASE_URL?.trim() ?? '')) {
    missing.push('DATABASE_URL=postgres://… (every process must share one PostgreSQL database; SQLite belongs to one process)');
  }
  if (!/^rediss?:\/\//.test(env.REDIS_URL?.trim() ?? '')) {
    missing.push('REDIS_URL=redis://… (socket events and rate-limit counts must cross processes)');
  }
  return missing.length === 0 ? null : `npm run start:cluster needs ${missing.join(' and ')}`;
}
