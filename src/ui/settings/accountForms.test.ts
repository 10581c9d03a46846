import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../shared/accounts';
import { afterPasswordRefusal, canUpdateName, checkEmail, EMPTY_PASSWORDS, nextPasswordStep, passwordStepError } from './accountForms';

const ANN = { firstName: 'Ann', lastName: 'Lee' };

describe('the name update', () => {
  it('is disabled while a part is empty or blank', () => {
    expect(canUpdateName({ firstName: '', lastName: 'Lee' }, ANN)).toBe(false);
    expect(canUpdateName({ firstName: 'Zoë', lastName: '   ' }, ANN)).toBe(false);
  });

  it('is disabled while nothing changed, even with spaces around the same name', () => {
    expect(canUpdateName(ANN, ANN)).toBe(false);
    expect(canUpdateName({ firstName: ' Ann ', lastName: 'Lee ' }, ANN)).toBe(false);
  });

  it('is enabled for a changed name, and disabled for one over 100 characters', () => {
    expect(canUpdateName({ firstName: 'Zoë', lastName: 'Lee' }, ANN)).toBe(true);
    expect(canUpdateName({ firstName: 'Ann', lastName: 'Lee-Smith' }, ANN)).toBe(true);
    expect(canUpdateName({ firstName: 'Z'.repeat(101), lastName: 'Lee' }, ANN)).toBe(false);
  });
});

describe('the e-mail update', () => {
  it('sends the address trimmed and lowercased', () => {
    expect(checkEmail('  Zoe@Example.ORG ')).toEqual({ email: 'zoe@example.org' });
  });

  it("answers the spec's messages for an empty or malformed address", () => {
    expect(checkEmail('   ')).toEqual({ error: 'Email is required.' });
    expect(checkEmail('zoe@')).toEqual({ error: 'Email must be a valid email address.' });
  });
});

describe('the three-step password change', () => {
  it('goes current, then new, then confirm, then sends', () => {
    expect(nextPasswordStep('current')).toBe('new');
    expect(nextPasswordStep('new')).toBe('confirm');
    expect(nextPasswordStep('confirm')).toBeNull();
  });

  it('requires the current password but leaves its length to the server', () => {
    expect(passwordStepError('current', EMPTY_PASSWORDS)).toBe('Current password is required.');
    expect(passwordStepError('current', { ...EMPTY_PASSWORDS, oldPassword: 'abc' })).toBeNull();
  });

  it('keeps a new password to 6 to 128 characters', () => {
    const withNew = (newPassword: string) => ({ ...EMPTY_PASSWORDS, oldPassword: 'secret-123', newPassword });
    expect(passwordStepError('new', withNew(''))).toBe('New password is required.');
    expect(passwordStepError('new', withNew('12345'))).toBe('New password must be at least 6 characters.');
    expect(passwordStepError('new', withNew('x'.repeat(129)))).toBe('New password must be no more than 128 characters.');
    expect(passwordStepError('new', withNew('123456'))).toBeNull();
    expect(passwordStepError('new', withNew('x'.repeat(128)))).toBeNull();
  });

  it("refuses a confirmation that differs from the new password with the spec's message", () => {
    const fields = { oldPassword: 'secret-123', newPassword: 'better-456', confirmPassword: 'better-457' };
    expect(passwordStepError('confirm', fields)).toBe(ACCOUNT_MESSAGES.passwordMismatch);
    expect(passwordStepError('confirm', { ...fields, confirmPassword: 'short' })).toBe('Confirm password must be at least 6 characters.');
    expect(passwordStepError('confirm', { ...fields, confirmPassword: 'better-456' })).toBeNull();
  });
});

describe('afterPasswordRefusal', () => {
  const typed = { oldPassword: 'secret-123', newPassword: 'password', confirmPassword: 'password' };
  it('takes a refused new password back to its step, keeping the current one', () => {
    expect(afterPasswordRefusal('newPassword', typed)).toEqual({ step: 'new', fields: { oldPassword: 'secret-123', newPassword: '', confirmPassword: '' } });
  });
  it('takes any other refusal back to the current password', () => {
    expect(afterPasswordRefusal('oldPassword', typed)).toEqual({ step: 'current', fields: typed });
    expect(afterPasswordRefusal(undefined, typed).step).toBe('current');
  });
});
