import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_DOCUMENT_STATE } from '../../../shared/testing/documentStates';
import { testDatabases } from '../../testing/databases';
import { allMigrations } from '../allMigrations';
import type { Database } from '../createDatabase';
import { migrateToLatest } from '../migrateToLatest';

const NAME = '0011_create_document_uploads';
const PNG = '0123456789abcdef0123456789abcdef.png';
const JPG = 'fedcba9876543210fedcba9876543210.jpg';
const before = Object.fromEntries(Object.entries(allMigrations).filter(([name]) => name < NAME));
const through = Object.fromEntries(Object.entries(allMigrations).filter(([name]) => name <= NAME));
const withImage = (url: string) => JSON.stringify({ ...EMPTY_DOCUMENT_STATE, image: { url, file: 'plan.svg', position: { x: 20, y: 20 }, originSizes: { width: 10, height: 10 }, realSizes: { width: 10, height: 10 }, ratio: 1, display: true } });

describe.each(testDatabases)(`migration ${NAME} on $kind`, ({ skipReason, openEmpty }) => {
  describe.skipIf(skipReason !== undefined)('with a fresh database per test', () => {
    let database: Database;
    beforeEach(async () => {
      database = await openEmpty();
      await migrateToLatest(database.db, before);
      const stamp = new Date(0).toISOString();
      await database.db
        .insertInto('users')
        .values({ id: 'u1', email: 'ann@example.com', password_hash: 'h', first_name: 'Ann', last_name: 'S', device_uuid: null, is_from_app: 0, is_session_user: 0, verified_at: null, trial_end: null, extend_trial: 0, created_at: stamp, updated_at: stamp })
        .execute();
      const documents: [string, string][] = [
        ['d-png', withImage(`/api/uploads/${PNG}`)],
        ['d-jpg', withImage(`https://planimetry.example/api/uploads/${JPG}?v=2`)],
        ['d-blob', withImage('blob:https://planimetry.example/5d1e')],
        ['d-other', withImage('/api/uploads/originals/0123456789abcdef0123456789abcdef.svg')],
        ['d-none', JSON.stringify(EMPTY_DOCUMENT_STATE)],
        ['d-broken', '{not json'],
      ];
      // More than one page of documents, so the backfill's paging is crossed.
      for (let index = 0; index < 450; index++) documents.push([`d-more-${String(index).padStart(3, '0')}`, withImage(`/api/uploads/${index.toString(16).padStart(32, '0')}.gif`)]);
      await database.db
        .insertInto('documents')
        .values(documents.map(([id, state]) => ({ id, user_id: 'u1', name: id, state, preview_file: null, archived: 0, device_uuid: null, session_id: null, created_at: stamp, updated_at: stamp })))
        .execute();
    });
    afterEach(async () => {
      await database.destroy();
    });

    it('fills document_uploads from the saved states: server images only, every page', async () => {
      expect(await migrateToLatest(database.db, through)).toEqual([NAME]);
      const rows = await database.db.selectFrom('document_uploads').selectAll().orderBy('document_id').execute();
      expect(rows).toHaveLength(452);
      expect(rows.filter((row) => !row.document_id.startsWith('d-more'))).toEqual([
        { document_id: 'd-jpg', upload_name: JPG },
        { document_id: 'd-png', upload_name: PNG },
      ]);
      expect(rows.find((row) => row.document_id === 'd-more-449')).toEqual({ document_id: 'd-more-449', upload_name: `${(449).toString(16).padStart(32, '0')}.gif` });
    });

    it('deletes the rows with their document', async () => {
      await migrateToLatest(database.db);
      await database.db.deleteFrom('documents').where('id', '=', 'd-png').execute();
      const names = await database.db.selectFrom('document_uploads').select('upload_name').where('document_id', 'in', ['d-png', 'd-jpg']).execute();
      expect(names).toEqual([{ upload_name: JPG }]);
    });
  });
});
