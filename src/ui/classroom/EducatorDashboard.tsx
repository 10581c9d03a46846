import { useSelector } from '@xstate/react';
import { useId, type KeyboardEvent } from 'react';
import type { DashboardTab, EducatorDashboardActor } from '../../app/classroom/educatorDashboardMachine';
import { Modal } from '../modals/Modal';
import { DocumentsTab } from './DocumentsTab';
import { SessionTab } from './SessionTab';
import './classroom.css';

const TABS: readonly { id: DashboardTab; label: string }[] = [
  { id: 'session', label: 'Session' },
  { id: 'documents', label: 'Documents' },
];

/** The classroom modal (spec accounts §2 "Educator Dashboard"): the Session and Documents tabs; its close resets the canvas. */
export function EducatorDashboard({ dashboard, onClose, onLogout }: { dashboard: EducatorDashboardActor; onClose: () => void; onLogout: () => void }) {
  const baseId = useId();
  const tab = useSelector(dashboard, (snapshot) => snapshot.context.tab);
  const message = useSelector(dashboard, (snapshot) => snapshot.context.message);
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = TABS[(TABS.findIndex((each) => each.id === tab) + 1) % TABS.length]!;
    dashboard.send({ type: 'tab.choose', tab: next.id });
    document.getElementById(`${baseId}-${next.id}-tab`)?.focus();
  };
  return (
    <Modal title="Educator Dashboard" onClose={onClose} className="classroom-dialog">
      <div role="tablist" aria-label="Dashboard sections" className="tabs">
        {TABS.map(({ id, label }) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`${baseId}-${id}-tab`}
            aria-selected={id === tab}
            aria-controls={`${baseId}-${id}-panel`}
            tabIndex={id === tab ? 0 : -1}
            className="tab"
            onClick={() => dashboard.send({ type: 'tab.choose', tab: id })}
            onKeyDown={onTabKey}
          >
            {label}
          </button>
        ))}
      </div>
      {TABS.map(({ id }) => (
        <div key={id} role="tabpanel" id={`${baseId}-${id}-panel`} aria-labelledby={`${baseId}-${id}-tab`} hidden={id !== tab}>
          {id === tab && (id === 'session' ? <SessionTab dashboard={dashboard} onLogout={onLogout} /> : <DocumentsTab dashboard={dashboard} onLogout={onLogout} />)}
        </div>
      ))}
      <p role="status" className="classroom-message">
        {message}
      </p>
      <button type="button" className="dialog-close" onClick={onClose}>
        Close
      </button>
    </Modal>
  );
}
