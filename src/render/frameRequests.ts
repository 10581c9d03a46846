/**
 * Frames on demand. The scene draws when something it shows has changed (the editor's state, the
 * settings, a tile arriving, a resize) and not otherwise, as tldraw and Excalidraw do: PixiJS's
 * ticker would draw 60 frames a second over an unchanged drawing, half a core of a laptop or
 * phone spent while nobody touches it. Any number of requests before the next animation frame is
 * met by one draw in that frame. Nothing in the scene animates today; a thing that does would
 * request a frame from each frame it draws, for as long as it moves.
 */

/** The browser's animation frames, or a test's. */
export interface AnimationFrames {
  request(callback: (time: number) => void): number;
  cancel(handle: number): void;
}

export interface FrameRequests {
  /** Asks for one draw in the next animation frame. */
  request(): void;
  /** Cancels a frame asked for; later requests are ignored. */
  destroy(): void;
}

const browserFrames: AnimationFrames = {
  request: (callback) => requestAnimationFrame(callback),
  cancel: (handle) => cancelAnimationFrame(handle),
};

export function createFrameRequests(draw: (time: number) => void, frames: AnimationFrames = browserFrames): FrameRequests {
  let pending: number | null = null;
  let destroyed = false;
  return {
    request() {
      if (pending !== null || destroyed) return;
      pending = frames.request((time) => {
        pending = null;
        draw(time);
      });
    },
    destroy() {
      destroyed = true;
      if (pending !== null) frames.cancel(pending);
      pending = null;
    },
  };
}
