/**
 * An upload refused with a message a person can act on. The route answers `statusCode` with
 * the message in an `ApiError` body; the conversion worker sends both back across the thread.
 */
export class UploadError extends Error {
  readonly code = 'PLANIMETRY_UPLOAD';

  constructor(
    message: string,
    /** 400 bad request, 413 too large, 415 wrong type, 422 unreadable content, 503 busy. */
    readonly statusCode: 400 | 413 | 415 | 422 | 500 | 503,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}
