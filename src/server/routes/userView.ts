import type { Tours } from '../../shared/api';
import type { Subscription } from '../../shared/billing';
import { subscriptionView } from '../db/subscriptionsRepository';
import type { Settings } from '../../shared/settings';
import type { User } from '../db/usersRepository';
import type { AccountServices } from './accountServices';
import { userSettingsKey } from './settingsOwner';

/** What `GET /api/user` adds from the user's rows: settings (null if never saved), help flags and the subscription. */
export interface StoredUserState {
  settings: Settings | null;
  tours: Tours;
  subscription: Subscription | null;
}

/** The user's settings and help flags, as stored for their account. */
export async function storedUserState(
  services: Pick<AccountServices, 'settings' | 'tours' | 'subscriptions' | 'now'>,
  user: User,
): Promise<StoredUserState> {
  const subscription = await services.subscriptions.findByUser(user.id);
  return {
    settings: (await services.settings.get(userSettingsKey(user.id))) ?? null,
    tours: (await services.tours.get(userSettingsKey(user.id))) ?? {},
    subscription: subscription ? subscriptionView(subscription, services.now()) : null,
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
    subscription: state.subscription,
    userMeta: { first_name: user.firstName, last_name: user.lastName },
    settings: { state: state.settings },
    tours: { state: state.tours },
  };
}
