/**
 * The educator's "/" (spec accounts §4 "Educator view"; drawing-core §6): the editor in read-only
 * mode, the view statechart (dashboard, canvas, "Session <name> was ended.") and the dashboard's,
 * wired to each other, to the live socket's news and to the account. Started while the view shows.
 */
import { createActor } from 'xstate';
import type { AccountUser } from '../../shared/accounts';
import type { CoreServices, EditorServices } from '../appServices';
import { educatorDashboardMachine, type DashboardApi, type EducatorDashboardActor } from './educatorDashboardMachine';
import { educatorViewMachine, type EducatorViewActor } from './educatorViewMachine';

/** Spec accounts §2 "main app for educators": the educator plan makes "/" the educator view. */
export const isEducatorAccount = (user: AccountUser | null): boolean => user?.subscription?.stripe_plan === 'Educator';

export interface EducatorViewDeps {
  core: Pick<CoreServices, 'educatorEvents'> & {
    classroomApi: DashboardApi;
    auth: Pick<CoreServices['auth'], 'send'>;
    authApi: Pick<CoreServices['authApi'], 'user'>;
    navigator: Pick<CoreServices['navigator'], 'go'>;
  };
  editor: Pick<EditorServices, 'editor'> & { documents: Pick<EditorServices['documents'], 'open'> };
  /** Puts text on the clipboard: the browser's. */
  copy?: (text: string) => Promise<void>;
}

export interface EducatorView {
  view: EducatorViewActor;
  dashboard: EducatorDashboardActor;
  stop(): void;
}

const browserCopy = (text: string) => navigator.clipboard.writeText(text);

export function startEducatorView({ core, editor, copy = browserCopy }: EducatorViewDeps): EducatorView {
  editor.editor.send({ type: 'readOnly.set', readOnly: true });
  const view = createActor(educatorViewMachine).start();
  const dashboard = createActor(educatorDashboardMachine, {
    input: { api: core.classroomApi, copy, openDocument: (id) => editor.documents.open(id, { readOnly: true }) },
  }).start();

  // Spec drawing-core §6: the classroom modal's close resets the canvas.
  view.on('canvas.reset', () => editor.editor.send({ type: 'document.clear', removeImage: true }));
  dashboard.on('document.opened', () => view.send({ type: 'document.opened' }));
  // Revoked: a normal account now, whose trial is over, so the plans page (spec §4 "Educator session").
  dashboard.on('account.closed', () => {
    void core.authApi
      .user()
      .then((user) => core.auth.send({ type: 'user.changed', user }))
      .catch(() => undefined)
      .finally(() => core.navigator.go('/subscription'));
  });
  const stopListening = core.educatorEvents.listen({
    sessionEnded: (ended) => {
      dashboard.send({ type: 'session.ended' });
      view.send({ type: 'session.ended', ...ended });
    },
    documentsUpdated: (documents) => dashboard.send({ type: 'documents.updated', documents }),
  });

  return {
    view,
    dashboard,
    stop() {
      stopListening();
      dashboard.stop();
      view.stop();
      editor.editor.send({ type: 'readOnly.set', readOnly: false });
    },
  };
}
