/**
 * Who a request comes from. The token comes from the `access-token` header (spec accounts §7:
 * "Requests carry an access-token header"; API clients and tests) or, for the browser, from the
 * HttpOnly `access-token` cookie the server set. It is verified once per request by
 * `authenticate`; routes that need a user add `requireUser` as a preHandler and read `request.user`.
 *
 * A cookie is sent by the browser whoever made the page that asks, so a request that
 * authenticates by cookie and changes something must prove it comes from our own pages
 * (`originGuard.ts`); a header can only be set by a script that already holds the token.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';

import { ACCESS_TOKEN_COOKIE, ACCESS_TOKEN_HEADER, CLIENT_ID_HEADER } from '../../shared/api';
import { LOGOUT_MESSAGES } from '../../shared/liveEvents';
import { InvalidAccessTokenError } from './accessTokens';
import { CROSS_SITE_REFUSED, isCrossSite, provesSameOrigin, type AllowedOrigins } from './originGuard';
import { clearSessionCookies } from './sessionCookies';

/** How `authenticate` judges where a request comes from and what cookies it writes. */
export interface AuthenticationOptions {
  /** Origins whose pages may act with the session cookie. */
  origins: AllowedOrigins;
  /** Cookies carry `Secure` (PUBLIC_URL is https). */
  secureCookies: boolean;
}

export { ACCESS_TOKEN_HEADER };

export interface RequestUser {
  /** The user's id (text ids on both engines). */
  readonly id: string;
  /** The address as stored now. */
  readonly email: string;
  /** The device the token was issued to, for document locks and device limits; null when unknown. */
  readonly device: string | null;
  /** Seconds until the token expires: the refresh rule reads it. */
  readonly secondsLeft: number;
  /** The session (login) the token belongs to; null for verifiers without sessions (tests of other areas). */
  readonly sessionId: string | null;
}

/** Where the request's token came from. */
export type TokenSource = 'header' | 'cookie';

declare module 'fastify' {
  interface FastifyRequest {
    /** The user of a valid access token once `identifyUser` or `requireUser` has run; null otherwise. */
    user: RequestUser | null;
    /** Where the token was read from; null when the request carried none. */
    tokenSource: TokenSource | null;
    /** The token itself when it was valid, for `/api/refresh` to hand back unchanged. */
    accessToken: string | null;
    /**
     * True when an unsafe request carried the session cookie without showing it comes from our
     * pages: the cookie is ignored, and routes that need a user answer 403 instead of 401.
     */
    cookieUnproven: boolean;
    /** True when the token is genuine but newer logins took its session's seat (the device limit): 423, not 401. */
    seatTaken: boolean;
  }
}

/** Checks a token; rejects (with any error) an expired, forged, malformed or ended one. */
export type VerifyAccessToken = (token: string) => Promise<RequestUser>;

/**
 * The body of a 423 to a token whose session newer logins ended, over the plan's device limit
 * (spec accounts §6, §8: the client goes to /subscription, where a plan with more seats is).
 */
export const SEAT_TAKEN_REFUSAL = { success: false as const, reason: 'devices-exceeded' as const, message: LOGOUT_MESSAGES['devices-exceeded'] };

/** The body of a 401: the client logs out and resets the document (spec accounts §8). */
export const NOT_LOGGED_IN = { success: false as const, message: 'Please log in again: your session has expired or is not valid.' };

/** Tokens are a few hundred characters; anything longer is refused before it is parsed. */
const TOKEN_MAX_LENGTH = 4096;

/** Methods that change nothing; every other one must come from our own pages when it uses the cookie. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * What a route declares in its `config` when it changes state on GET (the spec's verbs: logging
 * out, unsubscribing), so that a link on someone else's page cannot do it. The guard reads the
 * route as the router matched it, never the raw URL: `/api/%75nsubscribe`, `/%61pi/unsubscribe`
 * and `/logou%74/…` reach the same handlers once decoded, and a pattern on the raw URL let
 * them through.
 */
export const CHANGES_STATE_ON_GET = { changesStateOnGet: true } as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set through `CHANGES_STATE_ON_GET`. */
    changesStateOnGet?: boolean;
  }
}

/** Whether the request's method may change state (anything but GET, HEAD and OPTIONS). */
function isUnsafeMethod(request: FastifyRequest): boolean {
  return !SAFE_METHODS.has(request.method);
}

function tokenIn(request: FastifyRequest): { token: string; source: TokenSource } | null {
  const header = request.headers[ACCESS_TOKEN_HEADER];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (fromHeader) return { token: fromHeader, source: 'header' };
  const fromCookie = request.cookies?.[ACCESS_TOKEN_COOKIE];
  return fromCookie ? { token: fromCookie, source: 'cookie' } : null;
}

/**
 * How each request's token is checked, set up by `authenticate` and run by `identifyUser` at most
 * once: checking means a signature and a session lookup in the database, which a request for a
 * script, a map tile or the page itself (all of which carry the cookie) should not pay for.
 */
const identification = new WeakMap<FastifyRequest, () => Promise<void>>();

/**
 * An onRequest hook. It refuses (403) a state-changing request that another site's page made,
 * notes where the request's token comes from, and leaves the checking of that token to the
 * routes that read the user (`identifyUser`, `requireUser`). The cookie of an unsafe request that
 * does not show it comes from our pages is not acted on: routes that need the user then answer
 * 403, the others go on as for a visitor (a tool replaying a cookie).
 */
export function authenticate(verify: VerifyAccessToken, { origins, secureCookies }: AuthenticationOptions) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    request.user = null;
    request.tokenSource = null;
    request.accessToken = null;
    request.cookieUnproven = false;
    request.seatTaken = false;
    const unsafe = isUnsafeMethod(request);
    const changesStateOnGet = request.routeOptions.config?.changesStateOnGet === true;
    if ((unsafe || changesStateOnGet) && isCrossSite(request, origins)) {
      request.log.warn({ origin: request.headers.origin, site: request.headers['sec-fetch-site'] }, 'Cross-site request refused');
      await reply.code(403).send(CROSS_SITE_REFUSED);
      return;
    }
    const found = tokenIn(request);
    // A GET that changes state acts on the cookie alone only from our own pages: their fetches
    // send the client id, a custom header another site's page cannot send without CORS (which
    // this server never grants), and a navigation or an image cannot send at all. Over plain
    // http a browser's same-origin GET carries neither Origin nor Sec-Fetch-Site, so the header is
    // what tells it from a link another site planted; it is refused, and nothing is cleared.
    if (changesStateOnGet && found?.source === 'cookie' && !provesSameOrigin(request, origins) && request.headers[CLIENT_ID_HEADER] === undefined) {
      request.log.warn({ route: request.routeOptions.url }, 'State-changing GET with an unproven cookie refused');
      await reply.code(403).send(CROSS_SITE_REFUSED);
      return;
    }
    if (!found || found.token.length > TOKEN_MAX_LENGTH) return;
    // A GET carries no Origin, and without Sec-Fetch-Site (plain http off localhost) it proves
    // nothing either way: only an unsafe method must prove where it comes from.
    if (unsafe && found.source === 'cookie' && !provesSameOrigin(request, origins)) {
      request.cookieUnproven = true;
      return;
    }
    request.tokenSource = found.source;
    let checked: Promise<void> | undefined;
    identification.set(request, () => {
      checked ??= verify(found.token).then(
        (user) => {
          request.user = user;
          request.accessToken = found.token;
        },
        (error: unknown) => {
          request.seatTaken = error instanceof InvalidAccessTokenError && error.reason === 'seat-taken';
          // A cookie that names no live session is dropped, so the browser stops sending it.
          if (found.source === 'cookie') clearSessionCookies(reply, { secure: secureCookies });
        },
      );
      return checked;
    });
  };
}

/**
 * The user of the request's token when it is valid, else null; sets `request.user`. For routes
 * that serve visitors and users alike (settings, logout); null without accounts.
 */
export async function identifyUser(request: FastifyRequest): Promise<RequestUser | null> {
  await identification.get(request)?.();
  // `user` is only decorated when accounts are on; without them it is undefined.
  return request.user ?? null;
}

/**
 * A preHandler that answers 401 unless the request's token names a live session (403 for a cookie
 * it would not act on, 423 for a session whose seat newer logins took).
 */
export const requireUser: preHandlerAsyncHookHandler = async (request: FastifyRequest, reply: FastifyReply) => {
  if (await identifyUser(request)) return;
  if (request.cookieUnproven) await reply.code(403).send(CROSS_SITE_REFUSED);
  else if (request.seatTaken) await reply.code(423).send(SEAT_TAKEN_REFUSAL);
  else await reply.code(401).send(NOT_LOGGED_IN);
};

/**
 * The user of a request that passed `requireUser`. Throws if it did not: a route that calls this
 * without that preHandler is a bug, not a visitor.
 */
export function authenticatedUser(request: FastifyRequest): RequestUser {
  if (!request.user) throw new Error('requireUser let a request without a user through');
  return request.user;
}

/**
 * Makes every route see `request.user`: call on the root instance before registering routes, so
 * the decoration and the hook reach every plugin. The cookie parser must be registered first.
 */
export function registerAuthentication(app: FastifyInstance, verify: VerifyAccessToken, options: AuthenticationOptions): void {
  app.decorateRequest('user', null);
  app.decorateRequest('tokenSource', null);
  app.decorateRequest('accessToken', null);
  app.decorateRequest('cookieUnproven', false);
  app.decorateRequest('seatTaken', false);
  app.addHook('onRequest', authenticate(verify, options));
}
