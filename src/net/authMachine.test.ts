import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { AccountUser } from '../shared/accounts';
import { ApiRequestError } from './apiClient';
import { createAuthMachine, type AuthMachineInput } from './authMachine';
import { accountUser } from '../shared/testing/accountUser';

const ANN: AccountUser = accountUser('ann@example.com', 'Ann', 'Lee', { tours: { state: {} } });

const NOW = 1_800_000_000;
const DAY = 86_400;

/**
 * Starts the machine against a fake server that sets the session's expiry cookie as ours does:
 * a year after a login with Remember Me, a day otherwise and after verification.
 */
function start(overrides: Partial<AuthMachineInput['api']> = {}, options: { expiresIn?: number; confirmLogout?: () => Promise<boolean>; skipStartupLoad?: () => boolean } = {}) {
  let expiresAt: number | null = options.expiresIn === undefined ? null : NOW + options.expiresIn;
  const api = {
    login: vi.fn(async (input: { remember?: boolean }) => void (expiresAt = NOW + (input.remember ? 365 : 1) * DAY)),
    // A student's token ends with the classroom session (12 h here).
    sessionLogin: vi.fn(async () => {
      expiresAt = NOW + 12 * 3600;
      return 'student-token';
    }),
    verify: vi.fn(async () => void (expiresAt = NOW + DAY)),
    newPassword: vi.fn(async () => void (expiresAt = NOW + DAY)),
    user: vi.fn(async () => ANN),
    refresh: vi.fn(async () => {
      expiresAt = NOW + 365 * DAY;
      return { success: true as const, refreshed: true };
    }),
    logout: vi.fn(async () => void (expiresAt = null)),
    ...overrides,
  };
  const session = { expiresAt: () => expiresAt, clear: () => void (expiresAt = null) };
  const actor = createActor(createAuthMachine({ api, session, now: () => NOW, confirmLogout: options.confirmLogout, skipStartupLoad: options.skipStartupLoad }));
  const emitted: string[] = [];
  actor.on('*', (event) => emitted.push(event.type));
  actor.start();
  return { actor, api, emitted, cookie: () => (expiresAt === null ? null : { life: expiresAt - NOW > DAY ? 'long' : 'short' }) };
}

describe('the auth machine', () => {
  it('starts unauthenticated without a session cookie', () => {
    const { actor, api } = start();
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    expect(api.user).not.toHaveBeenCalled();
  });

  it('skips the startup load when told to, and loads the user at session.resume', async () => {
    const { actor, api } = start({}, { expiresIn: 30 * DAY, skipStartupLoad: () => true });
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    expect(api.user).not.toHaveBeenCalled();
    actor.send({ type: 'session.resume' });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(api.user).toHaveBeenCalledTimes(1);
  });

  it('ignores session.resume without a session cookie', () => {
    const { actor, api } = start({}, { skipStartupLoad: () => true });
    actor.send({ type: 'session.resume' });
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    expect(api.user).not.toHaveBeenCalled();
  });

  it('logs in with Remember Me: a 365-day cookie, the user loaded, loaded state', async () => {
    const { actor, api, cookie, emitted } = start();
    actor.send({ type: 'login', email: 'ann@example.com', password: 'secret-1', remember: true });
    expect(actor.getSnapshot().matches('pending')).toBe(true);
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(api.login).toHaveBeenCalledWith({ email: 'ann@example.com', password: 'secret-1', remember: true }, false);
    expect(cookie()?.life).toBe('long');
    expect(actor.getSnapshot().context.user?.userMeta.first_name).toBe('Ann');
    expect(emitted).toContain('auth.loggedIn');
  });

  it('keeps a plain login for one day', async () => {
    const { actor, cookie } = start();
    actor.send({ type: 'login', email: 'ann@example.com', password: 'secret-1', remember: false });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(cookie()?.life).toBe('short');
  });

  it('shows a wrong password as the server says it, with no cookie and no logout', async () => {
    const { actor, cookie, emitted } = start({
      login: vi.fn(async () => {
        throw new ApiRequestError('The email address or password is not correct.', 401);
      }),
    });
    actor.send({ type: 'login', email: 'ann@example.com', password: 'wrong-1', remember: false });
    await waitFor(actor, (s) => s.matches('unauthenticated') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toEqual({ during: 'login', message: 'The email address or password is not correct.', status: 401 });
    expect(cookie()).toBeNull();
    expect(emitted).not.toContain('auth.loggedOut');
  });

  it('lets a student in with the session name and password: the student user is loaded', async () => {
    const student = accountUser('u1@students.invalid', 'Student', '', { is_session_user: true });
    const { actor, api, emitted } = start({ user: vi.fn(async () => student) });
    actor.send({ type: 'session.login', session: 'Geometry 7b', password: 'abcd2345' });
    expect(actor.getSnapshot().matches({ pending: 'joiningSession' })).toBe(true);
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(api.sessionLogin).toHaveBeenCalledWith({ session: 'Geometry 7b', password: 'abcd2345' });
    expect(api.login).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.user?.is_session_user).toBe(true);
    expect(emitted).toContain('auth.loggedIn');
  });

  it("shows a refused session login in the server's words and stays logged out", async () => {
    const { actor, api, cookie } = start({
      sessionLogin: vi.fn(async () => {
        throw new ApiRequestError('The session name or password is not correct.', 401);
      }),
    });
    actor.send({ type: 'session.login', session: 'Geometry 7b', password: 'wrong123' });
    await waitFor(actor, (s) => s.matches('unauthenticated') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toEqual({ during: 'login', message: 'The session name or password is not correct.', status: 401 });
    expect(api.user).not.toHaveBeenCalled();
    expect(cookie()).toBeNull();
  });

  it('stores a verified account for one day and loads it', async () => {
    const { actor, api, cookie } = start();
    actor.send({ type: 'verify', token: 'abc' });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(api.verify).toHaveBeenCalledWith('abc');
    expect(cookie()?.life).toBe('short');
  });

  it('reports a failed verification and stays logged out', async () => {
    const { actor } = start({
      verify: vi.fn(async () => {
        throw new ApiRequestError('This verification link is not valid', 400);
      }),
    });
    actor.send({ type: 'verify', token: 'used' });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    expect(actor.getSnapshot().context.error?.during).toBe('verify');
  });

  it('verifies while logged in: the failure is reported and the session stays; a success loads the account', async () => {
    const { actor, api } = start(
      {
        verify: vi.fn(async (token: string) => {
          if (token === 'used') throw new ApiRequestError('This email address is already verified. Please log in.', 409);
          return undefined;
        }),
      },
      { expiresIn: 200 * DAY },
    );
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    actor.send({ type: 'verify', token: 'used' });
    expect(actor.getSnapshot().matches({ loaded: 'verifying' })).toBe(true);
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ user: ANN, error: { during: 'verify', status: 409 } });

    actor.send({ type: 'verify', token: 'fresh' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    expect(api.verify).toHaveBeenLastCalledWith('fresh');
    expect(api.user).toHaveBeenCalledTimes(2);
  });

  it('loads the user at start when a cookie exists, without refreshing a long-lived token', async () => {
    const { actor, api } = start({}, { expiresIn: 200 * DAY });
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    expect(api.user).toHaveBeenCalledTimes(1);
    expect(api.refresh).not.toHaveBeenCalled();
  });

  it('refreshes once a token with less than a day left, into a 365-day cookie', async () => {
    const { actor, api, cookie } = start({}, { expiresIn: 3600 });
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    expect(api.refresh).toHaveBeenCalledTimes(1);
    expect(cookie()).toEqual({ life: 'long' });
  });

  it('logs out when the user cannot be loaded at start', async () => {
    const { actor, cookie, emitted } = start({ user: vi.fn(async () => Promise.reject(new ApiRequestError('Please log in.', 401))) }, { expiresIn: 9e6 });
    await waitFor(actor, (s) => s.matches('unauthenticated'));
    expect(cookie()).toBeNull();
    expect(emitted).toContain('auth.loggedOut');
  });

  it('offline at start (no answer at all) shows the person logged out but keeps the session hint for the next load', async () => {
    const { actor, cookie } = start({ user: vi.fn(async () => Promise.reject(new ApiRequestError('fetch failed', undefined))) }, { expiresIn: 9e6 });
    await waitFor(actor, (s) => s.matches('unauthenticated'));
    expect(cookie()).toEqual({ life: 'long' });
    expect(actor.getSnapshot().context.user).toBeNull();
  });

  it('logs out: calls /logout with the email, drops the cookie, announces it and clears the force-login flag', async () => {
    const { actor, api, cookie, emitted } = start({}, { expiresIn: 9e6 });
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    actor.send({ type: 'forceLogin.set' });
    actor.send({ type: 'logout' });
    await waitFor(actor, (s) => s.matches('unauthenticated'));
    expect(api.logout).toHaveBeenCalledWith('ann@example.com');
    expect(cookie()).toBeNull();
    expect(emitted).toContain('auth.loggedOut');
    expect(actor.getSnapshot().context).toMatchObject({ user: null, forceLogin: false });
  });

  it('stays logged in when the logout is not confirmed', async () => {
    const { actor, api } = start({}, { expiresIn: 9e6, confirmLogout: async () => false });
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    actor.send({ type: 'logout' });
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    expect(api.logout).not.toHaveBeenCalled();
  });

  it('logs out without asking when the session expired (401)', async () => {
    const confirmLogout = vi.fn(async () => false);
    const { actor } = start({}, { expiresIn: 9e6, confirmLogout });
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    actor.send({ type: 'session.expired' });
    await waitFor(actor, (s) => s.matches('unauthenticated'));
    expect(confirmLogout).not.toHaveBeenCalled();
  });

  it('keeps the force-login flag for the next login, which asks to take over', async () => {
    const { actor, api } = start();
    actor.send({ type: 'forceLogin.set' });
    expect(actor.getSnapshot().context.forceLogin).toBe(true);
    actor.send({ type: 'login', email: 'ann@example.com', password: 'secret-1', remember: false });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(api.login).toHaveBeenCalledWith(expect.anything(), true);
    expect(actor.getSnapshot().context.forceLogin).toBe(false);
  });

  it('asks for a new password after a login with the mailed one-time password, then logs in with it', async () => {
    const { actor, api } = start({
      login: vi.fn(async () => {
        throw new ApiRequestError('Please choose a new password.', 403, undefined, 'new-password');
      }),
    });
    actor.send({ type: 'login', email: 'ann@example.com', password: 'OneTime23456', remember: true });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().context.error).toMatchObject({ during: 'login', reason: 'new-password', status: 403 });
    actor.send({ type: 'password.choose', email: 'ann@example.com', password: 'OneTime23456', newPassword: 'brand-new-1', remember: true });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(api.newPassword).toHaveBeenCalledWith({ email: 'ann@example.com', password: 'OneTime23456', newPassword: 'brand-new-1', remember: true });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('reports an expired one-time password on the form that chose the new one', async () => {
    const { actor } = start({
      newPassword: vi.fn(async () => {
        throw new ApiRequestError('The one-time password is not correct or has expired.', 401, undefined, 'credentials');
      }),
    });
    actor.send({ type: 'password.choose', email: 'ann@example.com', password: 'OneTime23456', newPassword: 'brand-new-1', remember: false });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot()).toMatchObject({ value: 'unauthenticated', context: { error: { during: 'newPassword', reason: 'credentials' } } });
  });

  it('takes the user the Account tab changed, but never logs anyone in by it', async () => {
    const loggedOut = start();
    loggedOut.actor.send({ type: 'user.changed', user: ANN });
    expect(loggedOut.actor.getSnapshot().context.user).toBeNull();

    const { actor } = start({}, { expiresIn: 200 * DAY });
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    const renamed = { ...ANN, email: 'zoe@example.org', userMeta: { first_name: 'Zoë', last_name: 'Lee' } };
    actor.send({ type: 'user.changed', user: renamed });
    expect(actor.getSnapshot().context.user).toEqual(renamed);
    expect(actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
  });
});
