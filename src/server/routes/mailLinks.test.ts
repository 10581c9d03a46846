/**
 * Issue 16 item 8: the links in account mail follow the address the app was reached at when
 * PUBLIC_URL is not set, but only for hosts the server knows, so a forged Host (or, with
 * TRUST_PROXY, X-Forwarded-Host) never puts an attacker's site into someone's mail.
 */
import { describe, expect, it } from 'vitest';
import { readOutbox } from '../mail/readOutbox';
import { testDatabases, type TestDatabase } from '../testing/databases';
import { accountsServerPerTest, PUBLIC_URL, type AccountsTestServer } from './accountsTestServer';

const ANN = 'ann@example.com';
const LISTENING = 'http://localhost:8080';
const PROXY = '203.0.113.1';

const register = (server: AccountsTestServer, headers: Record<string, string>) =>
  server.request('POST', '/register', { body: { type: 'user', firstName: 'Ann', lastName: 'Lee', email: ANN, password: 'secret-123' }, headers });

/** The one link in the newest mail to `to` whose subject starts with `subject`. */
async function mailedLink(server: AccountsTestServer, to: string, subject: string): Promise<string> {
  await server.settled();
  const mail = (await readOutbox(server.dataDir)).filter((each) => each.to === to && each.subject.startsWith(subject)).at(-1);
  const link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error(`No link mailed to ${to}`);
  return link;
}

const verifyLinkBase = async (server: AccountsTestServer, headers: Record<string, string>) => {
  expect((await register(server, headers)).statusCode).toBe(200);
  return (await mailedLink(server, ANN, 'Verify')).replace(/\/verify\/\S+$/, '');
};

/** Registers and verifies Ann, then asks for a reset of her address with `headers`; answers the mail's text. */
async function resetMailText(server: AccountsTestServer, headers: Record<string, string>): Promise<string> {
  await server.registerAndVerify(ANN);
  expect((await server.request('POST', '/reset/password', { body: { email: ANN }, headers })).statusCode).toBe(200);
  await server.settled();
  const mail = (await readOutbox(server.dataDir)).filter((each) => each.subject.startsWith('Your one-time')).at(-1);
  // The HTML part is made from the same link.
  return mail?.text ?? '';
}

describe.each(testDatabases)('the links in account mail, on $kind', (testDatabase: TestDatabase) => {
  describe.skipIf(testDatabase.skipReason !== undefined)('with PUBLIC_URL', () => {
    const server = accountsServerPerTest(testDatabase);

    it('always points at PUBLIC_URL, whatever Host the request names', async () => {
      expect(await verifyLinkBase(server(), { host: 'localhost:5173' })).toBe(PUBLIC_URL);
      const text = await resetMailText(server(), { host: 'evil.example' });
      expect(text).toContain(`${PUBLIC_URL}/login`);
      expect(text).not.toContain('evil.example');
    });
  });

  describe.skipIf(testDatabase.skipReason !== undefined)('without PUBLIC_URL', () => {
    const server = accountsServerPerTest(testDatabase, { publicUrl: undefined, listeningUrl: LISTENING, allowedHosts: ['planimetry.test'] });

    it('follows the address the request reached: localhost at any port, and a host in ALLOWED_HOSTS', async () => {
      expect(await verifyLinkBase(server(), { host: 'localhost:5173' })).toBe('http://localhost:5173');
      expect(await verifyLinkBase(server(), { host: 'PLANIMETRY.test:8443' })).toBe('http://planimetry.test:8443');
    });

    it('answers the listening address for a Host it does not know', async () => {
      expect(await verifyLinkBase(server(), { host: 'evil.example' })).toBe(LISTENING);
      expect(await verifyLinkBase(server(), { host: 'planimetry.test.evil.example' })).toBe(LISTENING);
    });

    it('ignores forwarded headers without TRUST_PROXY', async () => {
      const base = await verifyLinkBase(server(), { host: 'localhost:8080', 'x-forwarded-host': 'planimetry.test', 'x-forwarded-proto': 'https' });
      expect(base).toBe('http://localhost:8080');
    });

    it('never mails a forged Host to the owner of the address a reset was asked for', async () => {
      const text = await resetMailText(server(), { host: 'evil.example' });
      expect(text).not.toContain('evil.example');
      expect(text).toContain(`${LISTENING}/login`);
    });

    it('puts the allowed address of the request into the address-change link', async () => {
      const token = await server().registerAndVerify(ANN);
      const changed = await server().request('POST', '/api/update/email', {
        token,
        body: { email: 'ann.new@example.com', password: 'secret-123' },
        headers: { host: 'planimetry.test' },
      });
      expect(changed.statusCode).toBe(200);
      expect(await mailedLink(server(), 'ann.new@example.com', 'Confirm')).toMatch(/^http:\/\/planimetry\.test\/confirm-email\//);
    });
  });

  describe.skipIf(testDatabase.skipReason !== undefined)('without PUBLIC_URL, behind a trusted proxy', () => {
    const server = accountsServerPerTest(testDatabase, { publicUrl: undefined, listeningUrl: LISTENING, allowedHosts: ['planimetry.test'] }, () => ({
      trustProxy: PROXY,
    }));

    it("follows the proxy's X-Forwarded-Proto and -Host when the host is allowed", async () => {
      const base = await verifyLinkBase(server(), { host: '10.0.0.5:8080', 'x-forwarded-host': 'planimetry.test', 'x-forwarded-proto': 'https' });
      expect(base).toBe('https://planimetry.test');
    });

    it('never mails a forged X-Forwarded-Host the proxy passed on', async () => {
      const text = await resetMailText(server(), { host: '10.0.0.5:8080', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' });
      expect(text).not.toContain('evil.example');
      expect(text).toContain(`${LISTENING}/login`);
    });
  });
});
