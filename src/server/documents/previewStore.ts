/**
 * Document previews (spec accounts §7: "Document previews are served from a preview path"): PNGs
 * sent as `data:image/png;base64,` URIs with a save, kept in the file store as `previews/<name>` with
 * random names. The row stores only the name, and the name is the only way to reach a file.
 */
import { randomBytes } from 'node:crypto';
import { ACCOUNT_LIMITS, FIELD_MESSAGES } from '../../shared/accounts';
import type { FileStore, OpenedFile } from '../storage/fileStore';
import { DocumentRouteError } from './DocumentRouteError';

export const PREVIEW_DATA_URI_PREFIX = 'data:image/png;base64,';
/** What `GET /preview/:file` accepts: 128 random bits in hex, so names cannot be guessed or walked. */
export const PREVIEW_FILE_PATTERN = /^[0-9a-f]{32}\.png$/;
export const PREVIEW_PATH_PREFIX = '/preview/';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const invalidPreview = (why: string) => new DocumentRouteError(400, `Preview ${why}`, { field: 'preview' });

/** Decodes and checks a preview data URI; refuses anything but a bounded PNG with a clear 400. */
export function decodePreview(dataUri: string): Buffer {
  // The same bound as the client's previewDataUriSchema, checked before decoding anything.
  if (dataUri.length > ACCOUNT_LIMITS.previewMax) {
    throw new DocumentRouteError(400, FIELD_MESSAGES.tooLong('Preview', ACCOUNT_LIMITS.previewMax), { field: 'preview' });
  }
  if (!dataUri.startsWith(PREVIEW_DATA_URI_PREFIX)) throw invalidPreview(`must be a ${PREVIEW_DATA_URI_PREFIX} URI`);
  const base64 = dataUri.slice(PREVIEW_DATA_URI_PREFIX.length);
  if (base64.length % 4 !== 0 || !BASE64.test(base64)) throw invalidPreview('is not valid base64');
  const png = Buffer.from(base64, 'base64');
  if (png.length <= PNG_SIGNATURE.length || !png.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) {
    throw invalidPreview('is not a PNG image');
  }
  return png;
}

export interface PreviewStore {
  /** Stores the PNG under a new random name and answers the name. */
  write(png: Buffer): Promise<string>;
  /** Removes a stored preview; a missing file or null is fine. */
  remove(file: string | null): Promise<void>;
  /** The stored preview of a well-formed name, or undefined (so no name can leave the folder). */
  open(file: string): Promise<OpenedFile | undefined>;
}

/** The previews' view of the file store: `previews/<name>`. */
export function previewStore(files: FileStore): PreviewStore {
  const keyOf = (file: string) => (PREVIEW_FILE_PATTERN.test(file) ? `previews/${file}` : undefined);
  return {
    async write(png) {
      const file = `${randomBytes(16).toString('hex')}.png`;
      await files.write(`previews/${file}`, png);
      return file;
    },
    async remove(file) {
      const key = file === null ? undefined : keyOf(file);
      if (key !== undefined) await files.remove([key]);
    },
    async open(file) {
      const key = keyOf(file);
      return key === undefined ? undefined : files.open(key);
    },
  };
}
