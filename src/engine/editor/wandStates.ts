/**
 * The magic wand's part of the editor statechart: the state of each wand instrument and the
 * actor that runs a step in the kernel worker. The guards and actions they name are the editor's.
 */
import { fromPromise } from 'xstate';
import { WAND_BLUR, WAND_SLIDER_DEBOUNCE_MS, WAND_TOLERANCE } from '../../shared/constants';
import type { ImageState, Mask } from '../../shared/schemas';
import type { WandRequest } from '../instruments/magicWand/wandClick';
import { runWandStep, type WandPort } from '../instruments/magicWand/wandStep';
import type { WandOperation, WandOptions } from '../kernels/wandSession';
import type { EditorContext } from './editorMachine';

export const DEFAULT_WAND_OPTIONS: WandOptions = { tolerance: WAND_TOLERANCE.default, blur: WAND_BLUR.default, compound: false };

/**
 * A wand instrument: a click (checked by wandClick) runs one step in the kernel worker; its answer
 * is committed as the layer's mask. A slider change re-runs the current mask's click once the
 * sliders have been still for 300 ms, when this wand made that mask (a live preview); after a
 * switch to add or subtract the sliders set up the next click instead. A click or a change
 * during a step replaces that step.
 */
export const wandState = (operation: WandOperation) => ({
  initial: 'ready' as const,
  on: {
    'pointer.down': [
      { guard: { type: 'wandClickRuns' as const, params: { operation } }, target: '.working', reenter: true, actions: { type: 'prepareWandClick' as const, params: { operation } } },
      { actions: { type: 'refuseWandClick' as const, params: { operation } } },
    ],
    'wand.options': [
      {
        guard: { type: 'maskMadeBy' as const, params: { operation } },
        target: '.settling',
        reenter: true,
        actions: 'setWandOptions' as const,
      },
      { actions: 'setWandOptions' as const },
    ],
  },
  states: {
    ready: {},
    settling: { after: { [WAND_SLIDER_DEBOUNCE_MS]: { target: 'working', actions: 'prepareWandRerun' as const } } },
    working: {
      invoke: {
        id: 'wandStep',
        src: 'wandStep' as const,
        input: ({ context }: { context: EditorContext }) => ({ port: context.wand, image: context.document.image, request: context.wandRequest }),
        onDone: { target: 'ready', actions: 'commitMask' as const },
        onError: { target: 'ready', actions: 'wandFailed' as const },
      },
    },
  },
});

export interface WandStepInput {
  port: WandPort | null;
  image: ImageState | null;
  request: WandRequest | null;
}

/** One wand step in the kernel worker. */
export const wandStepActor = fromPromise<Mask, WandStepInput>(async ({ input }) => {
  if (!input.port || !input.image || !input.request) throw new Error('the magic wand is not available');
  return runWandStep(input.port, input.image, input.request);
});

/** The worker forgets its masks once a selection is confirmed or cancelled; a failure here loses nothing. */
export function forgetMasks(wand: WandPort | null): void {
  wand?.clear().catch(() => undefined);
}
