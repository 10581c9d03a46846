/**
 * The Account tab's unsubscribe (spec accounts §2 "Settings dialog", §5 "Likelihood submit"):
 * Unsubscribe asks "Are you sure?" with the "Delete my data after my account expires" box; the
 * call goes out, the user is loaded again (the plan now says unsubscribed), and the tab says
 * "Unsubscribe Successful" with the 1-10 likelihood-to-recommend rating, whose submit is
 * disabled until a value is chosen and after the answer is recorded.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { LIKELY_SCALE } from '../../shared/billing';

export interface UnsubscribeInput {
  /** GET /api/unsubscribe (?forget=true). */
  unsubscribe: (forget: boolean) => Promise<unknown>;
  /** POST /api/unsubscribe-logger {likelyScale}. */
  rate: (likelyScale: number) => Promise<void>;
  /** Loads the user again so the plan rows follow. */
  reloadUser: () => Promise<void>;
}

export type UnsubscribeEvent =
  | { type: 'unsubscribe.ask' }
  | { type: 'forget.change'; forget: boolean }
  | { type: 'unsubscribe.confirm' }
  | { type: 'unsubscribe.cancel' }
  | { type: 'rating.choose'; value: number }
  | { type: 'rating.submit' };

export interface UnsubscribeContext extends UnsubscribeInput {
  forget: boolean;
  rating: number | null;
  /** The last failure's message; empty when there is none. */
  error: string;
}

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.');

/** Whether `value` is on the 1-10 scale. */
export const isLikelyValue = (value: number) => Number.isInteger(value) && value >= LIKELY_SCALE.min && value <= LIKELY_SCALE.max;

export const unsubscribeMachine = setup({
  types: { context: {} as UnsubscribeContext, events: {} as UnsubscribeEvent, input: {} as UnsubscribeInput },
  actors: {
    unsubscribe: fromPromise(async ({ input }: { input: Pick<UnsubscribeContext, 'unsubscribe' | 'reloadUser' | 'forget'> }) => {
      await input.unsubscribe(input.forget);
      // The plan is unsubscribed whether or not the reload answers; the rows catch up at the next load.
      await input.reloadUser().catch(() => undefined);
    }),
    rate: fromPromise(({ input }: { input: { rate: UnsubscribeInput['rate']; value: number } }) => input.rate(input.value)),
  },
  guards: {
    rated: ({ context }) => context.rating !== null,
    onScale: ({ event }) => event.type === 'rating.choose' && isLikelyValue(event.value),
  },
  actions: {
    fail: assign({ error: (_, message: string) => message }),
    clearError: assign({ error: '' }),
  },
}).createMachine({
  id: 'unsubscribe',
  context: ({ input }) => ({ ...input, forget: false, rating: null, error: '' }),
  initial: 'idle',
  states: {
    idle: { on: { 'unsubscribe.ask': { target: 'asking', actions: 'clearError' } } },
    asking: {
      on: {
        'forget.change': { actions: assign({ forget: ({ event }) => event.forget }) },
        'unsubscribe.confirm': { target: 'unsubscribing', actions: 'clearError' },
        'unsubscribe.cancel': { target: 'idle', actions: assign({ forget: false }) },
      },
    },
    unsubscribing: {
      invoke: {
        src: 'unsubscribe',
        input: ({ context }) => ({ unsubscribe: context.unsubscribe, reloadUser: context.reloadUser, forget: context.forget }),
        onDone: { target: 'unsubscribed' },
        onError: { target: 'asking', actions: { type: 'fail', params: ({ event }) => messageOf(event.error) } },
      },
    },
    unsubscribed: {
      initial: 'rating',
      states: {
        rating: {
          on: {
            'rating.choose': { guard: 'onScale', actions: assign({ rating: ({ event }) => event.value }) },
            'rating.submit': { guard: 'rated', target: 'sending', actions: 'clearError' },
          },
        },
        sending: {
          invoke: {
            src: 'rate',
            input: ({ context }) => ({ rate: context.rate, value: context.rating ?? LIKELY_SCALE.min }),
            onDone: { target: 'thanked' },
            onError: { target: 'rating', actions: { type: 'fail', params: ({ event }) => messageOf(event.error) } },
          },
        },
        /** The answer is recorded: the submit stays disabled. */
        thanked: {},
      },
    },
  },
});

export type UnsubscribeActor = ActorRefFrom<typeof unsubscribeMachine>;
export type UnsubscribeSnapshot = SnapshotFrom<typeof unsubscribeMachine>;

/** What the rating's submit button says and whether it can be pressed. */
export function ratingSubmitOf(snapshot: UnsubscribeSnapshot): { label: string; disabled: boolean } {
  if (snapshot.matches({ unsubscribed: 'sending' })) return { label: 'sending...', disabled: true };
  if (snapshot.matches({ unsubscribed: 'thanked' })) return { label: 'Thank You!', disabled: true };
  return { label: 'Submit', disabled: snapshot.context.rating === null };
}
