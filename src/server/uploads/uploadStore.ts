/**
 * Uploads in the file store (storage/fileStore: on disk under DATA_DIR, or in PostgreSQL):
 * originals under `uploads/originals/<id>.<ext>`, converted PNGs as `uploads/<id>.png`, and images
 * kept as they are (`POST /api/images`) as `uploads/<id>.<png|jpg|gif>`. Who uploaded each is
 * noted beside its original (`originals/<id>.owner`, the user's id), so the print routes read an
 * upload for its owner only; the sweepers delete it with the other files of its id. Files are
 * received and converted at their staging paths, then committed. Ids are random; names from the
 * client never reach a key.
 */
import { randomBytes } from 'node:crypto';
import type { ConvertedUploadType } from '../../shared/constants';
import type { FileStore, LocalFile, OpenedFile } from '../storage/fileStore';
import type { StoredImageType } from './storedImageType';

/** The public name of a served image: 32 hex digits and `.png`, `.jpg` or `.gif`, nothing else. */
export const STORED_IMAGE_NAME = /^[0-9a-f]{32}\.(png|jpg|gif)$/;

/** An owner note is a user id: a UUID, far below this. */
const OWNER_MAX_BYTES = 256;

/** The key of the served image of a public name. */
export const uploadKeyOf = (name: string): string => `uploads/${name}`;
/** The key of the note of who uploaded the upload of id `id`. */
const ownerKeyOf = (id: string): string => `uploads/originals/${id}.owner`;

export interface UploadStore {
  /** A fresh id and the staging paths of its original and its PNG. */
  allocate(type: ConvertedUploadType): StoredUpload;
  /** A fresh id for an image kept as it is: where it is received, and where it is staged to be served. */
  allocateImage(type: StoredImageType): StoredImage;
  /** Stores a converted upload's original and PNG once both are written. */
  commitUpload(upload: StoredUpload): Promise<void>;
  /** Stores a kept image once its received file is checked and moved to `path`. */
  commitImage(image: StoredImage): Promise<void>;
  /** Deletes an upload that was refused or failed, stored or staged; missing files are fine. */
  discard(upload: StoredUpload | StoredImage): Promise<void>;
  /** The served image of a public name, or undefined when the name is not one or nothing is stored under it. */
  openImage(name: string): Promise<(OpenedFile & { type: StoredImageType }) | undefined>;
  /** The served image as a file on this machine (for a conversion child), or undefined. */
  localImage(name: string): Promise<(LocalFile & { type: StoredImageType }) | undefined>;
  /** Notes that user `userId` uploaded the upload of id `id`. */
  recordOwner(id: string, userId: string): Promise<void>;
  /** The id of the user who uploaded the image of this public name; undefined when unknown or not a stored image's name. */
  ownerOf(name: string): Promise<string | undefined>;
}

export interface StoredImage {
  readonly id: string;
  readonly type: StoredImageType;
  /** Written while the upload arrives; moved to `path` once its bytes are checked. */
  readonly receivedPath: string;
  readonly path: string;
  /** The address `GET /api/uploads/:name` serves the image at. */
  readonly publicPath: string;
}

export interface StoredUpload {
  readonly id: string;
  readonly type: ConvertedUploadType;
  readonly originalPath: string;
  readonly pngPath: string;
  /** The address `GET /api/uploads/:name` serves the PNG at. */
  readonly publicPath: string;
}

const originalKey = (upload: { id: string; type: string }) => `uploads/originals/${upload.id}.${upload.type}`;
const servedKey = (upload: StoredUpload | StoredImage) => uploadKeyOf(`${upload.id}.${'pngPath' in upload ? 'png' : upload.type}`);

/** The uploads' view of the file store. */
export function uploadStore(files: FileStore): UploadStore {
  const imageTypeOf = (name: string) => STORED_IMAGE_NAME.exec(name)?.[1] as StoredImageType | undefined;
  return {
    allocate(type) {
      const id = randomBytes(16).toString('hex');
      return {
        id,
        type,
        originalPath: files.stagingPath(originalKey({ id, type })),
        pngPath: files.stagingPath(uploadKeyOf(`${id}.png`)),
        publicPath: `/api/uploads/${id}.png`,
      };
    },
    allocateImage(type) {
      const id = randomBytes(16).toString('hex');
      return {
        id,
        type,
        receivedPath: files.stagingPath(originalKey({ id, type })),
        path: files.stagingPath(uploadKeyOf(`${id}.${type}`)),
        publicPath: `/api/uploads/${id}.${type}`,
      };
    },
    async commitUpload(upload) {
      await files.commit(originalKey(upload));
      await files.commit(servedKey(upload));
    },
    async commitImage(image) {
      await files.commit(servedKey(image));
    },
    async discard(upload) {
      await files.remove([originalKey(upload), servedKey(upload), ownerKeyOf(upload.id)]);
    },
    async openImage(name) {
      const type = imageTypeOf(name);
      if (!type) return undefined;
      const opened = await files.open(uploadKeyOf(name));
      return opened && { ...opened, type };
    },
    async localImage(name) {
      const type = imageTypeOf(name);
      if (!type) return undefined;
      const local = await files.local(uploadKeyOf(name));
      return local && { path: local.path, release: local.release, type };
    },
    async recordOwner(id, userId) {
      await files.write(ownerKeyOf(id), Buffer.from(userId, 'utf8'));
    },
    async ownerOf(name) {
      if (!STORED_IMAGE_NAME.test(name)) return undefined;
      const owner = await files.read(ownerKeyOf(name.slice(0, name.indexOf('.'))), OWNER_MAX_BYTES);
      return owner?.toString('utf8');
    },
  };
}
