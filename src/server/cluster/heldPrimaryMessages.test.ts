import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { holdPrimaryMessages } from './heldPrimaryMessages';

describe('holdPrimaryMessages', () => {
  it('passes the relay messages that came before the worker was ready on, in order, with their sockets', () => {
    const channel = new EventEmitter();
    const held = holdPrimaryMessages(channel as unknown as NodeJS.Process);
    const socket = { fake: 'socket' };
    channel.emit('message', { type: 'sticky:connection', data: 'GET /' }, socket);
    channel.emit('message', { type: 'sticky:http-chunk-start', connectionId: 'c1' });
    channel.emit('message', 'planimetry:other');
    const seen: unknown[] = [];
    held.release(() => channel.on('message', (message: unknown, handle: unknown) => seen.push([message, handle])));
    channel.emit('message', { type: 'sticky:http-chunk', connectionId: 'c1' });
    expect(seen).toEqual([
      [{ type: 'sticky:connection', data: 'GET /' }, socket],
      [{ type: 'sticky:http-chunk-start', connectionId: 'c1' }, undefined],
      [{ type: 'sticky:http-chunk', connectionId: 'c1' }, undefined],
    ]);
    expect(channel.listenerCount('message')).toBe(1);
  });
});
