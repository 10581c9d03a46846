/**
 * The live socket (spec accounts §4 "Live socket events", §7 "Socket events"): socket.io on the
 * API's own port, authenticated with the access token. Event names, payload schemas and the
 * handshake's error messages, shared by the server (src/server/live/) and the client (net/).
 */
import { z } from 'zod';
import type { ClassroomServerToClientEvents } from './classroom';

/** socket.io's path on the API server; the client connects to the same origin. */
export const LIVE_SOCKET_PATH = '/socket.io';
/**
 * The browser connects with the WebSocket transport only: one connection that stays on one server
 * process, so several processes need no sticky sessions (server/cluster/clusterPrimary.ts). Every
 * browser we support has WebSocket; what is lost is socket.io's long-polling fallback for a proxy
 * that refuses WebSocket, where the app still works and only the live updates are missing.
 */
export const LIVE_SOCKET_TRANSPORTS = ['websocket'] as const;

/** The handshake query parameter carrying the access token (spec §7: "the token as a query parameter"). */
export const LIVE_TOKEN_QUERY = 'token';

/** Longer than any token we sign; a longer one is refused before it reaches the verifier. */
export const LIVE_TOKEN_MAX_LENGTH = 4096;

/** Names of the events the server sends. */
export const LIVE_EVENT = {
  /** The user's saved-document list changed (saved, deleted, archived or restored anywhere). */
  documentsList: 'documentsList',
  /** The server logs this user (or one of their devices) out; the payload says why. */
  logout: 'logout',
} as const;

/**
 * Why the server logs a user out over the socket, one per logout modal message of spec §8.
 * "Session <name> was ended." (the educator's modal when the server ended the session) is
 * CLASSROOM_MESSAGES.sessionEnded in classroom.ts.
 */
export const LOGOUT_REASONS = ['devices-exceeded', 'plan-changed', 'session-ended'] as const;
export type LogoutReason = (typeof LOGOUT_REASONS)[number];

/** The logout modal's words for each reason (spec §8 "Logout modal messages"). */
export const LOGOUT_MESSAGES: Readonly<Record<LogoutReason, string>> = {
  'devices-exceeded': 'You have been logged out. The number of devices for your plan has been exceeded.',
  'plan-changed': 'You have been logged out. Subscription plan was successfully changed.',
  'session-ended': 'You have been logged out. Session was ended.',
};

export const logoutPayloadSchema = z.object({ reason: z.enum(LOGOUT_REASONS) });
export type LogoutPayload = z.infer<typeof logoutPayloadSchema>;

/**
 * A document as the list shows it. Only id and name are fixed here; the documents routes' summary
 * carries more fields, which pass through untouched.
 */
export const liveDocumentSchema = z.looseObject({ id: z.string(), name: z.string() });
export type LiveDocument = z.infer<typeof liveDocumentSchema>;

/**
 * `documentsList`: the new list when the sender has it at hand; without it the client fetches
 * GET /api/documents again.
 */
export const documentsListPayloadSchema = z.object({ documents: z.array(liveDocumentSchema).optional() });
export type DocumentsListPayload = z.infer<typeof documentsListPayloadSchema>;

/** What the server emits, typed for socket.io's `Server<ClientToServer, ServerToClient>` and the client's `Socket`. */
export interface LiveServerToClientEvents extends ClassroomServerToClientEvents {
  documentsList: (payload: DocumentsListPayload) => void;
  logout: (payload: LogoutPayload) => void;
}

/** The client sends nothing over the socket yet: every write goes through the HTTP API. */
export type LiveClientToServerEvents = Record<string, never>;

/**
 * The `connect_error` messages of a refused handshake. The first two mean "log in again"; the
 * client does not retry with the same token. `tooMany` (status 429) refuses a socket past the
 * account's allowance of open ones in one server process (live/socketAllowance.ts).
 */
export const LIVE_AUTH_ERRORS = {
  missing: 'Please log in: the live connection needs an access token.',
  invalid: 'Please log in again: your session has expired or is not valid.',
  tooMany: 'Too many live connections for this account: close some tabs or devices, then reload.',
} as const;
