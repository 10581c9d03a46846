/**
 * Device limits (spec accounts §6 "Team plans allow up to 5, 20 or unlimited logins on one
 * account; exceeding the device limit logs out"). Each login, verification or password reset
 * starts a session on a device; when the account then has more devices with live sessions than
 * its plan allows, the devices that logged in earliest are logged out until it fits. The new
 * login always wins. A new login from a device ends that device's earlier logins: a device is one
 * seat, however many people send its id (until issue 35 five logins naming one device id all
 * stayed live on a two-device plan). A token of a session ended this way answers 423.
 */
import type { FastifyBaseLogger } from 'fastify';
import { DEVICE_LIMITS, SUBSCRIPTION_STATUS } from '../../shared/billing';
import type { DocumentLocksRepository } from '../db/documentLocksRepository';
import type { SessionsRepository } from '../db/sessionsRepository';
import type { SubscriptionsRepository } from '../db/subscriptionsRepository';
import type { LiveEvents } from '../live/liveSocket';

/** A live session as the rule sees it: its device and when it started (ISO). */
export interface DeviceSession {
  device: string;
  startedAt: string;
}

/**
 * The devices to log out so that at most `limit` remain (null: no limit), earliest login first.
 * A device's time is its latest session's start; `keep`, the device just logged in, always stays.
 */
export function devicesToLogOut(sessions: readonly DeviceSession[], keep: string, limit: number | null): string[] {
  if (limit === null) return [];
  const latest = new Map<string, string>();
  for (const { device, startedAt } of sessions) {
    if (device === keep) continue;
    const seen = latest.get(device);
    if (seen === undefined || startedAt > seen) latest.set(device, startedAt);
  }
  const others = [...latest].sort(([deviceA, a], [deviceB, b]) => (a === b ? deviceA.localeCompare(deviceB) : a < b ? -1 : 1));
  // The new device takes one place (a limit below 1 still lets it in).
  const excess = others.length + 1 - Math.max(limit, 1);
  return others.slice(0, Math.max(0, excess)).map(([device]) => device);
}

export interface DeviceLimitDependencies {
  sessions: Pick<SessionsRepository, 'liveOf' | 'endDevice'>;
  subscriptions: Pick<SubscriptionsRepository, 'findByUser'>;
  locks: Pick<DocumentLocksRepository, 'releaseAllFor'>;
}

/** The account's device limit: its plan's, or the trial's without a plan (or while a payment awaits the bank check). */
export async function deviceLimitOf(subscriptions: DeviceLimitDependencies['subscriptions'], userId: string): Promise<number | null> {
  const subscription = await subscriptions.findByUser(userId);
  const plan = subscription && subscription.status !== SUBSCRIPTION_STATUS.incomplete ? subscription.plan : 'trial';
  return DEVICE_LIMITS[plan];
}

/**
 * After session `sessionId` started on `device`: ends the device's earlier sessions, then the
 * sessions of the devices over the account's limit, lets go of their document locks, tells each
 * one why over the socket (`logout` 'devices-exceeded') and closes its sockets. Answers the
 * devices logged out.
 */
export async function enforceDeviceLimit(
  dependencies: DeviceLimitDependencies,
  live: LiveEvents,
  userId: string,
  { device, sessionId }: { device: string; sessionId: string },
  log?: FastifyBaseLogger,
): Promise<string[]> {
  // The same device's locks stay: they are the new login's now, as the device's own.
  const replaced = await dependencies.sessions.endDevice(userId, device, sessionId);
  live.endSessions(replaced, 'devices-exceeded');
  const limit = await deviceLimitOf(dependencies.subscriptions, userId);
  if (limit === null) return [];
  const over = devicesToLogOut(await dependencies.sessions.liveOf(userId), device, limit);
  for (const other of over) {
    const ended = await dependencies.sessions.endDevice(userId, other);
    await dependencies.locks.releaseAllFor(userId, other);
    // The reason first, then the sockets close: the device shows why it was logged out.
    live.logout(userId, 'devices-exceeded', other);
    live.endSessions(ended);
  }
  if (over.length > 0) log?.info({ user: userId, loggedOut: over.length, limit }, 'Device limit: earliest devices logged out');
  return over;
}
