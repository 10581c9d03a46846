import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CLIENT_ID_HEADER, clientIdSchema } from '../../shared/api';
import { identifyUser } from '../auth/requestUser';
import { RequestValidationError } from '../http/RequestValidationError';

/**
 * The headers of `/api/settings` and `/api/tours`: the client id may be absent when an access
 * token names the user. Loose, because the validated object replaces `request.headers`.
 */
export const settingsHeadersSchema = z.looseObject({ [CLIENT_ID_HEADER]: clientIdSchema.optional() });

/**
 * The row key of a user's settings and help flags. Client ids are letters, digits and dashes
 * only, so a key with a colon can never be reached by sending a forged `x-client-id`.
 */
export function userSettingsKey(userId: string): string {
  return `user:${userId}`;
}

/** Whether a row key is a user's (`userSettingsKey`) rather than a browser's client id. */
export function isUserSettingsKey(owner: string): boolean {
  return owner.startsWith('user:');
}

/**
 * Whose settings and help flags a request reads and writes: the logged-in user's when the
 * request carries a valid access token (so they follow the user to another browser), otherwise
 * the browser's client id. An expired or forged token counts as none.
 */
export async function settingsOwner(request: FastifyRequest): Promise<string> {
  const user = await identifyUser(request);
  if (user) return userSettingsKey(user.id);
  const clientId = request.headers[CLIENT_ID_HEADER];
  if (typeof clientId !== 'string') {
    throw new RequestValidationError(`${CLIENT_ID_HEADER} is required without an access token`, CLIENT_ID_HEADER);
  }
  return clientId;
}
