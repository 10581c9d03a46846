/**
 * Trust round two, finding 12: anonymous POST /api/settings and /api/tours made a row for every
 * client id anyone made up (30 ids, 30 rows). New client records are now counted per IP.
 */
import { describe, expect, it } from 'vitest';
import { CLIENT_ID_HEADER } from '../../shared/api';
import { DEFAULT_SETTINGS } from '../../shared/settings';
import { testDatabases, type TestDatabase } from '../testing/databases';
import { accountsServerPerTest, tightLimits } from './accountsTestServer';

const ALLOWED = 4;

describe.each(testDatabases)('records made for client ids on $kind', (testDatabase: TestDatabase) => {
  describe.skipIf(testDatabase.skipReason !== undefined)('with a fresh server per test', () => {
    const server = accountsServerPerTest(testDatabase, {
      rateLimits: tightLimits({ perIp: ALLOWED, perIpAndAddress: 10, perAddress: 10, mailsPerAddress: 10, perUser: 10 }),
    });
    const save = (path: '/api/settings' | '/api/tours', clientId: string, ip = '203.0.113.7', token?: string) =>
      server().request('POST', path, {
        ip,
        token,
        headers: { [CLIENT_ID_HEADER]: clientId },
        body: path === '/api/settings' ? { settings: DEFAULT_SETTINGS } : { tours: { intro: true } },
      });
    const rows = async () =>
      (await server().database.db.selectFrom('settings').select('client_id').execute()).length +
      (await server().database.db.selectFrom('tours').select('client_id').execute()).length;

    it('lets one IP make only so many new records, settings and tours together, and nothing more is stored', async () => {
      const statuses = [];
      for (let index = 0; index < 3; index += 1) {
        statuses.push((await save('/api/settings', `made-up-client-${index}`)).statusCode);
        statuses.push((await save('/api/tours', `made-up-client-${index}`)).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
      expect(await rows()).toBe(ALLOWED);
      const refused = await save('/api/settings', 'made-up-client-9');
      expect(refused.json()).toEqual({ success: false, message: 'Too many attempts. Please try again in 15 minutes.' });
    });

    it('still saves a known client\'s record, a logged-in user\'s, and a new client from another IP', async () => {
      const token = await server().registerAndVerify('ann@example.com');
      for (let index = 0; index < ALLOWED; index += 1) expect((await save('/api/settings', `client-${index}`)).statusCode).toBe(200);
      expect((await save('/api/settings', 'client-new')).statusCode).toBe(429);
      expect((await save('/api/settings', 'client-0')).statusCode).toBe(200);
      expect((await save('/api/tours', 'client-new', '203.0.113.7', token)).statusCode).toBe(200);
      expect((await save('/api/settings', 'client-new', '198.51.100.3')).statusCode).toBe(200);
    });
  });
});
