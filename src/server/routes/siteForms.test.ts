/**
 * The public site's forms on both databases: the API page's `POST /register-api` and the
 * feedback modal's `POST /api/listening`, with the bad input an attacker or a broken client sends.
 */
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_LIMITS } from '../../shared/accounts';
import { API_BODY_LIMIT_BYTES } from '../../shared/constants';
import { API_INTEREST_THANKS, API_PLANS } from '../../shared/content';
import { testDatabases, type TestDatabase } from '../testing/databases';
import { accountsServerPerTest, tightLimits, type AccountsTestServer } from './accountsTestServer';

const VALID_INTEREST = { name: 'Ann Lee', email: ' Ann@Example.com ', website: 'survey.example.com', plan: 'maps images', comment: 'We measure roofs.\nLots of them.' };
const VALID_FEEDBACK = { email: 'ann@example.com', message: 'Love the wand' };

const raw = (server: AccountsTestServer, url: string, payload: string, contentType = 'application/json'): Promise<LightMyRequestResponse> =>
  server.app.inject({ method: 'POST', url, payload, remoteAddress: '203.0.113.1', headers: { 'content-type': contentType } });

async function expectBadBodiesRefused(server: AccountsTestServer, url: string): Promise<void> {
  expect((await raw(server, url, '{"email":')).json(), url).toEqual({ success: false, message: 'Malformed JSON body' });
  expect((await raw(server, url, 'email=ann@example.com', 'text/plain')).statusCode, url).toBe(415);
  expect((await raw(server, url, 'email=ann@example.com', 'application/x-www-form-urlencoded')).statusCode, url).toBe(415);
  expect((await raw(server, url, JSON.stringify({ email: 'x'.repeat(API_BODY_LIMIT_BYTES) }))).statusCode, url).toBe(413);
  for (const body of ['{}', '[]', 'null', '"ann@example.com"', 'true']) {
    const response = await raw(server, url, body);
    expect(response.statusCode, `${url} ${body}`).toBe(400);
    expect(response.json(), `${url} ${body}`).toMatchObject({ success: false, message: expect.any(String) });
  }
}

describe.each(testDatabases)('the site forms on $kind', (testDatabase: TestDatabase) => {
  describe.skipIf(testDatabase.skipReason !== undefined)('with a fresh server per test', () => {
    const server = accountsServerPerTest(testDatabase);

    it('stores a registration of interest for each plan and thanks the visitor', async () => {
      for (const plan of API_PLANS) {
        const response = await server().request('POST', '/register-api', { body: { ...VALID_INTEREST, plan: plan.id } });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ success: true, message: API_INTEREST_THANKS });
      }
      // Comments are optional.
      const { comment: _comment, ...withoutComment } = VALID_INTEREST;
      expect((await server().request('POST', '/register-api', { body: { ...withoutComment, website: 'https://b.example.org/api' } })).statusCode).toBe(200);

      const rows = await server().database.db.selectFrom('api_interest').select(['name', 'email', 'website', 'plan', 'comment']).execute();
      expect(rows).toHaveLength(API_PLANS.length + 1);
      expect(rows[0]).toEqual({ name: 'Ann Lee', email: 'ann@example.com', website: 'survey.example.com', plan: 'maps', comment: 'We measure roofs.\nLots of them.' });
      expect(rows.at(-1)).toMatchObject({ website: 'https://b.example.org/api', comment: '' });
    });

    it('refuses a bad registration of interest with the field and its message, storing nothing', async () => {
      for (const [change, field, message] of [
        [{ plan: 'maps images pro max' }, 'plan', 'Plan is not valid.'],
        [{ plan: 'Maps' }, 'plan', 'Plan is not valid.'],
        [{ plan: 3 }, 'plan', 'Plan is not valid.'],
        [{ plan: undefined }, 'plan', 'Plan is not valid.'],
        [{ website: 'not a website' }, 'website', 'Website is not valid.'],
        [{ website: 'javascript:alert(1)' }, 'website', 'Website is not valid.'],
        [{ website: 'ftp://files.example.com' }, 'website', 'Website is not valid.'],
        [{ website: 'localhost' }, 'website', 'Website is not valid.'],
        [{ website: `https://example.com/${'a'.repeat(2048)}` }, 'website', 'Website must be no more than 2048 characters.'],
        [{ website: '' }, 'website', 'Website is required.'],
        [{ name: '  ' }, 'name', 'Name is required.'],
        [{ name: 'Ann\u0000Lee' }, 'name', 'Name is not valid.'],
        [{ name: 'Ann\nLee' }, 'name', 'Name is not valid.'],
        [{ name: 'x'.repeat(ACCOUNT_LIMITS.nameMax + 1) }, 'name', `Name must be no more than ${ACCOUNT_LIMITS.nameMax} characters.`],
        [{ name: { first: 'Ann' } }, 'name', 'Name is not valid.'],
        [{ email: 'ann@' }, 'email', 'Email must be a valid email address.'],
        [{ email: 'ann\u001b@example.com' }, 'email', 'Email is not valid.'],
        [{ email: null }, 'email', 'Email is required.'],
        [{ comment: 'Hi\u0007there' }, 'comment', 'Comments is not valid.'],
        [{ comment: 'x'.repeat(ACCOUNT_LIMITS.messageMax + 1) }, 'comment', `Comments must be no more than ${ACCOUNT_LIMITS.messageMax} characters.`],
        [{ comment: ['a'] }, 'comment', 'Comments is not valid.'],
      ] as const) {
        const body = { ...VALID_INTEREST, ...change };
        const response = await server().request('POST', '/register-api', { body });
        expect(response.statusCode, JSON.stringify(change)).toBe(400);
        expect(response.json(), JSON.stringify(change)).toMatchObject({ success: false, field });
        expect(response.json().message, JSON.stringify(change)).toContain(message);
      }
      await expectBadBodiesRefused(server(), '/register-api');
      expect(await server().database.db.selectFrom('api_interest').selectAll().execute()).toEqual([]);
    });

    it('refuses bad feedback with a clear message, storing nothing', async () => {
      for (const [change, message] of [
        [{ message: '' }, 'Message is required.'],
        [{ message: 'x\u0000y' }, 'Message is not valid.'],
        [{ message: 42 }, 'Message is not valid.'],
        [{ email: 'nobody' }, 'Email must be a valid email address.'],
        [{ email: 'ann\u0008@example.com' }, 'Email is not valid.'],
        [{ email: ['ann@example.com'] }, 'Email is not valid.'],
        [{ message: 'x'.repeat(ACCOUNT_LIMITS.messageMax + 1) }, `Message must be no more than ${ACCOUNT_LIMITS.messageMax} characters.`],
      ] as const) {
        const response = await server().request('POST', '/api/listening', { body: { ...VALID_FEEDBACK, ...change } });
        expect(response.statusCode, JSON.stringify(change)).toBe(400);
        expect(response.json().message, JSON.stringify(change)).toContain(message);
      }
      await expectBadBodiesRefused(server(), '/api/listening');
      expect(await server().database.db.selectFrom('feedback').selectAll().execute()).toEqual([]);
    });
  });

  describe.skipIf(testDatabase.skipReason !== undefined)('with tight limits', () => {
    const server = accountsServerPerTest(testDatabase, { rateLimits: tightLimits({ perIp: 2, perIpAndAddress: 2, perAddress: 2, mailsPerAddress: 2, perUser: 2 }) });

    it('limits registrations of interest and feedback per IP, each on its own count', async () => {
      for (let sent = 0; sent < 2; sent += 1) expect((await server().request('POST', '/register-api', { body: VALID_INTEREST })).statusCode).toBe(200);
      const limited = await server().request('POST', '/register-api', { body: VALID_INTEREST });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/^Too many attempts/);
      expect((await server().request('POST', '/register-api', { body: VALID_INTEREST, ip: '198.51.100.2' })).statusCode).toBe(200);

      for (let sent = 0; sent < 2; sent += 1) expect((await server().request('POST', '/api/listening', { body: VALID_FEEDBACK })).statusCode).toBe(200);
      expect((await server().request('POST', '/api/listening', { body: VALID_FEEDBACK })).statusCode).toBe(429);
    });
  });
});
