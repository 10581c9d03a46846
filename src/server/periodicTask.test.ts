import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPeriodicTask } from './periodicTask';

afterEach(() => vi.useRealTimers());

describe('a periodic task', () => {
  it('runs at once and then every interval, one run at a time, and stop waits for the run under way', async () => {
    vi.useFakeTimers();
    const events: string[] = [];
    let finish: () => void = () => undefined;
    let runs = 0;
    const task = startPeriodicTask(async () => {
      runs += 1;
      events.push(`start ${runs}`);
      await new Promise<void>((resolve) => (finish = resolve));
      events.push(`end ${runs}`);
    }, 1000);
    await vi.advanceTimersByTimeAsync(0);
    expect(events).toEqual(['start 1']);
    // Due while the first run is still going: it waits for it instead of overlapping.
    await vi.advanceTimersByTimeAsync(1000);
    expect(events).toEqual(['start 1']);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(events).toEqual(['start 1', 'end 1', 'start 2']);
    let stopped = false;
    const stopping = task.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(5000);
    expect(events).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
  });

  it('goes on after a run that fails, handing each failure to onFailure', async () => {
    vi.useFakeTimers();
    let runs = 0;
    const failures: unknown[] = [];
    const task = startPeriodicTask(
      async () => {
        runs += 1;
        throw new Error('disk gone');
      },
      1000,
      (error) => failures.push(error),
    );
    await vi.advanceTimersByTimeAsync(2500);
    expect(runs).toBe(3);
    expect(failures.map((error) => (error as Error).message)).toEqual(['disk gone', 'disk gone', 'disk gone']);
    await task.stop();
  });
});
