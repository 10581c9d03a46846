/**
 * The step after a login with the mailed one-time password: the person chooses the password
 * that replaces their old one (the one-time password alone never logs anyone in).
 */
import { useState, type FormEvent } from 'react';
import { choosePasswordFormSchema } from '../../shared/accounts';
import { Field } from './Field';
import { fieldErrors } from './formErrors';

export const CHOOSE_PASSWORD_TITLE = 'Choose a new password';

export function ChoosePasswordForm({ pending, message, onChoose }: { pending: boolean; message: string; onChoose: (newPassword: string) => void }) {
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = choosePasswordFormSchema.safeParse({ newPassword, confirmPassword });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    onChoose(parsed.data.newPassword);
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="choose-password-title">
      <h2 id="choose-password-title">{CHOOSE_PASSWORD_TITLE}</h2>
      <p role="status">{message}</p>
      <Field
        label="New password"
        type="password"
        autoComplete="new-password"
        value={newPassword}
        error={errors.newPassword}
        onChange={(event) => setNewPassword(event.target.value)}
      />
      <Field
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        value={confirmPassword}
        error={errors.confirmPassword}
        onChange={(event) => setConfirmPassword(event.target.value)}
      />
      <button type="submit" disabled={pending}>
        Save new password
      </button>
    </form>
  );
}
