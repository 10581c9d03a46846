/**
 * Login (spec §2 "Login", §4, §8): User with email and password, or Student with session and
 * password; Show password, Remember Me, and Forgot Password, which turns the submit into a reset
 * request. Server messages show on the form; a reset error hides after 2 s. A login with the
 * mailed one-time password leads to choosing a new password before the person is let in. An
 * address not verified yet is told so (the server's message) and offered the link again (the
 * spec's resend call), rather than left to think the password was wrong.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ACCOUNT_LIMITS, loginRequestSchema, resetPasswordRequestSchema, sessionLoginRequestSchema } from '../../shared/accounts';
import { CLASSROOM_MESSAGES } from '../../shared/classroom';
import { useCoreServices } from '../AppServices';
import { CHOOSE_NEW_PASSWORD_AGAIN, ChoosePasswordForm } from './ChoosePasswordForm';
import { Field } from './Field';
import { JOIN_SESSION_PARAM } from './joinLink';
import { fieldErrors, messageOf } from './formErrors';

/** Spec §9 "login error 2 s": how long a reset error stays. */
const RESET_ERROR_MS = 2000;
const FORCE_LOGIN_NOTICE = 'You were logged out because your account was used elsewhere. Log in again to continue here.';

type Role = 'user' | 'student';

export function LoginPage() {
  const { auth, authApi, classroomApi } = useCoreServices();
  const navigate = useNavigate();
  const error = useSelector(auth, (snapshot) => snapshot.context.error);
  // A one-time password was right: its answer asks for the new password rather than failing.
  // The mailed password asks for a new one; a new one too easy to guess asks again, saying why.
  const refusedChoice = error?.during === 'newPassword' && error.reason === 'weak-password';
  const choosing = (error?.during === 'login' && error.reason === 'new-password') || refusedChoice;
  const authError = error && !choosing && error.during !== 'verify' ? error.message : null;
  const pending = useSelector(auth, (snapshot) => snapshot.matches('pending'));
  const forceLogin = useSelector(auth, (snapshot) => snapshot.context.forceLogin);
  // A classroom's join link names the session (ui/auth/joinLink.ts): the Student role, filled in.
  const [params] = useSearchParams();
  const joining = params.get(JOIN_SESSION_PARAM) ?? '';
  const [role, setRole] = useState<Role>(joining === '' ? 'user' : 'student');
  const [email, setEmail] = useState('');
  const [session, setSession] = useState(joining);
  const [displayName, setDisplayName] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [remember, setRemember] = useState(false);
  const [forgot, setForgot] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [resetError, setResetError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Spec §4: after Resend Verification Badge the form says the email is coming and offers Log in again.
  const [badgeResent, setBadgeResent] = useState(false);
  const educatorFailure = !badgeResent && error?.during === 'login' ? error.reason : undefined;
  const [linkResent, setLinkResent] = useState(false);
  const unverified = !linkResent && error?.during === 'login' && error.reason === 'unverified';

  useEffect(() => {
    if (!resetError) return;
    const timer = setTimeout(() => setResetError(null), RESET_ERROR_MS);
    return () => clearTimeout(timer);
  }, [resetError]);

  const switchRole = (next: Role) => {
    // Spec: switching clears the fields.
    setRole(next);
    setEmail('');
    setSession('');
    setDisplayName('');
    setPassword('');
    setForgot(false);
    setErrors({});
    setNotice(null);
  };

  const resendBadge = async () => {
    setBusy(true);
    try {
      setNotice(await classroomApi.resendBadge({ email, password }));
      setBadgeResent(true);
    } catch (error) {
      setNotice(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const resendLink = async () => {
    setBusy(true);
    try {
      setNotice(await authApi.resend(email));
      setLinkResent(true);
    } catch (error) {
      setNotice(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    setBadgeResent(false);
    setLinkResent(false);
    if (role === 'user' && forgot) {
      const parsed = resetPasswordRequestSchema.safeParse({ email });
      if (!parsed.success) return setErrors(fieldErrors(parsed.error));
      setErrors({});
      setBusy(true);
      try {
        setNotice(await authApi.resetPassword(parsed.data.email));
        setForgot(false);
      } catch (error) {
        setResetError(messageOf(error));
      } finally {
        setBusy(false);
      }
      return;
    }
    if (role === 'student') {
      // The form asks every student for a name (the API leaves it optional for older clients).
      const parsed = sessionLoginRequestSchema.required({ displayName: true }).safeParse({ session, password, displayName });
      if (!parsed.success) return setErrors(fieldErrors(parsed.error));
      setErrors({});
      // The auth machine logs the student in and loads them; the login route then leads to "/".
      auth.send({ type: 'session.login', session: parsed.data.session, password: parsed.data.password, displayName: parsed.data.displayName });
      return;
    }
    const parsed = loginRequestSchema.safeParse({ email, password, remember });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    auth.send({ type: 'login', email: parsed.data.email, password: parsed.data.password, remember });
  };

  if (choosing) {
    return (
      <section className="auth-form" aria-labelledby="login-title">
        <h1 id="login-title">Log in</h1>
        <ChoosePasswordForm
          pending={pending}
          message={refusedChoice ? CHOOSE_NEW_PASSWORD_AGAIN : error.message}
          refusal={refusedChoice ? error.message : null}
          onChoose={(newPassword) => auth.send({ type: 'password.choose', email, password, newPassword, remember })}
        />
      </section>
    );
  }

  return (
    <section className="auth-form" aria-labelledby="login-title">
      <h1 id="login-title">Log in</h1>
      <div role="radiogroup" aria-label="Account type" className="switch">
        {(['user', 'student'] as const).map((value) => (
          <label key={value}>
            <input type="radio" name="role" checked={role === value} onChange={() => switchRole(value)} />
            {value === 'user' ? 'User' : 'Student'}
          </label>
        ))}
      </div>
      {forceLogin && <p role="status">{FORCE_LOGIN_NOTICE}</p>}
      <form onSubmit={(event) => void submit(event)} noValidate>
        {role === 'user' ? (
          <Field label="Email" type="email" autoComplete="email" value={email} error={errors.email} onChange={(e) => setEmail(e.target.value)} />
        ) : (
          <>
            <Field label="Session" value={session} error={errors.session} onChange={(e) => setSession(e.target.value)} />
            <Field
              label="Your name"
              hint="Your educator sees this name on your work."
              autoComplete="nickname"
              maxLength={ACCOUNT_LIMITS.studentNameMax}
              value={displayName}
              error={errors.displayName}
              onChange={(e) => setDisplayName(e.target.value)}
            />
          </>
        )}
        {!(role === 'user' && forgot) && (
          <>
            <Field
              label="Password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              value={password}
              error={errors.password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <label className="check">
              <input type="checkbox" checked={showPassword} onChange={(e) => setShowPassword(e.target.checked)} />
              Show password
            </label>
            {/* A student's login ends with the classroom session whatever is ticked, so it is not offered. */}
            {role === 'user' && (
              <label className="check">
                <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
                Remember Me
              </label>
            )}
          </>
        )}
        {role === 'user' && (
          <label className="check">
            <input type="checkbox" checked={forgot} onChange={(e) => setForgot(e.target.checked)} />
            Forgot Password
          </label>
        )}
        {(badgeResent || linkResent ? resetError : (authError ?? resetError)) && (
          <p className="form-error" role="alert">
            {resetError ?? authError}
          </p>
        )}
        {notice && <p role="status">{notice}</p>}
        {educatorFailure === 'educator-badge' ? (
          <button type="button" disabled={busy} onClick={() => void resendBadge()}>
            {CLASSROOM_MESSAGES.resendBadge}
          </button>
        ) : (
          <button type="submit" disabled={busy || pending}>
            {role === 'user' && forgot ? 'Reset Password' : 'Log in'}
          </button>
        )}
        {unverified && (
          <button type="button" disabled={busy} onClick={() => void resendLink()}>
            Send the link again
          </button>
        )}
        {educatorFailure === 'educator-rejected' && (
          <button type="button" onClick={() => void navigate('/register?type=educator')}>
            {CLASSROOM_MESSAGES.reRegister}
          </button>
        )}
      </form>
      <p>
        No account yet? Create a <Link to="/register?type=user">User Account</Link> or an{' '}
        <Link to="/register?type=educator">Educator Account</Link>.
      </p>
      <p className="fine-print">
        By logging in you accept the <Link to="/terms-and-conditions">terms and conditions</Link> and the{' '}
        <Link to="/privacy-policy">privacy policy</Link>.
      </p>
    </section>
  );
}
