import type { AccessTokens } from './accessTokens';
import { secondsLeft } from './accessTokens';
import type { RequestUser, VerifyAccessToken } from './requestUser';

/** Checks an access token and gives who it belongs to, as `request.user` and the live socket use it. */
export const requestUserVerifier =
  (tokens: AccessTokens, now: () => Date = () => new Date()): VerifyAccessToken =>
  async (token): Promise<RequestUser> => {
    const verified = await tokens.verify(token);
    return { id: verified.sub, email: verified.email, device: verified.device, secondsLeft: secondsLeft(verified, now()) };
  };
