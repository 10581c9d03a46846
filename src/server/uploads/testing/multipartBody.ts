/** Builds multipart/form-data bodies by hand, so tests can also send broken ones. */
export interface FormPart {
  readonly field: string;
  /** Present for a file part. */
  readonly filename?: string;
  readonly content: string | Uint8Array;
  readonly contentType?: string;
}

export const BOUNDARY = '----planimetry-test-boundary';

export function multipartBody(parts: readonly FormPart[], headers: Record<string, string> = {}): { payload: Buffer; headers: Record<string, string> } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.filename === undefined ? '' : `\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}`;
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.field}"${filename}${type}\r\n\r\n`));
    chunks.push(Buffer.from(part.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...headers } };
}

/** One file in the field `file`, the way a browser's FormData sends it, with `headers` added (an access token). */
export function fileUpload(
  filename: string,
  content: string | Uint8Array,
  headers: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const body = multipartBody([{ field: 'file', filename, content }]);
  return { payload: body.payload, headers: { ...body.headers, ...headers } };
}
