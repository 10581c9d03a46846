import { describe, expect, it } from 'vitest';
import { createTestCardEntry, TEST_CARD_MESSAGES, testCardState } from './testCardEntry';

const NOW = new Date('2026-11-26T12:00:00Z');
const BILLING = { name: 'Ann Lee', postalCode: '10115', country: 'DE' };

function recordingApi() {
  const sent: unknown[] = [];
  return {
    sent,
    api: {
      testConfirmSetup: async (input: unknown) => {
        sent.push(input);
        return { status: 'requires_action' as const, client_secret: 'seti_1_secret' };
      },
      testAuthenticate: async (input: unknown) => {
        sent.push(input);
        return { status: 'failed' as const, message: 'We are unable to authenticate your payment method.' };
      },
    },
  };
}

describe('testCardState', () => {
  it('is complete with a valid number, a month to come and a CVC', () => {
    expect(testCardState({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }, NOW)).toEqual({ complete: true, error: null });
  });

  it('reports no error while a field is still being typed', () => {
    expect(testCardState({ number: '4242 42', expiry: '1', cvc: '' }, NOW)).toEqual({ complete: false, error: null });
  });

  it('reports a number that fails the check, a month that has ended and letters', () => {
    expect(testCardState({ number: '4242 4242 4242 4241', expiry: '12/30', cvc: '123' }, NOW).error).toBe(TEST_CARD_MESSAGES.numberInvalid);
    expect(testCardState({ number: '4242 4242 4242 4242', expiry: '10/26', cvc: '123' }, NOW).error).toBe(TEST_CARD_MESSAGES.expiryPast);
    expect(testCardState({ number: '4242 4242 4242 4242', expiry: '11/26', cvc: '123' }, NOW)).toEqual({ complete: true, error: null });
    expect(testCardState({ number: '4242 4242 4242 4242', expiry: '13/30', cvc: '123' }, NOW).error).toBe(TEST_CARD_MESSAGES.expiryInvalid);
    expect(testCardState({ number: '4242 abcd', expiry: '', cvc: '' }, NOW).error).toBe(TEST_CARD_MESSAGES.numberInvalid);
  });
});

describe('createTestCardEntry', () => {
  it("puts the provider's refusal (a 400 with its message) under the card field rather than failing", async () => {
    const refused = Object.assign(new Error('Your card was declined.'), { status: 400 });
    const entry = createTestCardEntry({ testConfirmSetup: () => Promise.reject(refused), testAuthenticate: () => Promise.reject(refused) }, () => NOW);
    entry.setFields({ number: '4000 0000 0000 0002', expiry: '12/30', cvc: '123' });
    expect(await entry.confirmSetup('seti_1_secret', BILLING)).toEqual({ status: 'failed', message: 'Your card was declined.' });
    expect(await entry.bankCheck('seti_1_secret', 'fail')).toEqual({ status: 'failed', message: 'Your card was declined.' });
  });

  it('sends the card and the billing details to confirm-setup as the server reads them', async () => {
    const { api, sent } = recordingApi();
    const entry = createTestCardEntry(api, () => NOW);
    entry.setFields({ number: '4000 0025 0000 3155', expiry: '04 / 31', cvc: '321' });
    expect(await entry.confirmSetup('seti_1_secret', BILLING)).toEqual({ status: 'requires_action', clientSecret: 'seti_1_secret' });
    expect(sent).toEqual([
      {
        client_secret: 'seti_1_secret',
        card: { number: '4000002500003155', exp_month: 4, exp_year: 2031, cvc: '321' },
        billing_details: { name: 'Ann Lee', postal_code: '10115', country: 'DE' },
      },
    ]);
  });

  it('refuses an incomplete card itself, as the provider would, without a call', async () => {
    const { api, sent } = recordingApi();
    const entry = createTestCardEntry(api, () => NOW);
    entry.setFields({ number: '4242 4242 4242 4242', expiry: '', cvc: '123' });
    expect(await entry.confirmSetup('seti_1_secret', BILLING)).toEqual({ status: 'failed', message: TEST_CARD_MESSAGES.expiryIncomplete });
    expect(sent).toEqual([]);
  });

  it("sends the person's bank-check answer and passes on the provider's failure", async () => {
    const { api, sent } = recordingApi();
    const entry = createTestCardEntry(api, () => NOW);
    expect(await entry.bankCheck('pi_1_secret', 'fail')).toEqual({ status: 'failed', message: 'We are unable to authenticate your payment method.' });
    expect(sent).toEqual([{ client_secret: 'pi_1_secret', outcome: 'fail' }]);
  });
});
