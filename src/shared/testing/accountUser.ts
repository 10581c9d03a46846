/** An account as GET /api/user answers it, for tests of the client: a plain user on no plan, with nothing saved. */
import type { AccountUser } from '../accounts';

export function accountUser(email: string, firstName: string, lastName: string, overrides: Partial<AccountUser> = {}): AccountUser {
  return {
    email,
    device_uuid: null,
    is_session_user: false,
    is_from_app: false,
    trial_end: null,
    extend_trial: false,
    subscription: null,
    userMeta: { first_name: firstName, last_name: lastName },
    settings: { state: null },
    tours: { state: null },
    classroom: null,
    educator: null,
    ...overrides,
  };
}
