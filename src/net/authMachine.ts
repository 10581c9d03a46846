/**
 * Who is logged in (spec accounts §4 "Auth"): unauthenticated, pending while a login, a
 * verification, a new password or the user's data is under way, and loaded with the user. The
 * server keeps the access token in an HttpOnly cookie (365 days with Remember Me and after a
 * refresh, 1 day otherwise and after verification); the machine only reads when the session
 * expires, to refresh it once, and forgets it at logout. Logging out emits `auth.loggedOut` so
 * the editor and the socket can let go.
 */
import { assign, emit, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { LOGIN_FAILURE_REASONS, type AccountUser, type LoginFailureReason } from '../shared/accounts';
import type { AuthApi } from './authApi';

/** Spec §9: a token with fewer seconds than this left is refreshed once. */
export const REFRESH_THRESHOLD_SECONDS = 86_400;

/** The page's knowledge of its session (see sessionCookie.ts). */
export interface SessionStore {
  /** When the session's token expires, in seconds since the epoch; null without a session. */
  expiresAt: () => number | null;
  /** Forgets the session on the page (the server removes the token cookie itself). */
  clear: () => void;
}

export interface AuthMachineInput {
  api: Pick<AuthApi, 'login' | 'sessionLogin' | 'verify' | 'newPassword' | 'user' | 'refresh' | 'logout'>;
  session: SessionStore;
  /** Seconds since the epoch; a parameter so tests can move time. */
  now?: () => number;
  /**
   * Asked before a logout the person started; false keeps them logged in. The documents part
   * fills it with the "Save your work?" prompt for unsaved changes.
   */
  confirmLogout?: () => Promise<boolean>;
  /**
   * True when the page should not load the user's data as it starts (spec §2: mobile public
   * pages, screenshot mode; see app/home/startupLoad.ts). It starts unauthenticated and loads the
   * user at `session.resume`, sent by a page that needs the user.
   */
  skipStartupLoad?: () => boolean;
}

export interface LoginCredentials {
  email: string;
  password: string;
  remember: boolean;
}

/** A student joins an educator's classroom session with its name and password (POST /session-login). */
export interface SessionCredentials {
  session: string;
  password: string;
  /** The name the educator sees on the student's work (issue 36 item 10). */
  displayName?: string;
}

/** A one-time password from the reset mail and the new password chosen with it. */
export interface NewPasswordChoice extends LoginCredentials {
  newPassword: string;
}

/** What went wrong last, for the page that started it. */
export interface AuthError {
  during: 'login' | 'verify' | 'newPassword';
  message: string;
  status?: number;
  /** The server's reason for a refused login (`new-password` asks the page for a new password). */
  reason?: LoginFailureReason;
}

export type AuthEvent =
  | ({ type: 'login' } & LoginCredentials)
  /** The login form's Student role: the classroom session's name and password. */
  | ({ type: 'session.login' } & SessionCredentials)
  | { type: 'verify'; token: string }
  /** After a login with the mailed one-time password: the new password replaces the old. */
  | ({ type: 'password.choose' } & NewPasswordChoice)
  /** The person asks to log out (action menu, header). */
  | { type: 'logout' }
  /** The server answered 401 to a call: log out without asking. */
  | { type: 'session.expired' }
  /** The server answered 403: another device took over; the login page says so. */
  | { type: 'forceLogin.set' }
  /** The Account tab changed the user's name or address: the header and the tab show the new one. */
  | { type: 'user.changed'; user: AccountUser }
  /** A page that needs the user opened after a startup that skipped loading it: load it now if there is a session. */
  | { type: 'session.resume' };

export type AuthEmitted = { type: 'auth.loggedIn'; user: AccountUser } | { type: 'auth.loggedOut' };

interface AuthContext {
  user: AccountUser | null;
  forceLogin: boolean;
  error: AuthError | null;
}

const isLoginFailureReason = (reason: unknown): reason is LoginFailureReason => (LOGIN_FAILURE_REASONS as readonly unknown[]).includes(reason);

const errorOf = (error: unknown, during: AuthError['during']): AuthError => {
  const { status, reason } = error as { status?: number; reason?: string };
  return {
    during,
    message: error instanceof Error ? error.message : String(error),
    status,
    ...(isLoginFailureReason(reason) ? { reason } : {}),
  };
};

export function createAuthMachine({ api, session, now = () => Date.now() / 1000, confirmLogout = async () => true, skipStartupLoad = () => false }: AuthMachineInput) {
  return setup({
    types: { context: {} as AuthContext, events: {} as AuthEvent, emitted: {} as AuthEmitted },
    actors: {
      login: fromPromise(({ input }: { input: LoginCredentials & { forceLogin: boolean } }) =>
        api.login({ email: input.email, password: input.password, remember: input.remember }, input.forceLogin),
      ),
      sessionLogin: fromPromise(({ input }: { input: SessionCredentials }) => api.sessionLogin(input)),
      verify: fromPromise(({ input }: { input: string }) => api.verify(input)),
      newPassword: fromPromise(({ input }: { input: NewPasswordChoice }) => api.newPassword(input)),
      loadUser: fromPromise(() => api.user()),
      refresh: fromPromise(() => api.refresh()),
      // A failed logout call must not keep anyone logged in: the session is dropped either way.
      logout: fromPromise(({ input }: { input: string | undefined }) => (input ? api.logout(input).catch(() => undefined) : Promise.resolve())),
      confirmLogout: fromPromise(() => confirmLogout()),
    },
    guards: {
      hasSession: () => session.expiresAt() !== null,
      unanswered: ({ event }) => (event as { error?: { status?: number } }).error?.status === undefined,
      loadsAtStartup: () => session.expiresAt() !== null && !skipStartupLoad(),
      needsRefresh: () => {
        const expiresAt = session.expiresAt();
        return expiresAt !== null && expiresAt - now() < REFRESH_THRESHOLD_SECONDS;
      },
    },
    actions: {
      clearSession: assign({ user: null, forceLogin: false }),
      announceLogout: emit({ type: 'auth.loggedOut' as const }),
      forgetSession: () => session.clear(),
    },
  }).createMachine({
    id: 'auth',
    context: { user: null, forceLogin: false, error: null },
    initial: 'starting',
    on: {
      'forceLogin.set': { actions: assign({ forceLogin: true }) },
      'user.changed': { guard: ({ context }) => context.user !== null, actions: assign(({ event }) => ({ user: event.user })) },
    },
    states: {
      starting: { always: [{ guard: 'loadsAtStartup', target: 'pending.loadingUser' }, { target: 'unauthenticated' }] },
      unauthenticated: {
        on: {
          'session.resume': { guard: 'hasSession', target: 'pending.loadingUser' },
          login: { target: 'pending.loggingIn', actions: assign({ error: null }) },
          'session.login': { target: 'pending.joiningSession', actions: assign({ error: null }) },
          verify: { target: 'pending.verifying', actions: assign({ error: null }) },
          'password.choose': { target: 'pending.choosingPassword', actions: assign({ error: null }) },
        },
      },
      pending: {
        initial: 'loadingUser',
        states: {
          // Each of these ends with the server's session cookie set; the user's data comes next.
          loggingIn: {
            invoke: {
              src: 'login',
              input: ({ context, event }) => ({ ...(event as LoginCredentials), forceLogin: context.forceLogin }),
              onDone: { target: 'loadingUser', actions: assign({ forceLogin: false }) },
              onError: { target: '#auth.unauthenticated', actions: assign(({ event }) => ({ error: errorOf(event.error, 'login') })) },
            },
          },
          // A student's login: the server sets the session cookie (its token ends with the classroom session).
          joiningSession: {
            invoke: {
              src: 'sessionLogin',
              input: ({ event }) => {
                const { session, password, displayName } = event as SessionCredentials & { type: string };
                return { session, password, displayName };
              },
              onDone: { target: 'loadingUser' },
              onError: { target: '#auth.unauthenticated', actions: assign(({ event }) => ({ error: errorOf(event.error, 'login') })) },
            },
          },
          verifying: {
            invoke: {
              src: 'verify',
              input: ({ event }) => (event as { token: string }).token,
              onDone: { target: 'loadingUser' },
              onError: { target: '#auth.unauthenticated', actions: assign(({ event }) => ({ error: errorOf(event.error, 'verify') })) },
            },
          },
          choosingPassword: {
            invoke: {
              src: 'newPassword',
              input: ({ event }) => {
                const { email, password, newPassword, remember } = event as NewPasswordChoice & { type: string };
                return { email, password, newPassword, remember };
              },
              onDone: { target: 'loadingUser' },
              onError: { target: '#auth.unauthenticated', actions: assign(({ event }) => ({ error: errorOf(event.error, 'newPassword') })) },
            },
          },
          loadingUser: {
            invoke: {
              src: 'loadUser',
              onDone: {
                target: '#auth.loaded',
                actions: [assign(({ event }) => ({ user: event.output, error: null })), emit(({ event }) => ({ type: 'auth.loggedIn' as const, user: event.output }))],
              },
              // Spec §4: failure to load the user's data logs them out. Without any answer (offline,
              // the app opened from the service worker's copy) the page keeps its session hint, so
              // the next load online finds the session again.
              onError: [
                { guard: 'unanswered', target: '#auth.unauthenticated', actions: ['clearSession', 'announceLogout'] },
                { target: '#auth.unauthenticated', actions: ['forgetSession', 'clearSession', 'announceLogout'] },
              ],
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
              // The server sets the refreshed cookie itself.
              onDone: { target: 'idle' },
              // Once only: a failed refresh leaves the current token to live out its day.
              onError: { target: 'idle' },
            },
          },
          // A verification link opened in a browser that is logged in already (the same link
          // opened twice): the server says whether it verified; the session stays either way.
          idle: { on: { logout: 'confirming', verify: { target: 'verifying', actions: assign({ error: null }) } } },
          verifying: {
            invoke: {
              src: 'verify',
              input: ({ event }) => (event as { token: string }).token,
              // A new session for the verified account: its data replaces the current user's.
              onDone: { target: '#auth.pending.loadingUser' },
              onError: { target: 'idle', actions: assign(({ event }) => ({ error: errorOf(event.error, 'verify') })) },
            },
          },
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
          onDone: { target: 'unauthenticated', actions: ['forgetSession', 'clearSession', 'announceLogout'] },
        },
      },
    },
  });
}

export type AuthMachine = ReturnType<typeof createAuthMachine>;
export type AuthActor = ActorRefFrom<AuthMachine>;
