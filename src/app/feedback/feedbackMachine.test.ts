import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { ApiRequestError } from '../../net/apiClient';
import { FEEDBACK_MESSAGES } from '../../shared/content';
import { feedbackMachine, type FeedbackRequest } from './feedbackMachine';

function feedbackWith(send: (request: FeedbackRequest) => Promise<unknown>, email = 'erin@example.com') {
  const sent: FeedbackRequest[] = [];
  const actor = createActor(feedbackMachine, {
    input: {
      email,
      send: (request) => {
        sent.push(request);
        return send(request);
      },
    },
  }).start();
  return { actor, sent };
}

describe('the feedback workflow', () => {
  it('prefills the email, sends a valid form to the server and ends thanking', async () => {
    const { actor, sent } = feedbackWith(async () => ({ message: 'ok' }));
    expect(actor.getSnapshot().context.form).toEqual({ email: 'erin@example.com', message: '' });
    actor.send({ type: 'feedback.edit', field: 'message', value: '  The wand is great.  ' });
    actor.send({ type: 'feedback.submit' });
    expect(actor.getSnapshot().value).toBe('sending');
    await waitFor(actor, (snapshot) => snapshot.matches('sent'));
    expect(sent).toEqual([{ email: 'erin@example.com', message: 'The wand is great.' }]);
    expect(FEEDBACK_MESSAGES.thanks).toBe('Thank you for your feedback!');
  });

  it('sends nothing while the email is not valid or the message is empty, and shows why under each field', () => {
    const { actor, sent } = feedbackWith(async () => ({}), '');
    actor.send({ type: 'feedback.edit', field: 'email', value: 'not-an-address' });
    actor.send({ type: 'feedback.submit' });
    const { errors } = actor.getSnapshot().context;
    expect(actor.getSnapshot().value).toBe('editing');
    expect(errors.email).toEqual(expect.any(String));
    expect(errors.message).toEqual(expect.any(String));
    expect(sent).toEqual([]);
    // Editing a field clears its own message only.
    actor.send({ type: 'feedback.edit', field: 'message', value: 'Hello' });
    expect(actor.getSnapshot().context.errors.message).toBeUndefined();
    expect(actor.getSnapshot().context.errors.email).toEqual(expect.any(String));
  });

  it("puts the server's message on the field it names, and the general failure otherwise", async () => {
    const refused = feedbackWith(() => Promise.reject(new ApiRequestError('This address cannot receive mail', 400, 'email')));
    refused.actor.send({ type: 'feedback.edit', field: 'message', value: 'Hello' });
    refused.actor.send({ type: 'feedback.submit' });
    await waitFor(refused.actor, (snapshot) => snapshot.matches('editing'));
    expect(refused.actor.getSnapshot().context).toMatchObject({ errors: { email: 'This address cannot receive mail' }, failure: null });

    const broken = feedbackWith(() => Promise.reject(new ApiRequestError('Internal Server Error', 500)));
    broken.actor.send({ type: 'feedback.edit', field: 'message', value: 'Hello' });
    broken.actor.send({ type: 'feedback.submit' });
    await waitFor(broken.actor, (snapshot) => snapshot.matches('editing'));
    expect(broken.actor.getSnapshot().context).toMatchObject({ errors: {}, failure: 'There was an error sending your feedback. Please try again.' });
    // Trying again clears the failure and can succeed.
    broken.actor.send({ type: 'feedback.edit', field: 'message', value: 'Hello again' });
    expect(broken.actor.getSnapshot().context.failure).toBeNull();
  });
});
