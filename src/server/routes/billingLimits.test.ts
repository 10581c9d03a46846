/** The billing routes' limits and configuration: payment calls counted per user, and /api/location with an IP lookup. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../testing/databases';
import { accountsServerPerTest, tightLimits } from './accountsTestServer';

describe.each(testDatabases)('billing limits and location on $kind', (testDatabase: TestDatabase) => {
  describe.skipIf(testDatabase.skipReason !== undefined)('with tight limits and an IP lookup', () => {
    let lookup: Server;
    let lookupUrl = '';
    const asked: string[] = [];
    beforeAll(async () => {
      lookup = createServer((request, response) => {
        asked.push(request.url ?? '');
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ countryCode: request.url?.endsWith('198.51.100.7') ? 'SE' : 'XX' }));
      });
      await new Promise<void>((resolve) => lookup.listen(0, '127.0.0.1', resolve));
      lookupUrl = `http://127.0.0.1:${(lookup.address() as AddressInfo).port}/json/{ip}`;
    });
    afterAll(async () => {
      lookup.closeAllConnections();
      await new Promise((resolve) => lookup.close(resolve));
    });
    const server = accountsServerPerTest(testDatabase, { rateLimits: tightLimits({ perIp: 100, perIpAndAddress: 100, perAddress: 100, mailsPerAddress: 100, perUser: 2 }) }, () => ({
      billing: { geoipUrl: lookupUrl },
    }));

    it('counts payment calls per user: the third in the window answers 429, another user goes on', async () => {
      const ann = await server().registerAndVerify('ann@example.com');
      const bob = await server().registerAndVerify('bob@example.com');
      expect((await server().request('POST', '/api/setup-intents', { token: ann })).statusCode).toBe(200);
      expect((await server().request('POST', '/api/setup-intents', { token: ann })).statusCode).toBe(200);
      const third = await server().request('POST', '/api/setup-intents', { token: ann });
      expect(third.statusCode).toBe(429);
      expect((await server().request('POST', '/api/report-usage', { token: ann })).statusCode).toBe(429);
      expect((await server().request('POST', '/api/setup-intents', { token: bob })).statusCode).toBe(200);
    });

    it("locates by the request's address when the lookup knows it, else by the browser's languages", async () => {
      const located = await server().request('GET', '/api/location', { ip: '198.51.100.7', headers: { 'accept-language': 'ja' } });
      expect(located.json()).toEqual({ currency: 'SEK', country: 'SE' });
      expect(asked).toContain('/json/198.51.100.7');
      // 'XX' is no country of ours: the languages decide.
      expect((await server().request('GET', '/api/location', { ip: '203.0.113.5', headers: { 'accept-language': 'ja' } })).json()).toEqual({ currency: 'JPY', country: 'JP' });
    });
  });
});
