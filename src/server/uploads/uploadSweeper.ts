/**
 * Deletes uploads no saved document refers to once they are a day old: converted PNGs and kept
 * images (`uploads/` in the file store), and the originals (`uploads/originals/`), which go
 * with their PNG (same id). A conversion the person never saved, or a document since deleted or
 * given another image, so does not keep its files for ever. Runs at start and every hour.
 */
import type { FileStore } from '../storage/fileStore';
import { startPeriodicTask } from '../periodicTask';

/** An upload older than this that no document refers to is deleted. */
export const UNREFERENCED_UPLOAD_MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const UPLOAD_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export interface UploadSweepOptions {
  /** The store the uploads are kept in. */
  readonly files: Pick<FileStore, 'list' | 'remove'>;
  /** The upload names (`<id>.png`, `.jpg`, `.gif`) saved documents refer to. */
  referencedNames(): Promise<ReadonlySet<string>>;
  /** The time ages are measured at; the real time by default. */
  readonly now?: () => Date;
  readonly maxAgeMs?: number;
}

/** What the sweeper reports to. */
export interface SweepLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** An upload's id: its file name (after the folders) up to the first dot. Every file of one upload shares it. */
const idOf = (key: string): string => key.slice(key.lastIndexOf('/') + 1).split('.')[0] ?? key;

/** Deletes the old unreferenced uploads once; answers the keys it deleted (`uploads/…`). */
export async function sweepUploads(options: UploadSweepOptions): Promise<string[]> {
  const now = (options.now ?? (() => new Date()))().getTime();
  const maxAgeMs = options.maxAgeMs ?? UNREFERENCED_UPLOAD_MAX_AGE_MS;
  const files = [...(await options.files.list('uploads')), ...(await options.files.list('uploads/originals'))];
  const old = files.filter((file) => now - file.storedAt > maxAgeMs);
  if (old.length === 0) return [];
  // Read after listing, so a document saved meanwhile still protects what it refers to.
  const referencedIds = new Set([...(await options.referencedNames())].map(idOf));
  const unreferenced = old.filter((file) => !referencedIds.has(idOf(file.key))).map((file) => file.key);
  await options.files.remove(unreferenced);
  return unreferenced;
}

/** A running sweeper; `stop()` clears its timer and waits for a sweep under way. */
export interface UploadSweeper {
  stop(): Promise<void>;
}

/** Sweeps now and every `intervalMs` (an unref'd timer, so it never keeps the process alive). */
export function startUploadSweeper(options: UploadSweepOptions & { log: SweepLog; intervalMs?: number }): UploadSweeper {
  return startPeriodicTask(
    async () => {
      const deleted = await sweepUploads(options);
      if (deleted.length > 0) options.log.info({ deleted: deleted.length }, 'Deleted uploads no saved document refers to');
    },
    options.intervalMs ?? UPLOAD_SWEEP_INTERVAL_MS,
    (error) => options.log.error({ err: error }, 'Could not sweep old uploads'),
  );
}
