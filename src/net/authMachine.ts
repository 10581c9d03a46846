/**
 * Who is logged in (spec accounts §4 "Auth"): unauthenticated, pending while a login, a
 * verification or the user's data is under way, and loaded with the user. The machine owns the
 * access-token cookie: 365 days with Remember Me and after a refresh, 1 day otherwise and after
 * verification. Logging out emits `auth.loggedOut` so the editor and the socket can let go.
 */
import { assign, emit, fromPromise, setup, type ActorRefFrom } from 'xstate';
import type { AccountUser } from '../shared/accounts';
import type { AuthApi } from './authApi';
import type { COOKIE_DAYS } from './accessToken';

/** Spec §9: a token with fewer seconds than this left is refreshed once. */
export const REFRESH_THRESHOLD_SECONDS = 86_400;

export interface AuthTokenStore {
  read: () => string | null;
  write: (token: string, life: keyof typeof COOKIE_DAYS) => void;
  clear: () => void;
}

export interface AuthMachineInput {
  api: Pick<AuthApi, 'login' | 'verify' | 'user' | 'refresh' | 'logout'>;
  tokens: AuthTokenStore;
  /** Seconds since the epoch; a parameter so tests can move time. */
  now?: () => number;
  /**
   * Asked before a logout the person started; false keeps them logged in. The documents part
   * fills it with the "Save your work?" prompt for unsaved changes.
   */
  confirmLogout?: () => Promise<boolean>;
}

export interface LoginCredentials {
  email: string;
  password: string;
  remember: boolean;
}

/** What went wrong last, for the page that started it. */
export interface AuthError {
  during: 'login' | 'verify';
  message: string;
  status?: number;
}

export type AuthEvent =
  | ({ type: 'login' } & LoginCredentials)
  | { type: 'verify'; token: string }
  /** The person asks to log out (action menu, header). */
  | { type: 'logout' }
  /** The server answered 401 to a call: log out without asking. */
  | { type: 'session.expired' }
  /** The server answered 403: another device took over; the login page says so. */
  | { type: 'forceLogin.set' }
  /** The Account tab changed the user's name or address: the header and the tab show the new one. */
  | { type: 'user.changed'; user: AccountUser };

export type AuthEmitted = { type: 'auth.loggedIn'; user: AccountUser } | { type: 'auth.loggedOut' };

interface AuthContext {
  user: AccountUser | null;
  forceLogin: boolean;
  error: AuthError | null;
  /** Remember Me of the login under way: picks the cookie's life. */
  remember: boolean;
}

/**
 * Seconds until a JWT expires, read from its `exp` claim without checking the signature (the
 * server does that); null when the token is not a JWT with an expiry.
 */
export function tokenSecondsLeft(token: string, nowSeconds: number): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof json.exp === 'number' ? json.exp - nowSeconds : null;
  } catch {
    return null;
  }
}

const errorOf = (error: unknown, during: AuthError['during']): AuthError => ({
  during,
  message: error instanceof Error ? error.message : String(error),
  status: (error as { status?: number }).status,
});

export function createAuthMachine({ api, tokens, now = () => Date.now() / 1000, confirmLogout = async () => true }: AuthMachineInput) {
  return setup({
    types: { context: {} as AuthContext, events: {} as AuthEvent, emitted: {} as AuthEmitted },
    actors: {
      login: fromPromise(({ input }: { input: LoginCredentials & { forceLogin: boolean } }) =>
        api.login({ email: input.email, password: input.password, remember: input.remember }, input.forceLogin),
      ),
      verify: fromPromise(({ input }: { input: string }) => api.verify(input)),
      loadUser: fromPromise(() => api.user()),
      refresh: fromPromise(() => api.refresh()),
      // A failed logout call must not keep anyone logged in: the token is dropped either way.
      logout: fromPromise(({ input }: { input: string | undefined }) => (input ? api.logout(input).catch(() => undefined) : Promise.resolve())),
      confirmLogout: fromPromise(() => confirmLogout()),
    },
    guards: {
      hasToken: () => tokens.read() !== null,
      needsRefresh: () => {
        const token = tokens.read();
        const left = token === null ? null : tokenSecondsLeft(token, now());
        return left !== null && left < REFRESH_THRESHOLD_SECONDS;
      },
    },
    actions: {
      clearSession: assign({ user: null, forceLogin: false }),
      announceLogout: emit({ type: 'auth.loggedOut' as const }),
      dropToken: () => tokens.clear(),
    },
  }).createMachine({
    id: 'auth',
    context: { user: null, forceLogin: false, error: null, remember: false },
    initial: 'starting',
    on: {
      'forceLogin.set': { actions: assign({ forceLogin: true }) },
      'user.changed': { guard: ({ context }) => context.user !== null, actions: assign(({ event }) => ({ user: event.user })) },
    },
    states: {
      starting: { always: [{ guard: 'hasToken', target: 'pending.loadingUser' }, { target: 'unauthenticated' }] },
      unauthenticated: {
        on: {
          login: { target: 'pending.loggingIn', actions: assign(({ event }) => ({ error: null, remember: event.remember })) },
          verify: { target: 'pending.verifying', actions: assign({ error: null }) },
        },
      },
      pending: {
        initial: 'loadingUser',
        states: {
          loggingIn: {
            invoke: {
              src: 'login',
              input: ({ context, event }) => ({ ...(event as LoginCredentials), forceLogin: context.forceLogin }),
              onDone: {
                target: 'loadingUser',
                actions: [({ context, event }) => tokens.write(event.output, context.remember ? 'long' : 'short'), assign({ forceLogin: false })],
              },
              onError: { target: '#auth.unauthenticated', actions: assign(({ event }) => ({ error: errorOf(event.error, 'login') })) },
            },
          },
          verifying: {
            invoke: {
              src: 'verify',
              input: ({ event }) => (event as { token: string }).token,
              onDone: { target: 'loadingUser', actions: ({ event }) => tokens.write(event.output, 'short') },
              onError: { target: '#auth.unauthenticated', actions: assign(({ event }) => ({ error: errorOf(event.error, 'verify') })) },
            },
          },
          loadingUser: {
            invoke: {
              src: 'loadUser',
              onDone: {
                target: '#auth.loaded',
                actions: [assign(({ event }) => ({ user: event.output, error: null })), emit(({ event }) => ({ type: 'auth.loggedIn' as const, user: event.output }))],
              },
              // Spec §4: failure to load the user's data logs them out.
              onError: { target: '#auth.unauthenticated', actions: ['dropToken', 'clearSession', 'announceLogout'] },
            },
          },
        },
      },
      loaded: {
        initial: 'checkingToken',
        states: {
          checkingToken: { always: [{ guard: 'needsRefresh', target: 'refreshing' }, { target: 'idle' }] },
          refreshing: {
            invoke: {
              src: 'refresh',
              onDone: { target: 'idle', actions: ({ event }) => event.output.refreshed && tokens.write(event.output.accessToken, 'long') },
              // Once only: a failed refresh leaves the current token to live out its day.
              onError: { target: 'idle' },
            },
          },
          idle: { on: { logout: 'confirming' } },
          confirming: {
            invoke: {
              src: 'confirmLogout',
              onDone: [{ guard: ({ event }) => event.output, target: '#auth.loggingOut' }, { target: 'idle' }],
              onError: { target: 'idle' },
            },
          },
        },
        on: { 'session.expired': 'loggingOut' },
      },
      loggingOut: {
        invoke: {
          src: 'logout',
          input: ({ context }) => context.user?.email,
          onDone: { target: 'unauthenticated', actions: ['dropToken', 'clearSession', 'announceLogout'] },
        },
      },
    },
  });
}

export type AuthMachine = ReturnType<typeof createAuthMachine>;
export type AuthActor = ActorRefFrom<AuthMachine>;
