/**
 * Spec accounts §8 "Save/open" messages, word for word, and the failures of the documents
 * routes. The client shows `message`; `reason` tells it which flow to take (the name-exists
 * confirmation, the lock notice) without matching on wording.
 */
export const DOCUMENT_MESSAGES = {
  nameRequired: 'Please specify a file name.',
  allLayersEmpty: 'All layers are empty!',
  notFound: 'Document not found!',
  openHere: 'File currently open',
  lockedElsewhere: 'File is open by a team member',
  nameExists: 'A file with this name already exists. Overwrite it?',
} as const;

export type DocumentErrorReason = 'name-exists' | 'locked' | 'not-found';

/** A refused documents request: its status, the message for the person, and where it applies. */
export class DocumentRouteError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details: { reason?: DocumentErrorReason; field?: string } = {},
  ) {
    super(message);
    this.name = 'DocumentRouteError';
  }
}

export const documentNotFound = () => new DocumentRouteError(404, DOCUMENT_MESSAGES.notFound, { reason: 'not-found' });

/** 423 Locked: the client sends the person to the lock notice (spec §8 "402 or 423"). */
export const documentLocked = () => new DocumentRouteError(423, DOCUMENT_MESSAGES.lockedElsewhere, { reason: 'locked' });
