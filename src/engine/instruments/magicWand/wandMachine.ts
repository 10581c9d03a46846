/**
 * The magic-wand instrument (select, add or subtract): a click runs one step in the kernel worker
 * and the answer goes to the editor as one `mask.commit`. A slider change re-runs the click that
 * made the current mask once the sliders have been still for WAND_SLIDER_DEBOUNCE_MS, when this
 * wand made that mask (a live preview); otherwise the new options only set up the next click.
 * A click or a change during a step replaces that step, and Escape drops it: an answer that comes
 * back after it was replaced or dropped is never committed, since its invocation has stopped.
 *
 * The wand decides nothing about the document: the editor hands it the document with each press
 * and each change of options, and the pure functions of wandClick.ts decide what a click does.
 */
import { assign, enqueueActions, fromPromise, sendParent, setup } from 'xstate';
import { WAND_SLIDER_DEBOUNCE_MS } from '../../../shared/constants';
import type { ImageState, Mask } from '../../../shared/schemas';
import type { DrawingDocument } from '../../document/drawingDocument';
import { activeMask } from '../../document/mask';
import type { WandOperation } from '../../kernels/wandSession';
import type { InstrumentCommand } from '../instrumentCommands';
import type { CancelEvent, InstrumentPointerEvent } from '../pointerEvents';
import { wandClick, wandRerun, type WandRequest } from './wandClick';
import type { WandSettings } from './wandSettings';
import { runWandStep, wandFailureNotice, type WandPort } from './wandStep';

export interface WandInput {
  /** The kernel worker's wand; null where there is none (a step then fails with a notice). */
  port: WandPort | null;
  operation: WandOperation;
  options: WandSettings;
}

/** A press as the wand receives it: the document it would act on comes with it. */
export type WandPressEvent = Extract<InstrumentPointerEvent, { type: 'pointer.down' }> & { document: DrawingDocument };

/** The wand panel's options, whole, and the document they would re-run a click on. */
export interface WandOptionsEvent {
  type: 'wand.options';
  options: WandSettings;
  document: DrawingDocument;
}

export type WandInputEvent = WandPressEvent | WandOptionsEvent | CancelEvent;

export interface WandContext extends WandInput {
  /** The step under way, or waiting for the sliders to settle, and the image it reads. */
  request: WandRequest | null;
  image: ImageState | null;
}

interface WandStepInput {
  port: WandPort | null;
  image: ImageState | null;
  request: WandRequest | null;
}

/** One wand step in the kernel worker. */
const wandStepActor = fromPromise<Mask, WandStepInput>(async ({ input }) => {
  if (!input.port || !input.image || !input.request) throw new Error('the magic wand is not available');
  return runWandStep(input.port, input.image, input.request);
});

export const wandMachine = setup({
  types: {
    context: {} as WandContext,
    events: {} as WandInputEvent,
    input: {} as WandInput,
  },
  actors: { wandStep: wandStepActor },
  guards: {
    clickRuns: ({ context }, params: WandPressEvent) =>
      wandClick(params.document, context.operation, params.point, context.options).ok,
    madeCurrentMask: ({ context }, params: WandOptionsEvent) => activeMask(params.document)?.operation === context.operation,
  },
  actions: {
    prepareClick: assign(({ context }, params: WandPressEvent) => {
      const click = wandClick(params.document, context.operation, params.point, context.options);
      return { request: click.ok ? click.request : null, image: params.document.image };
    }),
    refuseClick: enqueueActions(({ context, enqueue }, params: WandPressEvent) => {
      const click = wandClick(params.document, context.operation, params.point, context.options);
      if (!click.ok) enqueue.sendParent({ type: 'wand.notice', notice: click.notice } satisfies InstrumentCommand);
    }),
    setOptions: assign({ options: (_, params: WandOptionsEvent) => params.options }),
    prepareRerun: assign((_, params: WandOptionsEvent) => ({
      request: wandRerun(params.document, params.options),
      image: params.document.image,
    })),
    forget: assign({ request: null, image: null }),
    commitMask: sendParent((_, params: { mask: Mask }): InstrumentCommand => ({ type: 'mask.commit', mask: params.mask })),
    reportFailure: sendParent((_, params: { error: unknown }): InstrumentCommand => ({
      type: 'wand.notice',
      notice: wandFailureNotice(params.error),
    })),
  },
}).createMachine({
  id: 'magicWand',
  context: ({ input }) => ({ ...input, request: null, image: null }),
  initial: 'idle',
  // A press or a change of options is handled alike whatever the wand is doing: a step under way
  // or waiting to start is replaced.
  on: {
    'pointer.down': [
      { guard: { type: 'clickRuns', params: ({ event }) => event }, target: '.working', actions: { type: 'prepareClick', params: ({ event }) => event } },
      { actions: { type: 'refuseClick', params: ({ event }) => event } },
    ],
    'wand.options': [
      {
        guard: { type: 'madeCurrentMask', params: ({ event }) => event },
        target: '.settling',
        actions: [
          { type: 'setOptions', params: ({ event }) => event },
          { type: 'prepareRerun', params: ({ event }) => event },
        ],
      },
      { actions: { type: 'setOptions', params: ({ event }) => event } },
    ],
  },
  states: {
    idle: {},
    settling: {
      after: { [WAND_SLIDER_DEBOUNCE_MS]: 'working' },
      on: { 'gesture.cancel': { target: 'idle', actions: 'forget' } },
    },
    working: {
      invoke: {
        src: 'wandStep',
        input: ({ context }) => ({ port: context.port, image: context.image, request: context.request }),
        onDone: { target: 'idle', actions: [{ type: 'commitMask', params: ({ event }) => ({ mask: event.output }) }, 'forget'] },
        onError: { target: 'idle', actions: [{ type: 'reportFailure', params: ({ event }) => ({ error: event.error }) }, 'forget'] },
      },
      on: { 'gesture.cancel': { target: 'idle', actions: 'forget' } },
    },
  },
});
