/**
 * Checks that a stored upload's first bytes are what its extension says, before a thread is
 * spent on it. The SVG check is shallow (text that starts with markup); the worker parses the
 * whole file strictly.
 */
import type { ConvertedUploadType } from '../../shared/constants';
import { UploadError } from './UploadError';

/** How many leading bytes the checks read. */
export const SNIFF_BYTES = 4096;

const BINARY_DXF = 'AutoCAD Binary DXF';
const DXF_SECTIONS = new Set(['HEADER', 'CLASSES', 'TABLES', 'BLOCKS', 'ENTITIES', 'OBJECTS', 'THUMBNAILIMAGE', 'ACDSDATA']);

/** Throws UploadError (415 wrong type, 422 a type we cannot read) unless `head` fits `type`. */
export function sniffUpload(type: ConvertedUploadType, head: Uint8Array): void {
  const text = new TextDecoder('latin1').decode(head);
  if (type === 'dwg') {
    if (!/^AC10\d\d/.test(text)) {
      throw new UploadError('The file is not a DWG drawing: it does not start with an AutoCAD version tag (AC10..)', 415);
    }
    return;
  }
  if (type === 'dxf' && text.startsWith(BINARY_DXF)) {
    throw new UploadError('Binary DXF is not supported; save the drawing as ASCII DXF', 422);
  }
  if (head.includes(0)) throw new UploadError(`The file is not ${type === 'svg' ? 'an SVG' : 'a DXF drawing'}: it is not text`, 415);
  if (type === 'svg') {
    if (!/^(?:\uFEFF|\xEF\xBB\xBF)?\s*</.test(text)) throw new UploadError('The file is not an SVG: it does not start with XML markup', 415);
    return;
  }
  if (!startsWithDxfSection(text)) {
    throw new UploadError('The file is not a DXF drawing: it does not start with a SECTION group (0 / SECTION / 2 / ENTITIES, ...)', 415);
  }
}

/**
 * A DXF is pairs of lines, a group code then a value. After optional 999 comments, the first
 * pair must be (0, SECTION) and the second (2, a known section name).
 */
function startsWithDxfSection(text: string): boolean {
  const lines = text.replace(/^\xEF\xBB\xBF/, '').split(/\r?\n/).map((line) => line.trim());
  let index = 0;
  while (lines[index] === '999' && index + 1 < lines.length) index += 2;
  return lines[index] === '0' && lines[index + 1] === 'SECTION' && lines[index + 2] === '2' && DXF_SECTIONS.has(lines[index + 3] ?? '');
}
