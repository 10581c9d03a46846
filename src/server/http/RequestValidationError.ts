/**
 * A request part (body, headers) that failed validation. `field` is the dotted path of the
 * offending value, such as `settings.lineWeight` or `x-client-id`; the error handler copies it
 * into the API error body so the client can point at the field.
 */
export class RequestValidationError extends Error {
  /** Read by Fastify, which answers with this status. */
  readonly statusCode = 400;
  readonly code = 'FST_ERR_VALIDATION';

  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'RequestValidationError';
  }
}
