/**
 * Who a request comes from. The `access-token` header (spec accounts §7: "Requests carry an
 * access-token header") is verified once per request by `authenticate`; routes that need a user
 * add `requireUser` as a preHandler and read `request.user`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';

import { ACCESS_TOKEN_HEADER } from '../../shared/api';

export { ACCESS_TOKEN_HEADER };

export interface RequestUser {
  /** The user's id (text ids on both engines). */
  readonly id: string;
  readonly email: string;
  /** The device the token was issued to, for document locks and device limits; null when unknown. */
  readonly device: string | null;
  /** Seconds until the token expires: the refresh rule reads it. */
  readonly secondsLeft: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate` when the request carries a valid access token; null otherwise. */
    user: RequestUser | null;
  }
}

/** Checks a token; rejects (with any error) an expired, forged or malformed one. */
export type VerifyAccessToken = (token: string) => Promise<RequestUser>;

/** The body of a 401: the client logs out and resets the document (spec accounts §8). */
export const NOT_LOGGED_IN = { success: false as const, message: 'Please log in again: your session has expired or is not valid.' };

/** An onRequest hook that sets `request.user` from the header, or null; it never refuses by itself. */
export function authenticate(verify: VerifyAccessToken) {
  return async (request: FastifyRequest): Promise<void> => {
    request.user = null;
    const header = request.headers[ACCESS_TOKEN_HEADER];
    const token = Array.isArray(header) ? header[0] : header;
    if (!token) return;
    try {
      request.user = await verify(token);
    } catch {
      request.user = null;
    }
  };
}

/** A preHandler that answers 401 unless `authenticate` found a user. */
export const requireUser: preHandlerAsyncHookHandler = async (request: FastifyRequest, reply: FastifyReply) => {
  if (!request.user) await reply.code(401).send(NOT_LOGGED_IN);
};

/**
 * Makes every route see `request.user`: call on the root instance before registering routes, so
 * the decoration and the hook reach every plugin.
 */
export function registerAuthentication(app: FastifyInstance, verify: VerifyAccessToken): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', authenticate(verify));
}
