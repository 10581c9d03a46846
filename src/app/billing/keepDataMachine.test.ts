import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { keepDataMachine, type KeepDataInput } from './keepDataMachine';
import { deferred } from '../../shared/testing/deferred';

function started(overrides: Partial<KeepDataInput> = {}) {
  const calls: string[] = [];
  const input: KeepDataInput = {
    keepData: async () => (calls.push('keep data'), { message: 'Kept.' }),
    reloadUser: async () => void calls.push('reload user'),
    ...overrides,
  };
  return { actor: createActor(keepDataMachine, { input }).start(), calls };
}

describe('keeping the data of an unsubscribed plan', () => {
  it('withdraws the request once, reloads the user and shows what the server said', async () => {
    const answer = deferred<{ message?: string }>();
    const { actor, calls } = started({ keepData: () => (calls.push('keep data'), answer.promise) });
    actor.send({ type: 'keep' });
    // A second click while the first is under way sends nothing more.
    actor.send({ type: 'keep' });
    answer.resolve({ message: 'Kept.' });
    await waitFor(actor, (snapshot) => snapshot.matches('kept'));
    expect(calls).toEqual(['keep data', 'reload user']);
    expect(actor.getSnapshot().context.message).toBe('Kept.');
  });

  it("shows the server's refusal and lets the person try again", async () => {
    let refuse = true;
    const { actor } = started({
      keepData: async () => {
        if (refuse) throw new Error('Your plan has ended.');
        return { message: 'Kept.' };
      },
    });
    actor.send({ type: 'keep' });
    await waitFor(actor, (snapshot) => snapshot.matches('idle') && snapshot.context.error !== '');
    expect(actor.getSnapshot().context.error).toBe('Your plan has ended.');
    refuse = false;
    actor.send({ type: 'keep' });
    await waitFor(actor, (snapshot) => snapshot.matches('kept'));
    expect(actor.getSnapshot().context.error).toBe('');
  });
});
