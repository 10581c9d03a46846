import { writeAccessToken } from '../../net/accessToken';
import type { AuthApi } from '../../net/authApi';
import { REFRESH_THRESHOLD_SECONDS, tokenSecondsLeft, type AuthActor } from '../../net/authMachine';

/** What the Account tab needs: the logged-in user (auth machine), the update calls, and the token store. */
export interface AccountTabServices {
  auth: AuthActor;
  api: Pick<AuthApi, 'updateName' | 'updateEmail' | 'updatePassword'>;
  /** Keeps the token `/api/update/email` answers (it names the new address). */
  storeToken: (token: string) => void;
}

/**
 * The Account tab's services from the app's auth actor and API. The token of an e-mail update
 * keeps the reach of the one it replaces: the server signs a year's token for a long-lived
 * session, so a token with more than a day left is stored for 365 days, else for one.
 */
export function createAccountTabServices(
  auth: AuthActor,
  api: AccountTabServices['api'],
  store: (token: string, life: 'short' | 'long') => void = writeAccessToken,
  now: () => number = () => Date.now() / 1000,
): AccountTabServices {
  return {
    auth,
    api,
    storeToken: (token) => store(token, (tokenSecondsLeft(token, now()) ?? 0) > REFRESH_THRESHOLD_SECONDS ? 'long' : 'short'),
  };
}
