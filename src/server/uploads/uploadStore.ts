/**
 * Where uploads live under DATA_DIR: originals in `uploads/originals/<id>.<ext>`, converted
 * PNGs in `uploads/<id>.png`, and images kept as they are (`POST /api/images`) in
 * `uploads/<id>.<png|jpg|gif>`. Who uploaded each is noted beside its original
 * (`originals/<id>.owner`, the user's id), so the print routes read an upload for its owner
 * only; the sweepers delete it with the other files of its id. Ids are random; names from the
 * client never reach a path.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ConvertedUploadType } from '../../shared/constants';
import type { StoredImageType } from './storedImageType';

/** The public name of a served image: 32 hex digits and `.png`, `.jpg` or `.gif`, nothing else. */
export const STORED_IMAGE_NAME = /^[0-9a-f]{32}\.(png|jpg|gif)$/;

export interface UploadStore {
  readonly uploadsDir: string;
  /** A fresh id and the paths of its original and its PNG. */
  allocate(type: ConvertedUploadType): StoredUpload;
  /** A fresh id for an image kept as it is: where it is received, and where it is served from. */
  allocateImage(type: StoredImageType): StoredImage;
  /** The image's path and type for a public name, or undefined when the name does not fit STORED_IMAGE_NAME. */
  servedImage(name: string): { path: string; type: StoredImageType } | undefined;
  /** Notes that user `userId` uploaded the upload of id `id`. */
  recordOwner(id: string, userId: string): Promise<void>;
  /** The id of the user who uploaded the image of this public name; undefined when unknown or not a stored image's name. */
  ownerOf(name: string): Promise<string | undefined>;
}

export interface StoredImage {
  readonly id: string;
  /** Written while the upload arrives; moved to `path` once its bytes are checked. */
  readonly receivedPath: string;
  readonly path: string;
  /** The address `GET /api/uploads/:name` serves the image at. */
  readonly publicPath: string;
}

export interface StoredUpload {
  readonly id: string;
  readonly originalPath: string;
  readonly pngPath: string;
  /** The address `GET /api/uploads/:name` serves the PNG at. */
  readonly publicPath: string;
}

/** DATA_DIR/uploads. */
export const uploadsDirOf = (dataDir: string): string => join(dataDir, 'uploads');

/** Creates the folders (if missing) and returns the store. */
export async function openUploadStore(dataDir: string): Promise<UploadStore> {
  const uploadsDir = uploadsDirOf(dataDir);
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
    allocateImage(type) {
      const id = randomBytes(16).toString('hex');
      return {
        id,
        receivedPath: join(originalsDir, `${id}.${type}`),
        path: join(uploadsDir, `${id}.${type}`),
        publicPath: `/api/uploads/${id}.${type}`,
      };
    },
    servedImage(name) {
      const match = STORED_IMAGE_NAME.exec(name);
      return match ? { path: join(uploadsDir, name), type: match[1] as StoredImageType } : undefined;
    },
    async recordOwner(id, userId) {
      await writeFile(join(originalsDir, `${id}.owner`), userId, 'utf8');
    },
    async ownerOf(name) {
      if (!STORED_IMAGE_NAME.test(name)) return undefined;
      const id = name.slice(0, name.indexOf('.'));
      return readFile(join(originalsDir, `${id}.owner`), 'utf8').catch(() => undefined);
    },
  };
}

/** Deletes the files of an upload that was refused or failed; missing files are fine. */
export async function discardUpload(upload: StoredUpload): Promise<void> {
  await Promise.all([rm(upload.originalPath, { force: true }), rm(upload.pngPath, { force: true })]);
}

/** Deletes the files of an image that was refused; missing files are fine. */
export async function discardImage(image: StoredImage): Promise<void> {
  await Promise.all([rm(image.receivedPath, { force: true }), rm(image.path, { force: true })]);
}
