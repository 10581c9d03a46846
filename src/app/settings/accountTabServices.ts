import type { AuthApi } from '../../net/authApi';
import type { AuthActor } from '../../net/authMachine';

/** What the Account tab needs: the logged-in user (auth machine) and the update calls. */
export interface AccountTabServices {
  auth: AuthActor;
  api: Pick<AuthApi, 'updateName' | 'updateEmail' | 'updatePassword'>;
}

/** The Account tab's services from the app's auth actor and API. */
export function createAccountTabServices(auth: AuthActor, api: AccountTabServices['api']): AccountTabServices {
  return { auth, api };
}
