/**
 * Finding 10 of the trust issue: without JWT_SECRET each process made its own signing key and
 * silently refused the others' tokens. The generated key now lives in the database.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/createDatabase';
import { readOutbox } from '../mail/readOutbox';
import { testDatabases, type TestDatabase } from '../testing/databases';

describe.each(testDatabases)('two servers on one $kind database without JWT_SECRET', (testDatabase: TestDatabase) => {
  describe.skipIf(testDatabase.skipReason !== undefined)('each with its own data directory', () => {
    let database: Database | undefined;
    const apps: FastifyInstance[] = [];
    const dirs: string[] = [];
    afterEach(async () => {
      await Promise.all(apps.splice(0).map((app) => app.close()));
      await database?.destroy();
      await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
    });

    it("accept each other's tokens", async () => {
      database = await testDatabase.open();
      const open = async () => {
        const dataDir = await mkdtemp(join(tmpdir(), 'planimetry-secret-'));
        dirs.push(dataDir);
        const app = await buildApp({ db: database!.db, kind: database!.kind, accounts: { dataDir, publicUrl: 'https://planimetry.example' } });
        apps.push(app);
        return { app, dataDir };
      };
      const [first, second] = await Promise.all([open(), open()]);
      const email = 'ann@example.com';
      await first.app.inject({ method: 'POST', url: '/register', payload: { type: 'user', firstName: 'Ann', lastName: 'Lee', email, password: 'secret-123' } });
      const link = /\/verify\/(\S+)/.exec((await readOutbox(first.dataDir))[0]?.text ?? '')?.[1];
      expect((await second.app.inject({ method: 'GET', url: `/verify/${link}` })).statusCode).toBe(200);
      const login = await first.app.inject({ method: 'POST', url: '/login', payload: { email, password: 'secret-123' } });
      const token = login.json().accessToken as string;
      const me = await second.app.inject({ method: 'GET', url: '/api/user', headers: { 'access-token': token } });
      expect(me.statusCode).toBe(200);
      expect(me.json().user.email).toBe(email);
    });
  });
});
