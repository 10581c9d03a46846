/**
 * The live socket's own connection (AB3.20), apart from the browser's online state: off while
 * nobody is logged in, connecting, connected, or lost. Lost is where socket.io's own reconnection
 * (exponential backoff, on by default) works to get it back; a notice shows only once the loss
 * has lasted LIVE_LOST_NOTICE_MS, so a blip that heals at once shows nothing.
 */
import { setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';

/** How long a loss lasts before the notice says so. */
export const LIVE_LOST_NOTICE_MS = 2000;

/** What the socket reports, and whether the app wants it: `connecting` at a connect, `off` at a disconnect. */
export type LiveConnectionState = 'connecting' | 'connected' | 'lost' | 'off';

export type LiveConnectionEvent = { type: 'live.state'; state: LiveConnectionState };

const is = (state: LiveConnectionState) => ({ event }: { event: LiveConnectionEvent }) => event.state === state;

export const liveConnectionMachine = setup({
  types: { events: {} as LiveConnectionEvent },
  guards: {
    isConnecting: is('connecting'),
    isConnected: is('connected'),
    isLost: is('lost'),
    isOff: is('off'),
  },
}).createMachine({
  id: 'liveConnection',
  initial: 'off',
  on: {
    'live.state': [
      { guard: 'isOff', target: '.off' },
      { guard: 'isConnecting', target: '.connecting' },
      { guard: 'isConnected', target: '.connected' },
    ],
  },
  states: {
    off: {},
    connecting: { on: { 'live.state': { guard: 'isLost', target: 'lost' } } },
    connected: { on: { 'live.state': { guard: 'isLost', target: 'lost' } } },
    // A second `lost` (another failed attempt) keeps the time already waited.
    lost: {
      initial: 'quiet',
      states: {
        quiet: { after: { [LIVE_LOST_NOTICE_MS]: 'told' } },
        told: {},
      },
    },
  },
});

export type LiveConnectionActor = ActorRefFrom<typeof liveConnectionMachine>;

/** Whether the notice shows: the connection has been lost a while (the page shows it only while the browser is online). */
export const liveConnectionLost = (snapshot: SnapshotFrom<typeof liveConnectionMachine>): boolean => snapshot.matches({ lost: 'told' });
