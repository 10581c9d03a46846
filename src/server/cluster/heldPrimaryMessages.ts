/**
 * A worker the primary forked to replace a dead one is among `cluster.workers` at once, so
 * @socket.io/sticky may hand it a connection while its app is still being built, before
 * setupWorker listens: a message with no listener is dropped, and that client would hang. The
 * worker holds the relay's messages from its first line until it is ready, then passes them on.
 */
import type { SendHandle } from 'node:child_process';

type Held = [message: unknown, handle: SendHandle];

const isStickyMessage = (message: unknown): boolean =>
  typeof (message as { type?: unknown } | null)?.type === 'string' && (message as { type: string }).type.startsWith('sticky:');

/** Starts holding the primary's relay messages; `release` installs the real listener and replays them in order. */
export function holdPrimaryMessages(target: Pick<NodeJS.Process, 'on' | 'off' | 'emit'> = process): { release(install: () => void): void } {
  const held: Held[] = [];
  const hold = (message: unknown, handle: SendHandle) => {
    if (isStickyMessage(message)) held.push([message, handle]);
  };
  target.on('message', hold);
  return {
    release(install) {
      target.off('message', hold);
      install();
      for (const [message, handle] of held.splice(0)) target.emit('message', message, handle);
    },
  };
}
