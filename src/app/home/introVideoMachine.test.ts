import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { INTRO_VIDEO } from '../../shared/content';
import { createIntroVideoMachine } from './introVideoMachine';

/** A video element whose play() is refused `refusals` times before it plays. */
function start(refusals = 0) {
  let left = refusals;
  const play = vi.fn(async () => {
    if (left-- > 0) throw new DOMException('play() can only be initiated by a user gesture', 'NotAllowedError');
  });
  const pause = vi.fn();
  const actor = createActor(createIntroVideoMachine({ play, pause })).start();
  return { actor, play, pause, state: () => actor.getSnapshot().value };
}

/** Lets the timers run `ms` and the promises they start settle. */
const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe('the intro video', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('does not start before its metadata has loaded', async () => {
    const { play, state } = start();
    await advance(INTRO_VIDEO.autostartDelayMs * 3);
    expect(play).not.toHaveBeenCalled();
    expect(state()).toBe('loading');
  });

  it('starts the autostart delay after the metadata, not before', async () => {
    const { actor, play, state } = start();
    await advance(10_000);
    actor.send({ type: 'metadata.loaded' });
    await advance(INTRO_VIDEO.autostartDelayMs - 1);
    expect(play).not.toHaveBeenCalled();
    await advance(1);
    expect(play).toHaveBeenCalledTimes(1);
    expect(state()).toBe('playing');
  });

  it('retries a refused play() every 500 ms until it plays', async () => {
    const { actor, play, state } = start(3);
    actor.send({ type: 'metadata.loaded' });
    await advance(INTRO_VIDEO.autostartDelayMs);
    expect(play).toHaveBeenCalledTimes(1);
    expect(state()).toBe('refused');
    await advance(INTRO_VIDEO.retryMs - 1);
    expect(play).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(play).toHaveBeenCalledTimes(2);
    await advance(INTRO_VIDEO.retryMs * 2);
    expect(play).toHaveBeenCalledTimes(4);
    expect(state()).toBe('playing');
    await advance(INTRO_VIDEO.retryMs * 10);
    expect(play).toHaveBeenCalledTimes(4);
  });

  it('Pause pauses, Play plays again, and a video that ends shows Play', async () => {
    const { actor, play, pause, state } = start();
    actor.send({ type: 'metadata.loaded' });
    await advance(INTRO_VIDEO.autostartDelayMs);
    actor.send({ type: 'toggle' });
    expect(pause).toHaveBeenCalledTimes(1);
    expect(state()).toBe('paused');
    actor.send({ type: 'toggle' });
    await advance(0);
    expect(play).toHaveBeenCalledTimes(2);
    expect(state()).toBe('playing');
    actor.send({ type: 'stopped' });
    expect(state()).toBe('paused');
  });

  it('a Pause pressed while waiting cancels the autostart', async () => {
    const { actor, play, state } = start(2);
    actor.send({ type: 'metadata.loaded' });
    await advance(1000);
    actor.send({ type: 'toggle' });
    await advance(INTRO_VIDEO.autostartDelayMs * 3);
    expect(play).not.toHaveBeenCalled();
    expect(state()).toBe('paused');
  });

  it('a Pause pressed between refused tries stops the retrying', async () => {
    const { actor, play, state } = start(5);
    actor.send({ type: 'metadata.loaded' });
    await advance(INTRO_VIDEO.autostartDelayMs);
    expect(state()).toBe('refused');
    actor.send({ type: 'toggle' });
    await advance(INTRO_VIDEO.retryMs * 10);
    expect(play).toHaveBeenCalledTimes(1);
    expect(state()).toBe('paused');
  });
});
