/**
 * Which images `POST /api/images` keeps: PNG, JPEG and GIF, stored as they are. The file name's
 * extension says which, and the first bytes must agree, so a renamed file or any other format is
 * refused before it is kept.
 */
import { IMAGE_UPLOAD_TYPES } from '../../shared/constants';
import { UploadError } from './UploadError';
import { extensionOf } from './uploadType';

export type StoredImageType = 'png' | 'jpg' | 'gif';

/** The Content-Type each stored image is served with. */
export const STORED_IMAGE_MIME: Readonly<Record<StoredImageType, string>> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif' };

const WHAT: Readonly<Record<StoredImageType, string>> = { png: 'a PNG image', jpg: 'a JPEG image', gif: 'a GIF image' };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const GIF_SIGNATURES = ['GIF87a', 'GIF89a'].map((text) => [...text].map((char) => char.charCodeAt(0)));

const startsWith = (head: Uint8Array, signature: readonly number[]): boolean =>
  head.length >= signature.length && signature.every((byte, index) => head[index] === byte);

/** The stored type a file name asks for (`.jpeg` is kept as `.jpg`); throws UploadError 415 for every other name. */
export function storedImageTypeOf(filename: string): StoredImageType {
  const extension = extensionOf(filename);
  if (extension === 'jpeg' || extension === 'jpg') return 'jpg';
  if (extension === 'png' || extension === 'gif') return extension;
  const what = extension ? `.${extension} files are not kept` : 'The file name has no extension';
  throw new UploadError(`${what}: only ${IMAGE_UPLOAD_TYPES.join(', ')} images can be stored`, 415);
}

/** The type the first bytes show, or undefined when they are none of PNG, JPEG and GIF. */
export function sniffImageType(head: Uint8Array): StoredImageType | undefined {
  if (startsWith(head, PNG_SIGNATURE)) return 'png';
  if (startsWith(head, JPEG_SIGNATURE)) return 'jpg';
  if (GIF_SIGNATURES.some((signature) => startsWith(head, signature))) return 'gif';
  return undefined;
}

/** Throws UploadError 415 unless `head` starts the way a file of `type` must. */
export function checkImageBytes(type: StoredImageType, head: Uint8Array): void {
  const found = sniffImageType(head);
  if (found === type) return;
  const actually = found ? `: its content is ${WHAT[found]}` : '';
  throw new UploadError(`The file is not ${WHAT[type]}${actually}`, 415);
}
