/**
 * What `/` shows (spec accounts §2): the marketing home to a visitor, the drawing app to a signed-in
 * user. A person whose session ends while on `/` (logging out, a 401, another device taking over)
 * goes to /login instead, as the redirect rules say for the app; so does a page that started with
 * a session cookie the server no longer accepts.
 */
import type { AuthStatus } from './authStatus';

export type RootView = 'home' | 'app' | 'pending' | 'login';

/** `hadSession`: this page has been signed in, or tried to be, since it opened on `/`. */
export function rootView(status: AuthStatus, hadSession: boolean): RootView {
  if (status === 'loaded') return 'app';
  if (status === 'pending') return 'pending';
  return hadSession ? 'login' : 'home';
}
