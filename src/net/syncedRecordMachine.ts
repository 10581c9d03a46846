/**
 * One record of the person's, kept in step with the server: loaded at start, changed locally
 * at once, and saved back (settings, help flags). The UI works from `initial` until the load
 * ends; a change made meanwhile wins over what the server had, field by field, and is saved
 * after the load. A change made during a save is saved once that save ends. A failed load or
 * save keeps the local record and emits `<name>.error`.
 *
 * The record belongs to whoever the server answers for (the logged-in user, or this browser), so
 * when that changes (a login, a logout) `<name>.reload` starts again from `initial` and loads the
 * new owner's record. What the previous owner had not saved yet is dropped rather than written
 * into the new owner's record, and the answer of a load or save still under way is ignored.
 */
import { assign, emit, fromPromise, setup, type EventObject } from 'xstate';

/** The error a synced record emits, `during` the load or a save. */
export interface SyncedRecordError<Name extends string> {
  type: `${Name}.error`;
  during: 'load' | 'save';
  message: string;
}

/** Loads the record again for its new owner (see the module's comment). */
export interface SyncedRecordReload<Name extends string> {
  type: `${Name}.reload`;
}

/** What a save sends: the whole record after the changes, and only the changes since the last save. */
export interface SyncedRecordSave<T> {
  record: T;
  changes: Partial<T>;
}

export interface SyncedRecordOptions<Name extends string, T extends object, Change extends EventObject> {
  /** The machine's id and the prefix of its emitted error (`settings` → `settings.error`). */
  name: Name;
  /** The record the UI works from before (or without) the server's. */
  initial: T;
  /** The one event that changes the record (`settings.change`), and the fields it changes. */
  changeEvent: Change['type'];
  changesOf: (event: Change) => Partial<T>;
  load: () => Promise<T>;
  /** Sends the record or its changes, as the server's API wants them; the answer is not read. */
  save: (sent: SyncedRecordSave<T>) => Promise<unknown>;
}

/** What the machine keeps besides the record itself. */
export interface SyncedRecordChanges<T> {
  /** Changed but not yet sent. */
  unsaved: Partial<T>;
  /** Sent by the save in progress. */
  sending: Partial<T>;
}

/**
 * The record as the UI sees it (the loaded one with every local change) under its name
 * (`context.settings`), and the changes not yet saved.
 */
export type SyncedRecordContext<Name extends string, T> = { readonly [Key in Name]: T } & SyncedRecordChanges<T>;

const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Builds the statechart of one synced record: `loading` → `ready` ⇄ `saving`. */
export function createSyncedRecordMachine<Name extends string, T extends object, Change extends EventObject>(
  options: SyncedRecordOptions<Name, T, Change>,
) {
  const { name, initial, changeEvent, changesOf, load, save } = options;
  type Context = SyncedRecordContext<Name, T>;
  type Event = Change | SyncedRecordReload<Name>;
  const recordOf = (context: Context): T => (context as Record<Name, T>)[name];
  // TypeScript cannot follow a computed key of a generic type (it widens it to a string index),
  // so the record's field and the change event's transitions are read and written through casts here.
  const update = (record: T | undefined, changes: Partial<SyncedRecordChanges<T>> = {}) =>
    ({ ...(record === undefined ? {} : { [name]: record }), ...changes }) as Partial<Context>;
  const onChange = <Transition>(transition: Transition) => ({ [changeEvent]: transition }) as Record<Change['type'], Transition>;
  const onReload = <Transition>(transition: Transition) => ({ [`${name}.reload`]: transition }) as Record<SyncedRecordReload<Name>['type'], Transition>;
  const fresh = () => update(initial, { unsaved: {}, sending: {} }) as Context;

  return setup({
    types: {
      context: {} as Context,
      events: {} as Event,
      emitted: {} as SyncedRecordError<Name>,
    },
    actors: {
      load: fromPromise(() => load()),
      save: fromPromise(({ input }: { input: SyncedRecordSave<T> }) => save(input)),
    },
    guards: {
      hasUnsaved: ({ context }) => Object.keys(context.unsaved).length > 0,
    },
    actions: {
      change: assign(({ context, event }) => {
        const changes = changesOf(event as Change);
        return update({ ...recordOf(context), ...changes }, { unsaved: { ...context.unsaved, ...changes } });
      }),
      // Entry actions run before the invoke reads its input, so the changes move to `sending` first.
      startSave: assign(({ context }) => update(undefined, { sending: context.unsaved, unsaved: {} })),
      // The previous owner's record and unsaved changes are dropped, never saved for the new owner.
      startOver: assign(() => fresh()),
      reportError: emit((_, { during, error }: { during: 'load' | 'save'; error: unknown }) => ({
        type: `${name}.error` as const,
        during,
        message: errorMessage(error),
      })),
    },
  }).createMachine({
    id: name,
    context: fresh(),
    initial: 'loading',
    states: {
      // Entered again by a reload while loading: the earlier load stops and its answer is not heard.
      loading: {
        invoke: {
          src: 'load',
          onDone: {
            target: 'ready',
            // A change made while loading wins over what the server had, field by field.
            actions: assign(({ context, event }) => update({ ...event.output, ...context.unsaved })),
          },
          onError: {
            target: 'ready',
            actions: { type: 'reportError', params: ({ event }) => ({ during: 'load', error: event.error }) },
          },
        },
        on: { ...onChange({ actions: 'change' as const }), ...onReload({ target: 'loading', reenter: true, actions: 'startOver' as const }) },
      },
      ready: {
        always: { guard: 'hasUnsaved', target: 'saving' },
        on: { ...onChange({ target: 'saving', actions: 'change' as const }), ...onReload({ target: 'loading', actions: 'startOver' as const }) },
      },
      saving: {
        entry: 'startSave',
        invoke: {
          src: 'save',
          input: ({ context }) => ({ record: recordOf(context), changes: context.sending }),
          onDone: { target: 'ready' },
          onError: {
            target: 'ready',
            actions: { type: 'reportError', params: ({ event }) => ({ during: 'save', error: event.error }) },
          },
        },
        // A change during a save is saved again once this one ends. A reload leaves the save to end
        // unheard: it was sent for the previous owner, and what it had not sent is dropped.
        on: { ...onChange({ actions: 'change' as const }), ...onReload({ target: 'loading', actions: 'startOver' as const }) },
      },
    },
  });
}
