import { beforeEach, describe, expect, it } from 'vitest';
import { parseDocumentState } from '../../shared/documentState';
import { EMPTY_DOCUMENT_STATE } from '../../shared/testing/documentStates';
import { testDatabases } from '../testing/databases';
import { freshDatabasePerTest } from '../testing/freshDatabase';
import { documentsRepository, InvalidDocumentStateError } from './documentsRepository';
import { referencedUploadNames, uploadNamesOf } from './documentUploadsRepository';
import { usersRepository } from './usersRepository';

const PNG = '0123456789abcdef0123456789abcdef.png';
const GIF = 'fedcba9876543210fedcba9876543210.gif';
const image = (url: string) => ({ url, file: 'plan.svg', position: { x: 20, y: 20 }, originSizes: { width: 10, height: 10 }, realSizes: { width: 10, height: 10 }, ratio: 1, display: true });
const stateWith = (url: string | null) => ({ ...EMPTY_DOCUMENT_STATE, image: url === null ? null : image(url) });

describe('uploadNamesOf', () => {
  it.each([
    [`/api/uploads/${PNG}`, [PNG]],
    [`https://planimetry.example/api/uploads/${GIF}?cache=1`, [GIF]],
    ['blob:https://planimetry.example/8f2c', []],
    ['/api/uploads/originals/0123456789abcdef0123456789abcdef.svg', []],
    ['/api/uploads/../../etc/passwd', []],
    [null, []],
  ])('reads %s as %j', (url, names) => {
    expect(uploadNamesOf(parseDocumentState(stateWith(url)))).toEqual(names);
  });
});

describe.each(testDatabases)('document_uploads through documentsRepository on $kind', ({ skipReason, open }) => {
  describe.skipIf(skipReason !== undefined)('with a fresh database per test', () => {
    const database = freshDatabasePerTest(open);
    let ann: string;
    const documents = () => documentsRepository(database.db);
    const save = (name: string, url: string | null, id?: string) =>
      documents().save({ userId: ann, id, name, state: stateWith(url), previewFile: null, deviceUuid: null, sessionId: null });
    const rowsOf = (documentId: string) =>
      database.db.selectFrom('document_uploads').select('upload_name').where('document_id', '=', documentId).execute();

    beforeEach(async () => {
      ann = (await usersRepository(database.db).create({ email: 'ann@example.com', passwordHash: 'x', firstName: 'Ann', lastName: 'A' })).id;
    });

    it('records the upload a saved document shows, and replaces it when the document is saved again', async () => {
      const saved = await save('Plot', `/api/uploads/${PNG}`);
      expect(await rowsOf(saved!.id)).toEqual([{ upload_name: PNG }]);
      await save('Plot', `/api/uploads/${GIF}`, saved!.id);
      expect(await rowsOf(saved!.id)).toEqual([{ upload_name: GIF }]);
      await save('Plot', null, saved!.id);
      expect(await rowsOf(saved!.id)).toEqual([]);
    });

    it('answers every referenced name once, and forgets a deleted document', async () => {
      const first = await save('One', `/api/uploads/${PNG}`);
      await save('Two', `/api/uploads/${PNG}`);
      await save('Three', `/api/uploads/${GIF}`);
      expect(await referencedUploadNames(database.db)).toEqual(new Set([PNG, GIF]));
      const three = await documents().findByName(ann, 'Three');
      await documents().delete(ann, three!.id);
      await documents().delete(ann, first!.id);
      expect(await referencedUploadNames(database.db)).toEqual(new Set([PNG]));
    });

    it('changes nothing when the save is refused', async () => {
      const saved = await save('Plot', `/api/uploads/${PNG}`);
      await expect(documents().save({ userId: ann, id: saved!.id, name: 'Plot', state: { ...stateWith(`/api/uploads/${GIF}`), zoom: -1 }, previewFile: null, deviceUuid: null, sessionId: null })).rejects.toThrow(InvalidDocumentStateError);
      expect(await documents().save({ userId: 'someone-else', id: saved!.id, name: 'Plot', state: stateWith(`/api/uploads/${GIF}`), previewFile: null, deviceUuid: null, sessionId: null })).toBeNull();
      expect(await rowsOf(saved!.id)).toEqual([{ upload_name: PNG }]);
    });
  });
});
