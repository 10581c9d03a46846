import { describe, expect, it } from 'vitest';
import { loadReadProbe } from './memoryProbe';

describe('loadReadProbe', () => {
  it('reads every byte of its block: the checksum matches one computed in JS', async () => {
    const probe = await loadReadProbe(1 << 20);
    try {
      expect(probe.bytes).toBe(1 << 20);
      // The block holds i >>> 12 at every 4096th byte i and zeros elsewhere; summed as i32 lanes.
      let expected = 0;
      for (let i = 0; i < probe.bytes; i += 4096) expected = (expected + (i >>> 12)) >>> 0;
      expect(probe.read()).toBe(expected);
    } finally {
      probe.release();
    }
  });

  it('rounds its size up to whole 64-byte steps', async () => {
    const probe = await loadReadProbe(100);
    expect(probe.bytes).toBe(128);
    probe.release();
  });
});
