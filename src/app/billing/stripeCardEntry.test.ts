import { describe, expect, it } from 'vitest';
import type { Stripe } from '@stripe/stripe-js';
import { stripeCardEntryOf } from './stripeCardEntry';

type Answer = Awaited<ReturnType<Stripe['confirmCardSetup']>> | Awaited<ReturnType<Stripe['handleNextAction']>>;

/** Stripe.js as far as the entry uses it, answering as Stripe.js answers. */
function fakeStripe(answers: Answer[]) {
  const calls: { method: string; args: unknown[] }[] = [];
  const listeners = new Map<string, (event: unknown) => void>();
  const card = {
    on: (name: string, listener: (event: unknown) => void) => listeners.set(name, listener),
    off: (name: string) => listeners.delete(name),
    mount: (node: unknown) => calls.push({ method: 'mount', args: [node] }),
    unmount: () => calls.push({ method: 'unmount', args: [] }),
    destroy: () => calls.push({ method: 'destroy', args: [] }),
  };
  const stripe = {
    elements: () => ({ create: (type: string, options: unknown) => (calls.push({ method: 'create', args: [type, options] }), card) }),
    confirmCardSetup: async (...args: unknown[]) => (calls.push({ method: 'confirmCardSetup', args }), answers.shift()),
    handleNextAction: async (...args: unknown[]) => (calls.push({ method: 'handleNextAction', args }), answers.shift()),
  };
  return { stripe: stripe as unknown as Stripe, calls, card, emit: (name: string, event: unknown) => listeners.get(name)?.(event) };
}

describe('stripeCardEntryOf', () => {
  it('confirms the setup with the Card Element and the billing details and answers the payment method', async () => {
    const { stripe, calls, card } = fakeStripe([{ setupIntent: { status: 'succeeded', payment_method: 'pm_1' } } as Answer]);
    const entry = stripeCardEntryOf(stripe);
    expect(await entry.confirmSetup('seti_1_secret', { name: 'Ann Lee', postalCode: '10115', country: 'DE' })).toEqual({ status: 'succeeded', paymentMethod: 'pm_1' });
    expect(calls.find((call) => call.method === 'confirmCardSetup')?.args).toEqual([
      'seti_1_secret',
      { payment_method: { card, billing_details: { name: 'Ann Lee', address: { postal_code: '10115', country: 'DE' } } } },
    ]);
  });

  it('sends no empty billing details (a card update asks none)', async () => {
    const { stripe, calls, card } = fakeStripe([{ setupIntent: { status: 'succeeded', payment_method: { id: 'pm_2' } } } as Answer]);
    const entry = stripeCardEntryOf(stripe);
    expect(await entry.confirmSetup('seti_1_secret', { name: '', postalCode: '', country: '' })).toEqual({ status: 'succeeded', paymentMethod: 'pm_2' });
    expect(calls.find((call) => call.method === 'confirmCardSetup')?.args[1]).toEqual({ payment_method: { card, billing_details: { address: {} } } });
  });

  it("passes on Stripe's error message, for a setup and for a payment's bank check", async () => {
    const { stripe } = fakeStripe([
      { error: { type: 'card_error', message: 'Your card was declined.' } } as Answer,
      { error: { type: 'card_error', message: 'We are unable to authenticate your payment method.' } } as Answer,
    ]);
    const entry = stripeCardEntryOf(stripe);
    expect(await entry.confirmSetup('seti_1_secret', { name: 'A', postalCode: '1', country: 'DE' })).toEqual({ status: 'failed', message: 'Your card was declined.' });
    expect(await entry.bankCheck('pi_1_secret', 'complete')).toEqual({ status: 'failed', message: 'We are unable to authenticate your payment method.' });
  });

  it("runs a payment's bank check with handleNextAction", async () => {
    const { stripe, calls } = fakeStripe([{ paymentIntent: { status: 'succeeded', payment_method: 'pm_3' } } as Answer]);
    const entry = stripeCardEntryOf(stripe);
    expect(await entry.bankCheck('pi_1_secret', 'complete')).toEqual({ status: 'succeeded', paymentMethod: 'pm_3' });
    expect(calls.find((call) => call.method === 'handleNextAction')?.args).toEqual([{ clientSecret: 'pi_1_secret' }]);
  });

  it("mounts the element and reports its state and error as it changes", () => {
    const { stripe, calls, emit } = fakeStripe([]);
    const entry = stripeCardEntryOf(stripe);
    const states: unknown[] = [];
    const unmount = entry.mount('node' as unknown as HTMLElement, (state) => states.push(state));
    emit('change', { complete: false, error: { type: 'validation_error', message: 'Your card number is invalid.' } });
    emit('change', { complete: true });
    unmount();
    expect(states).toEqual([
      { complete: false, error: 'Your card number is invalid.' },
      { complete: true, error: null },
    ]);
    expect(calls.map((call) => call.method)).toEqual(['create', 'mount', 'unmount']);
  });
});
