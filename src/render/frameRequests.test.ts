import { describe, expect, it, vi } from 'vitest';
import { createFrameRequests, type AnimationFrames } from './frameRequests';

/** Animation frames a test runs by hand. */
function manualFrames() {
  const callbacks = new Map<number, (time: number) => void>();
  let next = 1;
  const frames: AnimationFrames = {
    request: (callback) => {
      callbacks.set(next, callback);
      return next++;
    },
    cancel: (handle) => void callbacks.delete(handle),
  };
  const runFrame = (time: number) => {
    const due = [...callbacks.values()];
    callbacks.clear();
    for (const callback of due) callback(time);
  };
  return { frames, runFrame, waiting: () => callbacks.size };
}

describe('frames on demand', () => {
  it('draws nothing until asked', () => {
    const { frames, runFrame, waiting } = manualFrames();
    const draw = vi.fn();
    createFrameRequests(draw, frames);
    runFrame(16);
    expect(draw).not.toHaveBeenCalled();
    expect(waiting()).toBe(0);
  });

  it('meets any number of requests before a frame with one draw, at that frame’s time', () => {
    const { frames, runFrame } = manualFrames();
    const draw = vi.fn();
    const requests = createFrameRequests(draw, frames);
    requests.request();
    requests.request();
    requests.request();
    runFrame(16);
    expect(draw.mock.calls).toEqual([[16]]);
    runFrame(32);
    expect(draw).toHaveBeenCalledTimes(1);
  });

  it('draws again for a request made after a frame, and one made while drawing comes in the next frame', () => {
    const { frames, runFrame } = manualFrames();
    const times: number[] = [];
    const requests = createFrameRequests((time) => {
      times.push(time);
      if (times.length === 1) requests.request();
    }, frames);
    requests.request();
    runFrame(16);
    runFrame(32);
    runFrame(48);
    expect(times).toEqual([16, 32]);
  });

  it('cancels the frame asked for and ignores requests once destroyed', () => {
    const { frames, runFrame, waiting } = manualFrames();
    const draw = vi.fn();
    const requests = createFrameRequests(draw, frames);
    requests.request();
    requests.destroy();
    expect(waiting()).toBe(0);
    requests.request();
    runFrame(16);
    expect(draw).not.toHaveBeenCalled();
  });
});
