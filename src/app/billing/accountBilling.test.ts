import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createAuthMachine } from '../../net/authMachine';
import { accountBillingRows, cardText, planEndText, settingsWithoutTabs } from './accountBilling';
import { DAY_MS, payPerDayUser, planUser, trialUser } from './testing/billingUsers';
import { importsAsTrial, trialImportsOf } from './trialImports';
import { welcomeBackMessage } from './welcomeBack';

const NOW = Date.parse('2026-11-26T06:00:00.000Z');

describe("the Account tab's plan rows", () => {
  it('shows a trial user the trial end (with the plans link) and no plan or Unsubscribe', () => {
    const user = trialUser(NOW, 3 * DAY_MS);
    expect(accountBillingRows(user)).toEqual({ trialEnd: user.trial_end, plan: null, canUnsubscribe: false, dataDeletion: null });
  });

  it('shows an opened plan by its name and renewal date, with Unsubscribe', () => {
    const user = planUser(NOW, 'ProTeam5');
    expect(accountBillingRows(user)).toEqual({
      trialEnd: null,
      plan: { name: 'Pro 5', ends: { date: user.subscription!.ends_at, renews: true }, card: null },
      canUnsubscribe: true,
      dataDeletion: null,
    });
  });

  it('says an unsubscribed plan ends and a running one renews, and names the card that pays (issue 36 item 9)', () => {
    const renewing = accountBillingRows(planUser(NOW, 'Pro', DAY_MS, { card: { brand: 'visa', last4: '4242' } })).plan!;
    expect(renewing.card).toBe('Visa ending in 4242');
    expect(planEndText(renewing.ends as { date: string; renews: boolean })).toBe('Renews 27 Nov 2026');
    const ending = accountBillingRows(planUser(NOW, 'Pro', DAY_MS, { unsubscribe: true })).plan!;
    expect(planEndText(ending.ends as { date: string; renews: boolean })).toBe('Ends 27 Nov 2026');
    expect(cardText({ brand: 'amex', last4: '0005' })).toBe('American Express ending in 0005');
    expect(cardText({ brand: 'something_new', last4: '1234' })).toBe('Card ending in 1234');
  });

  it("shows pay as you go as 'Active Plan'", () => {
    expect(accountBillingRows(payPerDayUser(NOW, DAY_MS)).plan).toEqual({ name: 'PAYG', ends: { text: 'Active Plan' }, card: null });
  });

  it('hides Unsubscribe once unsubscribed, and the plan and Unsubscribe unless the status is Opened', () => {
    expect(accountBillingRows(planUser(NOW, 'Pro', DAY_MS, { unsubscribe: true }))).toMatchObject({ canUnsubscribe: false, plan: { name: 'Pro' } });
    for (const status of ['Outdated', 'Failed']) {
      expect(accountBillingRows(planUser(NOW, 'Pro', DAY_MS, { status }))).toEqual({ trialEnd: null, plan: null, canUnsubscribe: false, dataDeletion: null });
    }
  });

  it('warns of the data deletion asked for at unsubscribing, while the plan runs, with its date', () => {
    const user = planUser(NOW, 'Pro', DAY_MS, { unsubscribe: true, forget_data: true });
    expect(accountBillingRows(user).dataDeletion).toEqual({ date: user.subscription!.ends_at });
    expect(accountBillingRows(planUser(NOW, 'Pro', DAY_MS, { unsubscribe: true })).dataDeletion).toBeNull();
    // Ended or no longer opened: the sweeper's, nothing to withdraw.
    expect(accountBillingRows(planUser(NOW, 'Pro', DAY_MS, { forget_data: true, isOutdated: true })).dataDeletion).toBeNull();
    expect(accountBillingRows(planUser(NOW, 'Pro', DAY_MS, { forget_data: true, status: 'Outdated' })).dataDeletion).toBeNull();
  });

  it('gives the educator plan a Settings dialog without tabs', () => {
    expect(settingsWithoutTabs(planUser(NOW, 'Educator'))).toBe(true);
    expect(settingsWithoutTabs(planUser(NOW, 'Pro'))).toBe(false);
    expect(settingsWithoutTabs(trialUser(NOW, DAY_MS))).toBe(false);
    expect(settingsWithoutTabs(null)).toBe(false);
  });
});

describe('the trial import rule', () => {
  it('limits a trial user and nobody with a plan or a student session', () => {
    expect(importsAsTrial(trialUser(NOW, DAY_MS))).toBe(true);
    expect(importsAsTrial(planUser(NOW, 'Pro'))).toBe(false);
    expect(importsAsTrial(planUser(NOW, 'Pro', DAY_MS, { status: 'Incomplete' }))).toBe(true);
    expect(importsAsTrial({ ...trialUser(NOW, DAY_MS), is_session_user: true })).toBe(false);
    expect(importsAsTrial(null)).toBe(false);
  });

  it('asks whoever is logged in at the time of the import', async () => {
    const fail = () => Promise.reject(new Error('not in this test'));
    let user = trialUser(NOW, DAY_MS);
    const auth = createActor(
      createAuthMachine({
        api: { user: async () => user, login: fail, sessionLogin: fail, verify: fail, newPassword: fail, refresh: fail, logout: fail },
        session: { expiresAt: () => NOW / 1000 + 30 * 86_400, clear: () => undefined },
        now: () => NOW / 1000,
      }),
    ).start();
    const isTrial = trialImportsOf(auth);
    await new Promise((resolve) => auth.subscribe((snapshot) => snapshot.matches('loaded') && resolve(null)));
    expect(isTrial()).toBe(true);
    user = planUser(NOW, 'Pro');
    auth.send({ type: 'user.changed', user });
    expect(isTrial()).toBe(false);
  });
});

describe('the welcome back message', () => {
  it('says the hours and minutes left of a running day, in whole minutes', () => {
    const ends = new Date(NOW + (5 * 60 + 1) * 60_000 + 30_000).toISOString();
    expect(welcomeBackMessage({ kind: 'app', countdownEnds: ends, reason: 'pay-per-day' }, new Date(NOW))).toBe(
      'You have 5 hours and 1 minute left of your 24-hour session.',
    );
  });

  it('says nothing for a trial or a day that is over', () => {
    const ends = new Date(NOW + DAY_MS).toISOString();
    expect(welcomeBackMessage({ kind: 'app', countdownEnds: ends, reason: 'trial' }, new Date(NOW))).toBeNull();
    expect(welcomeBackMessage({ kind: 'app', countdownEnds: new Date(NOW + 30_000).toISOString(), reason: 'pay-per-day' }, new Date(NOW))).toBeNull();
    expect(welcomeBackMessage({ kind: 'activate' }, new Date(NOW))).toBeNull();
  });
});
