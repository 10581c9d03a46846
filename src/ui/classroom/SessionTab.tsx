import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { countdownText } from '../../app/classroom/countdown';
import type { EducatorDashboardActor } from '../../app/classroom/educatorDashboardMachine';
import { CLASSROOM_MESSAGES } from '../../shared/classroom';
import { JoinDetails } from './JoinDetails';
import { SessionSettingsForm } from './SessionSettingsForm';

/**
 * The dashboard's Session tab (spec accounts §2 "Educator Dashboard"): the session name and Start
 * session, then the read-only password (a click copies it: 'Copied!'), End Session (click again
 * to confirm), the countdown to the session's end, the Session Settings, Close Educator Account
 * (click again to confirm) and Log Out.
 */
export function SessionTab({ dashboard, onLogout }: { dashboard: EducatorDashboardActor; onLogout: () => void }) {
  const id = useId();
  const name = useSelector(dashboard, (snapshot) => snapshot.context.name);
  const session = useSelector(dashboard, (snapshot) => snapshot.context.session);
  const countdown = useSelector(dashboard, (snapshot) => countdownText(snapshot.context.session?.ends_at ?? null, snapshot.context.clock));
  const loading = useSelector(dashboard, (snapshot) => snapshot.matches({ session: 'loading' }));
  const starting = useSelector(dashboard, (snapshot) => snapshot.matches({ session: 'starting' }));
  const confirmingEnd = useSelector(dashboard, (snapshot) => snapshot.matches({ session: { running: 'confirmingEnd' } }));
  const stopping = useSelector(dashboard, (snapshot) => snapshot.matches({ session: { running: 'stopping' } }));
  const copied = useSelector(dashboard, (snapshot) => snapshot.matches({ copy: 'copied' }));
  const confirmingClose = useSelector(dashboard, (snapshot) => snapshot.matches({ account: 'confirming' }));
  const revoking = useSelector(dashboard, (snapshot) => snapshot.matches({ account: 'revoking' }));

  return (
    <div className="classroom-tab">
      {session === null ? (
        <form
          className="classroom-start"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            dashboard.send({ type: 'start' });
          }}
        >
          <label htmlFor={`${id}-name`}>{CLASSROOM_MESSAGES.sessionNameLabel}</label>
          <input
            id={`${id}-name`}
            value={name}
            maxLength={100}
            required
            disabled={loading || starting}
            onChange={(event) => dashboard.send({ type: 'name.change', name: event.target.value })}
          />
          <button type="submit" disabled={loading || starting || name.trim() === ''}>
            {CLASSROOM_MESSAGES.startSession}
          </button>
        </form>
      ) : (
        <div className="classroom-running">
          <p>
            Session <strong>{session.name}</strong> is running. Students log in with its name and this password.
          </p>
          <label htmlFor={`${id}-password`}>Password</label>
          <input
            id={`${id}-password`}
            className="classroom-password"
            readOnly
            value={session.password}
            title="Click to copy"
            aria-describedby={`${id}-copy-hint`}
            onClick={() => dashboard.send({ type: 'password.copy' })}
            onKeyDown={(event) => {
              // The keyboard's click: Enter copies too.
              if (event.key === 'Enter') dashboard.send({ type: 'password.copy' });
            }}
          />
          <span id={`${id}-copy-hint`} className="visually-hidden">
            Click or press Enter to copy the password.
          </span>
          <span role="status" className="classroom-copied">
            {copied ? CLASSROOM_MESSAGES.copied : ''}
          </span>
          <JoinDetails name={session.name} password={session.password} />
          <button type="button" className="danger" disabled={stopping} onClick={() => dashboard.send({ type: 'end' })}>
            {confirmingEnd ? CLASSROOM_MESSAGES.confirmEnd : CLASSROOM_MESSAGES.endSession}
          </button>
        </div>
      )}
      <p className="classroom-countdown">
        Time left: <output aria-label="Time left in the session">{countdown}</output>
      </p>
      <SessionSettingsForm key={session?.id ?? 'none'} dashboard={dashboard} running={session !== null} saved={session?.settings ?? null} />
      <div className="classroom-footer">
        <button type="button" className="danger" disabled={revoking} onClick={() => dashboard.send({ type: 'account.close' })}>
          {confirmingClose ? CLASSROOM_MESSAGES.confirmEnd : CLASSROOM_MESSAGES.closeAccount}
        </button>
        <button type="button" onClick={onLogout}>
          Log Out
        </button>
      </div>
    </div>
  );
}
