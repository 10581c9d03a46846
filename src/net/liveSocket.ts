/**
 * The browser's side of the live socket (spec accounts §4 "Live socket events"): connected while
 * someone is logged in, with the access token as the `token` query parameter; it tells the page
 * when the saved-document list changed and when the server logged this device out.
 */
import { io, type Socket } from 'socket.io-client';
import {
  LIVE_EVENT,
  LIVE_SOCKET_PATH,
  LIVE_TOKEN_QUERY,
  LOGOUT_MESSAGES,
  documentsListPayloadSchema,
  logoutPayloadSchema,
  type LiveServerToClientEvents,
} from '../shared/liveEvents';

export interface LiveSocketHandlers {
  /** The user's document list changed on some device. */
  documentsChanged(): void;
  /** The server logged this device out; `message` is the spec's modal text. */
  loggedOut(message: string): void;
}

export interface LiveSocket {
  /** Connects (again) with `token`; a connection already open is replaced. */
  connect(token: string): void;
  disconnect(): void;
}

export function createLiveSocket(handlers: LiveSocketHandlers, url?: string): LiveSocket {
  let socket: Socket<LiveServerToClientEvents> | null = null;
  const disconnect = () => {
    socket?.removeAllListeners();
    socket?.disconnect();
    socket = null;
  };
  return {
    connect(token) {
      disconnect();
      const options = { path: LIVE_SOCKET_PATH, query: { [LIVE_TOKEN_QUERY]: token } };
      const opened: Socket<LiveServerToClientEvents> = url ? io(url, options) : io(options);
      opened.on(LIVE_EVENT.documentsList, (payload) => {
        if (documentsListPayloadSchema.safeParse(payload).success) handlers.documentsChanged();
      });
      opened.on(LIVE_EVENT.logout, (payload) => {
        const parsed = logoutPayloadSchema.safeParse(payload);
        if (parsed.success) handlers.loggedOut(LOGOUT_MESSAGES[parsed.data.reason]);
      });
      socket = opened;
    },
    disconnect,
  };
}
