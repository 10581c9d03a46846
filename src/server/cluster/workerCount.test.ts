import { describe, expect, it } from 'vitest';
import { clusterRefusal, MAX_WORKERS, parseWorkerCount } from './workerCount';

describe('parseWorkerCount', () => {
  it('takes one process per core when WORKERS is unset or blank', () => {
    expect(parseWorkerCount(undefined, 2)).toBe(2);
    expect(parseWorkerCount('  ', 8)).toBe(8);
  });

  it('never answers fewer than one process, even on an odd core count', () => {
    expect(parseWorkerCount(undefined, 0)).toBe(1);
    expect(parseWorkerCount(undefined, 1000)).toBe(MAX_WORKERS);
  });

  it('reads a whole number of processes', () => {
    expect(parseWorkerCount('3', 2)).toBe(3);
    expect(parseWorkerCount(' 1 ', 2)).toBe(1);
  });

  it.each(['0', '-1', '1.5', 'two', '1e2', String(MAX_WORKERS + 1)])('refuses WORKERS=%s, naming the variable', (text) => {
    expect(() => parseWorkerCount(text, 2)).toThrow(/WORKERS must be a whole number/);
  });
});

describe('clusterRefusal', () => {
  it('lets the cluster start with PostgreSQL and Redis', () => {
    expect(clusterRefusal({ DATABASE_URL: 'postgres://root@127.0.0.1/app', REDIS_URL: 'redis://127.0.0.1:6379' })).toBeNull();
  });

  it('names both when neither is set', () => {
    const reason = clusterRefusal({});
    expect(reason).toMatch(/DATABASE_URL/);
    expect(reason).toMatch(/REDIS_URL/);
  });

  it('refuses SQLite and names only what is missing', () => {
    expect(clusterRefusal({ DATABASE_URL: 'sqlite:./x.db', REDIS_URL: 'redis://127.0.0.1:6379' })).toMatch(/^npm run start:cluster needs DATABASE_URL/);
    expect(clusterRefusal({ DATABASE_URL: 'postgresql://h/db' })).not.toMatch(/DATABASE_URL/);
  });
});
