/**
 * Who may have a document open (spec accounts §4 "Saved documents", §6 "Files opened on another
 * device of a team are locked for others"). A device holds the lock of the one document its canvas
 * shows; another device is refused until the lock is released (clear canvas, logout) or the
 * holder goes silent: its client heartbeats every minute or so, and a lock not heard from for
 * `LOCK_STALE_AFTER_MS` is taken over.
 */
import type { RequestUser } from '../auth/requestUser';
import type { DocumentLocksRepository } from '../db/documentLocksRepository';
import { documentLocked } from './DocumentRouteError';

/** Two missed one-minute heartbeats: long enough for a slow network, short enough for a team. */
export const LOCK_STALE_AFTER_MS = 2 * 60 * 1000;

/**
 * The lock key of the request's device. Tokens carry the device; one without it (none should)
 * gets one key per user, so its sessions share a lock instead of stepping on each other.
 */
export const deviceOf = (user: RequestUser): string => user.device ?? `user:${user.id}`;

export interface LockPolicy {
  /**
   * Takes the document's lock for the request's device, or throws the 423 "File is open by a team
   * member". The device's locks on other documents are released: a canvas shows one document.
   */
  open(documentId: string, user: RequestUser): Promise<'acquired' | 'held-here'>;
  /** Throws the 423 when another device holds a live lock on the document. */
  ensureNotLockedElsewhere(documentId: string, user: RequestUser): Promise<void>;
  /** Keeps this device's lock alive, taking it again if it lapsed and nobody took it; else the 423. */
  heartbeat(documentId: string, user: RequestUser): Promise<void>;
  /** Releases every lock of the request's device (the canvas was cleared). */
  releaseDevice(user: RequestUser): Promise<number>;
  /** Document id → the device holding its live lock, for the user's documents. */
  locksFor(user: RequestUser): Promise<Map<string, string>>;
}

export function lockPolicy(locks: DocumentLocksRepository, clock: () => Date, staleAfterMs = LOCK_STALE_AFTER_MS): LockPolicy {
  const open: LockPolicy['open'] = async (documentId, user) => {
    const device = deviceOf(user);
    const outcome = await locks.acquire(documentId, user.id, device, clock(), staleAfterMs);
    if (typeof outcome === 'object') throw documentLocked();
    // Every lock of the device, however old: a stale one must not linger either.
    const now = clock();
    const held = await locks.activeFor(user.id, now, now.getTime());
    for (const [otherId, holder] of held) {
      if (otherId !== documentId && holder === device) await locks.release(otherId, device);
    }
    return outcome;
  };

  return {
    open,
    async ensureNotLockedElsewhere(documentId, user) {
      const holder = (await locks.activeFor(user.id, clock(), staleAfterMs)).get(documentId);
      if (holder !== undefined && holder !== deviceOf(user)) throw documentLocked();
    },
    async heartbeat(documentId, user) {
      if (await locks.heartbeat(documentId, deviceOf(user), clock())) return;
      await open(documentId, user);
    },
    releaseDevice: (user) => locks.releaseAllFor(deviceOf(user)),
    locksFor: (user) => locks.activeFor(user.id, clock(), staleAfterMs),
  };
}
