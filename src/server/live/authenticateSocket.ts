import type { Socket } from 'socket.io';
import { LIVE_AUTH_ERRORS, LIVE_TOKEN_MAX_LENGTH, LIVE_TOKEN_QUERY } from '../../shared/liveEvents';
import type { RequestUser, VerifyAccessToken } from '../auth/requestUser';

/** What an authenticated socket carries in `socket.data`. */
export interface LiveSocketData {
  user: RequestUser;
}

/** A refused handshake: socket.io sends `message` and `data` to the client's `connect_error`. */
export class LiveAuthError extends Error {
  readonly data = { status: 401 };
  constructor(message: string) {
    super(message);
    this.name = 'LiveAuthError';
  }
}

/**
 * The token of a handshake: `auth.token` (socket.io's own place for credentials) or the `token`
 * query parameter the spec names. Null when neither carries one string; a repeated query
 * parameter counts as none rather than picking one of them.
 */
export function readSocketToken(handshake: Socket['handshake']): string | null {
  const fromAuth: unknown = (handshake.auth as Record<string, unknown> | undefined)?.token;
  const token: unknown = fromAuth ?? handshake.query[LIVE_TOKEN_QUERY];
  return typeof token === 'string' && token.length > 0 ? token : null;
}

/**
 * A socket.io middleware that admits a handshake only with a valid access token and keeps the
 * verified user in `socket.data.user`. Any failure of `verify` (expired, forged, malformed) is
 * the same "log in again" to the client: why a token is bad is not the caller's business.
 */
export function authenticateSocket(verify: VerifyAccessToken) {
  return async (socket: Socket, next: (error?: Error) => void): Promise<void> => {
    const token = readSocketToken(socket.handshake);
    if (token === null) return next(new LiveAuthError(LIVE_AUTH_ERRORS.missing));
    if (token.length > LIVE_TOKEN_MAX_LENGTH) return next(new LiveAuthError(LIVE_AUTH_ERRORS.invalid));
    let user: RequestUser;
    try {
      user = await verify(token);
    } catch {
      return next(new LiveAuthError(LIVE_AUTH_ERRORS.invalid));
    }
    (socket.data as LiveSocketData).user = user;
    next();
  };
}
