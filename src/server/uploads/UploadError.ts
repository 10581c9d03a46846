/**
 * An upload refused with a message a person can act on. The route answers `statusCode` with
 * the message in an `ApiError` body; a conversion child sends both back over its IPC channel.
 */
export class UploadError extends Error {
  readonly code = 'PLANIMETRY_UPLOAD';

  constructor(
    message: string,
    /** 400 bad request, 413 too large, 415 wrong type (or one a trial may not convert), 422 unreadable content, 429 one at a time, 503 busy. */
    readonly statusCode: 400 | 413 | 415 | 422 | 429 | 500 | 503,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}
