/**
 * Who may have a document open (spec accounts §4 "Saved documents", §6 "Files opened on another
 * device of a team are locked for others"). A device holds the lock of the one document its canvas
 * shows; another device is refused until the lock is released (clear canvas, logout) or the
 * holder goes silent: its client heartbeats every minute or so, and a lock not heard from for
 * `LOCK_STALE_AFTER_MS` is taken over.
 */
import type { LockHolder } from '../../shared/accounts';
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

/**
 * Who holds a lock, to the person asking. The lock row keeps the user whose device took it: the
 * asker's own device is 'this-device'; another device of the asker's own account is
 * 'same-account-device' ("File is open on your other device"); a lock taken by another user can only be
 * a member of the same team ("File is open by a team member"), since a document answers nobody
 * outside its account. On a team plan one account is shared by the team's people (spec §6), so
 * another device of the account is a team member too (`teamAccount`).
 */
export function lockHolder(lock: { device: string; userId: string }, user: RequestUser, teamAccount = false): LockHolder {
  if (lock.userId !== user.id) return 'team-member';
  if (lock.device === deviceOf(user)) return 'this-device';
  return teamAccount ? 'team-member' : 'same-account-device';
}

/** A live lock of one of the user's documents, for the list. */
export interface DocumentLock {
  device: string;
  holder: LockHolder;
}

export interface LockPolicy {
  /**
   * Takes the document's lock for the request's device, or throws the 423 "File is open by other
   * user" (or "…by a team member"). The device's locks on other documents are released: a canvas
   * shows one document.
   */
  open(documentId: string, user: RequestUser): Promise<'acquired' | 'held-here'>;
  /**
   * Throws the 423 when another device holds a live lock on the document: what a save over it, an
   * archive or a delete checks first, so the holder's next "Saved" never lands in the archive or
   * on a deleted document.
   */
  ensureNotLockedElsewhere(documentId: string, user: RequestUser): Promise<void>;
  /** Keeps this device's lock alive, taking it again if it lapsed and nobody took it; else the 423. */
  heartbeat(documentId: string, user: RequestUser): Promise<void>;
  /** Releases every lock of the request's device (the canvas was cleared). */
  releaseDevice(user: RequestUser): Promise<number>;
  /** Document id → the device holding its live lock and who it is to the user, for the user's documents. */
  locksFor(user: RequestUser): Promise<Map<string, DocumentLock>>;
}

/**
 * The lock rules on the repository. `isTeamAccount` tells whether the account is on a team plan,
 * whose other devices are team members; none by default.
 */
export function lockPolicy(
  locks: DocumentLocksRepository,
  clock: () => Date,
  staleAfterMs = LOCK_STALE_AFTER_MS,
  isTeamAccount: (userId: string) => Promise<boolean> = async () => false,
): LockPolicy {
  const open: LockPolicy['open'] = async (documentId, user) => {
    const device = deviceOf(user);
    const outcome = await locks.acquire(documentId, user.id, device, clock(), staleAfterMs);
    if (typeof outcome === 'object') throw refusal(lockHolder({ device: outcome.heldBy, userId: outcome.heldByUser }, user, await isTeamAccount(user.id)));
    // Every lock of the device, however old: a stale one must not linger either.
    const now = clock();
    const held = await locks.activeFor(user.id, now, now.getTime());
    for (const [otherId, holder] of held) {
      if (otherId !== documentId && holder === device) await locks.release(otherId, device);
    }
    return outcome;
  };

  // `activeFor` answers the locks the user's own devices hold.
  const locksFor: LockPolicy['locksFor'] = async (user) => {
    const held = await locks.activeFor(user.id, clock(), staleAfterMs);
    const team = held.size > 0 && (await isTeamAccount(user.id));
    return new Map([...held].map(([documentId, device]) => [documentId, { device, holder: lockHolder({ device, userId: user.id }, user, team) }]));
  };

  return {
    open,
    async ensureNotLockedElsewhere(documentId, user) {
      const lock = (await locksFor(user)).get(documentId);
      if (lock !== undefined && lock.holder !== 'this-device') throw refusal(lock.holder);
    },
    async heartbeat(documentId, user) {
      if (await locks.heartbeat(documentId, deviceOf(user), clock())) return;
      await open(documentId, user);
    },
    releaseDevice: (user) => locks.releaseAllFor(user.id, deviceOf(user)),
    locksFor,
  };
}

/** The 423 for a lock held elsewhere (never by this device, which acquire answers 'held-here'). */
function refusal(holder: LockHolder) {
  return documentLocked(holder === 'this-device' ? 'same-account-device' : holder);
}
