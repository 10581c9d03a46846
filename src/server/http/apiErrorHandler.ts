import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '../../shared/api';
import { API_BODY_LIMIT_BYTES } from '../../shared/constants';
import { classifyDatabaseError } from '../db/classifyDatabaseError';
import { RequestValidationError } from './RequestValidationError';
import { sendServiceUnavailable, SERVICE_UNAVAILABLE_MESSAGE } from './serviceUnavailable';

export { SERVICE_UNAVAILABLE_MESSAGE };

/** Text the database refused to store (PostgreSQL and a NUL byte) that the schemas let through. */
export const CHARACTERS_NOT_ALLOWED_MESSAGE = 'Request contains characters that are not allowed.';

/** Clearer wording than Fastify's for the client errors a browser is likely to meet. */
const MESSAGES_BY_CODE: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Empty JSON body',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type: send application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: `Request body is larger than ${API_BODY_LIMIT_BYTES / 1024 / 1024} MB`,
};

/**
 * Turns every error into an `ApiError` body. Client errors (4xx) keep their status and say what
 * was wrong. A database that is away answers 503 (try again in a moment) and text the database
 * refuses answers 400; anything else is logged and answers 500 with a generic message. Internals
 * such as SQL text or the driver's wording never reach the client.
 */
export function apiErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const status = error.statusCode;
  if (status === undefined || status < 400 || status >= 500) {
    const kind = classifyDatabaseError(error);
    if (kind === 'unavailable') {
      request.log.warn({ err: error }, 'The database is unavailable');
      return sendServiceUnavailable(reply);
    }
    if (kind === 'characters') {
      // The schemas refuse control characters first; reaching this means one slipped through.
      request.log.warn({ err: error }, 'The database refused characters in a request');
      return reply.code(400).send({ success: false, message: CHARACTERS_NOT_ALLOWED_MESSAGE } satisfies ApiError);
    }
    request.log.error({ err: error }, 'Unexpected error while handling a request');
    return reply.code(500).send({ success: false, message: 'Internal server error' } satisfies ApiError);
  }
  request.log.info({ err: error }, error.message);
  const body: ApiError = { success: false, message: MESSAGES_BY_CODE[error.code] ?? error.message };
  if (error instanceof RequestValidationError && error.field !== undefined) body.field = error.field;
  return reply.code(status).send(body);
}
