import { beforeEach, describe, expect, it } from 'vitest';
import { DOCUMENT_STATE_VERSION } from '../../shared/documentState';
import { testDatabases } from '../testing/databases';
import { freshDatabasePerTest } from '../testing/freshDatabase';
import { documentsRepository, InvalidDocumentStateError, type SaveDocumentInput } from './documentsRepository';
import { usersRepository } from './usersRepository';

/** A closed 300 × 300 px square on one layer, saved without a version (as version 0). */
function squareState() {
  const corners = [{ x: 100, y: 100 }, { x: 400, y: 100 }, { x: 400, y: 400 }, { x: 100, y: 400 }];
  const lines = corners.map((point, index) => ({ type: 'straight', points: [point, corners[(index + 1) % 4]] }));
  const sketch = {
    closed: true, type: 'lines', angleClosed: false, hasCurved: false, labelsVisible: true,
    lines, angleLines: [], shapes: [], controlPoints: [], supportPoints: [],
  };
  return {
    drawArea: { width: 1200, height: 900 },
    image: null,
    instrument: 'straight',
    layers: {
      showAllLayers: false,
      currentIndex: 0,
      list: [{ id: 1, color: 'pink', sketch, notes: [], history: { entries: [sketch], currentPosition: 0 }, visible: true, pinned: false }],
    },
    map: null,
    scale: { value: 2.5, text: '2.5', measure: 'm', lineReady: false, manual: true },
    zoom: 2.5,
    offset: { x: -120.25, y: 33.125 },
    label: { showSumLabels: true },
  };
}

describe.each(testDatabases)('documentsRepository on $kind', ({ skipReason, open }) => {
  describe.skipIf(skipReason !== undefined)('with a fresh database per test', () => {
    const database = freshDatabasePerTest(open);
    let ann: string;
    let bob: string;
    let clock: Date;
    const at = (iso: string) => {
      clock = new Date(iso);
    };
    const repository = () => documentsRepository(database.db, () => clock);
    const input = (overrides: Partial<SaveDocumentInput> = {}): SaveDocumentInput => ({
      userId: ann,
      name: 'Plot 1',
      state: squareState(),
      previewFile: null,
      deviceUuid: 'device-a',
      sessionId: null,
      ...overrides,
    });

    beforeEach(async () => {
      const users = usersRepository(database.db);
      ann = (await users.create({ email: 'ann@example.com', passwordHash: 'x', firstName: 'Ann', lastName: 'A' })).id;
      bob = (await users.create({ email: 'bob@example.com', passwordHash: 'x', firstName: 'Bob', lastName: 'B' })).id;
      at('2025-01-01T00:00:00.000Z');
    });

    it('creates a document and reads back the state to the last digit, migrated to the current version', async () => {
      const saved = await repository().save(input({ previewFile: 'abc.png', sessionId: 'session-7' }));
      expect(saved).toMatchObject({
        name: 'Plot 1',
        previewFile: 'abc.png',
        archived: false,
        deviceUuid: 'device-a',
        sessionId: 'session-7',
        createdAt: '2025-01-01T00:00:00.000Z',
        updatedAt: '2025-01-01T00:00:00.000Z',
      });
      const opened = await repository().get(ann, saved!.id);
      expect(opened).toEqual(saved);
      expect(opened!.state.version).toBe(DOCUMENT_STATE_VERSION);
      expect(opened!.state.offset).toEqual({ x: -120.25, y: 33.125 });
      expect(opened!.state.layers.list[0]!.sketch.lines[1]!.points).toEqual([{ x: 400, y: 100 }, { x: 400, y: 400 }]);
    });

    it('keeps the preview as a file name in the row, never image data', async () => {
      const saved = await repository().save(input({ previewFile: 'f3a9.png' }));
      const row = await database.db.selectFrom('documents').select(['preview_file', 'state']).where('id', '=', saved!.id).executeTakeFirstOrThrow();
      expect(row.preview_file).toBe('f3a9.png');
      expect(row.state).not.toContain('data:image');
    });

    it('lists only the owner’s documents, newest change first, without states', async () => {
      const first = await repository().save(input({ name: 'First' }));
      at('2025-01-02T00:00:00.000Z');
      const second = await repository().save(input({ name: 'Second' }));
      at('2025-01-03T00:00:00.000Z');
      await repository().save(input({ userId: bob, name: 'Bob’s' }));
      at('2025-01-04T00:00:00.000Z');
      await repository().save(input({ id: first!.id, name: 'First, edited' }));

      const list = await repository().list(ann);
      expect(list.map((summary) => summary.name)).toEqual(['First, edited', 'Second']);
      expect(list[1]!.id).toBe(second!.id);
      expect(list[0]).not.toHaveProperty('state');
      expect(await repository().list('nobody')).toEqual([]);
    });

    it('updates the owner’s document in place', async () => {
      const saved = await repository().save(input());
      at('2025-02-01T00:00:00.000Z');
      const state = { ...squareState(), zoom: 7 };
      const updated = await repository().save(input({ id: saved!.id, name: 'Plot 1b', state, deviceUuid: 'device-b' }));
      expect(updated).toMatchObject({ id: saved!.id, name: 'Plot 1b', deviceUuid: 'device-b', createdAt: saved!.createdAt, updatedAt: '2025-02-01T00:00:00.000Z' });
      expect(updated!.state.zoom).toBe(7);
      expect(await repository().list(ann)).toHaveLength(1);
    });

    it('treats another user’s document as missing: get, save, archive and delete answer null and change nothing', async () => {
      const saved = await repository().save(input());
      expect(await repository().get(bob, saved!.id)).toBeNull();
      expect(await repository().save(input({ userId: bob, id: saved!.id, name: 'Stolen' }))).toBeNull();
      expect(await repository().setArchived(bob, saved!.id, true)).toBeNull();
      expect(await repository().delete(bob, saved!.id)).toBeNull();
      expect(await repository().findByName(bob, 'Plot 1')).toBeNull();
      expect(await repository().get(ann, saved!.id)).toEqual(saved);
    });

    it('answers null for an unknown id', async () => {
      expect(await repository().get(ann, 'no-such-id')).toBeNull();
      expect(await repository().save(input({ id: 'no-such-id' }))).toBeNull();
      expect(await repository().list(ann)).toEqual([]);
    });

    it('refuses a state that fails the schema with InvalidDocumentStateError, storing nothing', async () => {
      const saved = await repository().save(input());
      const broken = { ...squareState(), zoom: 11 };
      await expect(repository().save(input({ state: broken }))).rejects.toBeInstanceOf(InvalidDocumentStateError);
      await expect(repository().save(input({ id: saved!.id, state: broken }))).rejects.toThrow(/Document state is invalid.*zoom/s);
      await expect(repository().save(input({ state: 'drop table documents' }))).rejects.toThrow(/must be an object/);
      expect(await repository().get(ann, saved!.id)).toEqual(saved);
      expect(await repository().list(ann)).toHaveLength(1);
    });

    it('refuses to read a stored state that was broken by hand, naming the document', async () => {
      const saved = await repository().save(input());
      await database.db.updateTable('documents').set({ state: '{"zoom":' }).where('id', '=', saved!.id).execute();
      await expect(repository().get(ann, saved!.id)).rejects.toThrow(`Stored state of document ${saved!.id} is not valid JSON`);
      await database.db.updateTable('documents').set({ state: '{"version":1}' }).where('id', '=', saved!.id).execute();
      await expect(repository().get(ann, saved!.id)).rejects.toThrow(`Stored state of document ${saved!.id} is invalid`);
    });

    it('archives and restores', async () => {
      const saved = await repository().save(input());
      at('2025-03-01T00:00:00.000Z');
      expect(await repository().setArchived(ann, saved!.id, true)).toMatchObject({ archived: true, updatedAt: '2025-03-01T00:00:00.000Z' });
      expect((await repository().get(ann, saved!.id))!.archived).toBe(true);
      expect(await repository().setArchived(ann, saved!.id, false)).toMatchObject({ archived: false });
    });

    it('deletes and answers what it deleted, so the caller can remove the preview file', async () => {
      const saved = await repository().save(input({ previewFile: 'gone.png' }));
      expect(await repository().delete(ann, saved!.id)).toMatchObject({ id: saved!.id, previewFile: 'gone.png' });
      expect(await repository().get(ann, saved!.id)).toBeNull();
      expect(await repository().delete(ann, saved!.id)).toBeNull();
    });

    it('finds the newest document of a name, exactly as written, SQL-looking or unicode', async () => {
      await repository().save(input({ name: "Plot'; drop table documents;--" }));
      at('2025-01-05T00:00:00.000Z');
      const newer = await repository().save(input({ name: 'Größe 測量' }));
      at('2025-01-06T00:00:00.000Z');
      const newest = await repository().save(input({ name: 'Größe 測量' }));
      expect((await repository().findByName(ann, 'Größe 測量'))!.id).toBe(newest!.id);
      expect(newer!.id).not.toBe(newest!.id);
      expect(await repository().findByName(ann, "Plot'; drop table documents;--")).toMatchObject({ name: "Plot'; drop table documents;--" });
      expect(await repository().findByName(ann, 'größe 測量')).toBeNull();
    });

    it('goes with its owner when the account is deleted', async () => {
      await repository().save(input());
      await database.db.deleteFrom('users').where('id', '=', ann).execute();
      expect(await database.db.selectFrom('documents').select('id').execute()).toEqual([]);
    });
  });
});
