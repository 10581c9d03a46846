/**
 * A print or export refused with a message a person can act on; the routes answer `statusCode`
 * with the message in an `ApiError` body, which the client shows in its failure notice.
 */
export class PrintError extends Error {
  readonly code = 'PLANIMETRY_PRINT';

  constructor(
    message: string,
    /** 413 too large, 422 cannot be drawn, 429 one at a time, 503 busy. */
    readonly statusCode: 413 | 422 | 429 | 503,
  ) {
    super(message);
    this.name = 'PrintError';
  }
}
