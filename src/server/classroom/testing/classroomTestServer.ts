/**
 * A fresh app with accounts, documents and the live socket for the classroom tests, and the steps
 * they repeat: an approved educator (the subscription row the administrator's approval stores),
 * a started session, a student's login.
 */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { classroomSessionResponseSchema, type ClassroomSession } from '../../../shared/classroom';
import { accessTokenResponseSchema, sessionLoginResponseSchema } from '../../../shared/accounts';
import { grantPlan } from '../../billing/testing/grantPlan';
import { accountsServerPerTest, type AccountsTestServer } from '../../routes/accountsTestServer';
import type { AccountsOptions } from '../../routes/accountServices';
import type { TestDatabase } from '../../testing/databases';
import type { ClassroomOptions } from '../classroomArea';

export interface ClassroomTestServer extends AccountsTestServer {
  /** Registers and verifies an account, gives it the open Educator plan, and answers its token and id. */
  educator(email: string): Promise<{ token: string; id: string }>;
  /** An ordinary verified account with a trial. */
  user(email: string): Promise<{ token: string; id: string }>;
  /** Starts a session as the educator; fails the test unless it started. */
  startSession(token: string, name?: string): Promise<ClassroomSession>;
  /**
   * POST /session-login from a browser on `device`: it sends the student key an earlier login of
   * that device answered, as a browser's cookie would, and keeps the key it is answered.
   */
  joinAs(device: string, session: string, password: string, ip?: string): Promise<LightMyRequestResponse>;
  /** A student's token, failing the test unless the login succeeded. */
  studentToken(device: string, session: ClassroomSession): Promise<string>;
}

export const SWEEP_MS = 40;

export function classroomServerPerTest(
  testDatabase: TestDatabase,
  extra: Partial<AccountsOptions> = {},
  classroom: ClassroomOptions = {},
): () => ClassroomTestServer {
  const server = accountsServerPerTest(testDatabase, extra, (dataDir) => ({ documents: { dataDir }, live: {}, classroom: { sweepIntervalMs: SWEEP_MS, ...classroom } }));
  /** Each test server's browsers: the student key each device keeps. */
  const keysOfServer = new WeakMap<AccountsTestServer, Map<string, string>>();
  const userId = async (email: string) =>
    (await server().database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  return () => {
    const current = server();
    const extended: ClassroomTestServer = {
      ...current,
      async user(email) {
        const token = await current.registerAndVerify(email);
        return { token, id: await userId(email) };
      },
      async educator(email) {
        const made = await extended.user(email);
        await grantPlan(current.database.db, made.id, 'Educator', { price: 0, currency: 'USD', endsAt: '9999-12-31T23:59:59.999Z' });
        return made;
      },
      async startSession(token, name = 'Geometry 7B') {
        const response = await current.request('POST', '/api/educator/session', { token, body: { name } });
        expect(response.statusCode, response.body).toBe(200);
        const { session } = classroomSessionResponseSchema.parse(response.json());
        if (!session) throw new Error('no session');
        return session;
      },
      async joinAs(device, session, password, ip) {
        const keys = keysOfServer.get(current) ?? new Map<string, string>();
        keysOfServer.set(current, keys);
        const studentKey = keys.get(device);
        const response = await current.request('POST', '/session-login', { body: { session, password, deviceUuid: device, ...(studentKey ? { studentKey } : {}) }, ip });
        const answered = sessionLoginResponseSchema.safeParse(response.json());
        if (answered.success) keys.set(device, answered.data.studentKey);
        return response;
      },
      async studentToken(device, session) {
        const response = await extended.joinAs(device, session.name, session.password);
        expect(response.statusCode, response.body).toBe(200);
        return accessTokenResponseSchema.parse(response.json()).accessToken;
      },
    };
    return extended;
  };
}
