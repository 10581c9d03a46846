/**
 * Where uploads live under DATA_DIR: originals in `uploads/originals/<id>.<ext>`, converted
 * PNGs in `uploads/<id>.png`. Ids are random; names from the client never reach a path.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { ConvertedUploadType } from '../../shared/constants';

/** The public name of a converted PNG: 32 hex digits and `.png`, nothing else. */
export const STORED_PNG_NAME = /^[0-9a-f]{32}\.png$/;

export interface UploadStore {
  readonly uploadsDir: string;
  /** A fresh id and the paths of its original and its PNG. */
  allocate(type: ConvertedUploadType): StoredUpload;
  /** The PNG's path for a public name, or undefined when the name does not fit STORED_PNG_NAME. */
  pngPath(name: string): string | undefined;
}

export interface StoredUpload {
  readonly id: string;
  readonly originalPath: string;
  readonly pngPath: string;
  /** The address `GET /api/uploads/:name` serves the PNG at. */
  readonly publicPath: string;
}

/** Creates the folders (if missing) and returns the store. */
export async function openUploadStore(dataDir: string): Promise<UploadStore> {
  const uploadsDir = join(dataDir, 'uploads');
  const originalsDir = join(uploadsDir, 'originals');
  await mkdir(originalsDir, { recursive: true });
  return {
    uploadsDir,
    allocate(type) {
      const id = randomBytes(16).toString('hex');
      return {
        id,
        originalPath: join(originalsDir, `${id}.${type}`),
        pngPath: join(uploadsDir, `${id}.png`),
        publicPath: `/api/uploads/${id}.png`,
      };
    },
    pngPath(name) {
      return STORED_PNG_NAME.test(name) ? join(uploadsDir, name) : undefined;
    },
  };
}

/** Deletes the files of an upload that was refused or failed; missing files are fine. */
export async function discardUpload(upload: StoredUpload): Promise<void> {
  await Promise.all([rm(upload.originalPath, { force: true }), rm(upload.pngPath, { force: true })]);
}
