/**
 * Document previews (spec accounts §7: "Document previews are served from a preview path"): PNGs
 * sent as `data:image/png;base64,` URIs with a save, kept as files under `DATA_DIR/previews` with
 * random names. The row stores only the name, and the name is the only way to reach a file.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DocumentRouteError } from './DocumentRouteError';

/** A preview is a small thumbnail (scale 0.2 of the canvas); 2 MB leaves room for a large canvas. */
export const PREVIEW_MAX_BYTES = 2 * 1024 * 1024;
export const PREVIEW_DATA_URI_PREFIX = 'data:image/png;base64,';
/** What `GET /preview/:file` accepts: 128 random bits in hex, so names cannot be guessed or walked. */
export const PREVIEW_FILE_PATTERN = /^[0-9a-f]{32}\.png$/;
export const PREVIEW_PATH_PREFIX = '/preview/';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const MAX_BASE64_LENGTH = Math.ceil(PREVIEW_MAX_BYTES / 3) * 4;

const invalidPreview = (why: string) => new DocumentRouteError(400, `Preview ${why}`, { field: 'preview' });

/** Decodes and checks a preview data URI; refuses anything but a bounded PNG with a clear 400. */
export function decodePreview(dataUri: string): Buffer {
  if (!dataUri.startsWith(PREVIEW_DATA_URI_PREFIX)) throw invalidPreview(`must be a ${PREVIEW_DATA_URI_PREFIX} URI`);
  const base64 = dataUri.slice(PREVIEW_DATA_URI_PREFIX.length);
  if (base64.length > MAX_BASE64_LENGTH) throw invalidPreview(`is larger than ${PREVIEW_MAX_BYTES / 1024 / 1024} MB`);
  if (base64.length % 4 !== 0 || !BASE64.test(base64)) throw invalidPreview('is not valid base64');
  const png = Buffer.from(base64, 'base64');
  if (png.length > PREVIEW_MAX_BYTES) throw invalidPreview(`is larger than ${PREVIEW_MAX_BYTES / 1024 / 1024} MB`);
  if (png.length <= PNG_SIGNATURE.length || !png.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) {
    throw invalidPreview('is not a PNG image');
  }
  return png;
}

/** The path a client fetches a preview from, or null without one. */
export const previewPath = (file: string | null): string | null => (file === null ? null : `${PREVIEW_PATH_PREFIX}${file}`);

export interface PreviewStore {
  /** Stores the PNG under a new random name and answers the name. */
  write(png: Buffer): Promise<string>;
  /** Removes a stored preview; a missing file or null is fine. */
  remove(file: string | null): Promise<void>;
  /** The file's path on disk for a well-formed name, else undefined (so no name can leave the folder). */
  pathOf(file: string): string | undefined;
}

/** The previews folder of DATA_DIR, created when missing. */
export async function openPreviewStore(dataDir: string): Promise<PreviewStore> {
  const folder = join(dataDir, 'previews');
  await mkdir(folder, { recursive: true });
  const pathOf = (file: string) => (PREVIEW_FILE_PATTERN.test(file) ? join(folder, file) : undefined);
  return {
    async write(png) {
      const file = `${randomBytes(16).toString('hex')}.png`;
      await writeFile(join(folder, file), png, { flag: 'wx' });
      return file;
    },
    async remove(file) {
      const path = file === null ? undefined : pathOf(file);
      if (path !== undefined) await rm(path, { force: true });
    },
    pathOf,
  };
}
