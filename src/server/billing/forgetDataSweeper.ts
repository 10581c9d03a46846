/**
 * "Delete my data after my account expires" (spec accounts §9, the unsubscribe page): once the
 * plan of a subscription with `forget_data` has ended, the account's saved documents go with
 * their previews and the uploads only they showed, and so do its settings and help flags. The
 * login stays, so the person can come back and buy a plan; the subscription becomes 'Outdated'
 * and forgets the request. Runs at start and every hour, like the upload sweeper.
 */
import type { Kysely } from 'kysely';
import { SUBSCRIPTION_STATUS } from '../../shared/billing';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { referencedUploadNames } from '../db/documentUploadsRepository';
import { subscriptionsRepository } from '../db/subscriptionsRepository';
import { previewStore } from '../documents/previewStore';
import type { FileStore } from '../storage/fileStore';
import { userSettingsKey } from '../routes/settingsOwner';
import { STORED_IMAGE_NAME, uploadKeyOf } from '../uploads/uploadStore';
import type { SweepLog } from '../uploads/uploadSweeper';
import { startPeriodicTask } from '../periodicTask';

export const FORGET_DATA_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export interface ForgetDataOptions {
  readonly db: Kysely<DatabaseSchema>;
  /** Where previews and uploads are kept. */
  readonly files: FileStore;
  /** The time plans are judged ended at; the real time by default. */
  readonly now?: () => Date;
}

/** Deletes one account's saved documents with their files, settings and help flags. */
export async function forgetAccountData(db: Kysely<DatabaseSchema>, files: FileStore, userId: string): Promise<void> {
  const documents = await db.selectFrom('documents').select(['id', 'preview_file']).where('user_id', '=', userId).execute();
  const ids = documents.map((document) => document.id);
  const shown =
    ids.length === 0 ? [] : await db.selectFrom('document_uploads').select('upload_name').where('document_id', 'in', ids).execute();
  // Locks and upload references go with their documents (foreign keys, on delete cascade).
  await db.deleteFrom('documents').where('user_id', '=', userId).execute();
  const key = userSettingsKey(userId);
  await db.deleteFrom('settings').where('client_id', '=', key).execute();
  await db.deleteFrom('tours').where('client_id', '=', key).execute();

  const previews = previewStore(files);
  await Promise.all(documents.map((document) => previews.remove(document.preview_file)));
  // An upload another account's document shows too stays.
  const stillShown = await referencedUploadNames(db);
  const uploads = [...new Set(shown.map((row) => row.upload_name))].filter((name) => STORED_IMAGE_NAME.test(name) && !stillShown.has(name));
  await removeUploads(files, uploads);
}

/** Removes served uploads and their originals (same id, any extension). */
async function removeUploads(files: FileStore, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  const ids = new Set(names.map((name) => name.split('.')[0]));
  const originals = (await files.list('uploads/originals')).filter((file) => ids.has(file.key.slice(file.key.lastIndexOf('/') + 1).split('.')[0]));
  await files.remove([...names.map(uploadKeyOf), ...originals.map((file) => file.key)]);
}

/** Forgets the data of every account whose plan has ended and asked for it; answers their ids. */
export async function forgetExpiredData(options: ForgetDataOptions): Promise<string[]> {
  const now = options.now ?? (() => new Date());
  const subscriptions = subscriptionsRepository(options.db, now);
  const expired = await subscriptions.expiredForgetting(now());
  for (const subscription of expired) {
    await forgetAccountData(options.db, options.files, subscription.userId);
    await subscriptions.update(subscription.userId, { forgetData: false, status: SUBSCRIPTION_STATUS.outdated });
  }
  return expired.map((subscription) => subscription.userId);
}

/** A running sweeper; `stop()` clears its timer and waits for a sweep under way. */
export interface ForgetDataSweeper {
  stop(): Promise<void>;
}

/** Sweeps now and every `intervalMs` (an unref'd timer, so it never keeps the process alive). */
export function startForgetDataSweeper(options: ForgetDataOptions & { log: SweepLog; intervalMs?: number }): ForgetDataSweeper {
  return startPeriodicTask(
    async () => {
      const forgotten = await forgetExpiredData(options);
      if (forgotten.length > 0) options.log.info({ accounts: forgotten.length }, 'Deleted the data of expired accounts that asked for it');
    },
    options.intervalMs ?? FORGET_DATA_SWEEP_INTERVAL_MS,
    (error) => options.log.error({ err: error }, 'Could not delete the data of expired accounts'),
  );
}
