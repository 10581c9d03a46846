import { describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import { freshDatabasePerTest } from '../testing/freshDatabase';
import { DuplicateEmailError, usersRepository, type NewUser } from './usersRepository';

const ANN: NewUser = { email: '  Ann.Surveyor@Example.COM ', passwordHash: '$argon2id$fake', firstName: 'Ann', lastName: 'Surveyor' };

describe.each(testDatabases)('usersRepository on $kind', ({ skipReason, open }) => {
  describe.skipIf(skipReason !== undefined)('with a fresh database per test', () => {
    const database = freshDatabasePerTest(open);

    it('creates an unverified account with its address trimmed and lowercased', async () => {
      const clock = new Date('2025-03-01T10:00:00.000Z');
      const created = await usersRepository(database.db, () => clock).create({ ...ANN, deviceUuid: 'device-1', isFromApp: true });
      expect(created).toMatchObject({
        email: 'ann.surveyor@example.com',
        firstName: 'Ann',
        deviceUuid: 'device-1',
        isFromApp: true,
        isSessionUser: false,
        extendTrial: false,
        verifiedAt: null,
        createdAt: clock.toISOString(),
      });
      expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(await usersRepository(database.db).findById(created.id)).toEqual(created);
    });

    it('finds an account by address whatever its case and spaces', async () => {
      const repository = usersRepository(database.db);
      const created = await repository.create(ANN);
      expect(await repository.findByEmail('ANN.surveyor@example.com')).toEqual(created);
      expect(await repository.findByEmail('bob@example.com')).toBeUndefined();
      expect(await repository.findById('no-such-id')).toBeUndefined();
    });

    it('refuses a second account with the same address, differently written, with a DuplicateEmailError', async () => {
      const repository = usersRepository(database.db);
      await repository.create(ANN);
      const second = repository.create({ ...ANN, email: 'ann.surveyor@EXAMPLE.com' });
      await expect(second).rejects.toBeInstanceOf(DuplicateEmailError);
      await expect(second).rejects.toThrow('ann.surveyor@example.com already exists');
      expect(await database.db.selectFrom('users').select('id').execute()).toHaveLength(1);
    });

    it('marks an account verified once, keeping the first time', async () => {
      let clock = new Date('2025-03-01T10:00:00.000Z');
      const repository = usersRepository(database.db, () => clock);
      const { id } = await repository.create(ANN);
      clock = new Date('2025-03-02T08:00:00.000Z');
      expect((await repository.markVerified(id))?.verifiedAt).toBe('2025-03-02T08:00:00.000Z');
      clock = new Date('2025-03-05T08:00:00.000Z');
      expect((await repository.markVerified(id))?.verifiedAt).toBe('2025-03-02T08:00:00.000Z');
      expect(await repository.markVerified('no-such-id')).toBeUndefined();
    });

    it('starts a trial once: a second start keeps the first end, and another account is untouched', async () => {
      const repository = usersRepository(database.db);
      const { id } = await repository.create(ANN);
      const bob = await repository.create({ ...ANN, email: 'bob@example.com' });
      expect((await repository.startTrial(id, new Date('2025-03-08T10:00:00.000Z')))?.trialEnd).toBe('2025-03-08T10:00:00.000Z');
      expect((await repository.startTrial(id, new Date('2025-04-30T10:00:00.000Z')))?.trialEnd).toBe('2025-03-08T10:00:00.000Z');
      expect((await repository.findById(bob.id))?.trialEnd).toBeNull();
      expect(await repository.startTrial('no-such-id', new Date())).toBeUndefined();
    });

    it('updates the name and the password hash, stamping updated_at', async () => {
      let clock = new Date('2025-03-01T10:00:00.000Z');
      const repository = usersRepository(database.db, () => clock);
      const { id } = await repository.create(ANN);
      clock = new Date('2025-04-01T10:00:00.000Z');
      expect(await repository.updateName(id, 'Annie', "O'Neill")).toMatchObject({
        firstName: 'Annie',
        lastName: "O'Neill",
        updatedAt: clock.toISOString(),
      });
      expect((await repository.updatePasswordHash(id, '$argon2id$other'))?.passwordHash).toBe('$argon2id$other');
      expect(await repository.updateName('no-such-id', 'A', 'B')).toBeUndefined();
    });

    it('records and forgets the device', async () => {
      const repository = usersRepository(database.db);
      const { id } = await repository.create(ANN);
      expect((await repository.updateDeviceUuid(id, 'laptop-1234'))?.deviceUuid).toBe('laptop-1234');
      expect((await repository.updateDeviceUuid(id, null))?.deviceUuid).toBeNull();
      expect(await repository.updateDeviceUuid('no-such-id', 'x')).toBeUndefined();
    });

    it('changes the address, normalized, and refuses one that another account has', async () => {
      const repository = usersRepository(database.db);
      const ann = await repository.create(ANN);
      await repository.create({ ...ANN, email: 'bob@example.com', firstName: 'Bob' });
      expect((await repository.updateEmail(ann.id, ' Ann@New.example '))?.email).toBe('ann@new.example');
      await expect(repository.updateEmail(ann.id, 'BOB@example.com')).rejects.toBeInstanceOf(DuplicateEmailError);
      expect((await repository.findById(ann.id))?.email).toBe('ann@new.example');
    });

    it('stores names with quotes and unicode as they are, not as SQL', async () => {
      const repository = usersRepository(database.db);
      const created = await repository.create({ ...ANN, firstName: "Robert'); drop table users;--", lastName: 'Zoë 測量' });
      expect(await repository.findById(created.id)).toMatchObject({ firstName: "Robert'); drop table users;--", lastName: 'Zoë 測量' });
    });

    it('extends a trial once: a second extension changes nothing', async () => {
      const repository = usersRepository(database.db);
      const { id } = await repository.create({ ...ANN, trialEnd: '2025-03-08T10:00:00.000Z' });
      expect(await repository.extendTrial(id, '2025-03-15T10:00:00.000Z')).toMatchObject({ trialEnd: '2025-03-15T10:00:00.000Z', extendTrial: true });
      expect(await repository.extendTrial(id, '2025-04-01T10:00:00.000Z')).toBeUndefined();
      expect(await repository.extendTrial('no-such-id', '2025-04-01T10:00:00.000Z')).toBeUndefined();
      expect(await repository.findById(id)).toMatchObject({ trialEnd: '2025-03-15T10:00:00.000Z', extendTrial: true });
    });
  });
});
