import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { LIVE_LOST_NOTICE_MS, liveConnectionLost, liveConnectionMachine, type LiveConnectionState } from './liveConnectionMachine';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function connection() {
  const actor = createActor(liveConnectionMachine).start();
  const report = (...states: LiveConnectionState[]) => states.forEach((state) => actor.send({ type: 'live.state', state }));
  return { actor, report, lost: () => liveConnectionLost(actor.getSnapshot()) };
}

describe('the live connection (AB3.20)', () => {
  it('says it is lost once the loss has lasted a while, and not after it is back', () => {
    const live = connection();
    live.report('connecting', 'connected', 'lost');
    vi.advanceTimersByTime(LIVE_LOST_NOTICE_MS - 1);
    expect(live.lost()).toBe(false);
    // socket.io's next attempt fails too: the wait goes on from where it was.
    live.report('lost');
    vi.advanceTimersByTime(1);
    expect(live.lost()).toBe(true);
    live.report('connected');
    expect(live.lost()).toBe(false);
  });

  it('says nothing of a blip that heals before the notice is due', () => {
    const live = connection();
    live.report('connecting', 'connected', 'lost');
    vi.advanceTimersByTime(LIVE_LOST_NOTICE_MS / 2);
    live.report('connected');
    vi.advanceTimersByTime(LIVE_LOST_NOTICE_MS * 2);
    expect(live.lost()).toBe(false);
  });

  it('says nothing once the app let the socket go (a logout), nor of a first connect that failed and was dropped', () => {
    const live = connection();
    live.report('connecting', 'lost');
    vi.advanceTimersByTime(LIVE_LOST_NOTICE_MS);
    expect(live.lost()).toBe(true);
    live.report('off');
    expect(live.lost()).toBe(false);
    live.report('lost');
    vi.advanceTimersByTime(LIVE_LOST_NOTICE_MS);
    expect(live.lost()).toBe(false);
  });
});
