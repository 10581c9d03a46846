import { describe, expect, it } from 'vitest';
import { createEditorDriver } from '../../engine/testing/editorDriver';
import type { EditorActor } from '../../engine/editor/editorMachine';
import type { ClassroomSettings, StudentClassroom as StudentClassroomView } from '../../shared/classroom';
import type { Settings } from '../../shared/settings';
import { accountUser } from '../../shared/testing/accountUser';
import { createStudentClassroom, differsFromLock } from './studentClassroom';
import { classroomName, lockedScale } from './studentClassroomMachine';

const IMPERIAL: ClassroomSettings = {
  state: { measurementSystem: 'imperial', imperial: 'fractions', inchFraction: 8, displayLineLength: true, displayAngles: 2 },
  lock: null,
};
const LOCKED: ClassroomSettings = { ...IMPERIAL, lock: { value: 2.5, unit: 'ft' } };

const classroom = (settings: ClassroomSettings | null): StudentClassroomView => ({ id: 'class-1', name: 'Geometry 7b', ends_at: '2026-11-26T23:00:00.000Z', settings });
const student = (settings: ClassroomSettings | null) => accountUser('u1@students.invalid', 'Student', '', { is_session_user: true, classroom: classroom(settings) });

/** The classroom wired to a real editor (loaded at once, or later by `loadEditor`) and a record of the settings changes. */
function classroomWorld({ editorLoaded = true } = {}) {
  const driver = createEditorDriver({ measure: 'cm' });
  const changes: Partial<Settings>[] = [];
  const waiting: ((editor: EditorActor) => void)[] = [];
  let loaded = editorLoaded;
  const classroomUnderTest = createStudentClassroom({
    changeSettings: (change) => changes.push(change),
    withEditor: (use) => (loaded ? use(driver.actor) : void waiting.push(use)),
  });
  return {
    driver,
    changes,
    classroom: classroomUnderTest,
    scale: () => {
      const { value, measure } = driver.actor.getSnapshot().context.document.scale;
      return { value, measure };
    },
    loadEditor: () => {
      loaded = true;
      waiting.splice(0).forEach((use) => use(driver.actor));
    },
  };
}

describe("a student's classroom settings", () => {
  it('takes the session at login and applies its settings to the settings and the editor', () => {
    const world = classroomWorld();
    world.classroom.loggedIn(student(IMPERIAL));
    expect(classroomName(world.classroom.actor.getSnapshot())).toBe('Geometry 7b');
    expect(world.changes).toEqual([IMPERIAL.state]);
    expect(world.driver.actor.getSnapshot().context.system).toBe('imperial');
    expect(lockedScale(world.classroom.actor.getSnapshot())).toBeNull();
  });

  it('changes nothing for a session without settings, nor for an account that is not a student', () => {
    const world = classroomWorld();
    world.classroom.loggedIn(student(null));
    expect(classroomName(world.classroom.actor.getSnapshot())).toBe('Geometry 7b');
    world.classroom.loggedIn(accountUser('ann@example.com', 'Ann', 'Lee'));
    expect(classroomName(world.classroom.actor.getSnapshot())).toBeNull();
    world.classroom.settingsChanged(LOCKED);
    expect(world.changes).toEqual([]);
    expect(world.scale()).toEqual({ value: 1, measure: 'cm' });
  });

  it("holds the scale at the educator's lock, whatever changes it, until the lock is lifted", () => {
    const world = classroomWorld();
    world.classroom.loggedIn(student(IMPERIAL));
    world.classroom.settingsChanged(LOCKED);
    expect(lockedScale(world.classroom.actor.getSnapshot())).toEqual({ value: 2.5, unit: 'ft' });
    expect(world.scale()).toEqual({ value: 2.5, measure: 'ft' });
    // The lock is not the student's edit: an empty canvas has nothing to save.
    expect(world.driver.actor.getSnapshot().context.needSave).toBe(false);

    world.driver.send({ type: 'scale.set', value: 7, measure: 'm' });
    expect(world.scale()).toEqual({ value: 2.5, measure: 'ft' });

    world.classroom.settingsChanged(IMPERIAL);
    world.driver.send({ type: 'scale.set', value: 7, measure: 'm' });
    expect(world.scale()).toEqual({ value: 7, measure: 'm' });
  });

  it('applies the settings given before the editor loaded once it loads, and the lock holds from then on', () => {
    const world = classroomWorld({ editorLoaded: false });
    world.classroom.loggedIn(student(LOCKED));
    expect(world.changes).toEqual([LOCKED.state]);
    world.loadEditor();
    expect(world.scale()).toEqual({ value: 2.5, measure: 'ft' });
    world.driver.send({ type: 'system.switched', system: 'metric' });
    expect(world.scale()).toEqual({ value: 2.5, measure: 'ft' });
  });

  it('forgets the session and its lock at logout: the scale is free again', () => {
    const world = classroomWorld();
    world.classroom.loggedIn(student(LOCKED));
    world.classroom.loggedOut();
    expect(classroomName(world.classroom.actor.getSnapshot())).toBeNull();
    world.driver.send({ type: 'scale.set', value: 3, measure: 'cm' });
    expect(world.scale()).toEqual({ value: 3, measure: 'cm' });
    // Live settings of an old session are ignored once out of it.
    world.classroom.settingsChanged(LOCKED);
    expect(world.scale()).toEqual({ value: 3, measure: 'cm' });
  });

  it('compares a scale with a lock by value and unit', () => {
    expect(differsFromLock({ value: 2.5, measure: 'ft' }, { value: 2.5, unit: 'ft' })).toBe(false);
    expect(differsFromLock({ value: 2.5, measure: 'in' }, { value: 2.5, unit: 'ft' })).toBe(true);
    expect(differsFromLock({ value: 2, measure: 'ft' }, { value: 2.5, unit: 'ft' })).toBe(true);
  });
});
