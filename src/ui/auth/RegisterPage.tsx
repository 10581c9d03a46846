/**
 * Register (spec §2 "Register", §4 "Registration", §8): the User or Educator form, then the
 * "Are we there yet?" screen. A "did you mean:" answer offers the suggested address on the email
 * field; a disposable address offers to send it to a human instead.
 */
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ACCOUNT_MESSAGES, educatorConfirmationSchema, educatorRegistrationSchema, userRegistrationSchema, type RegistrationRequest } from '../../shared/accounts';
import { useCoreServices } from '../AppServices';
import { webLoginPath } from '../home/MobileToDownload';
import { EducatorFields, EMPTY_EDUCATOR, type EducatorForm } from './EducatorFields';
import { Field } from './Field';
import { fieldErrors, messageOf } from './formErrors';
import { VerificationSent } from './VerificationSent';

type AccountType = 'user' | 'educator';

export const DISPOSABLE_HELP = "We're having trouble verifying that address. Send your address to a human";
export const HUMAN_STANDBY = "Standby… We'll send you an email shortly. Thank you.";

/** The address after "did you mean:" in a server message, if any. */
export function suggestedAddress(message: string): string | null {
  const match = /did you mean:\s*(\S+)/i.exec(message);
  return match?.[1]?.replace(/[?.]$/, '') ?? null;
}

export function RegisterPage() {
  const { authApi } = useCoreServices();
  const [params] = useSearchParams();
  const [type, setType] = useState<AccountType>(params.get('type') === 'educator' ? 'educator' : 'user');
  const fromApp = params.get('app') === 'true';
  const [person, setPerson] = useState({ firstName: '', lastName: '', email: '', password: '' });
  const [educator, setEducator] = useState<EducatorForm>(EMPTY_EDUCATOR);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [suggestion, setSuggestion] = useState<string | null>(null);
  const [disposable, setDisposable] = useState<'offered' | 'sent' | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo) return <VerificationSent email={sentTo} />;

  const setField = (key: keyof typeof person, value: string) => setPerson({ ...person, [key]: value });

  const parse = () => {
    if (type === 'user') return userRegistrationSchema.safeParse({ type, ...person, app: fromApp });
    const confirmation = educatorConfirmationSchema.safeParse(educator.confirmed);
    const { address, confirmed: _confirmed, ...school } = educator;
    const parsed = educatorRegistrationSchema.safeParse({ type, ...person, ...school, badge_url: address ? `https://${address}` : '', app: fromApp });
    if (confirmation.success || !parsed.success) return parsed;
    return { success: false as const, confirmation: ACCOUNT_MESSAGES.educatorConfirmation };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    setSuggestion(null);
    setDisposable(null);
    const parsed = parse();
    if (!parsed.success) {
      const found = 'error' in parsed && parsed.error ? fieldErrors(parsed.error) : {};
      if (type === 'educator' && !educator.confirmed) found.confirmed = ACCOUNT_MESSAGES.educatorConfirmation;
      return setErrors(found);
    }
    setErrors({});
    setBusy(true);
    try {
      await authApi.register(parsed.data as RegistrationRequest);
      setSentTo(parsed.data.email);
    } catch (error) {
      const text = messageOf(error);
      const suggested = suggestedAddress(text);
      if ((error as { field?: string }).field === 'password') {
        // Too easy to guess: the reason goes under the password.
        setErrors({ password: text });
      } else if (suggested) {
        setErrors({ email: text });
        setSuggestion(suggested);
      } else if (/disposable/i.test(text)) {
        setDisposable('offered');
      } else {
        setMessage(text);
      }
    } finally {
      setBusy(false);
    }
  };

  const sendToHuman = async () => {
    try {
      await authApi.listening({ email: person.email, message: `Please verify this address by hand for a new account: ${person.email}` });
      setDisposable('sent');
    } catch (error) {
      setMessage(messageOf(error));
    }
  };

  return (
    <section className="auth-form" aria-labelledby="register-title">
      <h1 id="register-title">Create your account</h1>
      <div role="radiogroup" aria-label="Account type" className="switch">
        {(['user', 'educator'] as const).map((value) => (
          <label key={value}>
            <input type="radio" name="type" checked={type === value} onChange={() => setType(value)} />
            {value === 'user' ? 'User' : 'Educator'}
          </label>
        ))}
      </div>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Field label="First name" autoComplete="given-name" value={person.firstName} error={errors.firstName} onChange={(e) => setField('firstName', e.target.value)} />
        <Field label="Last name" autoComplete="family-name" value={person.lastName} error={errors.lastName} onChange={(e) => setField('lastName', e.target.value)} />
        <Field label="Email" type="email" autoComplete="email" value={person.email} error={errors.email} onChange={(e) => setField('email', e.target.value)} />
        {suggestion && (
          <button
            type="button"
            onClick={() => {
              setField('email', suggestion);
              setSuggestion(null);
              setErrors({});
            }}
          >
            {suggestion}
          </button>
        )}
        <Field label="Password" type="password" autoComplete="new-password" value={person.password} error={errors.password} onChange={(e) => setField('password', e.target.value)} />
        {type === 'educator' && <EducatorFields form={educator} errors={errors} onChange={setEducator} />}
        {message && (
          <p className="form-error" role="alert">
            {message}
          </p>
        )}
        {disposable === 'offered' && (
          <p role="alert">
            <button type="button" className="link-button" onClick={() => void sendToHuman()}>
              {DISPOSABLE_HELP}
            </button>
          </p>
        )}
        {disposable === 'sent' && <p role="status">{HUMAN_STANDBY}</p>}
        <button type="submit" disabled={busy}>
          Send Verification Email
        </button>
      </form>
      <p>
        Already have an account? <Link to={webLoginPath()}>Log in</Link>
      </p>
    </section>
  );
}
