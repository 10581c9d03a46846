/**
 * Crash-safe drawing (issue 21): the drawing is kept on this device after each committed edit, and
 * a drawing kept when the tab crashed or was closed is offered back when the app opens again.
 *
 *   waiting ── owner.changed(owner) ──► looking ── a draft ──► offering ── draft.restore ──► restoring ──► keeping
 *      ▲                                   │                     │ draft.discard (forgotten) ─────────────────▲
 *      └──── owner.changed(null) ◄── any   └──── none ──────────────────────────────────────────────────────────┘
 *
 * While a draft is offered nothing is written over it, so a person who draws before answering
 * still gets it back. In `keeping`, the keeper (draftKeeper.ts) writes the drawing a moment after
 * each committed edit and forgets it once nothing needs saving (saved, opened, cleared, or empty).
 */
import { assign, fromCallback, fromPromise, setup, type ActorRefFrom, type EventObject } from 'xstate';
import type { EditorActor } from '../../engine/editor/editorMachine';
import { keepDrafts, type DraftKeeperOptions } from './draftKeeper';
import type { Draft, DraftStore } from './draftStore';

export interface DraftRecoveryDeps {
  editor: EditorActor;
  store: DraftStore;
  /** Opens a draft in the editor (the document session's `recover`). */
  recover: (draft: Draft) => Promise<void>;
  keeper?: Omit<DraftKeeperOptions, 'editor' | 'store' | 'owner'>;
}

export type DraftRecoveryEvent =
  /** Whose drawing this is: the signed-in account's address, or null once signed out. */
  | { type: 'owner.changed'; owner: string | null }
  | { type: 'draft.restore' }
  /** The offer's Discard; while keeping, the person threw the drawing away (logged out without saving). */
  | { type: 'draft.discard' };

export interface DraftRecoveryContext {
  owner: string | null;
  /** The draft on offer, while one is. */
  draft: Draft | null;
}

export function createDraftRecoveryMachine({ editor, store, recover, keeper = {} }: DraftRecoveryDeps) {
  return setup({
    types: { context: {} as DraftRecoveryContext, events: {} as DraftRecoveryEvent },
    actors: {
      readDraft: fromPromise<Draft | undefined, { owner: string }>(({ input }) => store.read(input.owner)),
      restoreDraft: fromPromise<void, { draft: Draft }>(({ input }) => recover(input.draft)),
      forgetDraft: fromPromise<void, { owner: string }>(({ input }) => store.forget(input.owner)),
      keepDrafts: fromCallback<EventObject, { owner: string }>(({ input }) => keepDrafts({ ...keeper, editor, store, owner: input.owner })),
    },
    guards: {
      hasOwner: ({ event }) => event.type === 'owner.changed' && event.owner !== null,
    },
    actions: {
      rememberOwner: assign({ owner: ({ event }) => (event.type === 'owner.changed' ? event.owner : null), draft: null }),
      forgetOffer: assign({ draft: null }),
    },
  }).createMachine({
    id: 'draftRecovery',
    context: { owner: null, draft: null },
    initial: 'waiting',
    on: {
      'owner.changed': [
        { guard: 'hasOwner', target: '.looking', actions: 'rememberOwner', reenter: true },
        { target: '.waiting', actions: 'rememberOwner' },
      ],
    },
    states: {
      waiting: {},
      looking: {
        invoke: {
          src: 'readDraft',
          input: ({ context }) => ({ owner: context.owner! }),
          onDone: [
            { guard: ({ event }) => event.output !== undefined, target: 'offering', actions: assign({ draft: ({ event }) => event.output ?? null }) },
            { target: 'keeping' },
          ],
          // A store that cannot be read offers nothing; the drawing is still kept from now on.
          onError: { target: 'keeping' },
        },
      },
      offering: {
        on: {
          'draft.restore': { target: 'restoring' },
          'draft.discard': { target: 'discarding' },
        },
      },
      restoring: {
        invoke: {
          src: 'restoreDraft',
          input: ({ context }) => ({ draft: context.draft! }),
          onDone: { target: 'keeping', actions: 'forgetOffer' },
          // Kept for another try: the draft stays on the device and on offer.
          onError: { target: 'offering' },
        },
      },
      discarding: {
        invoke: {
          src: 'forgetDraft',
          input: ({ context }) => ({ owner: context.owner! }),
          onDone: { target: 'keeping', actions: 'forgetOffer' },
          onError: { target: 'keeping', actions: 'forgetOffer' },
        },
      },
      keeping: {
        invoke: { src: 'keepDrafts', input: ({ context }) => ({ owner: context.owner! }) },
        // "Log out without saving": the drawing is thrown away on this device too.
        on: { 'draft.discard': { target: 'discarding' } },
      },
    },
  });
}

export type DraftRecoveryMachine = ReturnType<typeof createDraftRecoveryMachine>;
export type DraftRecoveryActor = ActorRefFrom<DraftRecoveryMachine>;
