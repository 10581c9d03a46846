/**
 * The live socket, with its code (socket.io) loaded at the first connect: only someone logged in
 * is connected, so the login and registration pages never load it.
 */
import type { LiveSocket, LiveSocketHandlers } from '../net/liveSocket';

export type CreateLiveSocket = (handlers: LiveSocketHandlers) => LiveSocket;

const loadSocketIo = async (): Promise<CreateLiveSocket> => (await import('../net/liveSocket')).createLiveSocket;

/** A live socket that loads `load()` when first asked to connect; the last call wins while it loads. */
export function liveSocketOnDemand(handlers: LiveSocketHandlers, load: () => Promise<CreateLiveSocket> = loadSocketIo): LiveSocket {
  let socket: Promise<LiveSocket> | null = null;
  let connected: LiveSocket | null = null;
  /** Counts the calls, so a connect that waited for the code does nothing if a later call came first. */
  let calls = 0;
  return {
    connect() {
      const call = ++calls;
      socket ??= load().then((create) => create(handlers));
      socket.then(
        (live) => {
          if (call !== calls) return;
          live.connect();
          connected = live;
        },
        (error: unknown) => {
          socket = null;
          console.warn('The live socket could not be loaded:', error);
        },
      );
    },
    disconnect() {
      calls += 1;
      connected?.disconnect();
      connected = null;
    },
  };
}
