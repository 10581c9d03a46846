/**
 * The failures of the documents routes, with the spec's "Save/open" messages (accounts §8, kept
 * in shared/accounts.ts). The client shows `message`; `reason` tells it which flow to take (the
 * name-exists confirmation, the lock notice) without matching on wording.
 */
import { ACCOUNT_MESSAGES, LOCK_MESSAGES, type LockHolder } from '../../shared/accounts';

export const NAME_EXISTS_MESSAGE = 'A file with this name already exists. Overwrite it?';

export type DocumentErrorReason = 'name-exists' | 'locked' | 'not-found';

/** A refused documents request: its status, the message for the person, and where it applies. */
export class DocumentRouteError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details: { reason?: DocumentErrorReason; field?: string; id?: string; holder?: LockHolder } = {},
  ) {
    super(message);
    this.name = 'DocumentRouteError';
  }
}

export const documentNotFound = () => new DocumentRouteError(404, ACCOUNT_MESSAGES.documentNotFound, { reason: 'not-found' });

/**
 * 423 Locked: the client shows the lock notice (spec §8 "402 or 423"). `holder` says who has the
 * document open, and the message follows it: "File is open on your other device" for another device of
 * the same account, "File is open by a team member" for another member of a team.
 */
export const documentLocked = (holder: Exclude<LockHolder, 'this-device'>) =>
  new DocumentRouteError(423, LOCK_MESSAGES[holder], { reason: 'locked', holder });
