import { describe, expect, it } from 'vitest';
import { createRateLimiter, tooManyRequests } from './rateLimits';

describe('createRateLimiter', () => {
  it('allows max hits per window, then says how long to wait, then opens again', () => {
    let time = 1_000_000;
    const limiter = createRateLimiter({ max: 3, windowMs: 60_000 }, () => time);
    expect([limiter.hit('a'), limiter.hit('a'), limiter.hit('a')]).toEqual([0, 0, 0]);
    expect(limiter.hit('a')).toBe(60);
    time += 45_000;
    expect(limiter.hit('a')).toBe(15);
    time += 15_000;
    expect(limiter.hit('a')).toBe(0);
  });

  it('counts each key on its own', () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 60_000 }, () => 0);
    expect(limiter.hit('a')).toBe(0);
    expect(limiter.hit('a')).toBeGreaterThan(0);
    expect(limiter.hit('b')).toBe(0);
  });

  it('words the 429 in minutes', () => {
    expect(tooManyRequests(30)).toEqual({ success: false, message: 'Too many attempts. Please try again in 1 minute.' });
    expect(tooManyRequests(14 * 60 + 1).message).toBe('Too many attempts. Please try again in 15 minutes.');
  });
});
