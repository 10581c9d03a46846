import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '../../shared/api';
import { API_BODY_LIMIT_BYTES } from '../../shared/constants';
import { RequestValidationError } from './RequestValidationError';

/** Clearer wording than Fastify's for the client errors a browser is likely to meet. */
const MESSAGES_BY_CODE: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Empty JSON body',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type: send application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: `Request body is larger than ${API_BODY_LIMIT_BYTES / 1024 / 1024} MB`,
};

/**
 * Turns every error into an `ApiError` body. Client errors (4xx) keep their status and say what
 * was wrong; anything else is logged and answers 500 with a generic message, so internals such
 * as SQL text never reach the client.
 */
export function apiErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const status = error.statusCode;
  if (status === undefined || status < 400 || status >= 500) {
    request.log.error({ err: error }, 'Unexpected error while handling a request');
    return reply.code(500).send({ success: false, message: 'Internal server error' } satisfies ApiError);
  }
  request.log.info({ err: error }, error.message);
  const body: ApiError = { success: false, message: MESSAGES_BY_CODE[error.code] ?? error.message };
  if (error instanceof RequestValidationError && error.field !== undefined) body.field = error.field;
  return reply.code(status).send(body);
}
