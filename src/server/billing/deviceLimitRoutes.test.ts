/**
 * Device limits through the real routes (spec §6 "Team plans allow up to 5, 20 or unlimited
 * logins on one account; exceeding the device limit logs out"): a login over the limit logs out
 * the device that logged in earliest, whose token is refused from then on and whose socket hears
 * why; the new login always wins.
 */
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlanId } from '../../shared/billing';
import { logoutPayloadSchema } from '../../shared/liveEvents';
import { connectLive, liveTestSocket, nextEvent, recordEvents, type LiveTestSocket } from '../live/testing/liveTestClient';
import { accountsServerPerTest, tightLimits } from '../routes/accountsTestServer';
import { testDatabases, type TestDatabase } from '../testing/databases';
import { SEAT_TAKEN_REFUSAL } from '../auth/requestUser';
import { grantPlan } from './testing/grantPlan';

const ANN = 'ann@example.com';
const BOB = 'bob@example.com';
const MINUTE = 60_000;
/** Room for the many logins these tests make from one address. */
const ROOMY = tightLimits({ perIp: 1000, perIpAndAddress: 1000, perAddress: 1000, mailsPerAddress: 100, perUser: 1000 });

describe.each(testDatabases)('device limits on $kind', (testDatabase: TestDatabase) => {
  describe.skipIf(testDatabase.skipReason !== undefined)('with a fresh server per test', () => {
    const server = accountsServerPerTest(testDatabase, { rateLimits: ROOMY }, () => ({ live: {} }));
    const sockets: LiveTestSocket[] = [];
    afterEach(() => {
      for (const socket of sockets.splice(0)) socket.disconnect();
    });

    /** A verified account on `plan` (none: its trial), whose verification session has ended. */
    const account = async (email: string, plan?: PlanId) => {
      const verification = await server().registerAndVerify(email);
      expect((await server().request('GET', `/logout/${email}`, { token: verification })).statusCode).toBe(200);
      const { id } = await server().database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
      if (plan) await grantPlan(server().database.db, id, plan);
      return id;
    };
    /** Logs in from `device` a minute after the previous login; answers the token. */
    const login = async (device: string, email = ANN) => {
      server().advance(MINUTE);
      // Client ids are 8 to 64 letters, digits and dashes.
      const response = await server().request('POST', '/login', { body: { email, password: 'secret-123', remember: true, deviceUuid: `client-${device}` } });
      expect(response.statusCode).toBe(200);
      return (response.json() as { accessToken: string }).accessToken;
    };
    const status = async (token: string) => (await server().request('GET', '/api/user', { token })).statusCode;
    const statuses = async (tokens: readonly string[]) => Promise.all(tokens.map(status));
    /** Puts the app on a port; answers how to connect a live socket with a token (closed after the test). */
    const listening = async () => {
      await server().app.listen({ port: 0, host: '127.0.0.1' });
      const baseUrl = `http://127.0.0.1:${(server().app.server.address() as AddressInfo).port}`;
      return async (token: string) => {
        const socket = liveTestSocket(baseUrl, token);
        sockets.push(socket);
        return connectLive(socket);
      };
    };
    const devices = (count: number, prefix = 'device') => Array.from({ length: count }, (_, index) => `${prefix}-${index + 1}`);

    it('logs out the first of six devices on Pro 5, and keeps the other five', async () => {
      await account(ANN, 'ProTeam5');
      const tokens: string[] = [];
      for (const device of devices(6)) tokens.push(await login(device));
      expect(await statuses(tokens)).toEqual([423, 200, 200, 200, 200, 200]);
    });

    it('lets two devices in on Pro: the third logs out the first', async () => {
      await account(ANN, 'Pro');
      const [first, second, third] = [await login('laptop'), await login('phone'), await login('tablet')];
      expect(await statuses([first, second, third])).toEqual([423, 200, 200]);
      // The spec's 423 with why: the client goes to the plans, where a plan with more seats is.
      expect((await server().request('GET', '/api/user', { token: first })).json()).toEqual(SEAT_TAKEN_REFUSAL);
      // The logged-out device may come back: then the earliest of the others goes.
      const again = await login('laptop');
      expect(await statuses([second, third, again])).toEqual([423, 200, 200]);
      // A logout is a logout: its token answers 401, not 423.
      expect((await server().request('GET', '/logout/ann@example.com', { token: again })).statusCode).toBe(200);
      expect(await status(again)).toBe(401);
    });

    it('holds a trial to two devices as well', async () => {
      await account(ANN);
      const tokens = [await login('laptop'), await login('phone'), await login('tablet')];
      expect(await statuses(tokens)).toEqual([423, 200, 200]);
    });

    it('never logs anybody out on the unlimited team plan', async () => {
      await account(ANN, 'ProTeamUnlim');
      const tokens: string[] = [];
      for (const device of devices(22)) tokens.push(await login(device));
      expect(await statuses(tokens)).toEqual(tokens.map(() => 200));
    });

    it("counts a second login from the same device once: it takes the device's seat from the first", async () => {
      await account(ANN, 'Pro');
      const laptop = await login('laptop');
      const phone = await login('phone');
      const laptopAgain = await login('laptop');
      expect(await statuses([laptop, phone, laptopAgain])).toEqual([423, 200, 200]);
    });

    it('lets no more people in than seats however many send one device id: the earlier logins of the device answer 423', async () => {
      await account(ANN, 'Pro');
      // The probe's five people sharing one Pro account (two devices) by sending the same device id.
      const shared: string[] = [];
      for (let person = 0; person < 5; person++) shared.push(await login('shared'));
      expect(await statuses(shared)).toEqual([423, 423, 423, 423, 200]);
      const phone = await login('phone');
      // A third device: the earliest seat goes, whoever sat in it.
      const third = await login('tablet');
      expect(await statuses([...shared, phone, third])).toEqual([423, 423, 423, 423, 423, 200, 200]);
      const { id } = await server().database.db.selectFrom('users').select('id').where('email', '=', ANN).executeTakeFirstOrThrow();
      expect(await server().database.db.selectFrom('sessions').select('device_uuid').where('user_id', '=', id).where('ended_at', 'is', null).orderBy('device_uuid').execute()).toEqual([
        { device_uuid: 'client-phone' },
        { device_uuid: 'client-tablet' },
      ]);
    });

    it("counts each account's devices alone: another account's logins log nobody else out", async () => {
      await account(ANN, 'Pro');
      await account(BOB, 'Pro');
      const ann = [await login('laptop'), await login('phone')];
      for (const device of devices(3, 'bob')) await login(device, BOB);
      expect(await statuses(ann)).toEqual([200, 200]);
    });

    it('counts the device a verification link was opened on, like a login', async () => {
      await server().registerAndVerify(ANN);
      const { id } = await server().database.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
      await grantPlan(server().database.db, id, 'Pro');
      const live = async () => (await server().database.db.selectFrom('sessions').select('id').where('ended_at', 'is', null).execute()).length;
      await login('laptop');
      expect(await live()).toBe(2);
      await login('phone');
      expect(await live()).toBe(2);
    });

    it("tells the logged-out device's socket why, closes it, and tells the others nothing", async () => {
      await account(ANN, 'Pro');
      const connect = await listening();
      const laptop = await connect(await login('laptop'));
      const phone = await connect(await login('phone'));
      const phoneHeard = recordEvents(phone, 'logout');
      const logout = nextEvent(laptop, 'logout');
      const closed = new Promise<string>((resolve) => laptop.once('disconnect', resolve));
      await login('tablet');
      expect(logoutPayloadSchema.parse(await logout)).toEqual({ reason: 'devices-exceeded' });
      expect(await closed).toBe('io server disconnect');
      // A later event to the account reaches the phone, which heard no logout before it.
      const next = nextEvent(phone, 'documentsList');
      const { id } = await server().database.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
      server().app.live.documentsChanged(id);
      await next;
      expect(phoneHeard).toEqual([]);
      expect(phone.connected).toBe(true);
    });

    it("tells the socket of a login a newer one from the same device replaced why, and closes it, not the new login's", async () => {
      await account(ANN, 'Pro');
      const connect = await listening();
      const first = await connect(await login('shared'));
      const logout = nextEvent(first, 'logout');
      const closed = new Promise<string>((resolve) => first.once('disconnect', resolve));
      const second = await connect(await login('shared'));
      expect(logoutPayloadSchema.parse(await logout)).toEqual({ reason: 'devices-exceeded' });
      expect(await closed).toBe('io server disconnect');
      expect(second.connected).toBe(true);
    });
  });
});
