/**
 * Settings → Account's "Keep my data": a plan unsubscribed with "Delete my data after my account
 * expires" can withdraw that request until the plan ends. The call goes out, the user is loaded
 * again (the plan's row no longer warns), and the tab says the documents will be kept.
 */
import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';

export interface KeepDataInput {
  /** POST /api/keep-data; answers the server's message. */
  keepData: () => Promise<{ message?: string }>;
  /** Loads the user again so the plan rows follow. */
  reloadUser: () => Promise<void>;
}

export interface KeepDataContext extends KeepDataInput {
  /** What the server said when the request was withdrawn. */
  message: string;
  /** The last failure's message; empty when there is none. */
  error: string;
}

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.');

export const keepDataMachine = setup({
  types: { context: {} as KeepDataContext, events: {} as { type: 'keep' }, input: {} as KeepDataInput },
  actors: {
    keep: fromPromise(async ({ input }: { input: KeepDataInput }) => {
      const { message = '' } = await input.keepData();
      // The request is withdrawn whether or not the reload answers; the rows catch up at the next load.
      await input.reloadUser().catch(() => undefined);
      return message;
    }),
  },
}).createMachine({
  id: 'keepData',
  context: ({ input }) => ({ ...input, message: '', error: '' }),
  initial: 'idle',
  states: {
    idle: { on: { keep: { target: 'keeping', actions: assign({ error: '' }) } } },
    keeping: {
      invoke: {
        src: 'keep',
        input: ({ context }) => ({ keepData: context.keepData, reloadUser: context.reloadUser }),
        onDone: { target: 'kept', actions: assign({ message: ({ event }) => event.output }) },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    kept: {},
  },
});

export type KeepDataActor = ActorRefFrom<typeof keepDataMachine>;
