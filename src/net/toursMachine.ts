/**
 * The remembered help flags ("tours"): loaded from the server at start, marked as the person
 * dismisses help, and saved back. The server merges what it is sent, so only the marks made
 * since the last save are sent. A failed load or save keeps the local flags and emits `tours.error`.
 */
import type { TourId, Tours } from '../shared/api';
import { createSyncedRecordMachine, type SyncedRecordError } from './syncedRecordMachine';

export type ToursEvent = { type: 'tours.mark'; ids: readonly TourId[] };
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
    changesOf: (event: ToursEvent) => flagsOf(event.ids),
    load: services.load,
    save: ({ changes }) => services.save(changes),
  });

export type ToursMachine = ReturnType<typeof createToursMachine>;
