import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { LOADER_FRAME_MS, LOADER_FRAMES } from '../../shared/constants';
import { loaderMachine, nextLoaderFrame } from './loaderMachine';

describe('loader animation', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts frames 1 to 9 and starts again at 1', () => {
    expect(nextLoaderFrame(1)).toBe(2);
    expect(nextLoaderFrame(LOADER_FRAMES - 1)).toBe(LOADER_FRAMES);
    expect(nextLoaderFrame(LOADER_FRAMES)).toBe(1);
  });

  it('shows the next frame every 400 ms', () => {
    const loader = createActor(loaderMachine).start();
    const frame = () => loader.getSnapshot().context.frame;
    expect(frame()).toBe(1);
    vi.advanceTimersByTime(LOADER_FRAME_MS - 1);
    expect(frame()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(frame()).toBe(2);
    vi.advanceTimersByTime(LOADER_FRAME_MS * (LOADER_FRAMES - 1));
    expect(frame()).toBe(1);
    loader.stop();
  });
});
