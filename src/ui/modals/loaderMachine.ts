/**
 * The loader's animation: frames 1 to 9, one every LOADER_FRAME_MS, round and round. A delayed
 * transition rather than setInterval, so the timer lives and dies with the actor.
 */
import { assign, setup } from 'xstate';
import { LOADER_FRAME_MS, LOADER_FRAMES } from '../../shared/constants';

/** The frame after `frame`, 1-based, back to 1 after the last. */
export const nextLoaderFrame = (frame: number): number => (frame % LOADER_FRAMES) + 1;

export const loaderMachine = setup({
  types: { context: {} as { frame: number } },
  actions: { advance: assign({ frame: ({ context }) => nextLoaderFrame(context.frame) }) },
}).createMachine({
  id: 'loader',
  context: { frame: 1 },
  initial: 'cycling',
  states: {
    cycling: {
      after: { [LOADER_FRAME_MS]: { target: 'cycling', reenter: true, actions: 'advance' } },
    },
  },
});
