/**
 * Reads a multipart upload and streams its one file to disk under a random name, never holding
 * more than a chunk in memory. The moment the file passes UPLOAD_MAX_BYTES the partial file is
 * deleted and the request answers 413, without reading the rest of the body.
 */
import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { UPLOAD_FIELD } from '../../shared/api';
import { UPLOAD_MAX_BYTES, type ConvertedUploadType } from '../../shared/constants';
import { UploadError } from './UploadError';
import type { StoredUpload, UploadStore } from './uploadStore';
import { uploadTypeOf } from './uploadType';

export const NOT_MULTIPART_MESSAGE = `Send the file as multipart/form-data, in the field "${UPLOAD_FIELD}"`;

/** Multipart parts beyond the file that a form may carry; they are read and ignored. */
export const MULTIPART_LIMITS = {
  fileSize: UPLOAD_MAX_BYTES,
  files: 1,
  fields: 8,
  fieldSize: 1024,
  fieldNameSize: 100,
  parts: 9,
  headerPairs: 20,
} as const;

export const tooLarge = (): UploadError => new UploadError(`File is too large (limit ${UPLOAD_MAX_BYTES / 1024 / 1024} MB)`, 413);

export interface ReceivedUpload {
  readonly type: ConvertedUploadType;
  readonly upload: StoredUpload;
  readonly bytes: number;
}

/** Where one received file is written, and how it is removed when the upload is refused. */
export interface FileTarget {
  readonly path: string;
  discard(): Promise<void>;
}

/**
 * Streams the request's one file to the target `place` chooses from the file's name (throwing
 * UploadError to refuse the name). Throws UploadError for every request a person could get wrong.
 */
export async function receiveFile<T extends FileTarget>(request: FastifyRequest, place: (filename: string) => T): Promise<{ target: T; bytes: number }> {
  let received: { target: T; bytes: number } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') continue;
      if (received) throw new UploadError(`Send one file at a time, in the field "${UPLOAD_FIELD}"`, 400);
      received = await storeFile(part, place);
    }
  } catch (error) {
    if (received) await received.target.discard();
    throw multipartError(error);
  }
  if (!received) throw new UploadError(`No file: send it in the multipart field "${UPLOAD_FIELD}"`, 400);
  if (received.bytes === 0) {
    await received.target.discard();
    throw new UploadError('The file is empty', 400);
  }
  return received;
}

/** Stores the request's svg, dxf or dwg file as an upload's original. */
export async function receiveUpload(request: FastifyRequest, store: UploadStore): Promise<ReceivedUpload> {
  const { target, bytes } = await receiveFile(request, (filename) => {
    const type = uploadTypeOf(filename);
    const upload = store.allocate(type);
    return { type, upload, path: upload.originalPath, discard: () => store.discard(upload) };
  });
  return { type: target.type, upload: target.upload, bytes };
}

async function storeFile<T extends FileTarget>(part: MultipartFile, place: (filename: string) => T): Promise<{ target: T; bytes: number }> {
  if (part.fieldname !== UPLOAD_FIELD) {
    throw new UploadError(`The file must be sent in the field "${UPLOAD_FIELD}", not "${part.fieldname}"`, 400);
  }
  const target = place(part.filename);
  // busboy would go on reading (and dropping) the rest of an oversized part; failing the stream
  // at the limit answers at once, and the reply closes the connection.
  part.file.once('limit', () => part.file.destroy(tooLarge()));
  try {
    await pipeline(part.file, createWriteStream(target.path, { flags: 'wx' }));
    if (part.file.truncated) throw tooLarge();
    return { target, bytes: (await stat(target.path)).size };
  } catch (error) {
    await target.discard();
    throw error;
  }
}

/** Fastify-multipart's and busboy's errors, reworded; file-system errors stay server errors. */
function multipartError(error: unknown): unknown {
  if (error instanceof UploadError) return error;
  const { code, message, syscall } = error as { code?: string; message?: string; syscall?: string };
  if (syscall !== undefined) return error;
  switch (code) {
    case 'FST_FILES_LIMIT':
      return new UploadError(`Send one file at a time, in the field "${UPLOAD_FIELD}"`, 400);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new UploadError(`Too many form fields: send only the file, in the field "${UPLOAD_FIELD}"`, 400);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new UploadError(NOT_MULTIPART_MESSAGE, 415);
    case 'FST_MP_PREMATURE_CLOSE':
      return new UploadError('The upload was interrupted before the whole file arrived', 400);
    case 'FST_PROTO_VIOLATION':
      return new UploadError('Form field names such as __proto__ are not allowed', 400);
    default:
      return new UploadError(`Malformed multipart body: ${message ?? 'unreadable'}`, 400);
  }
}
