/**
 * Where the logged-in person may be, minute by minute (spec accounts §4 "Access by subscription",
 * §9 "trial and pay-per-day timers refresh every 60 s"): the user and the clock go through
 * shared/billing.ts's `accessFor`, the one access rule. While a trial or a pay-per-day session
 * runs, a delayed transition looks again every 60 s, or sooner at the moment the time runs out,
 * so the header's HH:mm follows and the redirect or the activate modal comes on time.
 */
import { enqueueActions, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { AccountUser } from '../../shared/accounts';
import { accessFor, COUNTDOWN_REFRESH_MS, countdownText, type Access } from '../../shared/billing';

export interface AccessContext {
  user: AccountUser | null;
  /** The clock when access was last worked out, in ms since the epoch. */
  now: number;
  /** Null while nobody is logged in. */
  access: Access | null;
}

export type AccessEvent =
  /** Login, a reloaded user (a plan bought, a day activated, unsubscribed) or logout (null). */
  { type: 'user.changed'; user: AccountUser | null };

/** `access.changed`: the kind of access changed (a trial ran out, a pay-per-day day ended, a plan was bought). */
export type AccessEmitted = { type: 'access.changed'; access: Access | null; previous: Access | null };

export interface AccessInput {
  /** The clock, in ms since the epoch; a parameter so tests can move time. */
  now?: () => number;
}

/** The countdown's end while a trial or a pay-per-day session runs, else null. */
export function countdownEndsOf(access: Access | null): string | null {
  return access?.kind === 'app' ? access.countdownEnds : null;
}

/** How long until the next look: a minute, or less when the countdown ends sooner. */
export function nextLookMs(access: Access | null, now: number): number {
  const ends = countdownEndsOf(access);
  if (ends === null) return COUNTDOWN_REFRESH_MS;
  return Math.max(0, Math.min(COUNTDOWN_REFRESH_MS, Date.parse(ends) - now));
}

/** The header countdown, or null when no trial or pay-per-day session is running. */
export function countdownOf(context: Pick<AccessContext, 'access' | 'now'>): { label: string; text: string } | null {
  const { access } = context;
  if (access?.kind !== 'app' || access.countdownEnds === null) return null;
  const label = access.reason === 'trial' ? 'Trial time left' : 'Pay-per-day time left';
  return { label, text: countdownText(access.countdownEnds, new Date(context.now)) };
}

/**
 * The page the drawing route sends a logged-in person to, or null to stay (the app, or the app
 * with the activate modal). Educator accounts stay on / whatever their plan says: their
 * read-only view is decided elsewhere.
 */
export function redirectFor(user: AccountUser | null, access: Access | null): '/subscription' | '/update-card' | null {
  if (!user || !access || user.subscription?.stripe_plan === 'Educator') return null;
  if (access.kind === 'subscription') return '/subscription';
  if (access.kind === 'update-card') return '/update-card';
  return null;
}

/** The kind of access, for comparing two looks ("app" with or without a countdown is one kind). */
const kindOf = (access: Access | null) => access?.kind ?? null;

export function createAccessMachine({ now = () => Date.now() }: AccessInput = {}) {
  return setup({
    types: { context: {} as AccessContext, events: {} as AccessEvent, emitted: {} as AccessEmitted },
    actions: {
      /** Works access out for `user` now, and announces a change of kind. */
      lookAt: enqueueActions(({ context, enqueue }, user: AccountUser | null) => {
        const at = now();
        const access = user ? accessFor(user, new Date(at)) : null;
        enqueue.assign({ user, now: at, access });
        if (kindOf(access) !== kindOf(context.access)) enqueue.emit({ type: 'access.changed', access, previous: context.access });
      }),
    },
    guards: {
      loggedIn: ({ context }) => context.user !== null,
      counting: ({ context }) => countdownEndsOf(context.access) !== null,
    },
    delays: {
      nextLook: ({ context }) => nextLookMs(context.access, now()),
    },
  }).createMachine({
    id: 'access',
    context: { user: null, now: now(), access: null },
    initial: 'loggedOut',
    on: {
      'user.changed': { target: '.deciding', actions: { type: 'lookAt', params: ({ event }) => event.user } },
    },
    states: {
      loggedOut: {},
      deciding: {
        always: [{ guard: 'counting', target: 'counting' }, { guard: 'loggedIn', target: 'steady' }, { target: 'loggedOut' }],
      },
      /** A plan that runs on its own, or no access: nothing to count. */
      steady: {},
      counting: {
        after: { nextLook: { target: 'deciding', reenter: true, actions: { type: 'lookAt', params: ({ context }) => context.user } } },
      },
    },
  });
}

export type AccessMachine = ReturnType<typeof createAccessMachine>;
export type AccessActor = ActorRefFrom<AccessMachine>;
export type AccessSnapshot = SnapshotFrom<AccessMachine>;
