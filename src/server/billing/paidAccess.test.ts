/**
 * Access by plan on the server (spec §4 "Access by subscription"): saved documents and file
 * conversion answer 402 with where to go unless the trial or plan lets the account in at the
 * request's time; the account itself, settings and logout stay open to an account whose plan ended.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES, SUBSCRIPTION_STATUS } from '../../shared/billing';
import { MESSAGES } from '../../shared/constants';
import { SQUARE_PLOT, dataUri, PNG_A } from '../documents/testing/documentsTestApp';
import { accountsServerPerTest, START, type AccountsTestServer } from '../routes/accountsTestServer';
import { testDatabases, type TestDatabase } from '../testing/databases';
import { createConversionPool } from '../uploads/conversionPool';
import { bundleWorker, type BundledWorker } from '../uploads/testing/bundleWorker';
import { fileUpload } from '../uploads/testing/multipartBody';
import { grantPlan } from './testing/grantPlan';

const ANN = 'ann@example.com';
const BOB = 'bob@example.com';
const HOUR = 3_600_000;
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="50" height="50"/></svg>';
const past = new Date(START.getTime() - HOUR).toISOString();
const future = new Date(START.getTime() + 30 * 24 * HOUR).toISOString();

const refusal = (reason: 'subscription' | 'update-card' | 'activate') => ({
  success: false,
  reason,
  message: { subscription: BILLING_MESSAGES.paymentRequired, 'update-card': BILLING_MESSAGES.cardNeedsUpdate, activate: BILLING_MESSAGES.dayEnded }[reason],
});

let worker: BundledWorker;
beforeAll(async () => {
  worker = await bundleWorker('src/server/uploads/testing/stubCadWorker.ts');
});
afterAll(async () => {
  await worker?.remove();
});

describe.each(testDatabases)('access by plan on $kind', (testDatabase: TestDatabase) => {
  describe.skipIf(testDatabase.skipReason !== undefined)('with documents and uploads', () => {
    const server = accountsServerPerTest(testDatabase, {}, (dataDir) => ({
      documents: { dataDir },
      uploads: { dataDir, conversions: createConversionPool({ workerUrl: worker.url }) },
    }));

    /** A verified account with a year-long token; answers its id and token. */
    const account = async (email = ANN) => {
      await server().registerAndVerify(email);
      const login = await server().request('POST', '/login', { body: { email, password: 'secret-123', remember: true } });
      const row = await server().database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
      return { id: row.id, token: (login.json() as { accessToken: string }).accessToken };
    };
    const setUser = (id: string, changes: { trial_end?: string | null; is_session_user?: number }) =>
      server().database.db.updateTable('users').set(changes).where('id', '=', id).execute();
    const save = (token: string, name = 'Plot') =>
      server().request('POST', '/api/document', { token, body: { name, state: SQUARE_PLOT.state, preview: dataUri(PNG_A) } });
    const list = (token: string) => server().request('GET', '/api/documents', { token });
    const upload = (token: string, name = 'plan.svg', content = SVG) =>
      server().app.inject({ method: 'POST', url: '/api/uploads', ...fileUpload(name, content, { 'access-token': token }) });
    const storedDocuments = () => server().database.db.selectFrom('documents').select('name').execute();
    const filesUnder = async (server: AccountsTestServer, folder: string) =>
      (await readdir(join(server.dataDir, folder), { recursive: true, withFileTypes: true }).catch(() => [])).filter((entry) => entry.isFile());

    /** Whether saved documents and conversion let the token's account in: 'app', or the 402's reason. */
    const accessOf = async (token: string) => {
      const listed = await list(token);
      if (listed.statusCode === 200) return 'app';
      expect(listed.statusCode).toBe(402);
      return (listed.json() as { reason: string }).reason;
    };

    it('refuses an ended trial with 402 on save, list and upload, saving and keeping nothing', async () => {
      const ann = await account();
      await setUser(ann.id, { trial_end: past });
      for (const response of [await save(ann.token), await list(ann.token), await upload(ann.token)]) {
        expect(response.statusCode).toBe(402);
        expect(response.json()).toEqual(refusal('subscription'));
      }
      const image = await server().app.inject({ method: 'POST', url: '/api/images', ...fileUpload('plan.png', PNG_A, { 'access-token': ann.token }) });
      expect(image.statusCode).toBe(402);
      expect(await storedDocuments()).toEqual([]);
      expect(await filesUnder(server(), 'previews')).toEqual([]);
      expect(await filesUnder(server(), 'uploads')).toEqual([]);
    });

    it('keeps the account, settings and logout open to an account whose trial ended', async () => {
      const ann = await account();
      await setUser(ann.id, { trial_end: past });
      expect((await server().request('GET', '/api/user', { token: ann.token })).statusCode).toBe(200);
      expect((await server().request('GET', '/api/settings', { token: ann.token })).statusCode).toBe(200);
      expect((await server().request('GET', '/api/refresh', { token: ann.token })).statusCode).toBe(200);
      expect((await server().request('POST', '/api/update/name', { token: ann.token, body: { firstName: 'Annie', lastName: 'Lee' } })).statusCode).toBe(200);
      expect((await server().request('GET', `/logout/${ANN}`, { token: ann.token })).statusCode).toBe(200);
    });

    it('refuses every saved-documents call once the trial has ended, and the document stays as it was', async () => {
      const ann = await account();
      const saved = await save(ann.token);
      expect(saved.statusCode).toBe(200);
      const id = (saved.json() as { document: { id: string } }).document.id;
      await setUser(ann.id, { trial_end: past });
      const calls = [
        server().request('GET', `/api/document/${id}`, { token: ann.token }),
        server().request('PATCH', '/api/document', { token: ann.token, body: { id, action: 'archive' } }),
        server().request('DELETE', `/api/document/${id}`, { token: ann.token }),
        server().request('POST', '/api/document/clear-canvas', { token: ann.token }),
        server().request('POST', `/api/document/${id}/heartbeat`, { token: ann.token }),
        save(ann.token, 'Plot'),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.statusCode).toBe(402);
        expect(response.json()).toEqual(refusal('subscription'));
      }
      const stored = await server().database.db.selectFrom('documents').select(['name', 'archived']).execute();
      expect(stored.map((row) => ({ name: row.name, archived: Number(row.archived) }))).toEqual([{ name: 'Plot', archived: 0 }]);
    });

    it('lets a running trial in, and refuses it from the moment it ends, by the server clock', async () => {
      const ann = await account();
      await setUser(ann.id, { trial_end: new Date(START.getTime() + HOUR).toISOString() });
      expect((await save(ann.token)).statusCode).toBe(200);
      expect(await accessOf(ann.token)).toBe('app');
      server().advance(HOUR);
      expect(await accessOf(ann.token)).toBe('subscription');
    });

    it('follows the plan: Opened and running in, Opened but ended, Outdated and Failed out', async () => {
      const ann = await account();
      await setUser(ann.id, { trial_end: past });
      await grantPlan(server().database.db, ann.id, 'Pro', { endsAt: future });
      expect(await accessOf(ann.token)).toBe('app');
      expect((await upload(ann.token)).statusCode).toBe(200);
      await grantPlan(server().database.db, ann.id, 'Pro', { endsAt: past });
      expect(await accessOf(ann.token)).toBe('subscription');
      await grantPlan(server().database.db, ann.id, 'Project', { endsAt: future, status: SUBSCRIPTION_STATUS.outdated });
      expect(await accessOf(ann.token)).toBe('subscription');
      await grantPlan(server().database.db, ann.id, 'Pro', { endsAt: future, status: SUBSCRIPTION_STATUS.failed });
      const failed = await save(ann.token);
      expect(failed.statusCode).toBe(402);
      expect(failed.json()).toEqual(refusal('update-card'));
    });

    it('lets pay as you go in while its 24-hour session runs, and asks for a new one when it has ended', async () => {
      const ann = await account();
      await setUser(ann.id, { trial_end: past });
      await grantPlan(server().database.db, ann.id, 'PayPerDay', { endsAt: future, dayEnds: new Date(START.getTime() + HOUR).toISOString() });
      expect(await accessOf(ann.token)).toBe('app');
      server().advance(HOUR);
      const ended = await save(ann.token);
      expect(ended.statusCode).toBe(402);
      expect(ended.json()).toEqual(refusal('activate'));
    });

    it('treats a payment awaiting the bank check as no plan: the trial decides', async () => {
      const ann = await account();
      await grantPlan(server().database.db, ann.id, 'Pro', { endsAt: future, status: SUBSCRIPTION_STATUS.incomplete });
      expect(await accessOf(ann.token)).toBe('app');
      await setUser(ann.id, { trial_end: past });
      expect(await accessOf(ann.token)).toBe('subscription');
    });

    it('lets a session user in without trial or plan', async () => {
      const ann = await account();
      await setUser(ann.id, { trial_end: null, is_session_user: 1 });
      expect(await accessOf(ann.token)).toBe('app');
      expect((await upload(ann.token)).statusCode).toBe(200);
    });

    it("judges each request by its own token's account: another account's plan opens nothing", async () => {
      const ann = await account();
      const bob = await account(BOB);
      await setUser(ann.id, { trial_end: past });
      await grantPlan(server().database.db, bob.id, 'ProTeamUnlim');
      expect(await accessOf(ann.token)).toBe('subscription');
      expect(await accessOf(bob.token)).toBe('app');
    });

    it("limits a running trial's conversions to png, jpg and gif with the spec's message, and lets a subscriber convert", async () => {
      const ann = await account();
      const refused = await upload(ann.token, 'plan.dxf', '0\nEOF\n');
      // Not 401, 402 or 403: the client would log out or leave the page instead of showing the message.
      expect(refused.statusCode).toBe(415);
      expect(refused.json()).toEqual({ success: false, message: MESSAGES.trialImportOnly });
      expect(MESSAGES.trialImportOnly).toBe('Import .png .jpg or .gif only during trial.');
      const image = await server().app.inject({ method: 'POST', url: '/api/images', ...fileUpload('plan.png', PNG_A, { 'access-token': ann.token }) });
      expect(image.statusCode).toBe(200);
      await grantPlan(server().database.db, ann.id, 'Project', { endsAt: future });
      expect((await upload(ann.token)).statusCode).toBe(200);
    });
  });
});
