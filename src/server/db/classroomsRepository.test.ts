import { describe, expect, it } from 'vitest';
import { CLASSROOM_PASSWORD_ALPHABET, CLASSROOM_PASSWORD_LENGTH } from '../../shared/classroom';
import { usersRepository } from './usersRepository';
import { testDatabases, type TestDatabase } from '../testing/databases';
import { freshDatabasePerTest } from '../testing/freshDatabase';
import { classroomPasswordMatches, newClassroomPassword } from '../classroom/classroomPassword';
import { classroomsRepository, isEnded } from './classroomsRepository';

const START = new Date('2026-03-01T09:00:00.000Z');
const HOUR = 3_600_000;

describe('classroom passwords', () => {
  it('draws CLASSROOM_PASSWORD_LENGTH characters of the alphabet, differently each time', () => {
    const passwords = Array.from({ length: 200 }, newClassroomPassword);
    for (const password of passwords) {
      expect(password).toHaveLength(CLASSROOM_PASSWORD_LENGTH);
      expect([...password].every((character) => CLASSROOM_PASSWORD_ALPHABET.includes(character))).toBe(true);
    }
    expect(new Set(passwords).size).toBe(passwords.length);
    // Every character of the alphabet turns up over 1600 draws of 32 (a missing one would be a 1e-20 chance).
    expect(new Set(passwords.join('')).size).toBe(CLASSROOM_PASSWORD_ALPHABET.length);
  });

  it('matches only the exact password, whatever the lengths', () => {
    expect(classroomPasswordMatches('abcd2345', 'abcd2345')).toBe(true);
    for (const typed of ['abcd234', 'abcd23456', 'ABCD2345', '', 'abcd2345 ']) expect(classroomPasswordMatches('abcd2345', typed)).toBe(false);
  });
});

describe.each(testDatabases)('the classrooms repository on $kind', (testDatabase: TestDatabase) => {
  describe.skipIf(testDatabase.skipReason !== undefined)('with a fresh database per test', () => {
    const database = freshDatabasePerTest((options) => testDatabase.open(options));
    let now = START.getTime();
    const clock = () => new Date(now);
    const educator = async (email: string) =>
      (await usersRepository(database.db, clock).create({ email, passwordHash: 'x', firstName: 'Tess', lastName: 'Teacher' })).id;

    it('lets only one of two starts at once run, and counts a session past its end as ended before anything stamps it', async () => {
      now = START.getTime();
      const classrooms = classroomsRepository(database.db, clock);
      const id = await educator('teacher@school.example');
      const [first, second] = await Promise.all([
        classrooms.start(id, 'A', 'aaaaaaaa', new Date(now + HOUR)),
        classrooms.start(id, 'B', 'bbbbbbbb', new Date(now + HOUR)),
      ]);
      const started = [first, second].filter((classroom) => classroom !== undefined);
      expect(started).toHaveLength(1);
      expect(await database.db.selectFrom('classrooms').select('id').execute()).toEqual([{ id: started[0]?.id }]);
      const running = await classrooms.running(id);
      expect(running?.id).toBe(started[0]?.id);
      if (!running) throw new Error('nothing runs');

      now += HOUR;
      expect(isEnded(running, clock())).toBe(true);
      expect(await classrooms.running(id)).toBeUndefined();
      expect((await classrooms.pastTheirEnd()).map((classroom) => classroom.id)).toEqual([running.id]);
      expect(await classrooms.pastTheirEnd(await educator('other@school.example'))).toEqual([]);
      expect(await classrooms.markEnded(running.id, false)).toBe(true);
      expect(await classrooms.markEnded(running.id, true)).toBe(false);
      expect(await classrooms.findOwn(id, running.id)).toMatchObject({ endedAt: clock().toISOString(), endedByEducator: false });
      expect(await classrooms.pastTheirEnd()).toEqual([]);
    });

    it('finds the newest sessions of a name across educators, and another educator’s session is not one’s own', async () => {
      now = START.getTime();
      const classrooms = classroomsRepository(database.db, clock);
      const mine = await educator('teacher@school.example');
      const theirs = await educator('other@school.example');
      const a = await classrooms.start(mine, 'Maths', 'aaaaaaaa', new Date(now + HOUR));
      now += 1000;
      const b = await classrooms.start(theirs, 'Maths', 'bbbbbbbb', new Date(now + HOUR));
      await classrooms.start(await educator('third@school.example'), 'History', 'cccccccc', new Date(now + HOUR));
      expect((await classrooms.withName('Maths', 10)).map((classroom) => classroom.id)).toEqual([b?.id, a?.id]);
      expect((await classrooms.withName('Maths', 1)).map((classroom) => classroom.id)).toEqual([b?.id]);
      expect(await classrooms.findOwn(mine, b?.id ?? '')).toBeUndefined();
      expect((await classrooms.listOwn(mine)).map((classroom) => classroom.id)).toEqual([a?.id]);
    });
  });
});
