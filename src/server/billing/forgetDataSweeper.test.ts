/**
 * "Delete my data after my account expires": the sweeper deletes the saved documents, previews,
 * uploads, settings and help flags of an account whose plan ended with the request set, and
 * nothing of anyone else's; the login stays.
 */
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_STATUS } from '../../shared/billing';
import { subscriptionsRepository } from '../db/subscriptionsRepository';
import { dataUri, freshDocumentsAppPerTest, PNG_A, PNG_B, SQUARE_PLOT, type TestUser } from '../documents/testing/documentsTestApp';
import { testDatabases, type TestDatabase } from '../testing/databases';
import { openDiskFileStore } from '../storage/diskFileStore';
import { forgetExpiredData, startForgetDataSweeper } from './forgetDataSweeper';
import { grantPlan } from './testing/grantPlan';

/** The documents test app's clock. */
const NOW = new Date('2025-03-01T10:00:00.000Z');
const ENDED = '2025-02-28T10:00:00.000Z';
const RUNNING = '2025-04-01T10:00:00.000Z';
const ANN_UPLOAD = '0123456789abcdef0123456789abcdef.png';
const BOB_UPLOAD = 'fedcba9876543210fedcba9876543210.png';
const SILENT = { info: () => undefined, error: (details: object) => expect.fail(JSON.stringify(details)) };

const withImage = (name: string) => ({
  ...SQUARE_PLOT.state,
  image: { url: `/api/uploads/${name}`, file: 'plan.svg', position: { x: 20, y: 20 }, originSizes: { width: 10, height: 10 }, realSizes: { width: 10, height: 10 }, ratio: 1, display: true },
});

describe.each(testDatabases)('forgetting expired data on $kind', (testDatabase: TestDatabase) => {
  describe.skipIf(testDatabase.skipReason !== undefined)('with a fresh app per test', () => {
    const server = freshDocumentsAppPerTest(testDatabase);
    const db = () => server().database.db;

    /** An account with two documents (previews, one showing an upload), settings and help flags. */
    const accountWithData = async (email: string, upload: string): Promise<TestUser> => {
      const user = await server().createUser(email);
      const token = await user.tokenFor(`${email}-laptop`);
      const uploadsDir = join(server().dataDir, 'uploads');
      await mkdir(join(uploadsDir, 'originals'), { recursive: true });
      await writeFile(join(uploadsDir, upload), PNG_A);
      await writeFile(join(uploadsDir, 'originals', `${upload.split('.')[0]}.svg`), '<svg/>');
      for (const [name, state, preview] of [['Plot', withImage(upload), PNG_A], ['Garden', SQUARE_PLOT.state, PNG_B]] as const) {
        const saved = await server().as(token, { method: 'POST', url: '/api/document', payload: { name, state, preview: dataUri(preview) } });
        expect(saved.statusCode).toBe(200);
      }
      const stamp = NOW.toISOString();
      await db().insertInto('settings').values({ client_id: `user:${user.id}`, settings: '{}', updated_at: stamp }).execute();
      await db().insertInto('tours').values({ client_id: `user:${user.id}`, tours: '{}', updated_at: stamp }).execute();
      return user;
    };
    const documentsOf = (user: TestUser) => db().selectFrom('documents').select('name').where('user_id', '=', user.id).orderBy('name').execute();
    const previewsOf = (user: TestUser) => db().selectFrom('documents').select('preview_file').where('user_id', '=', user.id).execute();
    const files = async (folder: string) => (await readdir(join(server().dataDir, folder)).catch(() => [] as string[])).sort();
    const rowsKeyed = async (user: TestUser) => [
      ...(await db().selectFrom('settings').select('client_id').where('client_id', '=', `user:${user.id}`).execute()),
      ...(await db().selectFrom('tours').select('client_id').where('client_id', '=', `user:${user.id}`).execute()),
    ];

    it("deletes an expired account's documents, previews, uploads, settings and help flags, and keeps another account's", async () => {
      const ann = await accountWithData('ann@example.com', ANN_UPLOAD);
      const bob = await accountWithData('bob@example.com', BOB_UPLOAD);
      const bobsPreviews = (await previewsOf(bob)).map((row) => row.preview_file).sort();
      await grantPlan(db(), ann.id, 'Project', { endsAt: ENDED, forgetData: true, unsubscribe: true });

      expect(await forgetExpiredData({ db: db(), files: await openDiskFileStore(server().dataDir), now: () => NOW })).toEqual([ann.id]);

      expect(await documentsOf(ann)).toEqual([]);
      expect(await rowsKeyed(ann)).toEqual([]);
      expect(await files('previews')).toEqual(bobsPreviews);
      expect(await files('uploads')).toEqual([BOB_UPLOAD, 'originals']);
      expect(await files('uploads/originals')).toEqual([`${BOB_UPLOAD.split('.')[0]}.svg`]);
      expect(await documentsOf(bob)).toEqual([{ name: 'Garden' }, { name: 'Plot' }]);
      expect(await rowsKeyed(bob)).toHaveLength(2);
      // The login stays; the plan is over and the request done.
      expect(await db().selectFrom('users').select('id').where('id', '=', ann.id).executeTakeFirst()).toBeDefined();
      expect(await subscriptionsRepository(db()).findByUser(ann.id)).toMatchObject({ status: SUBSCRIPTION_STATUS.outdated, forgetData: false });
      expect(await forgetExpiredData({ db: db(), files: await openDiskFileStore(server().dataDir), now: () => NOW })).toEqual([]);
    });

    it('keeps the data while the plan runs, and of an ended plan without the request', async () => {
      const ann = await accountWithData('ann@example.com', ANN_UPLOAD);
      const bob = await accountWithData('bob@example.com', BOB_UPLOAD);
      await grantPlan(db(), ann.id, 'Pro', { endsAt: RUNNING, forgetData: true });
      await grantPlan(db(), bob.id, 'Pro', { endsAt: ENDED, forgetData: false });
      expect(await forgetExpiredData({ db: db(), files: await openDiskFileStore(server().dataDir), now: () => NOW })).toEqual([]);
      expect(await documentsOf(ann)).toHaveLength(2);
      expect(await documentsOf(bob)).toHaveLength(2);
      expect(await files('previews')).toHaveLength(4);
    });

    it('keeps an upload that another account’s document shows too', async () => {
      const ann = await accountWithData('ann@example.com', ANN_UPLOAD);
      const bob = await accountWithData('bob@example.com', BOB_UPLOAD);
      const bobToken = await bob.tokenFor('bob-phone');
      await server().as(bobToken, { method: 'POST', url: '/api/document', payload: { name: 'Copy', state: withImage(ANN_UPLOAD) } });
      await grantPlan(db(), ann.id, 'Pro', { endsAt: ENDED, forgetData: true });
      await forgetExpiredData({ db: db(), files: await openDiskFileStore(server().dataDir), now: () => NOW });
      expect(await files('uploads')).toEqual([ANN_UPLOAD, BOB_UPLOAD, 'originals'].sort());
    });

    it('sweeps once at start, and stop waits for that sweep', async () => {
      const ann = await accountWithData('ann@example.com', ANN_UPLOAD);
      await grantPlan(db(), ann.id, 'Pro', { endsAt: ENDED, forgetData: true });
      const sweeper = startForgetDataSweeper({ db: db(), files: await openDiskFileStore(server().dataDir), now: () => NOW, log: SILENT });
      await sweeper.stop();
      expect(await documentsOf(ann)).toEqual([]);
      expect(await files('previews')).toEqual([]);
    });
  });
});
