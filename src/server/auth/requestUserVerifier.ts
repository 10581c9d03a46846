import type { SessionsRepository } from '../db/sessionsRepository';
import type { AccessTokens } from './accessTokens';
import { InvalidAccessTokenError, secondsLeft } from './accessTokens';
import type { RequestUser, VerifyAccessToken } from './requestUser';

/**
 * Checks an access token and its session, and gives who it belongs to, as `request.user` and the
 * live socket use it. A genuine, unexpired token is still refused once its session has ended
 * (logout, password change, reset) or its user is gone; the address is the one stored now. A
 * session whose seat newer logins took is refused as `seat-taken`, which requireUser answers 423.
 */
export const requestUserVerifier =
  (
    tokens: AccessTokens,
    sessions: Pick<SessionsRepository, 'findLive'> & Partial<Pick<SessionsRepository, 'endedForSeat'>>,
    now: () => Date = () => new Date(),
  ): VerifyAccessToken =>
  async (token): Promise<RequestUser> => {
    const verified = await tokens.verify(token);
    const session = await sessions.findLive(verified.sid, verified.sub);
    if (!session) {
      // Why it ended is asked only of a refused token, so a live one still costs one query.
      const seatTaken = (await sessions.endedForSeat?.(verified.sid, verified.sub)) ?? false;
      throw new InvalidAccessTokenError(seatTaken ? 'seat-taken' : 'invalid');
    }
    return { id: session.userId, email: session.email, device: session.device, secondsLeft: secondsLeft(verified, now()), sessionId: session.id };
  };
