/**
 * What happens to an educator account, shared by the routes and the administrator's command: the
 * badge mail, the login gate with its badge check, approval (the free Educator plan) and rejection.
 */
import { SUBSCRIPTION_STATUS } from '../../shared/billing';
import type { EducatorLoginFailure } from '../../shared/classroomViews';
import type { EducatorApplicationRecord, EducatorApplicationsRepository } from '../db/educatorApplicationsRepository';
import type { StoredSubscription, SubscriptionsRepository } from '../db/subscriptionsRepository';
import type { User, UsersRepository } from '../db/usersRepository';
import type { Mailer } from '../mail/mailer';
import { checkBadge, type BadgeCheckOptions, type BadgeCheckResult } from './badgeCheck';
import { badgeInstructionsMail, educatorApprovedMail, educatorRejectedMail } from './educatorMails';

/** The Educator plan never ends on its own; revoking the account removes it. */
export const EDUCATOR_PLAN_ENDS_AT = '9999-12-31T23:59:59.999Z';

export interface EducatorLifecycleDeps {
  applications: EducatorApplicationsRepository;
  users: Pick<UsersRepository, 'findByEmail' | 'findById'>;
  subscriptions: Pick<SubscriptionsRepository, 'findByUser' | 'save'>;
  mailer: Mailer;
  now: () => Date;
  /** The badge check's options (`allowPrivate` for tests only). */
  badgeCheck: BadgeCheckOptions;
}

/** What the administrator's approve and reject did; anything but `done` changed nothing. */
export type ReviewOutcome =
  | { kind: 'done'; application: EducatorApplicationRecord }
  | { kind: 'no-account' }
  | { kind: 'no-application' }
  | { kind: 'already'; status: EducatorApplicationRecord['status'] }
  | { kind: 'other-plan'; plan: string };

export type EducatorLifecycle = ReturnType<typeof educatorLifecycle>;

export function educatorLifecycle(deps: EducatorLifecycleDeps) {
  const { applications, users, subscriptions, mailer, now } = deps;

  /** A plan the person pays for and still has: the free Educator plan would replace its row. */
  const paidPlanOf = async (userId: string): Promise<StoredSubscription | undefined> => {
    const subscription = await subscriptions.findByUser(userId);
    const running = subscription?.status === SUBSCRIPTION_STATUS.opened && Date.parse(subscription.endsAt) > now().getTime();
    return subscription && running && subscription.plan !== 'Educator' ? subscription : undefined;
  };

  const runCheck = async (application: EducatorApplicationRecord): Promise<{ result: BadgeCheckResult; application: EducatorApplicationRecord }> => {
    const result = await checkBadge(application.badgeUrl, application.badgeCode, deps.badgeCheck);
    const recorded = await applications.recordCheck(application.userId, result.found);
    return { result, application: recorded ?? application };
  };

  return {
    paidPlanOf,

    /** Mails the badge, the page to put it on, and what happens next. */
    async sendBadgeMail(user: Pick<User, 'email' | 'firstName'>, application: EducatorApplicationRecord, publicUrl: string) {
      await mailer.send(badgeInstructionsMail(user, application, publicUrl));
    },

    /**
     * Whether the account may log in, for an account whose password matched: null for anyone but
     * an educator still waiting or refused. A waiting badge is looked for now, so placing it and
     * logging in is all an educator does.
     */
    async loginGate(userId: string): Promise<EducatorLoginFailure | null> {
      const application = await applications.find(userId);
      if (!application || application.status === 'approved') return null;
      if (application.status === 'rejected') return 'educator-rejected';
      if (application.status === 'review-pending') return 'educator-review';
      const { application: checked } = await runCheck(application);
      return checked.status === 'review-pending' ? 'educator-review' : 'educator-badge';
    },

    /** The administrator's `check`: runs the badge check now and records it. */
    async check(email: string): Promise<{ kind: 'no-account' } | { kind: 'no-application' } | { kind: 'checked'; result: BadgeCheckResult; application: EducatorApplicationRecord }> {
      const user = await users.findByEmail(email);
      if (!user) return { kind: 'no-account' };
      const application = await applications.find(user.id);
      if (!application) return { kind: 'no-application' };
      return { kind: 'checked', ...(await runCheck(application)) };
    },

    /** Approves the school: the account gets the free Educator plan, and the educator a mail. */
    async approve(email: string, publicUrl: string): Promise<ReviewOutcome> {
      const user = await users.findByEmail(email);
      if (!user) return { kind: 'no-account' };
      const application = await applications.find(user.id);
      if (!application) return { kind: 'no-application' };
      if (application.status === 'approved') return { kind: 'already', status: application.status };
      const paid = await paidPlanOf(user.id);
      if (paid) return { kind: 'other-plan', plan: paid.plan };
      await subscriptions.save({
        userId: user.id,
        plan: 'Educator',
        status: SUBSCRIPTION_STATUS.opened,
        currency: 'USD',
        price: 0,
        endsAt: EDUCATOR_PLAN_ENDS_AT,
        unsubscribe: false,
        forgetData: false,
        provider: 'test',
        providerSubscriptionId: null,
        dayEnds: null,
      });
      const approved = await applications.review(user.id, 'approved');
      await mailer.send(educatorApprovedMail(user, publicUrl));
      return { kind: 'done', application: approved ?? application };
    },

    /** Rejects the school; the person may register again. An approved educator is revoked, not rejected. */
    async reject(email: string, publicUrl: string): Promise<ReviewOutcome> {
      const user = await users.findByEmail(email);
      if (!user) return { kind: 'no-account' };
      const application = await applications.find(user.id);
      if (!application) return { kind: 'no-application' };
      if (application.status === 'approved' || application.status === 'rejected') return { kind: 'already', status: application.status };
      const rejected = await applications.review(user.id, 'rejected');
      await mailer.send(educatorRejectedMail(user, publicUrl));
      return { kind: 'done', application: rejected ?? application };
    },
  };
}
