/**
 * Applies a student's classroom settings (see studentClassroomMachine.ts): the measurement fields
 * go into the student's settings, the measurement system to the editor, and a scale lock holds the
 * editor's scale at the educator's value and unit whatever changes it (an opened document, an
 * image's own scale, a known length). On the map the map's scale rules, as it does for everyone.
 */
import { createActor } from 'xstate';
import type { EditorActor } from '../../engine/editor/editorMachine';
import type { ClassroomSettings } from '../../shared/classroom';
import type { AccountUser } from '../../shared/accounts';
import type { Settings } from '../../shared/settings';
import type { LengthUnit } from '../../shared/units';
import { lockedScale, studentClassroomMachine, type StudentClassroomActor } from './studentClassroomMachine';

export interface StudentClassroomDeps {
  /** Changes the person's settings (the settings actor's `settings.change`). */
  changeSettings: (changes: Partial<Settings>) => void;
  /** Runs `use` with the editor now if it has loaded, else once it does. */
  withEditor: (use: (editor: EditorActor) => void) => void;
}

export interface StudentClassroom {
  actor: StudentClassroomActor;
  /** Someone logged in: a student joins their session, anyone else leaves any session. */
  loggedIn(user: AccountUser): void;
  loggedOut(): void;
  /** The educator's new settings, from the live socket. */
  settingsChanged(settings: ClassroomSettings): void;
}

/** Whether a scale differs from the locked one. */
export const differsFromLock = (scale: { value: number; measure: LengthUnit }, lock: { value: number; unit: LengthUnit }): boolean =>
  scale.value !== lock.value || scale.measure !== lock.unit;

/** Sets the editor's scale to the lock when it differs; never on the map, whose scale is its own. */
function holdScale(editor: EditorActor, lock: ClassroomSettings['lock']): void {
  if (!lock) return;
  const { document } = editor.getSnapshot().context;
  // Imposed, not set: the lock alone never makes a drawing "unsaved" (no "Save your work?" on an empty canvas).
  if (document.map === null && differsFromLock(document.scale, lock)) editor.send({ type: 'scale.impose', value: lock.value, measure: lock.unit });
}

export function createStudentClassroom({ changeSettings, withEditor }: StudentClassroomDeps): StudentClassroom {
  const actor = createActor(studentClassroomMachine).start();

  actor.on('classroom.apply', ({ settings }) => {
    changeSettings(settings.state);
    withEditor((editor) => {
      // As stored settings load: the system of new plans (and of an untouched one), never a
      // conversion of the scale under a drawing the student has started.
      editor.send({ type: 'system.loaded', system: settings.state.measurementSystem });
      holdScale(editor, settings.lock);
    });
  });

  // Whatever changes the scale later, the lock puts it back; a scale the editor itself adjusts
  // (rounding, a minimum) is not fought over: each change is answered once.
  withEditor((editor) => {
    let scale = editor.getSnapshot().context.document.scale;
    let holding = false;
    editor.subscribe((snapshot) => {
      const now = snapshot.context.document.scale;
      if (now === scale || holding) return;
      scale = now;
      holding = true;
      try {
        holdScale(editor, lockedScale(actor.getSnapshot()));
      } finally {
        holding = false;
        scale = editor.getSnapshot().context.document.scale;
      }
    });
  });

  return {
    actor,
    loggedIn(user) {
      if (user.is_session_user && user.classroom) actor.send({ type: 'classroom.join', classroom: user.classroom });
      else actor.send({ type: 'classroom.leave' });
    },
    loggedOut: () => actor.send({ type: 'classroom.leave' }),
    settingsChanged: (settings) => actor.send({ type: 'classroom.settings', settings }),
  };
}
