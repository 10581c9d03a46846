/**
 * A socket.io client for the live socket's tests: connects as the browser will, and waits for
 * events with a deadline so a missing event fails the test instead of hanging it.
 */
import { io, type Socket } from 'socket.io-client';
import { LIVE_SOCKET_PATH, LIVE_TOKEN_QUERY, type LiveServerToClientEvents } from '../../../shared/liveEvents';

export type LiveTestSocket = Socket<LiveServerToClientEvents, Record<string, never>>;

export interface ConnectOptions {
  /** Where the token goes: the spec's query parameter (default) or socket.io's `auth`. */
  tokenIn?: 'query' | 'auth';
  /** Long-polling first (the browser default) or straight to a websocket (default, faster). */
  transports?: ('polling' | 'websocket')[];
  /** Extra query parameters, to send odd handshakes. */
  query?: Record<string, string>;
  /** Extra handshake headers (a Cookie, an Origin), as a browser would send them. */
  headers?: Record<string, string>;
}

const DEADLINE_MS = 5000;

/** An unconnected client for `baseUrl` (http://host:port); nothing reconnects by itself. */
export function liveTestSocket(baseUrl: string, token: string | undefined, options: ConnectOptions = {}): LiveTestSocket {
  const tokenIn = options.tokenIn ?? 'query';
  return io(baseUrl, {
    path: LIVE_SOCKET_PATH,
    transports: options.transports ?? ['websocket'],
    reconnection: false,
    forceNew: true,
    autoConnect: false,
    query: { ...options.query, ...(token !== undefined && tokenIn === 'query' ? { [LIVE_TOKEN_QUERY]: token } : {}) },
    auth: token !== undefined && tokenIn === 'auth' ? { token } : {},
    extraHeaders: options.headers,
  });
}

/** Connects and resolves once the server admitted the socket; rejects with the server's `connect_error`. */
export function connectLive(socket: LiveTestSocket): Promise<LiveTestSocket> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('live socket did not connect in time')), DEADLINE_MS);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once('connect_error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.connect();
  });
}

/** The message of the `connect_error` the handshake ends in; fails when the socket is admitted. */
export async function refusal(socket: LiveTestSocket): Promise<{ message: string; data: unknown }> {
  try {
    await connectLive(socket);
  } catch (error) {
    return { message: (error as Error).message, data: (error as { data?: unknown }).data };
  } finally {
    socket.disconnect();
  }
  throw new Error('the live socket was admitted');
}

/** Resolves with the payload of the next `event`, or rejects after the deadline. */
export function nextEvent<E extends keyof LiveServerToClientEvents>(
  socket: LiveTestSocket,
  event: E,
): Promise<Parameters<LiveServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener as never);
      reject(new Error(`no ${event} event within ${DEADLINE_MS} ms`));
    }, DEADLINE_MS);
    const listener = (payload: Parameters<LiveServerToClientEvents[E]>[0]) => {
      clearTimeout(timer);
      resolve(payload);
    };
    socket.once(event, listener as never);
  });
}

/** Every `event` the socket receives from now on, in order, for asserting what did not arrive. */
export function recordEvents<E extends keyof LiveServerToClientEvents>(
  socket: LiveTestSocket,
  event: E,
): Parameters<LiveServerToClientEvents[E]>[0][] {
  const received: Parameters<LiveServerToClientEvents[E]>[0][] = [];
  socket.on(event, ((payload: Parameters<LiveServerToClientEvents[E]>[0]) => received.push(payload)) as never);
  return received;
}
