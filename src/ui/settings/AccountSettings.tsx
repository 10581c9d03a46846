import { useSelector } from '@xstate/react';
import { useId, useState, type FormEvent } from 'react';
import type { AccountUser } from '../../shared/accounts';
import { useServices } from '../AppServices';
import {
  canUpdateName,
  checkEmail,
  EMPTY_PASSWORDS,
  nextPasswordStep,
  afterPasswordRefusal,
  passwordFieldOf,
  passwordLabelOf,
  passwordStepError,
  type PasswordStep,
} from './accountForms';
import type { AccountTabServices } from '../../app/settings/accountTabServices';
import { useDoneFlash } from './useDoneFlash';
import { UpdatePaymentMethod } from './UpdatePaymentMethod';
import { AccountBilling } from '../billing/AccountBilling';

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** A labelled text field with its message underneath, tied to it by aria-describedby. */
function Field(props: {
  label: string;
  type?: string;
  value: string;
  error: string | null;
  autoComplete?: string;
  /** Takes the focus when shown: the next password step replaces the field that had it. */
  focus?: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="setting account-field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type={props.type ?? 'text'}
        value={props.value}
        autoComplete={props.autoComplete}
        autoFocus={props.focus}
        aria-invalid={props.error !== null}
        aria-describedby={props.error === null ? undefined : `${id}-error`}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {props.error !== null && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {props.error}
        </p>
      )}
    </div>
  );
}

function Done({ shown }: { shown: boolean }) {
  return shown ? (
    <span className="account-done" role="status">
      done
    </span>
  ) : null;
}

function NameForm({ user, account }: { user: AccountUser; account: AccountTabServices }) {
  const current = { firstName: user.userMeta.first_name, lastName: user.userMeta.last_name };
  const [fields, setFields] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, flashDone] = useDoneFlash();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const userMeta = await account.api.updateName(fields);
      account.auth.send({ type: 'user.changed', user: { ...user, userMeta } });
      setFields({ firstName: userMeta.first_name, lastName: userMeta.last_name });
      setError(null);
      flashDone();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="account-form" aria-label="Update name" onSubmit={(event) => void submit(event)}>
      <Field label="First name" value={fields.firstName} error={null} autoComplete="given-name" onChange={(firstName) => setFields({ ...fields, firstName })} />
      <Field label="Last name" value={fields.lastName} error={error} autoComplete="family-name" onChange={(lastName) => setFields({ ...fields, lastName })} />
      <button type="submit" disabled={busy || !canUpdateName(fields, current)}>
        Update name
      </button>
      <Done shown={done} />
    </form>
  );
}

/**
 * The address changes only when the link mailed to the new one is opened, and the current
 * password is asked for first, so a borrowed or stolen session cannot move the account.
 */
function EmailForm({ user, account }: { user: AccountUser; account: AccountTabServices }) {
  const [email, setEmail] = useState(user.email);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const checked = checkEmail(email);
  const unchanged = 'email' in checked && checked.email === user.email;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    if ('error' in checked) return setErrors({ email: checked.error });
    if (!password) return setErrors({ password: 'Current password is required.' });
    setBusy(true);
    try {
      setSent(await account.api.updateEmail({ email: checked.email, password }));
      setPassword('');
      setErrors({});
    } catch (failure) {
      setErrors((failure as { field?: string }).field === 'password' ? { password: messageOf(failure) } : { email: messageOf(failure) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="account-form" aria-label="Update email" noValidate onSubmit={(event) => void submit(event)}>
      <Field label="Email" type="email" value={email} error={errors.email ?? null} autoComplete="email" onChange={setEmail} />
      {!unchanged && (
        <Field
          label="Current password"
          type="password"
          value={password}
          error={errors.password ?? null}
          autoComplete="current-password"
          onChange={setPassword}
        />
      )}
      <button type="submit" disabled={busy || unchanged}>
        Update email
      </button>
      {sent && (
        <p className="settings-note" role="status">
          {sent}
        </p>
      )}
    </form>
  );
}

/** Current, then new, then confirm (spec §4); a server refusal goes back to the step it is about. */
function PasswordForm({ account }: { account: AccountTabServices }) {
  const [step, setStep] = useState<PasswordStep>('current');
  const [fields, setFields] = useState(EMPTY_PASSWORDS);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [success, setSuccess] = useState('');
  const [succeeded, flashSuccess] = useDoneFlash();
  const field = passwordFieldOf(step);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = passwordStepError(step, fields);
    if (problem !== null) {
      setError(problem);
      return;
    }
    setError(null);
    const next = nextPasswordStep(step);
    if (next !== null) {
      setStep(next);
      return;
    }
    setBusy(true);
    try {
      setSuccess(await account.api.updatePassword({ oldPassword: fields.oldPassword, newPassword: fields.newPassword }));
      setFields(EMPTY_PASSWORDS);
      setStep('current');
      flashSuccess();
    } catch (failure) {
      const after = afterPasswordRefusal((failure as { field?: string }).field, fields);
      setStep(after.step);
      setFields(after.fields);
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  if (succeeded) {
    return (
      <p className="account-done" role="status">
        {success}
      </p>
    );
  }
  return (
    <form className="account-form" aria-label="Change password" noValidate onSubmit={(event) => void submit(event)}>
      <Field
        key={step}
        label={passwordLabelOf(step)}
        type="password"
        value={fields[field]}
        error={error}
        autoComplete={step === 'current' ? 'current-password' : 'new-password'}
        focus={step !== 'current' || error !== null}
        onChange={(value) => setFields({ ...fields, [field]: value })}
      />
      <button type="submit" disabled={busy}>
        {step === 'confirm' ? 'Change password' : 'Next'}
      </button>
    </form>
  );
}

/** The same choice as the cookie policy's switch, through the consent (app/site/consent.ts). */
function MarketingCookies() {
  const { settings, site } = useServices();
  const on = useSelector(settings, (snapshot) => snapshot.context.settings.marketingCookiesOn);
  return (
    <label className="setting switch">
      <input
        type="checkbox"
        role="switch"
        checked={on}
        onChange={(event) => site.consent.setMarketing(event.target.checked)}
      />
      Marketing cookies
    </label>
  );
}

function LoggedIn({ account }: { account: AccountTabServices }) {
  const user = useSelector(account.auth, (snapshot) => snapshot.context.user);
  if (!user) return <p className="settings-note">Log in to change your name, email and password.</p>;
  return (
    <>
      <h3 className="settings-heading">Name</h3>
      <NameForm user={user} account={account} />
      <h3 className="settings-heading">Email</h3>
      <EmailForm user={user} account={account} />
      <h3 className="settings-heading">Password</h3>
      <PasswordForm account={account} />
      <UpdatePaymentMethod />
      <AccountBilling user={user} />
    </>
  );
}

/**
 * The Account tab (spec accounts §2 "Settings dialog", §4 "Account updates", §5): update name,
 * update email, the three-step password change and the marketing-cookies switch. Subscription
 * rows come with the billing issue.
 */
export function AccountSettings() {
  const { account } = useServices();
  return (
    <div className="account-settings">
      {account ? <LoggedIn account={account} /> : <p className="settings-note">Log in to change your name, email and password.</p>}
      <h3 className="settings-heading">Cookies</h3>
      <MarketingCookies />
    </div>
  );
}
