import { describe, expect, it } from 'vitest';
import { BestPlaces } from './bestPlaces';

describe('BestPlaces', () => {
  it('keeps the best few, lower tier first and then more people first', () => {
    const best = new BestPlaces(3);
    best.offer(1, 1, 500);
    best.offer(2, 0, 10);
    best.offer(3, 1, 900);
    best.offer(4, 2, 1_000_000);
    best.offer(5, 1, 700);
    expect(best.places().map(({ place }) => place)).toEqual([2, 3, 5]);
  });

  it('keeps each place once, with the best tier it was offered', () => {
    const best = new BestPlaces(5);
    best.offer(7, 2, 100);
    best.offer(8, 1, 50);
    best.offer(7, 0, 100);
    best.offer(7, 1, 100);
    expect(best.places()).toEqual([
      { place: 7, tier: 0, population: 100 },
      { place: 8, tier: 1, population: 50 },
    ]);
  });
});
