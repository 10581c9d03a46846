import { describe, expect, it } from 'vitest';
import { createTileCache } from './tileCache';

const cacheWithLog = (maxBytes: number) => {
  const evicted: string[] = [];
  const cache = createTileCache<string>(maxBytes, (value) => evicted.push(value));
  return { cache, evicted };
};

describe('createTileCache', () => {
  it('evicts the least recently used tiles once past its byte bound', () => {
    const { cache, evicted } = cacheWithLog(300);
    cache.set('a', 'A', 100);
    cache.set('b', 'B', 100);
    cache.set('c', 'C', 100);
    expect(cache.get('a')).toBe('A');
    cache.set('d', 'D', 100);
    expect(evicted).toEqual(['B']);
    expect(cache.has('b')).toBe(false);
    expect(cache.bytes).toBe(300);
    cache.set('e', 'E', 150);
    expect(evicted).toEqual(['B', 'C', 'A']);
    expect(cache.size).toBe(2);
  });

  it('never evicts a pinned tile, nor the tile just kept', () => {
    const { cache, evicted } = cacheWithLog(100);
    cache.set('coarsest', 'P', 80, true);
    cache.set('a', 'A', 50);
    expect(evicted).toEqual([]);
    cache.set('b', 'B', 50);
    expect(evicted).toEqual(['A']);
    expect(cache.has('coarsest')).toBe(true);
    expect(cache.bytes).toBe(130);
  });

  it('evicts the old value when a tile is kept again, and everything on clear', () => {
    const { cache, evicted } = cacheWithLog(1000);
    cache.set('a', 'A1', 10);
    cache.set('a', 'A2', 20);
    expect(evicted).toEqual(['A1']);
    expect(cache.bytes).toBe(20);
    cache.set('p', 'P', 5, true);
    cache.clear();
    expect(evicted).toEqual(['A1', 'A2', 'P']);
    expect(cache.bytes).toBe(0);
  });
});
