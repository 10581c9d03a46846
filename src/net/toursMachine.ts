/**
 * The remembered help flags ("tours"): loaded from the server at start and again at each login
 * and logout (`tours.reload`, from none), marked as the person dismisses help, and saved back.
 * The server merges what it is sent, so only the marks made since the last save are sent. A
 * failed load or save keeps the local flags and emits `tours.error`.
 */
import type { TourId, Tours } from '../shared/api';
import { createSyncedRecordMachine, type SyncedRecordError, type SyncedRecordReload } from './syncedRecordMachine';

export type ToursMark = { type: 'tours.mark'; ids: readonly TourId[] };
export type ToursEvent = ToursMark | SyncedRecordReload<'tours'>;
export type ToursEmitted = SyncedRecordError<'tours'>;

export interface ToursServices {
  load: () => Promise<Tours>;
  /** Merges the given flags into the stored ones. */
  save: (tours: Tours) => Promise<Tours>;
}

const NO_FLAGS: Tours = {};
const flagsOf = (ids: readonly TourId[]): Tours => Object.fromEntries(ids.map((id) => [id, true]));

export const createToursMachine = (services: ToursServices) =>
  createSyncedRecordMachine({
    name: 'tours',
    initial: NO_FLAGS,
    changeEvent: 'tours.mark',
    changesOf: (event: ToursMark) => flagsOf(event.ids),
    load: services.load,
    save: ({ changes }) => services.save(changes),
  });

export type ToursMachine = ReturnType<typeof createToursMachine>;
