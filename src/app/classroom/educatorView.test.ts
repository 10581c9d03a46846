import { describe, expect, it, vi } from 'vitest';
import { createEditorDriver } from '../../engine/testing/editorDriver';
import type { AccountUser } from '../../shared/accounts';
import { accountUser } from '../../shared/testing/accountUser';
import type { DocumentSummaryResponse } from '../../shared/accounts';
import type { DashboardApi } from './educatorDashboardMachine';
import { createEducatorEvents } from './educatorEvents';
import { isEducatorAccount, startEducatorView } from './educatorView';

const SQUARE = [[100, 100], [250, 100], [250, 250], [100, 250], [100, 100]] as const;
const RUNNING = {
  id: 'c1', name: 'Maths', password: 'abcd2345', ends_at: '2026-03-01T21:00:00.000Z', created_at: '2026-03-01T09:00:00.000Z',
  documents_count: 0, isEnded: false, documents: [], settings: null,
};
const doc = (id: string): DocumentSummaryResponse => ({
  id, name: `Plot ${id}`, updated_at: '2026-03-01T09:30:00.000Z', archived: false, device_uuid: 's', preview: null, session_id: 'c1', locked_by_device: null, lock_holder: null, student_name: null,
});

/** An educator's page in memory: the editor, the live news, and what the account calls did. */
function world() {
  const driver = createEditorDriver();
  const events = createEducatorEvents();
  const calls: string[] = [];
  const api: DashboardApi = {
    running: async () => RUNNING,
    start: async () => RUNNING,
    stop: async () => undefined,
    sessions: async () => [RUNNING],
    documents: async () => [],
    remove: async () => undefined,
    removeAllDocuments: async () => undefined,
    saveSettings: async () => undefined,
    revoke: async () => void calls.push('revoke'),
  };
  const normal = accountUser('tess@school.example', 'Tess', 'Teacher');
  const started = startEducatorView({
    core: {
      classroomApi: api,
      educatorEvents: events,
      auth: { send: (event) => void calls.push(`auth ${event.type}`) },
      authApi: { user: async () => normal },
      navigator: { go: (path: string) => void calls.push(`go ${path}`) },
    },
    editor: {
      editor: driver.actor,
      documents: {
        open: async (id: string, options?: { readOnly?: boolean }) => void calls.push(`open ${id} ${options?.readOnly ? 'read-only' : 'locked'}`),
      },
    },
    copy: async () => undefined,
  });
  return { driver, events, calls, started };
}

describe("the educator's view, wired", () => {
  it('is for the Educator plan only', () => {
    const plain: AccountUser = accountUser('a@b.example', 'A', 'B');
    expect(isEducatorAccount(null)).toBe(false);
    expect(isEducatorAccount(plain)).toBe(false);
    expect(isEducatorAccount({ ...plain, subscription: { stripe_plan: 'Educator' } as AccountUser['subscription'] })).toBe(true);
    expect(isEducatorAccount({ ...plain, subscription: { stripe_plan: 'Pro' } as AccountUser['subscription'] })).toBe(false);
  });

  it('puts the editor in read-only mode while it runs, and closing the dashboard clears the canvas', () => {
    const { driver, started } = world();
    expect(driver.actor.getSnapshot().context.readOnly).toBe(true);
    expect(driver.instrument()).toBe('pan_move');
    // Something on the canvas to clear (drawn with the mode briefly off, as a test only can).
    driver.send({ type: 'readOnly.set', readOnly: false });
    driver.choose('straight');
    driver.clickPath(SQUARE);
    driver.send({ type: 'readOnly.set', readOnly: true });
    expect(driver.layer().sketch.lines.length).toBeGreaterThan(0);
    started.view.send({ type: 'dashboard.close' });
    expect(driver.layer().sketch.lines).toHaveLength(0);
    started.stop();
    expect(driver.actor.getSnapshot().context.readOnly).toBe(false);
  });

  it("opens a student's document read-only and shows the canvas", async () => {
    const { calls, started } = world();
    await vi.waitFor(() => expect(started.dashboard.getSnapshot().matches({ documents: 'ready' })).toBe(true));
    started.dashboard.send({ type: 'document.open', id: 'd1' });
    await vi.waitFor(() => expect(started.view.getSnapshot().value).toBe('canvas'));
    expect(calls).toContain('open d1 read-only');
  });

  it("passes the live news on: a server-ended session shows its modal, a document list reaches the dashboard; after stop, nothing", async () => {
    const { events, started } = world();
    await vi.waitFor(() => expect(started.dashboard.getSnapshot().context.session?.id).toBe('c1'));
    await vi.waitFor(() => expect(started.dashboard.getSnapshot().matches({ documents: 'ready' })).toBe(true));
    events.documentsUpdated([doc('1')]);
    expect(started.dashboard.getSnapshot().context.documents.map((each) => each.id)).toEqual(['1']);
    events.sessionEnded({ name: 'Maths', isEducatorStop: false });
    expect(started.view.getSnapshot().value).toBe('ended');
    expect(started.dashboard.getSnapshot().context.session).toBeNull();
    started.stop();
    events.sessionEnded({ name: 'Maths', isEducatorStop: false });
  });

  it('a closed educator account reloads the user and goes to the plans page', async () => {
    const { calls, started } = world();
    started.dashboard.send({ type: 'account.close' });
    started.dashboard.send({ type: 'account.close' });
    await vi.waitFor(() => expect(calls).toContain('go /subscription'));
    expect(calls).toEqual(['revoke', 'auth user.changed', 'go /subscription']);
  });
});
