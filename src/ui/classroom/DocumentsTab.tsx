import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { documentsBusy, type EducatorDashboardActor } from '../../app/classroom/educatorDashboardMachine';
import { CLASSROOM_MESSAGES } from '../../shared/classroom';

const modified = (iso: string) => new Date(iso).toLocaleString();

/**
 * The dashboard's Documents tab (spec accounts §2 "Educator Dashboard"): the sessions with their
 * file counts, the chosen session's documents (kept live by the socket), Delete session ('Click
 * again to Delete'), Delete all files ('Click again to delete all files'), Open (read-only) and Log Out.
 */
export function DocumentsTab({ dashboard, onLogout }: { dashboard: EducatorDashboardActor; onLogout: () => void }) {
  const id = useId();
  const sessions = useSelector(dashboard, (snapshot) => snapshot.context.sessions);
  const chosenId = useSelector(dashboard, (snapshot) => snapshot.context.chosenId);
  const documents = useSelector(dashboard, (snapshot) => snapshot.context.documents);
  const loading = useSelector(dashboard, (snapshot) => snapshot.matches({ documents: 'loading' }) || snapshot.matches({ documents: 'loadingDocuments' }));
  const confirmingDelete = useSelector(dashboard, (snapshot) => snapshot.matches({ documents: 'confirmingDelete' }));
  const confirmingDeleteAll = useSelector(dashboard, (snapshot) => snapshot.matches({ documents: 'confirmingDeleteAll' }));
  const busy = useSelector(dashboard, documentsBusy);
  const chosen = sessions.find((each) => each.id === chosenId);

  return (
    <div className="classroom-tab classroom-documents">
      <section aria-labelledby={`${id}-sessions`}>
        <h3 id={`${id}-sessions`}>Sessions</h3>
        {sessions.length === 0 && !loading && <p>No sessions yet.</p>}
        <ul className="classroom-sessions">
          {sessions.map((session) => (
            <li key={session.id}>
              <button
                type="button"
                aria-pressed={session.id === chosenId}
                aria-label={`${session.name}, ${session.documents_count} ${session.documents_count === 1 ? 'file' : 'files'}${session.isEnded ? ', ended' : ', running'}`}
                onClick={() => dashboard.send({ type: 'session.choose', id: session.id })}
              >
                {/* A space between the two: the name's words stay apart in the visible text too. */}
                <span>{session.name}</span>{' '}
                <span className="classroom-count">
                  {session.documents_count} {session.documents_count === 1 ? 'file' : 'files'}
                  {session.isEnded ? '' : ' · running'}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={`${id}-files`}>
        <h3 id={`${id}-files`}>{chosen ? `Files of ${chosen.name}` : 'Files'}</h3>
        {chosen && documents.length === 0 && !loading && <p>No files in this session yet.</p>}
        <ul className="classroom-files">
          {documents.map((document) => (
            <li key={document.id}>
              <span className="classroom-file-name">{document.name}</span>
              {document.student_name && <span className="classroom-file-student">by {document.student_name}</span>}
              <span className="classroom-file-date">{modified(document.updated_at)}</span>
              <button type="button" disabled={busy} aria-label={document.student_name ? `Open ${document.name} by ${document.student_name}` : `Open ${document.name}`} onClick={() => dashboard.send({ type: 'document.open', id: document.id })}>
                Open
              </button>
            </li>
          ))}
        </ul>
      </section>
      <div className="classroom-footer">
        <button type="button" className="danger" disabled={!chosen || busy} onClick={() => dashboard.send({ type: 'session.delete' })}>
          {confirmingDelete ? CLASSROOM_MESSAGES.deleteSession : 'Delete session'}
        </button>
        <button type="button" className="danger" disabled={busy} onClick={() => dashboard.send({ type: 'documents.deleteAll' })}>
          {confirmingDeleteAll ? CLASSROOM_MESSAGES.deleteAllFiles : 'Delete all files'}
        </button>
        <button type="button" onClick={onLogout}>
          Log Out
        </button>
      </div>
    </div>
  );
}
