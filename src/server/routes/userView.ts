import type { Tours } from '../../shared/api';
import type { Settings } from '../../shared/settings';
import type { User } from '../db/usersRepository';
import type { AccountServices } from './accountServices';
import { userSettingsKey } from './settingsOwner';

/** What `GET /api/user` adds from the user's rows: settings (null if never saved) and help flags. */
export interface StoredUserState {
  settings: Settings | null;
  tours: Tours;
}

/** The user's settings and help flags, as stored for their account. */
export async function storedUserState(services: Pick<AccountServices, 'settings' | 'tours'>, user: User): Promise<StoredUserState> {
  return {
    settings: (await services.settings.get(userSettingsKey(user.id))) ?? null,
    tours: (await services.tours.get(userSettingsKey(user.id))) ?? {},
  };
}

/** The user as `GET /api/user` answers it (spec §3, §7). */
export function userView(user: User, state: StoredUserState) {
  return {
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    device_uuid: user.deviceUuid,
    is_session_user: user.isSessionUser,
    is_from_app: user.isFromApp,
    trial_end: user.trialEnd,
    extend_trial: user.extendTrial,
    // Subscriptions come with the billing issue.
    subscription: null,
    userMeta: { first_name: user.firstName, last_name: user.lastName },
    settings: { state: state.settings },
    tours: { state: state.tours },
  };
}
