/**
 * A student's classroom session on the client (spec accounts §6 "Student", §7 "session settings
 * updated"): outside one, or joined with the session's name and settings. The settings arrive with
 * the user at login (GET /api/user `classroom`) and live from the educator (`sessionSettingsUpdated`);
 * each arrival is emitted as `classroom.apply` for createApp to hand to the settings and the editor.
 * Beyond the spec, a `lock` fixes the scale's value and unit to the educator's: the scale control
 * reads it from here (`lockedScale`) and says why it is disabled.
 */
import { assign, enqueueActions, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ClassroomSettings, StudentClassroom } from '../../shared/classroom';

/** Why a student's scale cannot be changed (beyond the spec: the educator's session setting). */
export const CLASSROOM_SCALE_NOTE = 'Scale set by your educator';

export interface StudentClassroomContext {
  classroom: StudentClassroom | null;
}

export type StudentClassroomEvent =
  /** A student logged in (or the page loaded with one): their session, as GET /api/user answers it. */
  | { type: 'classroom.join'; classroom: StudentClassroom }
  /** The educator changed the session's settings. */
  | { type: 'classroom.settings'; settings: ClassroomSettings }
  /** Logged out: the session's settings no longer apply. */
  | { type: 'classroom.leave' };

export type StudentClassroomEmitted = { type: 'classroom.apply'; settings: ClassroomSettings };

export const studentClassroomMachine = setup({
  types: {
    context: {} as StudentClassroomContext,
    events: {} as StudentClassroomEvent,
    emitted: {} as StudentClassroomEmitted,
  },
  actions: {
    /** Keeps the session and announces its settings, when the educator has set any. */
    join: enqueueActions(({ enqueue }, params: { classroom: StudentClassroom }) => {
      enqueue.assign({ classroom: params.classroom });
      const { settings } = params.classroom;
      if (settings) enqueue.emit({ type: 'classroom.apply', settings });
    }),
    changeSettings: enqueueActions(({ context, enqueue }, params: { settings: ClassroomSettings }) => {
      if (!context.classroom) return;
      enqueue.assign({ classroom: { ...context.classroom, settings: params.settings } });
      enqueue.emit({ type: 'classroom.apply', settings: params.settings });
    }),
    forget: assign({ classroom: null }),
  },
}).createMachine({
  id: 'studentClassroom',
  context: { classroom: null },
  initial: 'outside',
  on: {
    // Also while joined: another student's login on this browser replaces the session.
    'classroom.join': { target: '.joined', actions: { type: 'join', params: ({ event }) => ({ classroom: event.classroom }) } },
  },
  states: {
    outside: {},
    joined: {
      on: {
        'classroom.settings': { actions: { type: 'changeSettings', params: ({ event }) => ({ settings: event.settings }) } },
        'classroom.leave': { target: 'outside', actions: 'forget' },
      },
    },
  },
});

export type StudentClassroomActor = ActorRefFrom<typeof studentClassroomMachine>;
export type StudentClassroomSnapshot = SnapshotFrom<typeof studentClassroomMachine>;

/** The scale the educator fixed for the session, or null when the student may choose. */
export const lockedScale = (snapshot: StudentClassroomSnapshot): ClassroomSettings['lock'] => snapshot.context.classroom?.settings?.lock ?? null;

/** The name of the session the student is in (the Save / Open dialog's list heading), or null. */
export const classroomName = (snapshot: StudentClassroomSnapshot): string | null => snapshot.context.classroom?.name ?? null;
