/**
 * How many live sockets one account may hold open in one server process. Each socket holds a
 * connection, memory and a place in every emit to the account's rooms; without a cap one token
 * could open thousands (trust round two, finding 12: 150 from one token were all admitted).
 * A person's tabs and devices stay far below the default. Counted per process, so a cluster of
 * N processes admits up to N times the cap: no Redis round trip on every handshake.
 */
import type { Socket } from 'socket.io';
import { LIVE_AUTH_ERRORS } from '../../shared/liveEvents';
import { LiveAuthError, type LiveSocketData } from './authenticateSocket';

export const DEFAULT_MAX_SOCKETS_PER_ACCOUNT = 20;

/**
 * A socket.io middleware, after `authenticateSocket`: admits the handshake while the account has
 * fewer than `max` sockets here, and counts it until its socket disconnects or its connection
 * closes (whichever comes first, also when it closed before the handshake completed).
 */
export function socketAllowance(max: number) {
  const open = new Map<string, number>();
  return (socket: Socket, next: (error?: Error) => void): void => {
    const { user } = socket.data as LiveSocketData;
    const count = open.get(user.id) ?? 0;
    if (count >= max) return next(new LiveAuthError(LIVE_AUTH_ERRORS.tooMany, 429));
    open.set(user.id, count + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const left = (open.get(user.id) ?? 1) - 1;
      if (left > 0) open.set(user.id, left);
      else open.delete(user.id);
    };
    socket.once('disconnect', release);
    socket.conn.once('close', release);
    next();
  };
}
