import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { BILLING_MESSAGES, SUBSCRIPTION_ERROR_MS, TEST_CARDS, type PaidPlanId } from '../../shared/billing';
import { asksBankCheck, canSubmit, checkoutMachine, isFinished, isProcessing, type CardPurpose, type CheckoutActor } from './checkoutMachine';
import { deferred, FakeBillingServer, FakeCardEntry } from './testing/fakeBilling';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function open(server: FakeBillingServer, purpose: CardPurpose = { kind: 'checkout', plan: 'Pro', currency: 'EUR' }): CheckoutActor {
  return createActor(checkoutMachine, { input: { services: server.services(), purpose, country: 'DE' } }).start();
}

async function openReady(server: FakeBillingServer, plan: PaidPlanId = 'Pro'): Promise<CheckoutActor> {
  const checkout = open(server, { kind: 'checkout', plan, currency: 'EUR' });
  await vi.waitFor(() => expect(checkout.getSnapshot().matches({ workflow: 'ready' })).toBe(true));
  checkout.send({ type: 'holder.change', value: 'Ann Lee' });
  checkout.send({ type: 'postcode.change', value: '10115' });
  return checkout;
}

const workflowOf = (checkout: CheckoutActor) => checkout.getSnapshot().value;

describe('checkoutMachine', () => {
  let server: FakeBillingServer;
  beforeEach(() => {
    server = new FakeBillingServer();
  });

  it('gets a setup intent and the card entry, then buys the plan with the confirmed card and goes to /register-complete', async () => {
    const checkout = await openReady(server);
    expect(server.intents).toBe(1);
    checkout.send({ type: 'pay' });
    expect(isProcessing(checkout.getSnapshot())).toBe(true);
    await vi.waitFor(() => expect(isFinished(checkout.getSnapshot())).toBe('done'));
    expect(server.entry.confirmed).toEqual([{ clientSecret: 'seti_1_secret', billing: { name: 'Ann Lee', postalCode: '10115', country: 'DE' } }]);
    expect(server.payments).toEqual([{ token: 'pm_4242', plan: 'Pro', holder: 'Ann Lee', country: 'DE', postcode: '10115', currency: 'EUR' }]);
    expect(server.usageReports).toBe(0);
    expect(server.userReloads).toBe(1);
    expect(server.visited).toEqual(['/register-complete?checkout=Pro']);
    expect(server.entry.destroyed).toBe(true);
  });

  it('reports usage after buying pay as you go, before the user is reloaded', async () => {
    const checkout = await openReady(server, 'PayPerDay');
    checkout.send({ type: 'pay' });
    await vi.waitFor(() => expect(isFinished(checkout.getSnapshot())).toBe('done'));
    expect(server.usageReports).toBe(1);
    expect(server.visited).toEqual(['/register-complete?checkout=PayPerDay']);
  });

  it('requires the name on card and the postal code and sends nothing without them', async () => {
    const checkout = open(server);
    await vi.waitFor(() => expect(checkout.getSnapshot().matches({ workflow: 'ready' })).toBe(true));
    checkout.send({ type: 'pay' });
    expect(checkout.getSnapshot().context.fieldErrors).toEqual({ holder: BILLING_MESSAGES.holderRequired, postcode: BILLING_MESSAGES.postcodeRequired });
    checkout.send({ type: 'holder.change', value: '  ' });
    checkout.send({ type: 'postcode.change', value: 'SW1' });
    checkout.send({ type: 'pay' });
    expect(checkout.getSnapshot().context.fieldErrors).toEqual({ holder: BILLING_MESSAGES.holderRequired });
    await settle();
    expect(server.entry.confirmed).toEqual([]);
    expect(workflowOf(checkout)).toMatchObject({ workflow: 'ready' });
  });

  it('cannot pay while the card provider reports an error, and can once it clears', async () => {
    const checkout = await openReady(server);
    checkout.send({ type: 'card.change', state: { complete: false, error: 'Your card number is invalid.' } });
    expect(canSubmit(checkout.getSnapshot())).toBe(false);
    checkout.send({ type: 'pay' });
    await settle();
    expect(server.entry.confirmed).toEqual([]);
    checkout.send({ type: 'card.change', state: { complete: true, error: null } });
    expect(canSubmit(checkout.getSnapshot())).toBe(true);
  });

  it("shows a declined card's message under the card field, buys nothing, and tries again with a new setup intent", async () => {
    server.entry.number = TEST_CARDS.declined;
    const checkout = await openReady(server);
    checkout.send({ type: 'pay' });
    await vi.waitFor(() => expect(checkout.getSnapshot().context.cardError).toBe('Your card was declined.'));
    expect(workflowOf(checkout)).toMatchObject({ workflow: 'ready' });
    expect(server.payments).toEqual([]);
    server.entry.number = TEST_CARDS.success;
    checkout.send({ type: 'card.change', state: { complete: true, error: null } });
    expect(checkout.getSnapshot().context.cardError).toBeNull();
    checkout.send({ type: 'pay' });
    await vi.waitFor(() => expect(isFinished(checkout.getSnapshot())).toBe('done'));
    expect(server.entry.confirmed.map((each) => each.clientSecret)).toEqual(['seti_1_secret', 'seti_2_secret']);
  });

  it('asks the bank check when the setup needs it; Complete pays', async () => {
    server.entry.number = TEST_CARDS.authenticateOnSetup;
    const checkout = await openReady(server);
    checkout.send({ type: 'pay' });
    await vi.waitFor(() => expect(asksBankCheck(checkout.getSnapshot())).toBe(true));
    expect(isProcessing(checkout.getSnapshot())).toBe(true);
    checkout.send({ type: 'bank.answer', answer: 'complete' });
    await vi.waitFor(() => expect(isFinished(checkout.getSnapshot())).toBe('done'));
    expect(server.entry.bankChecks).toEqual([{ clientSecret: 'seti_1_secret_3ds', answer: 'complete' }]);
    expect(server.payments.map((each) => each.token)).toEqual(['pm_3155']);
  });

  it('a failed bank check goes back to the form with the message under the card field, and buys nothing', async () => {
    server.entry.number = TEST_CARDS.authenticateOnSetup;
    const checkout = await openReady(server);
    checkout.send({ type: 'pay' });
    await vi.waitFor(() => expect(asksBankCheck(checkout.getSnapshot())).toBe(true));
    checkout.send({ type: 'bank.answer', answer: 'fail' });
    await vi.waitFor(() => expect(checkout.getSnapshot().context.cardError).toBe('We are unable to authenticate your payment method.'));
    expect(workflowOf(checkout)).toMatchObject({ workflow: 'ready' });
    expect(server.payments).toEqual([]);
  });

  it("runs the bank check when payment-sca asks for it, then pays again with the same payload", async () => {
    server.paymentAnswers = [{ success: false, message: 'Authentication required', requiresAction: true, clientSecret: 'pi_7_secret' }];
    const checkout = await openReady(server);
    checkout.send({ type: 'pay' });
    await vi.waitFor(() => expect(asksBankCheck(checkout.getSnapshot())).toBe(true));
    checkout.send({ type: 'bank.answer', answer: 'complete' });
    await vi.waitFor(() => expect(isFinished(checkout.getSnapshot())).toBe('done'));
    expect(server.entry.bankChecks).toEqual([{ clientSecret: 'pi_7_secret', answer: 'complete' }]);
    expect(server.payments).toHaveLength(2);
    expect(server.payments[1]).toEqual(server.payments[0]);
  });

  it("lets Stripe's own dialog run the bank check without asking in the page", async () => {
    server = new FakeBillingServer(new FakeCardEntry(false));
    server.entry.number = TEST_CARDS.authenticateOnSetup;
    const checkout = await openReady(server);
    checkout.send({ type: 'pay' });
    await vi.waitFor(() => expect(isFinished(checkout.getSnapshot())).toBe('done'));
    expect(server.entry.bankChecks).toEqual([{ clientSecret: 'seti_1_secret_3ds', answer: 'complete' }]);
  });

  describe('with the banner clock', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it("shows the server's refusal in a banner that clears after SUBSCRIPTION_ERROR_MS, back at the form", async () => {
      server.paymentAnswers = [{ success: false, message: 'You already have this plan.' }];
      const checkout = await openReady(server);
      checkout.send({ type: 'pay' });
      // vi.waitFor would move the fake clock: let the calls answer without it.
      for (let turn = 0; turn < 20; turn += 1) await vi.advanceTimersByTimeAsync(0);
      expect(checkout.getSnapshot().context.banner).toBe('You already have this plan.');
      expect(workflowOf(checkout)).toMatchObject({ workflow: 'ready' });
      expect(server.visited).toEqual([]);
      vi.advanceTimersByTime(SUBSCRIPTION_ERROR_MS - 1);
      expect(checkout.getSnapshot().context.banner).toBe('You already have this plan.');
      vi.advanceTimersByTime(1);
      expect(checkout.getSnapshot().context.banner).toBeNull();
    });

    it('shows a failed call (network, 422) in the banner too', async () => {
      server.payAnswer = Promise.reject(new Error('Plan is not valid.'));
      server.payAnswer.catch(() => undefined);
      const checkout = await openReady(server);
      checkout.send({ type: 'pay' });
      await vi.waitFor(() => expect(checkout.getSnapshot().context.banner).toBe('Plan is not valid.'));
      expect(workflowOf(checkout)).toMatchObject({ workflow: 'ready' });
    });
  });

  it('cannot be closed while the card is processed, and can be before and after', async () => {
    const paying = deferred<never>();
    server.payAnswer = paying.promise;
    const checkout = await openReady(server);
    checkout.send({ type: 'pay' });
    await vi.waitFor(() => expect(checkout.getSnapshot().matches({ workflow: 'paying' })).toBe(true));
    checkout.send({ type: 'close' });
    expect(checkout.getSnapshot().matches({ workflow: 'paying' })).toBe(true);
    paying.reject(new Error('Your card was declined.'));
    await vi.waitFor(() => expect(checkout.getSnapshot().matches({ workflow: 'ready' })).toBe(true));
    checkout.send({ type: 'close' });
    expect(isFinished(checkout.getSnapshot())).toBe('closed');
    expect(server.entry.destroyed).toBe(true);
  });

  it('says why when the card form cannot load, and can only be closed', async () => {
    server.setupFailure = new Error('Payments are not available.');
    const checkout = open(server);
    await vi.waitFor(() => expect(checkout.getSnapshot().matches({ workflow: 'unavailable' })).toBe(true));
    expect(checkout.getSnapshot().context.cardError).toBe('Payments are not available.');
    checkout.send({ type: 'pay' });
    checkout.send({ type: 'close' });
    expect(isFinished(checkout.getSnapshot())).toBe('closed');
  });

  describe('updating the card', () => {
    it('sends the confirmed card as the token, needs no name or postal code, reloads the user and goes nowhere', async () => {
      const checkout = open(server, { kind: 'updateCard' });
      await vi.waitFor(() => expect(checkout.getSnapshot().matches({ workflow: 'ready' })).toBe(true));
      checkout.send({ type: 'pay' });
      await vi.waitFor(() => expect(isFinished(checkout.getSnapshot())).toBe('done'));
      expect(server.cardUpdates).toEqual(['pm_4242']);
      expect(server.payments).toEqual([]);
      expect(server.userReloads).toBe(1);
      expect(server.visited).toEqual([]);
    });

    it("shows the server's refusal and lets the person try again", async () => {
      const checkout = open(server, { kind: 'updateCard' });
      await vi.waitFor(() => expect(checkout.getSnapshot().matches({ workflow: 'ready' })).toBe(true));
      server.cardUpdateFailure = new Error('You have no subscription.');
      checkout.send({ type: 'pay' });
      await vi.waitFor(() => expect(checkout.getSnapshot().context.banner).toBe('You have no subscription.'));
      expect(canSubmit(checkout.getSnapshot())).toBe(true);
    });
  });
});
