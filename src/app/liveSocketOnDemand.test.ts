import { describe, expect, it } from 'vitest';
import type { LiveSocket } from '../net/liveSocket';
import { liveSocketOnDemand, type CreateLiveSocket } from './liveSocketOnDemand';

const HANDLERS = { documentsChanged: () => undefined, loggedOut: () => undefined };

/** A socket.io stand-in whose code arrives when the test says, recording what the socket is told. */
function world() {
  const said: string[] = [];
  let arrive!: (create: CreateLiveSocket) => void;
  let loads = 0;
  const socket: LiveSocket = { connect: () => void said.push('connect'), disconnect: () => void said.push('disconnect') };
  const live = liveSocketOnDemand(HANDLERS, () => {
    loads += 1;
    return new Promise((resolve) => (arrive = resolve));
  });
  return { said, live, loads: () => loads, arrive: () => arrive(() => socket) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('liveSocketOnDemand', () => {
  it('loads the socket code at the first connect only, and connects once it is there', async () => {
    const { said, live, loads, arrive } = world();
    expect(loads()).toBe(0);
    live.connect();
    live.connect();
    expect(loads()).toBe(1);
    arrive();
    await settle();
    expect(said).toEqual(['connect']);
    live.disconnect();
    expect(said).toEqual(['connect', 'disconnect']);
  });

  it('does not connect when a logout came while the code was on its way', async () => {
    const { said, live, arrive } = world();
    live.connect();
    live.disconnect();
    arrive();
    await settle();
    expect(said).toEqual([]);
  });
});
