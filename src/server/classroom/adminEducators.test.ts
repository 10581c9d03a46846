import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { badgeSnippet } from '../../shared/classroom';
import { educatorApplicationsRepository } from '../db/educatorApplicationsRepository';
import { subscriptionsRepository } from '../db/subscriptionsRepository';
import { usersRepository } from '../db/usersRepository';
import { createMailer } from '../mail/mailer';
import { readOutbox } from '../mail/readOutbox';
import { testDatabases, type TestDatabase } from '../testing/databases';
import { freshDatabasePerTest } from '../testing/freshDatabase';
import { ADMIN_USAGE, runAdminCommand } from './adminEducators';
import { EDUCATOR_PLAN_ENDS_AT, educatorLifecycle } from './educatorLifecycle';

const PUBLIC_URL = 'https://planimetry.example';
const NOW = new Date('2026-03-01T09:00:00.000Z');

let page = '';
let school: Server | undefined;
let schoolUrl = '';
let dataDir = '';
beforeEach(async () => {
  page = '<p>no badge</p>';
  school = createServer((_request, response) => response.end(page));
  await new Promise<void>((resolve) => school?.listen(0, '127.0.0.1', resolve));
  schoolUrl = `http://127.0.0.1:${(school.address() as AddressInfo).port}/about`;
  dataDir = await mkdtemp(join(tmpdir(), 'planimetry-admin-'));
});
afterEach(async () => {
  school?.closeAllConnections();
  await new Promise((resolve) => school?.close(resolve));
  await rm(dataDir, { recursive: true, force: true });
});

describe.each(testDatabases)('the educators admin command on $kind', (testDatabase: TestDatabase) => {
  describe.skipIf(testDatabase.skipReason !== undefined)('with a fresh database per test', () => {
    const database = freshDatabasePerTest(testDatabase.open);

    /** Runs the command as `npm run admin -- …args`, answering its exit code and printed lines. */
    const run = async (...args: string[]) => {
      const { db } = database;
      const applications = educatorApplicationsRepository(db, () => NOW);
      const lifecycle = educatorLifecycle({
        applications,
        users: usersRepository(db, () => NOW),
        subscriptions: subscriptionsRepository(db, () => NOW),
        mailer: createMailer({ dataDir }),
        now: () => NOW,
        badgeCheck: { allowPrivate: true },
      });
      const lines: string[] = [];
      const code = await runAdminCommand(args, { lifecycle, applications, publicUrl: PUBLIC_URL, print: (line) => lines.push(line) });
      return { code, output: lines.join('\n') };
    };

    const addEducator = async (email: string, school = 'Hill School') => {
      const user = await usersRepository(database.db, () => NOW).create({ email, passwordHash: 'x', firstName: 'Edna', lastName: 'K' });
      const application = await educatorApplicationsRepository(database.db, () => NOW).apply(user.id, {
        nameOfSchool: school,
        city: 'Leeds',
        country: 'GB',
        phone: '+441234567890',
        usage: 'Geometry\nlessons',
        badgeUrl: schoolUrl,
      });
      return { user, application };
    };

    it('lists the educators waiting, badge found first, with school, place, page and badge state', async () => {
      expect(await run('educators')).toEqual({ code: 0, output: 'No educator applications are waiting.' });
      await addEducator('waiting@hill.example.org');
      const found = await addEducator('found@dale.example.org', 'Dale School');
      await educatorApplicationsRepository(database.db, () => NOW).recordCheck(found.user.id, true);
      const done = await addEducator('done@vale.example.org', 'Vale School');
      await educatorApplicationsRepository(database.db, () => NOW).review(done.user.id, 'approved');

      const { code, output } = await run('educators');
      expect(code).toBe(0);
      expect(output.indexOf('found@dale.example.org')).toBeLessThan(output.indexOf('waiting@hill.example.org'));
      expect(output).toContain('found@dale.example.org (Edna K): review-pending');
      expect(output).toContain('school: Dale School, Leeds, GB; phone +441234567890');
      expect(output).toContain(`badge page: ${schoolUrl}`);
      expect(output).toContain(`badge: found ${NOW.toISOString()}`);
      expect(output).toContain('waiting@hill.example.org (Edna K): badge-pending');
      expect(output).toContain('badge: not looked for yet');
      expect(output).toContain('usage: Geometry lessons');
      expect(output).not.toContain('done@vale.example.org');
    });

    it('prints a control or bidi override stored in a name or school as \\u{…}, never raw', async () => {
      // Stored directly, as a row from before these were refused would be.
      await addEducator('odd@hill.example.org', 'Hill \u202eloohcS\u009b2J');
      const { output } = await run('educators');
      expect(output).toContain('school: Hill \\u{202E}loohcS\\u{009B}2J, Leeds');
      expect(output).not.toMatch(/[\u0080-\u009f\u202a-\u202e\u2066-\u2069]/);
    });

    it('approves: the Educator plan without end, the application approved, the educator mailed', async () => {
      const { user } = await addEducator('teacher@hill.example.org');
      expect(await run('educators', 'approve', 'teacher@hill.example.org')).toEqual({ code: 0, output: 'teacher@hill.example.org: approved; the educator was mailed.' });
      expect(await subscriptionsRepository(database.db).findByUser(user.id)).toMatchObject({ plan: 'Educator', status: 'Opened', price: 0, currency: 'USD', endsAt: EDUCATOR_PLAN_ENDS_AT });
      expect(await educatorApplicationsRepository(database.db).find(user.id)).toMatchObject({ status: 'approved', reviewedAt: NOW.toISOString() });
      expect((await readOutbox(dataDir)).map((mail) => [mail.to, mail.subject])).toEqual([['teacher@hill.example.org', 'Your Planimetry educator account is approved']]);
      // Twice changes nothing.
      expect(await run('educators', 'approve', 'teacher@hill.example.org')).toMatchObject({ code: 1, output: expect.stringContaining('the application is approved') });
      expect(await run('educators', 'reject', 'teacher@hill.example.org')).toMatchObject({ code: 1 });
    });

    it('does not approve over a running paid plan', async () => {
      const { user } = await addEducator('payer@hill.example.org');
      await subscriptionsRepository(database.db).save({
        userId: user.id, plan: 'Pro', status: 'Opened', currency: 'USD', price: 9900, endsAt: '2027-01-01T00:00:00.000Z',
        unsubscribe: false, forgetData: false, provider: 'stripe', providerSubscriptionId: 'sub_9', dayEnds: null,
      });
      expect(await run('educators', 'approve', 'payer@hill.example.org')).toMatchObject({ code: 1, output: expect.stringContaining('running Pro plan') });
      expect(await subscriptionsRepository(database.db).findByUser(user.id)).toMatchObject({ plan: 'Pro' });
      expect(await educatorApplicationsRepository(database.db).find(user.id)).toMatchObject({ status: 'badge-pending' });
    });

    it('rejects, mailing the educator the way to register again', async () => {
      const { user } = await addEducator('teacher@hill.example.org');
      expect(await run('educators', 'reject', 'teacher@hill.example.org')).toEqual({ code: 0, output: 'teacher@hill.example.org: rejected; the educator was mailed.' });
      expect(await educatorApplicationsRepository(database.db).find(user.id)).toMatchObject({ status: 'rejected' });
      expect(await subscriptionsRepository(database.db).findByUser(user.id)).toBeUndefined();
      const [mail] = await readOutbox(dataDir);
      expect(mail?.text).toContain(`${PUBLIC_URL}/register?type=educator`);
    });

    it('checks the badge now, recording what it found', async () => {
      const { user, application } = await addEducator('teacher@hill.example.org');
      expect(await run('educators', 'check', 'teacher@hill.example.org')).toEqual({
        code: 0,
        output: `teacher@hill.example.org: badge not found (missing) at ${schoolUrl}; the application is badge-pending.`,
      });
      page = badgeSnippet(application.badgeCode, PUBLIC_URL);
      expect((await run('educators', 'check', 'teacher@hill.example.org')).output).toBe(`teacher@hill.example.org: badge found at ${schoolUrl}; the application is review-pending.`);
      expect(await educatorApplicationsRepository(database.db).find(user.id)).toMatchObject({ status: 'review-pending', badgeFoundAt: NOW.toISOString() });
    });

    it('says so for unknown addresses, accounts without an application, and wrong usage', async () => {
      await usersRepository(database.db).create({ email: 'plain@example.com', passwordHash: 'x', firstName: 'P', lastName: 'Q' });
      for (const action of ['approve', 'reject', 'check']) {
        expect(await run('educators', action, 'nobody@example.com')).toEqual({ code: 1, output: 'nobody@example.com: no account has this address.' });
        expect(await run('educators', action, 'plain@example.com')).toEqual({ code: 1, output: 'plain@example.com: this account has no educator application.' });
      }
      for (const args of [[], ['users'], ['educators', 'approve'], ['educators', 'delete', 'plain@example.com'], ['educators', 'approve', 'a@b.c', 'extra']]) {
        expect(await run(...args)).toEqual({ code: 2, output: ADMIN_USAGE });
      }
      expect(await readOutbox(dataDir)).toEqual([]);
    });
  });
});
