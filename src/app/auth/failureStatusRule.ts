/**
 * Spec accounts §8 "HTTP status handling", as a pure rule the composition root applies to every
 * failed API call: 401 logs out and resets the document, 402 or 423 goes to /subscription, 403 sets
 * the force-login flag and replaces the route with /login.
 */
import { isAuthCall } from '../../net/authApi';
import type { LogoutReason } from '../../shared/liveEvents';

export type FailureAction = { kind: 'logout'; reason?: LogoutReason } | { kind: 'subscription' } | { kind: 'forceLogin' } | { kind: 'none' };

/**
 * What to do about a failed call. The auth calls are left to their forms (a wrong password's 401
 * is shown on the login page). A 423 from a document call is a lock ('File is open by a team
 * member'), which the save/open dialog shows, not a payment problem. A 423 whose reason is
 * 'devices-exceeded' is this device's login, whose seat newer logins took: a logout with the
 * spec's message, as the socket tells it, wherever the call went.
 */
export function failureAction(status: number, url: string, reason?: string): FailureAction {
  if (isAuthCall(url)) return { kind: 'none' };
  if (status === 423 && reason === 'devices-exceeded') return { kind: 'logout', reason: 'devices-exceeded' };
  if (status === 401) return { kind: 'logout' };
  if (status === 403) return { kind: 'forceLogin' };
  if (status === 402) return { kind: 'subscription' };
  if (status === 423) return /\/api\/document(?:\/|$|\?)/.test(url) ? { kind: 'none' } : { kind: 'subscription' };
  return { kind: 'none' };
}
