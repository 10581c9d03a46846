/**
 * The billing side of the app core (spec accounts §4 "Access by subscription"): the access
 * statechart follows whoever is logged in, and the pay-per-day workflow opens the activate modal
 * when the day ends and the welcome back at login. createApp builds it once with the core.
 */
import { createActor } from 'xstate';
import type { AuthApi } from '../../net/authApi';
import type { AuthActor } from '../../net/authMachine';
import type { BillingApi } from '../../net/billingApi';
import { accessFor } from '../../shared/billing';
import type { Notice } from '../../shared/notices';
import type { ModalActor } from '../modals/modalMachine';
import { countdownEndsOf, createAccessMachine, type AccessActor } from './accessMachine';
import { payPerDayMachine, type PayPerDayActor } from './payPerDayMachine';
import { welcomeBackDismissals, welcomeBackMessage } from './welcomeBack';

export interface BillingServices {
  /** Where the logged-in person may be, and the header's countdown. */
  access: AccessActor;
  /** The activate and welcome-back modals' workflow. */
  payPerDay: PayPerDayActor;
  /** Loads the user again (after unsubscribing, activating a day) so access follows. */
  reloadUser: () => Promise<void>;
}

export interface BillingServicesInput {
  auth: AuthActor;
  authApi: Pick<AuthApi, 'user'>;
  billingApi: { reportUsage: BillingApi['reportUsage'] | (() => Promise<unknown>) };
  modals: ModalActor;
  notify: (notice: Notice) => void;
  /** Where welcome-back dismissals are kept: sessionStorage. */
  sessionStorage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** The clock in ms since the epoch; a parameter so tests can move time. */
  now?: () => number;
}

export function createBillingServices(input: BillingServicesInput): BillingServices {
  const { auth, modals, now = () => Date.now() } = input;
  const dismissals = welcomeBackDismissals(input.sessionStorage === undefined ? globalThis.sessionStorage ?? null : input.sessionStorage);
  const reloadUser = async () => {
    const user = await input.authApi.user();
    auth.send({ type: 'user.changed', user });
  };

  const access = createActor(createAccessMachine({ now })).start();
  const payPerDay = createActor(payPerDayMachine, {
    input: { modals, notify: input.notify, reportUsage: () => input.billingApi.reportUsage(), reloadUser },
  }).start();

  access.on('access.changed', ({ access: current }) =>
    payPerDay.send({ type: current === null ? 'reset' : current.kind === 'activate' ? 'day.ended' : 'day.settled' }),
  );

  // Access follows the user: login, a reloaded user, logout.
  let user = auth.getSnapshot().context.user;
  if (user) access.send({ type: 'user.changed', user });
  auth.subscribe((snapshot) => {
    if (snapshot.context.user === user) return;
    user = snapshot.context.user;
    access.send({ type: 'user.changed', user });
  });

  auth.on('auth.loggedIn', ({ user: loggedIn }) => {
    const at = new Date(now());
    const current = accessFor(loggedIn, at);
    const ends = countdownEndsOf(current);
    const message = welcomeBackMessage(current, at);
    if (message !== null && ends !== null && !dismissals.dismissed(ends)) payPerDay.send({ type: 'welcome', message });
  });
  modals.on('welcomeBack.dismissed', () => {
    const ends = countdownEndsOf(access.getSnapshot().context.access);
    if (ends !== null) dismissals.dismiss(ends);
    payPerDay.send({ type: 'welcome.dismissed' });
  });
  modals.on('activate.confirmed', () => payPerDay.send({ type: 'activate.confirm' }));
  modals.subscribe((snapshot) => {
    if (snapshot.matches('closed')) payPerDay.send({ type: 'modals.closed' });
  });

  return { access, payPerDay, reloadUser };
}
