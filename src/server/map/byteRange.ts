/** Inclusive byte positions of one range of a file. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Reads a `Range` header against a file of `size` bytes (RFC 9110 §14): one range of bytes, as
 * `a-b`, `a-` or `-suffix`. Answers the range, `'unsatisfiable'` when it lies wholly past the
 * end (416), or `undefined` when the whole file should be sent: no header, or one the RFC lets a
 * server ignore (another unit, a malformed or backwards range, several ranges).
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header ?? '');
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}
