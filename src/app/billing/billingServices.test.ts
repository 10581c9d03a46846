import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createAuthMachine } from '../../net/authMachine';
import type { AccountUser } from '../../shared/accounts';
import type { Notice } from '../../shared/notices';
import { modalMachine } from '../modals/modalMachine';
import { createBillingServices } from './billingServices';
import { HOUR_MS, payPerDayUser, trialUser } from './testing/billingUsers';

const START = Date.parse('2026-11-26T06:00:00.000Z');

/** A session storage of the test's own. */
function memoryStorage() {
  const stored = new Map<string, string>();
  return { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value) };
}

interface WorldOptions {
  /** What GET /api/user answers, call after call (the last one repeats). */
  users: AccountUser[];
  reportUsage?: () => Promise<unknown>;
  storage?: ReturnType<typeof memoryStorage>;
}

/** The billing services over a real auth statechart (logged in from a session) and real modals. */
function world({ users, reportUsage = async () => ({ success: true }), storage = memoryStorage() }: WorldOptions) {
  let userCalls = 0;
  const user = async () => users[Math.min(userCalls++, users.length - 1)]!;
  const fail = () => Promise.reject(new Error('not in this test'));
  const auth = createActor(
    createAuthMachine({
      api: { user, login: fail, sessionLogin: fail, verify: fail, newPassword: fail, refresh: fail, logout: async () => undefined },
      session: { expiresAt: () => START / 1000 + 30 * 86_400, clear: () => undefined },
      now: () => START / 1000,
    }),
  );
  const modals = createActor(modalMachine, { input: {} }).start();
  const notices: Notice[] = [];
  const usage = vi.fn(reportUsage);
  const billing = createBillingServices({
    auth,
    authApi: { user },
    billingApi: { reportUsage: usage },
    modals,
    notify: (notice) => notices.push(notice),
    sessionStorage: storage,
  });
  auth.start();
  return {
    auth,
    modals,
    billing,
    notices,
    usage,
    storage,
    modal: () => modals.getSnapshot().value,
    loggedIn: () => waitFor(auth, (snapshot) => snapshot.matches('loaded')),
    userCalls: () => userCalls,
  };
}

describe('the billing services', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());

  it('opens the activate modal when the day ends, and a confirmed day reports usage, reloads the user and closes', async () => {
    const { loggedIn, modal, usage, modals, billing, userCalls } = world({
      users: [payPerDayUser(START, 60_000 + 1000), payPerDayUser(START + 61_000, 24 * HOUR_MS)],
    });
    await loggedIn();
    // The welcome back came first; dismissed.
    expect(modal()).toBe('welcomeBack');
    modals.send({ type: 'modal.confirm' });
    expect(modal()).toBe('closed');

    await vi.advanceTimersByTimeAsync(61_000);
    expect(modal()).toBe('activate');
    modals.send({ type: 'modal.confirm' });
    expect(modal()).toBe('loading');
    await vi.waitFor(() => expect(modal()).toBe('closed'));
    expect(usage).toHaveBeenCalledTimes(1);
    expect(userCalls()).toBe(2);
    expect(billing.access.getSnapshot().context.access).toMatchObject({ kind: 'app', reason: 'pay-per-day' });
  });

  it('shows the server message as a notification when the activation fails, and opens the modal again', async () => {
    const { loggedIn, modal, modals, notices } = world({
      users: [payPerDayUser(START, -1000)],
      reportUsage: () => Promise.reject(new Error('Your card was declined.')),
    });
    await loggedIn();
    expect(modal()).toBe('activate');
    modals.send({ type: 'modal.confirm' });
    await vi.waitFor(() => expect(notices).toHaveLength(1));
    expect(notices[0]).toMatchObject({ kind: 'danger', message: 'Your card was declined.' });
    expect(modal()).toBe('activate');
  });

  it('keeps the activate modal open against Escape and other modals; logging out closes it', async () => {
    const { loggedIn, modal, modals, auth } = world({ users: [payPerDayUser(START, -1000)] });
    await loggedIn();
    expect(modal()).toBe('activate');
    modals.send({ type: 'modal.open', modal: 'settings' });
    expect(modal()).toBe('activate');
    modals.send({ type: 'modal.close' });
    expect(modal()).toBe('activate');
    auth.send({ type: 'logout' });
    await waitFor(auth, (snapshot) => snapshot.matches('unauthenticated'));
    expect(modal()).toBe('closed');
  });

  it('opens a modal that came due under the loader as soon as the loader hides', async () => {
    const storage = memoryStorage();
    const { modals, loggedIn, modal } = world({ users: [payPerDayUser(START, 3 * HOUR_MS + 5 * 60_000)], storage });
    modals.send({ type: 'loader.show' });
    await loggedIn();
    expect(modal()).toBe('loading');
    modals.send({ type: 'loader.hide' });
    expect(modal()).toBe('welcomeBack');
    expect(modals.getSnapshot().context.info.message).toBe('You have 3 hours and 5 minutes left of your 24-hour session.');
  });

  it('closes the welcome back at logout and does not open it again', async () => {
    const { loggedIn, modal, modals, auth } = world({ users: [payPerDayUser(START, 5 * HOUR_MS)] });
    await loggedIn();
    expect(modal()).toBe('welcomeBack');
    // As createApp's logout does: every modal closes first.
    auth.on('auth.loggedOut', () => modals.send({ type: 'modal.close' }));
    auth.send({ type: 'logout' });
    await waitFor(auth, (snapshot) => snapshot.matches('unauthenticated'));
    expect(modal()).toBe('closed');
  });

  it('shows the welcome back once a day: a dismissal is remembered for the tab, the next day asks again', async () => {
    const storage = memoryStorage();
    const first = world({ users: [payPerDayUser(START, 5 * HOUR_MS)], storage });
    await first.loggedIn();
    expect(first.modal()).toBe('welcomeBack');
    first.modals.send({ type: 'modal.close' });

    const reloaded = world({ users: [payPerDayUser(START, 5 * HOUR_MS)], storage });
    await reloaded.loggedIn();
    expect(reloaded.modal()).toBe('closed');

    const nextDay = world({ users: [payPerDayUser(START, 20 * HOUR_MS)], storage });
    await nextDay.loggedIn();
    expect(nextDay.modal()).toBe('welcomeBack');
  });

  it('shows no welcome back to a trial user', async () => {
    const { loggedIn, modal } = world({ users: [trialUser(START, 5 * HOUR_MS)] });
    await loggedIn();
    expect(modal()).toBe('closed');
  });
});
