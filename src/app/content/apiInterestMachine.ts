/**
 * The API page's registration modal (spec accounts §2 "API page", §5 "API registration"): Name,
 * Email, Website, Plan and Comments, checked with the shared schema's messages under each field
 * before anything is sent; POST /register-api; the Thank You screen on success, the server's
 * message (under its field when it names one) on failure.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { ApiRequestError } from '../../net/apiClient';
import { API_PLANS, apiInterestRequestSchema, type ApiInterestRequest } from '../../shared/content';

export type ApiInterestField = 'name' | 'email' | 'website' | 'plan' | 'comment';
export type ApiInterestForm = Record<ApiInterestField, string>;

export interface ApiInterestInput {
  /** POST /register-api. */
  register: (interest: ApiInterestRequest) => Promise<unknown>;
}

export type ApiInterestEvent =
  | { type: 'modal.open' }
  | { type: 'modal.close' }
  | { type: 'field.change'; field: ApiInterestField; value: string }
  | { type: 'form.submit' };

interface ApiInterestContext extends ApiInterestInput {
  form: ApiInterestForm;
  /** The first message for each field that failed, from the schema or the server. */
  errors: Partial<Record<ApiInterestField, string>>;
  /** The server's message when it names no field. */
  message: string;
  /** The checked payload on its way. */
  request: ApiInterestRequest | null;
}

export const EMPTY_API_INTEREST: ApiInterestForm = { name: '', email: '', website: '', plan: API_PLANS[0].id, comment: '' };

const FIELDS = new Set<string>(Object.keys(EMPTY_API_INTEREST));

/** The form checked with the shared schema: the payload, or the first message per field. */
export function checkApiInterest(form: ApiInterestForm): { request: ApiInterestRequest } | { errors: Partial<Record<ApiInterestField, string>> } {
  const parsed = apiInterestRequestSchema.safeParse(form);
  if (parsed.success) return { request: parsed.data };
  const errors: Partial<Record<ApiInterestField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]);
    if (FIELDS.has(field)) errors[field as ApiInterestField] ??= issue.message;
  }
  return { errors };
}

const withoutField = (errors: ApiInterestContext['errors'], field: ApiInterestField) => {
  const rest = { ...errors };
  delete rest[field];
  return rest;
};

const failureOf = (error: unknown): Pick<ApiInterestContext, 'errors' | 'message'> => {
  const message = error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
  if (error instanceof ApiRequestError && error.field && FIELDS.has(error.field)) return { errors: { [error.field]: message }, message: '' };
  return { errors: {}, message };
};

export const apiInterestMachine = setup({
  types: { context: {} as ApiInterestContext, events: {} as ApiInterestEvent, input: {} as ApiInterestInput },
  actors: {
    register: fromPromise(({ input }: { input: { register: ApiInterestInput['register']; request: ApiInterestRequest } }) => input.register(input.request)),
  },
  guards: {
    valid: ({ context }) => 'request' in checkApiInterest(context.form),
  },
  actions: {
    reset: assign({ form: EMPTY_API_INTEREST, errors: {}, message: '', request: null }),
    accept: assign({
      request: ({ context }) => {
        const checked = checkApiInterest(context.form);
        return 'request' in checked ? checked.request : null;
      },
    }),
    refuse: assign(({ context }) => {
      const checked = checkApiInterest(context.form);
      return { errors: 'errors' in checked ? checked.errors : {}, message: '' };
    }),
    fail: assign((_, failure: { errors: ApiInterestContext['errors']; message: string }) => failure),
  },
}).createMachine({
  id: 'apiInterest',
  context: ({ input }) => ({ ...input, form: EMPTY_API_INTEREST, errors: {}, message: '', request: null }),
  initial: 'closed',
  states: {
    closed: { on: { 'modal.open': { target: 'open', actions: 'reset' } } },
    open: {
      initial: 'editing',
      on: { 'modal.close': { target: 'closed' } },
      states: {
        editing: {
          on: {
            'field.change': {
              actions: assign({
                form: ({ context, event }) => ({ ...context.form, [event.field]: event.value }),
                // A field's message goes once the person changes it.
                errors: ({ context, event }) => withoutField(context.errors, event.field),
              }),
            },
            'form.submit': [{ guard: 'valid', target: 'sending', actions: 'accept' }, { actions: 'refuse' }],
          },
        },
        sending: {
          invoke: {
            src: 'register',
            input: ({ context }) => ({ register: context.register, request: context.request as ApiInterestRequest }),
            onDone: { target: 'thanks' },
            onError: { target: 'editing', actions: { type: 'fail', params: ({ event }) => failureOf(event.error) } },
          },
        },
        thanks: {},
      },
    },
  },
});

export type ApiInterestActor = ActorRefFrom<typeof apiInterestMachine>;
export type ApiInterestSnapshot = SnapshotFrom<typeof apiInterestMachine>;
