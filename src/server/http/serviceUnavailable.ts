import type { FastifyReply } from 'fastify';
import type { ApiError } from '../../shared/api';

/** What a client hears while the database is away: nothing about why, only that it will pass. */
export const SERVICE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';

/** Seconds a client is asked to wait before trying again; the pool reconnects within that. */
export const RETRY_AFTER_SECONDS = 5;

/** Answers 503 with `SERVICE_UNAVAILABLE_MESSAGE` and a Retry-After header. */
export function sendServiceUnavailable(reply: FastifyReply): FastifyReply {
  return reply
    .code(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .send({ success: false, message: SERVICE_UNAVAILABLE_MESSAGE } satisfies ApiError);
}
