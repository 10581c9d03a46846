/**
 * Which uploads the server converts, decided by the file name's extension (case-insensitive).
 * Images and PDFs are opened by the browser itself, so the server refuses them with a message
 * that says so, rather than storing files it will never convert.
 */
import { CONVERTED_UPLOAD_TYPES, UPLOAD_TYPES, type ConvertedUploadType } from '../../shared/constants';
import { UploadError } from './UploadError';

export const BROWSER_TYPES_MESSAGE = 'Images and PDFs open in the browser; only svg, dxf and dwg are converted';

/** The lower-case extension of a file name ("" when it has none). Folders in the name are ignored. */
export function extensionOf(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 || (dot === 0 && base.length > 1) ? base.slice(dot + 1).toLowerCase() : '';
}

/** The conversion a file name asks for; throws UploadError 415 for every other name. */
export function uploadTypeOf(filename: string): ConvertedUploadType {
  const extension = extensionOf(filename);
  const converted = CONVERTED_UPLOAD_TYPES.find((type) => type === extension);
  if (converted) return converted;
  if ((UPLOAD_TYPES as readonly string[]).includes(extension)) throw new UploadError(BROWSER_TYPES_MESSAGE, 415);
  const what = extension ? `.${extension} files are not accepted` : 'The file name has no extension';
  throw new UploadError(`${what}: upload an svg, dxf or dwg file (jpeg, jpg, png, gif and pdf open in the browser)`, 415);
}
