/**
 * What the educator's "/" shows over the read-only drawing (spec accounts §4 "Educator view", §8;
 * drawing-core §6): the classroom modal (Educator Dashboard) opens on load; closing it resets the
 * canvas; a student's document opened from it shows on the canvas; a session the server ended
 * (not the educator's own stop) shows 'Session <name> was ended.', whose close reopens the dashboard.
 */
import { assign, emit, setup, type ActorRefFrom } from 'xstate';

export type EducatorViewEvent =
  | { type: 'dashboard.open' }
  /** The dashboard's close button: back to an empty canvas. */
  | { type: 'dashboard.close' }
  /** A student's document was opened from the dashboard: the canvas shows it. */
  | { type: 'document.opened' }
  | { type: 'session.ended'; name: string; isEducatorStop: boolean }
  | { type: 'ended.close' };

export const educatorViewMachine = setup({
  types: {
    context: {} as { endedName: string },
    events: {} as EducatorViewEvent,
    emitted: {} as { type: 'canvas.reset' },
  },
  guards: {
    endedByServer: ({ event }) => event.type === 'session.ended' && !event.isEducatorStop,
  },
}).createMachine({
  id: 'educatorView',
  context: { endedName: '' },
  initial: 'dashboard',
  on: {
    'session.ended': {
      guard: 'endedByServer',
      target: '.ended',
      actions: assign(({ event }) => ({ endedName: event.name })),
    },
  },
  states: {
    dashboard: {
      on: {
        'dashboard.close': { target: 'canvas', actions: emit({ type: 'canvas.reset' as const }) },
        'document.opened': 'canvas',
      },
    },
    canvas: { on: { 'dashboard.open': 'dashboard' } },
    ended: { on: { 'ended.close': 'dashboard' } },
  },
});

export type EducatorViewActor = ActorRefFrom<typeof educatorViewMachine>;
