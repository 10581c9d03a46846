import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { ApiRequestError } from '../../net/apiClient';
import type { ApiInterestRequest } from '../../shared/content';
import { apiInterestMachine, type ApiInterestField } from './apiInterestMachine';

function start(register: (interest: ApiInterestRequest) => Promise<unknown> = async () => undefined) {
  const sent: ApiInterestRequest[] = [];
  const actor = createActor(apiInterestMachine, {
    input: {
      register: (interest) => {
        sent.push(interest);
        return register(interest);
      },
    },
  }).start();
  const fill = (values: Partial<Record<ApiInterestField, string>>) =>
    Object.entries(values).forEach(([field, value]) => actor.send({ type: 'field.change', field: field as ApiInterestField, value }));
  return { actor, sent, fill, context: () => actor.getSnapshot().context };
}

const GOOD = { name: ' Ada Lovelace ', email: 'Ada@Example.com', website: 'example.com', plan: 'maps images', comment: 'Ten sites.' };

describe('the API registration modal', () => {
  it('shows a message under each required field on an empty submit and sends nothing', () => {
    const { actor, sent, context } = start();
    actor.send({ type: 'modal.open' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches({ open: 'editing' })).toBe(true);
    expect(context().errors).toEqual({ name: 'Name is required.', email: 'Email is required.', website: 'Website is required.' });
    expect(sent).toEqual([]);
  });

  it('refuses a website that is not an address, and lets the message go once the field changes', () => {
    const { actor, fill, context } = start();
    actor.send({ type: 'modal.open' });
    fill({ ...GOOD, website: 'not a site' });
    actor.send({ type: 'form.submit' });
    expect(context().errors).toEqual({ website: 'Website is not valid.' });
    fill({ website: 'https://example.com' });
    expect(context().errors).toEqual({});
  });

  it('sends the checked payload and shows the thanks', async () => {
    const { actor, sent, fill } = start();
    actor.send({ type: 'modal.open' });
    fill(GOOD);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ open: 'thanks' }));
    expect(sent).toEqual([{ name: 'Ada Lovelace', email: 'ada@example.com', website: 'example.com', plan: 'maps images', comment: 'Ten sites.' }]);
  });

  it("shows the server's message on failure, under the field it names", async () => {
    let answer: Error = new ApiRequestError('Too many requests, please try later.', 429);
    const { actor, fill, context } = start(() => Promise.reject(answer));
    actor.send({ type: 'modal.open' });
    fill(GOOD);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ open: 'editing' }) && context().message !== '');
    expect(context().message).toBe('Too many requests, please try later.');
    answer = new ApiRequestError('Email must be a valid email address.', 400, 'email');
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ open: 'editing' }) && context().errors.email !== undefined);
    expect(context()).toMatchObject({ errors: { email: 'Email must be a valid email address.' }, message: '' });
  });

  it('opens again empty after a close', () => {
    const { actor, fill, context } = start();
    actor.send({ type: 'modal.open' });
    fill({ name: 'Ada' });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'modal.close' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    actor.send({ type: 'modal.open' });
    expect(context()).toMatchObject({ form: { name: '', plan: 'maps' }, errors: {}, message: '' });
  });
});
