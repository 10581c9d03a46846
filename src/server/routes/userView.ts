import type { Tours } from '../../shared/api';
import type { Subscription } from '../../shared/billing';
import type { EducatorView } from '../../shared/classroomViews';
import type { StudentClassroom } from '../../shared/classroom';
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
  /** An educator account's state; null for everyone else. */
  educator: EducatorView | null;
  /** A student's classroom session; null for everyone else. */
  classroom: StudentClassroom | null;
}

/** The user's settings and help flags, as stored for their account. */
export async function storedUserState(
  services: Pick<AccountServices, 'settings' | 'tours' | 'subscriptions' | 'now' | 'educatorApplications' | 'classrooms'>,
  user: User,
): Promise<StoredUserState> {
  const subscription = await services.subscriptions.findByUser(user.id);
  const application = await services.educatorApplications.find(user.id);
  const classroom = user.isSessionUser ? await services.classrooms.classroomOfStudent(user.id) : undefined;
  return {
    settings: (await services.settings.get(userSettingsKey(user.id))) ?? null,
    tours: (await services.tours.get(userSettingsKey(user.id))) ?? {},
    subscription: subscription ? subscriptionView(subscription, services.now()) : null,
    educator: application ? { status: application.status, nameOfSchool: application.nameOfSchool, badge_url: application.badgeUrl } : null,
    classroom: classroom ? { id: classroom.id, name: classroom.name, ends_at: classroom.endsAt, settings: classroom.settings } : null,
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
    educator: state.educator,
    classroom: state.classroom,
  };
}
