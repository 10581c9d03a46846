/**
 * The background a print draws under the drawing: the data URL the client sent (the map snapshot,
 * or an image only its tab holds), else, when the state's image is one of our uploads
 * (`/api/uploads/<name>`), that stored file, read by the conversion child itself, for the user who
 * uploaded it only (or whose saved document shows it). Nothing else: no other URL is fetched and
 * no path comes from the client. Another user's upload, an unknown name or a blob: URL without a
 * data URL draw no background, exactly alike.
 */
import { stat } from 'node:fs/promises';
import type { PrintRequest } from '../../shared/print';
import { uploadNamesOf } from '../db/documentUploadsRepository';
import { STORED_IMAGE_MIME } from '../uploads/storedImageType';
import type { UploadStore } from '../uploads/uploadStore';
import type { PrintBackground } from './printJob';

export interface BackgroundSources {
  readonly store: Pick<UploadStore, 'servedImage' | 'ownerOf'>;
  /** Whether one of the user's saved documents refers to the upload. */
  documentRefersTo(userId: string, name: string): Promise<boolean>;
}

/** Where the print's background comes from, or null for none. */
export async function resolveBackground(request: Pick<PrintRequest, 'background' | 'state'>, userId: string, sources: BackgroundSources): Promise<PrintBackground | null> {
  if (request.background !== undefined) return { kind: 'data-url', href: request.background };
  const [name] = uploadNamesOf(request.state);
  const image = name === undefined ? undefined : sources.store.servedImage(name);
  if (name === undefined || image === undefined) return null;
  const owned = (await sources.store.ownerOf(name)) === userId || (await sources.documentRefersTo(userId, name));
  if (!owned) return null;
  const found = (await stat(image.path).catch(() => undefined))?.isFile() === true;
  return found ? { kind: 'stored', path: image.path, mime: STORED_IMAGE_MIME[image.type] } : null;
}
