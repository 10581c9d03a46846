import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '../../shared/api';

/** Unknown routes answer a JSON `ApiError`, like every other failure of the API. */
export function apiNotFoundHandler(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = request.url.split('?')[0];
  return reply.code(404).send({ success: false, message: `No route ${request.method} ${path}` } satisfies ApiError);
}
