/**
 * The background a print draws under the drawing: the data URL the client sent (the map snapshot,
 * or an image only its tab holds), else, when the state's image is one of our uploads
 * (`/api/uploads/<name>`), that stored file, read by the conversion child itself, for the user who
 * uploaded it only (or whose saved document shows it). Nothing else: no other URL is fetched and
 * no path comes from the client. Another user's upload, an unknown name or a blob: URL without a
 * data URL draw no background, exactly alike.
 */
import type { PrintRequest } from '../../shared/print';
import { uploadNamesOf } from '../db/documentUploadsRepository';
import { STORED_IMAGE_MIME } from '../uploads/storedImageType';
import type { UploadStore } from '../uploads/uploadStore';
import type { PrintBackground } from './printJob';

export interface BackgroundSources {
  readonly store: Pick<UploadStore, 'localImage' | 'ownerOf'>;
  /** Whether one of the user's saved documents refers to the upload. */
  documentRefersTo(userId: string, name: string): Promise<boolean>;
}

/** A print's background, and how to let go of the local copy of a stored image once the print is drawn. */
export interface ResolvedBackground {
  readonly background: PrintBackground | null;
  release(): Promise<void>;
}

const nothingToRelease = () => Promise.resolve();

/** Where the print's background comes from, or null for none. */
export async function resolveBackground(request: Pick<PrintRequest, 'background' | 'state'>, userId: string, sources: BackgroundSources): Promise<ResolvedBackground> {
  if (request.background !== undefined) return { background: { kind: 'data-url', href: request.background }, release: nothingToRelease };
  const none = { background: null, release: nothingToRelease };
  const [name] = uploadNamesOf(request.state);
  if (name === undefined) return none;
  const owned = (await sources.store.ownerOf(name)) === userId || (await sources.documentRefersTo(userId, name));
  if (!owned) return none;
  const image = await sources.store.localImage(name);
  return image ? { background: { kind: 'stored', path: image.path, mime: STORED_IMAGE_MIME[image.type] }, release: image.release } : none;
}
