import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { ratingSubmitOf, unsubscribeMachine, type UnsubscribeInput } from './unsubscribeMachine';
import { deferred } from '../../shared/testing/deferred';

function started(overrides: Partial<UnsubscribeInput> = {}) {
  const calls: string[] = [];
  const input: UnsubscribeInput = {
    unsubscribe: async (forget) => void calls.push(`unsubscribe forget=${forget}`),
    rate: async (value) => void calls.push(`rate ${value}`),
    reloadUser: async () => void calls.push('reload user'),
    ...overrides,
  };
  const actor = createActor(unsubscribeMachine, { input }).start();
  return { actor, calls, submit: () => ratingSubmitOf(actor.getSnapshot()) };
}

describe('the unsubscribe workflow', () => {
  it('asks first; Cancel goes back without a call and forgets the box', () => {
    const { actor, calls } = started();
    actor.send({ type: 'unsubscribe.ask' });
    actor.send({ type: 'forget.change', forget: true });
    actor.send({ type: 'unsubscribe.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.forget).toBe(false);
    expect(calls).toEqual([]);
  });

  it('unsubscribes with "delete my data", reloads the user, and then rates', async () => {
    const sending = deferred();
    const { actor, calls, submit } = started({ rate: (value) => (calls.push(`rate ${value}`), sending.promise) });
    actor.send({ type: 'unsubscribe.ask' });
    actor.send({ type: 'forget.change', forget: true });
    actor.send({ type: 'unsubscribe.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('unsubscribed'));
    expect(calls).toEqual(['unsubscribe forget=true', 'reload user']);

    // Disabled until a value is chosen.
    expect(submit()).toEqual({ label: 'Submit', disabled: true });
    actor.send({ type: 'rating.submit' });
    expect(actor.getSnapshot().matches({ unsubscribed: 'rating' })).toBe(true);
    actor.send({ type: 'rating.choose', value: 8 });
    expect(submit()).toEqual({ label: 'Submit', disabled: false });
    actor.send({ type: 'rating.submit' });
    expect(submit()).toEqual({ label: 'sending...', disabled: true });
    sending.resolve();
    await waitFor(actor, (snapshot) => snapshot.matches({ unsubscribed: 'thanked' }));
    expect(submit()).toEqual({ label: 'Thank You!', disabled: true });
    // Recorded: neither another value nor another submit goes out.
    actor.send({ type: 'rating.choose', value: 2 });
    actor.send({ type: 'rating.submit' });
    expect(calls).toEqual(['unsubscribe forget=true', 'reload user', 'rate 8']);
  });

  it('ignores a rating off the 1-10 scale', async () => {
    const { actor, submit } = started();
    actor.send({ type: 'unsubscribe.ask' });
    actor.send({ type: 'unsubscribe.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('unsubscribed'));
    for (const value of [0, 11, 2.5, Number.NaN]) actor.send({ type: 'rating.choose', value });
    expect(actor.getSnapshot().context.rating).toBeNull();
    expect(submit().disabled).toBe(true);
  });

  it('shows a refused unsubscribe and asks again', async () => {
    const { actor } = started({ unsubscribe: () => Promise.reject(new Error('You have no subscription.')) });
    actor.send({ type: 'unsubscribe.ask' });
    actor.send({ type: 'unsubscribe.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('asking') && snapshot.context.error !== '');
    expect(actor.getSnapshot().context.error).toBe('You have no subscription.');
  });

  it('lets a failed rating be sent again', async () => {
    let tries = 0;
    const { actor, submit } = started({ rate: () => (++tries === 1 ? Promise.reject(new Error('Network down')) : Promise.resolve()) });
    actor.send({ type: 'unsubscribe.ask' });
    actor.send({ type: 'unsubscribe.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('unsubscribed'));
    actor.send({ type: 'rating.choose', value: 3 });
    actor.send({ type: 'rating.submit' });
    await waitFor(actor, (snapshot) => snapshot.context.error === 'Network down');
    expect(submit()).toEqual({ label: 'Submit', disabled: false });
    actor.send({ type: 'rating.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ unsubscribed: 'thanked' }));
    expect(tries).toBe(2);
  });
});
