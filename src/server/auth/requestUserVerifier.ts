import type { SessionsRepository } from '../db/sessionsRepository';
import type { AccessTokens } from './accessTokens';
import { InvalidAccessTokenError, secondsLeft } from './accessTokens';
import type { RequestUser, VerifyAccessToken } from './requestUser';

/**
 * Checks an access token and its session, and gives who it belongs to, as `request.user` and the
 * live socket use it. A genuine, unexpired token is still refused once its session has ended
 * (logout, password change, reset) or its user is gone; the address is the one stored now.
 */
export const requestUserVerifier =
  (tokens: AccessTokens, sessions: Pick<SessionsRepository, 'findLive'>, now: () => Date = () => new Date()): VerifyAccessToken =>
  async (token): Promise<RequestUser> => {
    const verified = await tokens.verify(token);
    const session = await sessions.findLive(verified.sid, verified.sub);
    if (!session) throw new InvalidAccessTokenError('invalid');
    return { id: session.userId, email: session.email, device: session.device, secondsLeft: secondsLeft(verified, now()), sessionId: session.id };
  };
