/**
 * The pay-per-day modals' workflow (spec accounts §4 "Pay-per-day", §8 "Pay-per-day failure"):
 * when the 24-hour session has ended the activate modal asks to start a new one; Confirm shows
 * the loader and reports usage, and then either the reloaded user carries the new day or the
 * server's message is a notification and the modal opens again. On login with time left the
 * welcome-back modal says how much is left, until it is dismissed. Another modal (the settings
 * loader at login, say) may be open when one of these is due: it opens as soon as the modals
 * are closed again.
 */
import { assign, enqueueActions, fromPromise, setup, type ActorRefFrom } from 'xstate';
import type { Notice } from '../../shared/notices';
import type { ModalActor } from '../modals/modalMachine';

/** Notifications of a failed activation last as long as the default ones (spec §9: 5000 ms). */
export const ACTIVATION_FAILURE_MS = 5000;

export interface PayPerDayInput {
  modals: ModalActor;
  notify: (notice: Notice) => void;
  /** POST /api/report-usage; rejects with the server's message. */
  reportUsage: () => Promise<unknown>;
  /** Loads the user again, so access and the countdown follow the new day. */
  reloadUser: () => Promise<void>;
}

export type PayPerDayEvent =
  /** The day has ended (access is `activate`). */
  | { type: 'day.ended' }
  /** Access is something else now (a new day, another plan). */
  | { type: 'day.settled' }
  /** Nobody is logged in any more. */
  | { type: 'reset' }
  /** On login with time left; `message` says how much. */
  | { type: 'welcome'; message: string }
  | { type: 'welcome.dismissed' }
  | { type: 'activate.confirm' }
  /** The modals are closed: a modal that is due and not showing opens. */
  | { type: 'modals.closed' };

interface PayPerDayContext extends PayPerDayInput {
  welcomeMessage: string;
}

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'The day could not be activated. Please try again.');

export const payPerDayMachine = setup({
  types: { context: {} as PayPerDayContext, events: {} as PayPerDayEvent, input: {} as PayPerDayInput },
  actors: {
    activate: fromPromise(async ({ input }: { input: Pick<PayPerDayInput, 'reportUsage' | 'reloadUser'> }) => {
      await input.reportUsage();
      await input.reloadUser();
    }),
  },
  actions: {
    openActivate: ({ context }) => context.modals.send({ type: 'modal.open', modal: 'activate' }),
    openWelcome: ({ context }) => context.modals.send({ type: 'modal.open', modal: 'welcomeBack', message: context.welcomeMessage }),
    showLoader: ({ context }) => context.modals.send({ type: 'loader.show' }),
    hideLoader: ({ context }) => context.modals.send({ type: 'loader.hide' }),
    /** Leaving while one of ours shows (logged out, a plan bought elsewhere) closes it. */
    closeOurs: enqueueActions(({ context }) => {
      const modal = context.modals.getSnapshot();
      if (modal.matches('activate') || modal.matches('welcomeBack')) context.modals.send({ type: 'modal.close' });
    }),
    notifyFailure: ({ context }, message: string) => context.notify({ kind: 'danger', message, durationMs: ACTIVATION_FAILURE_MS }),
  },
}).createMachine({
  id: 'payPerDay',
  context: ({ input }) => ({ ...input, welcomeMessage: '' }),
  initial: 'idle',
  on: {
    'day.ended': { target: '.asking' },
    reset: { target: '.idle', actions: 'closeOurs' },
  },
  states: {
    idle: {
      on: { welcome: { target: 'welcoming', actions: assign({ welcomeMessage: ({ event }) => event.message }) } },
    },
    welcoming: {
      entry: 'openWelcome',
      on: {
        'welcome.dismissed': { target: 'idle' },
        'modals.closed': { target: 'welcoming', reenter: true },
      },
    },
    asking: {
      entry: 'openActivate',
      on: {
        'activate.confirm': { target: 'activating' },
        'modals.closed': { target: 'asking', reenter: true },
        'day.settled': { target: 'idle', actions: 'closeOurs' },
      },
    },
    activating: {
      entry: 'showLoader',
      invoke: {
        src: 'activate',
        input: ({ context }) => ({ reportUsage: context.reportUsage, reloadUser: context.reloadUser }),
        onDone: { target: 'idle', actions: 'hideLoader' },
        onError: {
          target: 'asking',
          actions: ['hideLoader', { type: 'notifyFailure', params: ({ event }) => messageOf(event.error) }],
        },
      },
    },
  },
});

export type PayPerDayActor = ActorRefFrom<typeof payPerDayMachine>;
