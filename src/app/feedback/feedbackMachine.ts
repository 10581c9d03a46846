/**
 * The feedback modal's workflow (spec accounts §2 "Other modals: feedback", §3 "Feedback", §5
 * "Feedback: email (valid) and message required", §8 "Feedback"): the form is checked with the
 * shared schema before anything is sent, POST /api/listening sends it, and the answer becomes
 * 'Thank you for your feedback!', a server message on the field it names (the email), or
 * 'There was an error sending your feedback. Please try again.'.
 *
 * editing → sending → sent, or back to editing with the errors.
 */
import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { feedbackRequestSchema } from '../../shared/accounts';
import { FEEDBACK_MESSAGES } from '../../shared/content';

export type FeedbackField = 'email' | 'message';
export type FeedbackRequest = Record<FeedbackField, string>;

export interface FeedbackContext {
  form: FeedbackRequest;
  /** The message under each field that is wrong. */
  errors: Partial<Record<FeedbackField, string>>;
  /** The whole form's failure, or null. */
  failure: string | null;
}

export type FeedbackEvent = { type: 'feedback.edit'; field: FeedbackField; value: string } | { type: 'feedback.submit' };

export interface FeedbackInput {
  /** The signed-in user's address, prefilled. */
  email: string;
  /** POST /api/listening (net/authApi.ts `listening`). */
  send: (request: FeedbackRequest) => Promise<unknown>;
}

/** Where a failure goes: under the field the server names, else the form's general message. */
export function feedbackFailure(error: unknown): Pick<FeedbackContext, 'errors' | 'failure'> {
  const { field, message } = (error ?? {}) as { field?: unknown; message?: unknown };
  if ((field === 'email' || field === 'message') && typeof message === 'string' && message !== '') {
    return { errors: { [field]: message }, failure: null };
  }
  return { errors: {}, failure: FEEDBACK_MESSAGES.failed };
}

/** The first message per field of the shared schema's check, or null when the form is valid. */
export function feedbackErrors(form: FeedbackRequest): FeedbackContext['errors'] | null {
  const parsed = feedbackRequestSchema.safeParse(form);
  if (parsed.success) return null;
  const errors: FeedbackContext['errors'] = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'email' || field === 'message') errors[field] ??= issue.message;
  }
  return errors;
}

export const feedbackMachine = setup({
  types: {
    context: {} as FeedbackContext & { send: FeedbackInput['send'] },
    events: {} as FeedbackEvent,
    input: {} as FeedbackInput,
  },
  actors: {
    sendFeedback: fromPromise<unknown, { send: FeedbackInput['send']; form: FeedbackRequest }>(({ input }) => {
      const parsed = feedbackRequestSchema.parse(input.form);
      return input.send({ email: parsed.email, message: parsed.message });
    }),
  },
  guards: {
    formIsValid: ({ context }) => feedbackErrors(context.form) === null,
  },
  actions: {
    edit: assign(({ context, event }) => {
      if (event.type !== 'feedback.edit') return {};
      const { [event.field]: _fixed, ...errors } = context.errors;
      return { form: { ...context.form, [event.field]: event.value }, errors, failure: null };
    }),
    showErrors: assign(({ context }) => ({ errors: feedbackErrors(context.form) ?? {}, failure: null })),
  },
}).createMachine({
  id: 'feedback',
  context: ({ input }) => ({ form: { email: input.email, message: '' }, errors: {}, failure: null, send: input.send }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'feedback.edit': { actions: 'edit' },
        'feedback.submit': [{ guard: 'formIsValid', target: 'sending' }, { actions: 'showErrors' }],
      },
    },
    sending: {
      entry: assign({ errors: {}, failure: null }),
      invoke: {
        src: 'sendFeedback',
        input: ({ context }) => ({ send: context.send, form: context.form }),
        onDone: { target: 'sent' },
        onError: { target: 'editing', actions: assign(({ event }) => feedbackFailure(event.error)) },
      },
    },
    sent: { type: 'final' },
  },
});

export type FeedbackActor = ActorRefFrom<typeof feedbackMachine>;

/** What the sent state says. */
export const FEEDBACK_THANKS = FEEDBACK_MESSAGES.thanks;
