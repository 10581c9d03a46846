import type { Socket } from 'socket.io';
import { ACCESS_TOKEN_COOKIE } from '../../shared/api';
import { LIVE_AUTH_ERRORS, LIVE_TOKEN_MAX_LENGTH, LIVE_TOKEN_QUERY } from '../../shared/liveEvents';
import { isCrossSite, type AllowedOrigins } from '../auth/originGuard';
import type { RequestUser, VerifyAccessToken } from '../auth/requestUser';

/** What an authenticated socket carries in `socket.data`. */
export interface LiveSocketData {
  user: RequestUser;
}

/** A refused handshake: socket.io sends `message` and `data` to the client's `connect_error`. */
export class LiveAuthError extends Error {
  readonly data: { status: number };
  constructor(message: string, status = 401) {
    super(message);
    this.name = 'LiveAuthError';
    this.data = { status };
  }
}

/** Reads the cookies of a handshake's `Cookie` header. */
export type ParseCookies = (header: string) => Record<string, string | undefined>;

/** Where a handshake's token came from. */
export interface SocketToken {
  token: string;
  source: 'handshake' | 'cookie';
}

/**
 * The token of a handshake: `auth.token` (socket.io's own place for credentials) or the `token`
 * query parameter the spec names, else the browser's HttpOnly access-token cookie. Null when none
 * carries one string; a repeated query parameter counts as none rather than picking one of them.
 */
export function readSocketToken(handshake: Socket['handshake'], parseCookies?: ParseCookies): SocketToken | null {
  const fromAuth: unknown = (handshake.auth as Record<string, unknown> | undefined)?.token;
  const token: unknown = fromAuth ?? handshake.query[LIVE_TOKEN_QUERY];
  if (typeof token === 'string' && token.length > 0) return { token, source: 'handshake' };
  const cookieHeader = handshake.headers.cookie;
  const fromCookie = cookieHeader && parseCookies ? parseCookies(cookieHeader)[ACCESS_TOKEN_COOKIE] : undefined;
  return fromCookie ? { token: fromCookie, source: 'cookie' } : null;
}

export interface SocketAuthOptions {
  verify: VerifyAccessToken;
  parseCookies?: ParseCookies;
  /** Origins whose pages may open a socket with the cookie; any origin when absent (tests of other areas). */
  origins?: AllowedOrigins;
}

/**
 * A socket.io middleware that admits a handshake only with a valid access token and keeps the
 * verified user in `socket.data.user`. Any failure of `verify` (expired, forged, malformed,
 * ended) is the same "log in again" to the client: why a token is bad is not the caller's
 * business. A handshake that uses the cookie must come from our own pages: another site's page
 * could otherwise open a socket in the user's name (cross-site WebSocket hijacking).
 */
export function authenticateSocket({ verify, parseCookies, origins }: SocketAuthOptions) {
  return async (socket: Socket, next: (error?: Error) => void): Promise<void> => {
    const found = readSocketToken(socket.handshake, parseCookies);
    if (found === null) return next(new LiveAuthError(LIVE_AUTH_ERRORS.missing));
    if (found.token.length > LIVE_TOKEN_MAX_LENGTH) return next(new LiveAuthError(LIVE_AUTH_ERRORS.invalid));
    if (found.source === 'cookie' && origins) {
      const { headers, secure } = socket.handshake;
      if (isCrossSite({ headers, protocol: secure ? 'https' : 'http', host: headers.host ?? '' }, origins)) {
        return next(new LiveAuthError(LIVE_AUTH_ERRORS.invalid));
      }
    }
    let user: RequestUser;
    try {
      user = await verify(found.token);
    } catch {
      return next(new LiveAuthError(LIVE_AUTH_ERRORS.invalid));
    }
    (socket.data as LiveSocketData).user = user;
    next();
  };
}
