import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { startEducatorView, type EducatorView } from '../../app/classroom/educatorView';
import { CLASSROOM_MESSAGES } from '../../shared/classroom';
import { useServices } from '../AppServices';
import { CanvasHost } from '../CanvasHost';
import { useImporter } from '../import/useImporter';
import { InfoModal } from '../modals/InfoModal';
import { ResultsPanel } from '../ResultsPanel';
import { ZoomControls } from '../ZoomControls';
import { ZoomMiniView } from '../ZoomMiniView';
import { EducatorDashboard } from './EducatorDashboard';
import './classroom.css';
import { appAddress } from '../../net/appAddress';

/**
 * "/" for an educator (spec accounts §2, §4 "Educator view"; drawing-core §6): the drawing in
 * read-only mode (pan only), the results and zoom, a reduced bar (the Classroom button that
 * reopens the dashboard, Settings without tabs, and Help), the Educator Dashboard opening on load, and 'Session <name> was
 * ended.' when the server ended the session.
 */
export function EducatorScreen() {
  const services = useServices();
  const [educator, setEducator] = useState<EducatorView | null>(null);
  useEffect(() => {
    const { editor, documents, classroomApi, educatorEvents, auth, authApi, navigator } = services;
    const started = startEducatorView({ core: { classroomApi, educatorEvents, auth, authApi, navigator }, editor: { editor, documents } });
    setEducator(started);
    return () => started.stop();
  }, [services.editor, services.documents, services.classroomApi, services.educatorEvents, services.auth, services.authApi, services.navigator]);
  return educator ? <EducatorWorkspace educator={educator} /> : null;
}

function EducatorWorkspace({ educator }: { educator: EducatorView }) {
  const services = useServices();
  const importer = useImporter(services);
  const { view, dashboard } = educator;
  const shown = useSelector(view, (snapshot) => snapshot.value);
  const endedName = useSelector(view, (snapshot) => snapshot.context.endedName);
  const fileName = useSelector(services.editor, (snapshot) => snapshot.context.file?.name ?? null);
  const onMap = useSelector(services.editor, (snapshot) => snapshot.context.document.map !== null);
  const logout = () => services.auth.send({ type: 'logout' });

  return (
    <div className="drawing-screen educator-screen">
      <nav className="educator-bar" aria-label="Educator">
        <button type="button" onClick={() => view.send({ type: 'dashboard.open' })}>
          Classroom
        </button>
        {/* The Educator plan's Settings, without tabs (spec accounts §2; coverage AB2.54). */}
        <button type="button" onClick={() => services.modals.send({ type: 'modal.open', modal: 'settings' })}>
          Settings
        </button>
        <a href={appAddress('/help')} target="_blank" rel="noreferrer">
          Help
        </a>
        {fileName && (
          <output className="file-name" aria-label="Document name">
            {fileName} (read-only)
          </output>
        )}
      </nav>
      <main className="workspace">
        <CanvasHost importer={importer} />
        <aside className="side-panel">
          <ResultsPanel />
          {!onMap && <ZoomMiniView />}
          <ZoomControls />
        </aside>
      </main>
      {shown === 'dashboard' && <EducatorDashboard dashboard={dashboard} onClose={() => view.send({ type: 'dashboard.close' })} onLogout={logout} />}
      {shown === 'ended' && (
        <InfoModal
          title={CLASSROOM_MESSAGES.sessionEndedTitle}
          message={CLASSROOM_MESSAGES.sessionEnded(endedName)}
          onOk={() => view.send({ type: 'ended.close' })}
          onClose={() => view.send({ type: 'ended.close' })}
        />
      )}
    </div>
  );
}
