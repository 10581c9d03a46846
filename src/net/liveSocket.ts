/**
 * The browser's side of the live socket (spec accounts §4 "Live socket events"): connected while
 * someone is logged in; it tells the page when the saved-document list changed and when the
 * server logged this device out. The handshake carries the HttpOnly session cookie like any
 * request to our origin (the server also accepts the spec's `token` query parameter, from API
 * clients that hold their token; the page never does).
 */
import { io, type Socket } from 'socket.io-client';
import {
  LIVE_EVENT,
  LIVE_SOCKET_PATH,
  LIVE_SOCKET_TRANSPORTS,
  LOGOUT_MESSAGES,
  documentsListPayloadSchema,
  logoutPayloadSchema,
  type LiveServerToClientEvents,
} from '../shared/liveEvents';
import { CLASSROOM_EVENT, educatorSessionEndedPayloadSchema, sessionDocumentUpdatedPayloadSchema, sessionSettingsUpdatedPayloadSchema, studentSessionEndedPayloadSchema, type ClassroomSettings } from '../shared/classroom';
import type { DocumentSummaryResponse } from '../shared/accounts';
import { appAddress } from './appAddress';

export interface LiveSocketHandlers {
  /** The user's document list changed on some device. */
  documentsChanged(): void;
  /** The server logged this device out; `message` is the spec's modal text. */
  loggedOut(message: string): void;
  /** A student's classroom session: the educator changed its settings. */
  classroomSettingsChanged?(settings: ClassroomSettings): void;
  /** The educator's running session ended: by their own stop (`isEducatorStop`) or by the server. */
  educatorSessionEnded?(ended: { name: string; isEducatorStop: boolean }): void;
  /** A student saved, archived or deleted a document of the educator's running session. */
  sessionDocumentUpdated?(documents: DocumentSummaryResponse[]): void;
  /** The socket's own connection (AB3.20): asked for, open, lost (socket.io tries again), or let go. */
  connectionChanged?(state: 'connecting' | 'connected' | 'lost' | 'off'): void;
}

export interface LiveSocket {
  /** Connects (again) with the session cookie; a connection already open is replaced. */
  connect(): void;
  disconnect(): void;
}

export function createLiveSocket(handlers: LiveSocketHandlers, url?: string): LiveSocket {
  let socket: Socket<LiveServerToClientEvents> | null = null;
  const close = () => {
    socket?.removeAllListeners();
    socket?.disconnect();
    socket = null;
  };
  return {
    connect() {
      close();
      handlers.connectionChanged?.('connecting');
      // socket.io's reconnection (on by default) tries again with a growing, jittered delay.
      const options = { path: appAddress(LIVE_SOCKET_PATH), transports: [...LIVE_SOCKET_TRANSPORTS], withCredentials: true, reconnectionDelayMax: 10_000 };
      const opened: Socket<LiveServerToClientEvents> = url ? io(url, options) : io(options);
      opened.on('connect', () => handlers.connectionChanged?.('connected'));
      opened.on('connect_error', () => handlers.connectionChanged?.('lost'));
      opened.on('disconnect', (reason) => {
        handlers.connectionChanged?.('lost');
        // A server closing (a restart) disconnects its sockets itself, after which socket.io does
        // not try again on its own: ask once, and its reconnection takes over if that fails.
        if (reason === 'io server disconnect') opened.connect();
      });
      opened.on(LIVE_EVENT.documentsList, (payload) => {
        if (documentsListPayloadSchema.safeParse(payload).success) handlers.documentsChanged();
      });
      opened.on(LIVE_EVENT.logout, (payload) => {
        const parsed = logoutPayloadSchema.safeParse(payload);
        if (parsed.success) handlers.loggedOut(LOGOUT_MESSAGES[parsed.data.reason]);
      });
      // A student's session ended (stopped, deleted or over): the server logs the student out.
      opened.on(CLASSROOM_EVENT.studentSessionEnded, (payload) => {
        if (studentSessionEndedPayloadSchema.safeParse(payload).success) handlers.loggedOut(LOGOUT_MESSAGES['session-ended']);
      });
      opened.on(CLASSROOM_EVENT.sessionSettingsUpdated, (payload) => {
        const parsed = sessionSettingsUpdatedPayloadSchema.safeParse(payload);
        if (parsed.success) handlers.classroomSettingsChanged?.(parsed.data.settings);
      });
      opened.on(CLASSROOM_EVENT.educatorSessionEnded, (payload) => {
        const parsed = educatorSessionEndedPayloadSchema.safeParse(payload);
        if (parsed.success) handlers.educatorSessionEnded?.(parsed.data);
      });
      opened.on(CLASSROOM_EVENT.sessionDocumentUpdated, (payload) => {
        const parsed = sessionDocumentUpdatedPayloadSchema.safeParse(payload);
        if (parsed.success) handlers.sessionDocumentUpdated?.(parsed.data.documents);
      });
      socket = opened;
    },
    disconnect() {
      close();
      handlers.connectionChanged?.('off');
    },
  };
}
