import { describe, expect, it } from 'vitest';
import { byteAllowance } from './byteAllowance';

const MB = 1024 * 1024;

describe('byteAllowance', () => {
  it('lets a burst through, then waits for the bucket to refill, one account apart from another', () => {
    let now = 0;
    const allowance = byteAllowance({ max: 32 * MB, windowMs: 16_000 }, () => now);
    for (let open = 0; open < 4; open += 1) {
      expect(allowance.waitSeconds('ann')).toBe(0);
      allowance.spend('ann', 8 * MB);
    }
    // Empty: 2 MB a second come back, so the next byte is half a microsecond away, rounded up to a second.
    expect(allowance.waitSeconds('ann')).toBe(1);
    expect(allowance.waitSeconds('bob')).toBe(0);
    now += 1000;
    expect(allowance.waitSeconds('ann')).toBe(0);
  });

  it('lets one document larger than the burst open, and makes the next wait for what it overdrew', () => {
    let now = 0;
    const allowance = byteAllowance({ max: 4 * MB, windowMs: 4_000 }, () => now);
    expect(allowance.waitSeconds('ann')).toBe(0);
    allowance.spend('ann', 10 * MB);
    // 6 MB below zero at 1 MB a second: a little over 6 seconds.
    expect(allowance.waitSeconds('ann')).toBe(7);
    now += 6_500;
    expect(allowance.waitSeconds('ann')).toBe(0);
  });

  it('never holds more than the burst, however long an account was away', () => {
    let now = 0;
    const allowance = byteAllowance({ max: 4 * MB, windowMs: 4_000 }, () => now);
    allowance.spend('ann', 1);
    now += 3_600_000;
    allowance.spend('ann', 4 * MB);
    expect(allowance.waitSeconds('ann')).toBe(1);
  });
});
