/**
 * Finding 9 of trust round two: registering any address with a first name such as "Your account
 * is locked: reset it at https://evil.example/reset" mailed that sentence from us to the
 * address. Mail to an address that has proved nothing carries none of the sender's words.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { outboxDir } from '../mail/mailer';
import { readOutbox } from '../mail/readOutbox';
import { testDatabases, type TestDatabase } from '../testing/databases';
import { accountsServerPerTest } from './accountsTestServer';

const PHISHING = 'Your account is locked: reset it at https://evil.example/reset';
const VICTIM = 'victim@example.com';

describe.each(testDatabases)("mail to an unproven address on $kind", (testDatabase: TestDatabase) => {
  describe.skipIf(testDatabase.skipReason !== undefined)('with a fresh server per test', () => {
    const server = accountsServerPerTest(testDatabase);
    /** Every word of the mails to `to`: each whole message, its quoted-printable lines joined again. */
    const mailedTo = async (to: string) => {
      const mails = (await readOutbox(server().dataDir)).filter((mail) => mail.to === to);
      const raws = await Promise.all(mails.map((mail) => readFile(join(outboxDir(server().dataDir), mail.file), 'utf8')));
      return raws.map((raw) => raw.replace(/=\r?\n/g, '')).join('\n');
    };

    it("sends a registration's link without the names it was registered under", async () => {
      const registered = await server().request('POST', '/register', {
        body: { type: 'user', firstName: PHISHING, lastName: 'evil.example support', email: VICTIM, password: 'secret-123' },
      });
      expect(registered.statusCode).toBe(200);
      const words = await mailedTo(VICTIM);
      expect(words).toContain('/verify/');
      expect(words).not.toContain('evil.example');
      expect(words).not.toContain('locked');
      // A resend carries no names either.
      expect((await server().request('GET', `/resend/${VICTIM}`)).statusCode).toBe(200);
      expect((await readOutbox(server().dataDir)).filter((mail) => mail.to === VICTIM)).toHaveLength(2);
      expect(await mailedTo(VICTIM)).not.toContain('evil.example');
    });

    it('asks a new address to confirm itself without the account\'s name', async () => {
      const owner = 'mallory@example.com';
      await server().request('POST', '/register', { body: { type: 'user', firstName: PHISHING, lastName: 'X', email: owner, password: 'secret-123' } });
      const verified = await server().request('GET', `/verify/${await server().mailedToken(owner)}`);
      const token = (verified.json() as { accessToken: string }).accessToken;
      const changed = await server().request('POST', '/api/update/email', { token, body: { email: VICTIM, password: 'secret-123' } });
      expect(changed.statusCode).toBe(200);
      const words = await mailedTo(VICTIM);
      expect(words).toContain('/confirm-email/');
      expect(words).not.toContain('evil.example');
    });
  });
});
