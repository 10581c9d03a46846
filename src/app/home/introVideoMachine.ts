/**
 * Home's intro video (spec accounts §2 "Home", §9 INTRO_VIDEO): muted, with a Play/Pause button;
 * it starts by itself at least `autostartDelayMs` after its metadata has loaded, and a play() the
 * browser refuses (autoplay policy, a tab in the background) is tried again every `retryMs` until
 * it plays. Pausing by hand before then cancels the autostart: the visitor has chosen.
 *
 * The page sends `metadata.loaded`, `toggle` (the button), and `ended`/`paused` when the element
 * stops by itself; the machine calls the element through `play` and `pause`.
 */
import { fromPromise, setup } from 'xstate';
import { INTRO_VIDEO } from '../../shared/content';

export interface IntroVideoInput {
  /** The element's play(), which a browser may refuse. */
  play: () => Promise<void>;
  pause: () => void;
}

export type IntroVideoEvent = { type: 'metadata.loaded' } | { type: 'toggle' } | { type: 'stopped' };

export function createIntroVideoMachine({ play, pause }: IntroVideoInput, timing: { autostartDelayMs: number; retryMs: number } = INTRO_VIDEO) {
  return setup({
    types: { events: {} as IntroVideoEvent },
    actors: { play: fromPromise(() => play()) },
    actions: { pause: () => pause() },
    delays: { autostart: timing.autostartDelayMs, retry: timing.retryMs },
  }).createMachine({
    id: 'introVideo',
    initial: 'loading',
    states: {
      loading: { on: { 'metadata.loaded': 'waiting', toggle: 'starting' } },
      // The text is read first; the video starts after the delay.
      waiting: { after: { autostart: 'starting' }, on: { toggle: 'paused' } },
      starting: {
        invoke: { src: 'play', onDone: 'playing', onError: 'refused' },
        on: { toggle: { target: 'paused', actions: 'pause' } },
      },
      refused: { after: { retry: 'starting' }, on: { toggle: 'paused' } },
      playing: { on: { toggle: { target: 'paused', actions: 'pause' }, stopped: 'paused' } },
      paused: { on: { toggle: 'resuming' } },
      // Play pressed by hand: one try, as the press itself allows playback.
      resuming: { invoke: { src: 'play', onDone: 'playing', onError: 'paused' }, on: { toggle: { target: 'paused', actions: 'pause' } } },
    },
  });
}

/** Whether the video is (about to be) playing: the button then offers Pause and the text fades. */
export const isPlaying = (snapshot: { matches: (state: 'playing') => boolean }) => snapshot.matches('playing');
