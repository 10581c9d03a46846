import { describe, expect, it } from 'vitest';
import { withFallback, type Measurer } from './fallbackMeasurer';

const square = [{ x: 0, y: 0 }, { x: 150, y: 0 }, { x: 150, y: 150 }, { x: 0, y: 150 }];

describe('withFallback', () => {
  it('uses the primary measurer while it works', async () => {
    const primary: Measurer = { measure: async () => ({ area: 1, perimeter: 2 }) };
    expect(await withFallback(primary).measure(square, true)).toEqual({ area: 1, perimeter: 2 });
  });

  it('measures on the main thread after the primary fails, and says so once', async () => {
    let calls = 0;
    const primary: Measurer = {
      measure: async () => {
        calls += 1;
        throw new Error('worker died');
      },
    };
    const logged: string[] = [];
    const measurer = withFallback(primary, (message) => logged.push(message));
    expect(await measurer.measure(square, true)).toEqual({ area: 22500, perimeter: 600 });
    expect(await measurer.measure(square, false)).toEqual({ area: 0, perimeter: 450 });
    expect(calls).toBe(1);
    expect(logged).toHaveLength(1);
  });
});
