/**
 * The remembered help flags ("tours"): loaded from the server at start, marked as the person
 * dismisses help, and saved back. Marks made before the load ends are kept and saved after it;
 * a failed load or save keeps the local flags and reports the error.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import type { TourId, Tours } from '../shared/api';

export type ToursEvent = { type: 'tours.mark'; ids: readonly TourId[] };
export type ToursEmitted = { type: 'tours.error'; during: 'load' | 'save'; message: string };

export interface ToursServices {
  load: () => Promise<Tours>;
  /** Merges the given flags into the stored ones. */
  save: (tours: Tours) => Promise<Tours>;
}

export interface ToursContext {
  /** Every flag known here: the loaded ones and the local marks. */
  tours: Tours;
  /** Marked but not yet sent. */
  unsaved: Tours;
  /** Sent by the save in progress. */
  sending: Tours;
}

const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));
const flagsOf = (ids: readonly TourId[]): Tours => Object.fromEntries(ids.map((id) => [id, true]));

export const createToursMachine = (services: ToursServices) =>
  setup({
    types: {
      context: {} as ToursContext,
      events: {} as ToursEvent,
      emitted: {} as ToursEmitted,
    },
    actors: {
      load: fromPromise(() => services.load()),
      save: fromPromise(({ input }: { input: Tours }) => services.save(input)),
    },
    guards: {
      hasUnsaved: ({ context }) => Object.keys(context.unsaved).length > 0,
    },
    actions: {
      mark: assign(({ context, event }) => {
        const flags = flagsOf(event.ids);
        return { tours: { ...context.tours, ...flags }, unsaved: { ...context.unsaved, ...flags } };
      }),
      reportError: emit(({ event }, during: 'load' | 'save') => ({
        type: 'tours.error' as const,
        during,
        message: errorMessage((event as { error?: unknown }).error),
      })),
    },
  }).createMachine({
    id: 'tours',
    context: { tours: {}, unsaved: {}, sending: {} },
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          src: 'load',
          onDone: {
            target: 'ready',
            // A mark made while loading wins over what the server had.
            actions: assign(({ context, event }) => ({ tours: { ...event.output, ...context.unsaved } })),
          },
          onError: { target: 'ready', actions: { type: 'reportError', params: 'load' } },
        },
        on: { 'tours.mark': { actions: 'mark' } },
      },
      ready: {
        always: { guard: 'hasUnsaved', target: 'saving' },
        on: { 'tours.mark': { target: 'saving', actions: 'mark' } },
      },
      saving: {
        // Entry actions run before the invoke reads its input, so the marks move to `sending`.
        entry: assign(({ context }) => ({ sending: context.unsaved, unsaved: {} })),
        invoke: {
          src: 'save',
          input: ({ context }) => context.sending,
          onDone: { target: 'ready' },
          onError: { target: 'ready', actions: { type: 'reportError', params: 'save' } },
        },
        // A mark during a save is saved once this one ends.
        on: { 'tours.mark': { actions: 'mark' } },
      },
    },
  });

export type ToursMachine = ReturnType<typeof createToursMachine>;
