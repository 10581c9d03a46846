/**
 * The card form's workflow (spec accounts §2 "Subscription", §4 "Checkout", §5, §8): buying a plan
 * in the checkout overlay, or putting a new card on the subscription (/update-card and the Account
 * tab). It gets a setup intent and the provider's card entry, lets the card be confirmed (with the
 * bank check when the bank asks), then pays for the plan (payment-sca, which may ask for the bank
 * check again) or sends the card's token, reports pay-as-you-go usage, reloads the user and is done.
 * A provider's refusal goes back to the form under the card field; the server's is a banner that
 * clears after SUBSCRIPTION_ERROR_MS. While the card is processed the form cannot be closed.
 */
import { assign, fromPromise, raise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { BillingApi } from '../../net/billingApi';
import { BILLING_MESSAGES, SUBSCRIPTION_ERROR_MS, type Currency, type PaidPlanId, type PaymentProviderInfo } from '../../shared/billing';
import { messageOf, type BankAnswer, type CardFieldState, type CardOutcome } from './cardEntry';
import type { LoadedCardEntry } from './loadCardEntry';

/** What the form is for: a plan bought in a currency, or a new card for the subscription. */
export type CardPurpose = { kind: 'checkout'; plan: PaidPlanId; currency: Currency } | { kind: 'updateCard' };

/** The services the workflow calls; createCheckoutServices builds them from the app's core. */
export interface CheckoutServices {
  billingApi: Pick<BillingApi, 'setupIntent' | 'pay' | 'updateCard' | 'reportUsage'>;
  loadCardEntry: (provider: PaymentProviderInfo) => Promise<LoadedCardEntry>;
  /** Loads the user again, so the app sees the new plan or card. */
  reloadUser: () => Promise<void>;
  navigate: (path: string) => void;
}

export interface CheckoutInput {
  services: CheckoutServices;
  purpose: CardPurpose;
  /** The billing country to start with (the location's). */
  country: string;
}

export interface CheckoutContext extends CheckoutInput {
  entry: LoadedCardEntry | null;
  /** An unused setup intent's secret; null once used (a new one is asked for the next try). */
  clientSecret: string | null;
  holder: string;
  postcode: string;
  card: CardFieldState;
  /** The provider's refusal, under the card field. */
  cardError: string | null;
  /** The server's refusal: the banner, cleared after SUBSCRIPTION_ERROR_MS. */
  banner: string | null;
  fieldErrors: { holder?: string; postcode?: string };
  paymentMethod: string | null;
  /** The secret of the setup or payment whose bank check runs, and which of the two it is. */
  bank: { clientSecret: string; stage: 'setup' | 'payment'; answer: BankAnswer } | null;
}

export type CheckoutEvent =
  | { type: 'holder.change'; value: string }
  | { type: 'postcode.change'; value: string }
  | { type: 'country.change'; value: string }
  | { type: 'card.change'; state: CardFieldState }
  | { type: 'pay' }
  /** The answer in the test provider's bank-check dialog. */
  | { type: 'bank.answer'; answer: BankAnswer }
  /** A click outside, Escape or the close button: only while nothing is processed. */
  | { type: 'close' }
  /** Internal: the server's message in the banner. */
  | { type: 'banner.show'; message: string };

/** What paying (or sending the card) answered. */
export type SubmitResult = { kind: 'done' } | { kind: 'bankCheck'; clientSecret: string } | { kind: 'refused'; message: string };

interface Prepared {
  entry: LoadedCardEntry;
  clientSecret: string;
}

const EMPTY_CARD: CardFieldState = { complete: false, error: null };

/** Name on card and postal code are required for a purchase (spec §5). */
export function checkoutFieldErrors(context: Pick<CheckoutContext, 'purpose' | 'holder' | 'postcode'>): CheckoutContext['fieldErrors'] {
  if (context.purpose.kind !== 'checkout') return {};
  return {
    ...(context.holder.trim() ? {} : { holder: BILLING_MESSAGES.holderRequired }),
    ...(context.postcode.trim() ? {} : { postcode: BILLING_MESSAGES.postcodeRequired }),
  };
}

const outcomeParams = ({ event }: { event: { output: CardOutcome } }) => ({ outcome: event.output });
const errorParams = ({ event }: { event: { error: unknown } }) => ({ message: messageOf(event.error) });

export const checkoutMachine = setup({
  types: { context: {} as CheckoutContext, events: {} as CheckoutEvent, input: {} as CheckoutInput },
  actors: {
    prepare: fromPromise<Prepared, { services: CheckoutServices }>(async ({ input: { services } }) => {
      const intent = await services.billingApi.setupIntent();
      return { entry: await services.loadCardEntry(intent.provider), clientSecret: intent.client_secret };
    }),
    confirm: fromPromise<CardOutcome, Pick<CheckoutContext, 'services' | 'entry' | 'clientSecret' | 'holder' | 'postcode' | 'country'>>(
      async ({ input }) => {
        const clientSecret = input.clientSecret ?? (await input.services.billingApi.setupIntent()).client_secret;
        return input.entry!.confirmSetup(clientSecret, { name: input.holder.trim(), postalCode: input.postcode.trim(), country: input.country });
      },
    ),
    bankCheck: fromPromise<CardOutcome, { entry: LoadedCardEntry | null; bank: CheckoutContext['bank'] }>(({ input }) =>
      input.entry!.bankCheck(input.bank!.clientSecret, input.bank!.answer),
    ),
    submit: fromPromise<SubmitResult, Pick<CheckoutContext, 'services' | 'purpose' | 'paymentMethod' | 'holder' | 'postcode' | 'country'>>(
      async ({ input }) => {
        const { purpose, services } = input;
        const token = input.paymentMethod ?? '';
        if (purpose.kind === 'updateCard') {
          await services.billingApi.updateCard(token);
          return { kind: 'done' };
        }
        const answer = await services.billingApi.pay({
          token,
          plan: purpose.plan,
          holder: input.holder.trim(),
          country: input.country,
          postcode: input.postcode.trim(),
          currency: purpose.currency,
        });
        if (answer.success) return { kind: 'done' };
        return 'requiresAction' in answer ? { kind: 'bankCheck', clientSecret: answer.clientSecret } : { kind: 'refused', message: answer.message };
      },
    ),
    /** Spec §4: after a pay-as-you-go purchase usage is reported, also while a trial runs. */
    finish: fromPromise<void, Pick<CheckoutContext, 'services' | 'purpose'>>(async ({ input: { services, purpose } }) => {
      if (purpose.kind === 'checkout' && purpose.plan === 'PayPerDay') await services.billingApi.reportUsage().catch(() => undefined);
      await services.reloadUser().catch(() => undefined);
    }),
  },
  guards: {
    fieldsMissing: ({ context }) => Object.keys(checkoutFieldErrors(context)).length > 0,
    cardHasError: ({ context }) => context.card.error !== null,
    asksInPage: ({ context }) => context.entry?.asksInPage === true,
    succeeded: (_, params: { outcome: CardOutcome }) => params.outcome.status === 'succeeded',
    needsBankCheck: (_, params: { outcome: CardOutcome }) => params.outcome.status === 'requires_action',
    setupChecked: ({ context }, params: { outcome: CardOutcome }) => params.outcome.status === 'succeeded' && context.bank?.stage === 'setup',
    paymentChecked: ({ context }, params: { outcome: CardOutcome }) => params.outcome.status === 'succeeded' && context.bank?.stage === 'payment',
    submitted: (_, params: { result: SubmitResult }) => params.result.kind === 'done',
    paymentNeedsBankCheck: (_, params: { result: SubmitResult }) => params.result.kind === 'bankCheck',
  },
  actions: {
    setHolder: assign(({ context }, params: { value: string }) => ({
      holder: params.value,
      fieldErrors: { ...context.fieldErrors, holder: undefined },
    })),
    setPostcode: assign(({ context }, params: { value: string }) => ({
      postcode: params.value,
      fieldErrors: { ...context.fieldErrors, postcode: undefined },
    })),
    setCountry: assign((_, params: { value: string }) => ({ country: params.value })),
    setCard: assign((_, params: { state: CardFieldState }) => ({ card: params.state, cardError: null })),
    showFieldErrors: assign(({ context }) => ({ fieldErrors: checkoutFieldErrors(context) })),
    startProcessing: assign({ cardError: null, fieldErrors: {} }),
    setPrepared: assign((_, params: { prepared: Prepared }) => ({ entry: params.prepared.entry, clientSecret: params.prepared.clientSecret })),
    /** A setup intent serves one confirmation; the next try asks for a new one. */
    useSecret: assign({ clientSecret: null }),
    setPaymentMethod: assign((_, params: { outcome: CardOutcome }) =>
      params.outcome.status === 'succeeded' ? { paymentMethod: params.outcome.paymentMethod } : {},
    ),
    startBankCheck: assign((_, params: { clientSecret: string; stage: 'setup' | 'payment' }) => ({
      bank: { clientSecret: params.clientSecret, stage: params.stage, answer: 'complete' as const },
    })),
    answerBank: assign(({ context }, params: { answer: BankAnswer }) => ({ bank: context.bank && { ...context.bank, answer: params.answer } })),
    endBankCheck: assign({ bank: null }),
    showCardError: assign((_, params: { outcome: CardOutcome }) => ({
      cardError: params.outcome.status === 'failed' ? params.outcome.message : 'The bank check was not completed.',
    })),
    setCardError: assign((_, params: { message: string }) => ({ cardError: params.message })),
    sayBanner: raise((_, params: { message: string }) => ({ type: 'banner.show' as const, message: params.message })),
    setBanner: assign((_, params: { message: string }) => ({ banner: params.message })),
    clearBanner: assign({ banner: null }),
    goOn: ({ context }) => {
      if (context.purpose.kind === 'checkout') context.services.navigate(`/register-complete?checkout=${context.purpose.plan}`);
    },
    letGo: ({ context }) => context.entry?.destroy(),
  },
}).createMachine({
  id: 'checkout',
  type: 'parallel',
  context: ({ input }) => ({
    ...input,
    entry: null,
    clientSecret: null,
    holder: '',
    postcode: '',
    card: EMPTY_CARD,
    cardError: null,
    banner: null,
    fieldErrors: {},
    paymentMethod: null,
    bank: null,
  }),
  on: {
    'holder.change': { actions: { type: 'setHolder', params: ({ event }) => ({ value: event.value }) } },
    'postcode.change': { actions: { type: 'setPostcode', params: ({ event }) => ({ value: event.value }) } },
    'country.change': { actions: { type: 'setCountry', params: ({ event }) => ({ value: event.value }) } },
    'card.change': { actions: { type: 'setCard', params: ({ event }) => ({ state: event.state }) } },
  },
  states: {
    workflow: {
      initial: 'preparing',
      states: {
        preparing: {
          invoke: {
            src: 'prepare',
            input: ({ context }) => ({ services: context.services }),
            onDone: { target: 'ready', actions: { type: 'setPrepared', params: ({ event }) => ({ prepared: event.output }) } },
            onError: { target: 'unavailable', actions: { type: 'setCardError', params: errorParams } },
          },
          on: { close: 'closed' },
        },
        /** The card form could not load (no setup intent, Stripe.js not reached): only closing is left. */
        unavailable: { on: { close: 'closed' } },
        ready: {
          on: {
            pay: [
              { guard: 'fieldsMissing', actions: 'showFieldErrors' },
              // Spec §5: nothing is sent while the card provider reports an error.
              { guard: 'cardHasError' },
              { target: 'confirming', actions: 'startProcessing' },
            ],
            close: 'closed',
          },
        },
        confirming: {
          invoke: {
            src: 'confirm',
            input: ({ context }) => context,
            onDone: [
              { guard: { type: 'succeeded', params: outcomeParams }, target: 'paying', actions: ['useSecret', { type: 'setPaymentMethod', params: outcomeParams }] },
              {
                guard: { type: 'needsBankCheck', params: outcomeParams },
                target: 'bankCheck',
                actions: [
                  'useSecret',
                  {
                    type: 'startBankCheck',
                    params: ({ event }) => ({ clientSecret: event.output.status === 'requires_action' ? event.output.clientSecret : '', stage: 'setup' as const }),
                  },
                ],
              },
              { target: 'ready', actions: ['useSecret', { type: 'showCardError', params: outcomeParams }] },
            ],
            onError: { target: 'ready', actions: ['useSecret', { type: 'sayBanner', params: errorParams }] },
          },
        },
        bankCheck: {
          initial: 'choosing',
          exit: 'endBankCheck',
          states: {
            choosing: { always: [{ guard: 'asksInPage', target: 'asking' }, { target: 'checking' }] },
            /** The test provider's dialog: Complete or Fail. */
            asking: {
              on: { 'bank.answer': { target: 'checking', actions: { type: 'answerBank', params: ({ event }) => ({ answer: event.answer }) } } },
            },
            checking: {
              invoke: {
                src: 'bankCheck',
                input: ({ context }) => ({ entry: context.entry, bank: context.bank }),
                onDone: [
                  { guard: { type: 'setupChecked', params: outcomeParams }, target: '#checkout.workflow.paying', actions: { type: 'setPaymentMethod', params: outcomeParams } },
                  { guard: { type: 'paymentChecked', params: outcomeParams }, target: '#checkout.workflow.paying' },
                  { target: '#checkout.workflow.ready', actions: { type: 'showCardError', params: outcomeParams } },
                ],
                onError: { target: '#checkout.workflow.ready', actions: { type: 'sayBanner', params: errorParams } },
              },
            },
          },
        },
        paying: {
          invoke: {
            src: 'submit',
            input: ({ context }) => context,
            onDone: [
              { guard: { type: 'submitted', params: ({ event }) => ({ result: event.output }) }, target: 'finishing' },
              {
                guard: { type: 'paymentNeedsBankCheck', params: ({ event }) => ({ result: event.output }) },
                target: 'bankCheck',
                actions: {
                  type: 'startBankCheck',
                  params: ({ event }) => ({ clientSecret: event.output.kind === 'bankCheck' ? event.output.clientSecret : '', stage: 'payment' as const }),
                },
              },
              { target: 'ready', actions: { type: 'sayBanner', params: ({ event }) => ({ message: event.output.kind === 'refused' ? event.output.message : '' }) } },
            ],
            onError: { target: 'ready', actions: { type: 'sayBanner', params: errorParams } },
          },
        },
        finishing: {
          invoke: { src: 'finish', input: ({ context }) => context, onDone: 'done', onError: 'done' },
        },
        done: { type: 'final', entry: ['letGo', 'goOn'] },
        closed: { type: 'final', entry: 'letGo' },
      },
    },
    banner: {
      initial: 'hidden',
      states: {
        hidden: { on: { 'banner.show': { target: 'shown', actions: { type: 'setBanner', params: ({ event }) => ({ message: event.message }) } } } },
        // Entered again on each message, so the 3 s start again.
        shown: {
          after: { [SUBSCRIPTION_ERROR_MS]: { target: 'hidden', actions: 'clearBanner' } },
          on: { 'banner.show': { target: 'shown', reenter: true, actions: { type: 'setBanner', params: ({ event }) => ({ message: event.message }) } } },
        },
      },
    },
  },
});

export type CheckoutActor = ActorRefFrom<typeof checkoutMachine>;
export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

/** The card is being processed: the form cannot be closed and the button says 'Processing…'. */
export const isProcessing = (snapshot: CheckoutSnapshot): boolean =>
  ['confirming', 'bankCheck', 'paying', 'finishing', 'done'].some((state) => snapshot.matches({ workflow: state as 'paying' }));

/** Whether the Pay (or Update Card) button can be pressed. */
export const canSubmit = (snapshot: CheckoutSnapshot): boolean => snapshot.matches({ workflow: 'ready' }) && snapshot.context.card.error === null;

/** The test provider's bank-check dialog is waiting for Complete or Fail. */
export const asksBankCheck = (snapshot: CheckoutSnapshot): boolean => snapshot.matches({ workflow: { bankCheck: 'asking' } });

export const isFinished = (snapshot: CheckoutSnapshot): 'done' | 'closed' | null =>
  snapshot.matches({ workflow: 'done' }) ? 'done' : snapshot.matches({ workflow: 'closed' }) ? 'closed' : null;
