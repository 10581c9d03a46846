/**
 * The step after a login with the mailed one-time password: the person chooses the password
 * that replaces their old one (the one-time password alone never logs anyone in).
 */
import { useState, type FormEvent } from 'react';
import { choosePasswordFormSchema } from '../../shared/accounts';
import { Field } from './Field';
import { fieldErrors } from './formErrors';

export const CHOOSE_PASSWORD_TITLE = 'Choose a new password';

/** What the form says after the server refused the new password (the reason shows under the field). */
export const CHOOSE_NEW_PASSWORD_AGAIN = 'Please choose another new password.';

export function ChoosePasswordForm(props: {
  pending: boolean;
  message: string;
  /** The server's reason for refusing the last new password (too easy to guess), under the field. */
  refusal?: string | null;
  onChoose: (newPassword: string) => void;
}) {
  const { pending, message, refusal = null, onChoose } = props;
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
        error={errors.newPassword ?? refusal ?? undefined}
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
