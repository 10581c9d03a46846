/**
 * The name of an exported file: the drawing's name, or DEFAULT_EXPORT_FILE_NAME when it has none
 * (spec drawing-core §4 "Export"), with the export's extension.
 */
import { DEFAULT_EXPORT_FILE_NAME } from '../../shared/print';

// Characters no file system takes in a name, and control characters; a name made only of them is none.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f/\\:*?"<>|]+/g;

/**
 * The drawing's name cleaned for a file name (path and reserved characters become spaces), less
 * `extension` when it already ends with it; the default export name when nothing is left.
 */
export function exportBaseName(fileName: string | null | undefined, extension?: string): string {
  let name = (fileName ?? '').replace(UNSAFE, ' ').trim();
  const suffix = extension ? `.${extension}`.toLowerCase() : null;
  if (suffix && name.toLowerCase().endsWith(suffix)) name = name.slice(0, -suffix.length).trim();
  // A name of dots only ("..") would be a directory's.
  return /^\.*$/.test(name) ? DEFAULT_EXPORT_FILE_NAME : name;
}

/** "<name>.<extension>", the extension not doubled: `exportFileName('Plot', 'csv')` is "Plot.csv". */
export const exportFileName = (fileName: string | null | undefined, extension: string): string =>
  `${exportBaseName(fileName, extension)}.${extension}`;
