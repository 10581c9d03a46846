/**
 * Property-based fuzzing of every route that takes a body (issue 21): each one, found as the app
 * registers it, gets arbitrary JSON, objects with the field names our payloads use holding any
 * value, and text that is not JSON at all, from a stranger and from a signed-in user. Whatever
 * comes, the answer is a clear refusal or a success, never a 500, and the server goes on answering.
 * fast-check runs with a fixed seed and a bounded number of cases, so a failure repeats.
 *
 * Not here: the upload and print routes (multipart, and JSON drawn in conversion children that
 * need the built worker), which their own tests cover with bad input.
 */
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { ACCESS_TOKEN_HEADER } from '../auth/requestUser';
import { loadContent } from '../content/loadContent';
import { testDatabases, type TestDatabase } from '../testing/databases';
import { accountsServerPerTest, tightLimits } from './accountsTestServer';

const SEED = 21;
const CONTENT_DIR = fileURLToPath(new URL('../../../content', import.meta.url));
/** Room for the many requests a run makes from few addresses. */
const ROOMY = tightLimits({ perIp: 100_000, perIpAndAddress: 100_000, perAddress: 100_000, mailsPerAddress: 100_000, perUser: 100_000 });

/** The field names our payloads use, so a generated object reaches past "missing field" into the handlers. */
const FIELD_NAMES = [
  'email', 'password', 'newPassword', 'confirmPassword', 'firstName', 'lastName', 'name', 'id', 'ids', 'state', 'preview', 'type',
  'action', 'settings', 'tours', 'token', 'plan', 'currency', 'period', 'message', 'session', 'sessionName', 'deviceUuid', 'text',
  'topic', 'userIdentity', 'website', 'comments', 'comment', 'rating', 'forget', 'school', 'schoolName', 'city', 'country', 'phone',
  'usage', 'badgeUrl', 'units', 'scale', 'postcode', 'holder', 'paymentMethod', 'clientSecret', 'cookiesAccepted', 'marketingCookiesOn',
] as const;

/** A body as a stranger might send it. */
const anyBody = fc.oneof(
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 3, arbitrary: fc.dictionary(fc.constantFrom(...FIELD_NAMES), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 6 }) },
);

/** Text sent as JSON that is not: cut short, or not JSON at all. */
const notJson = fc.oneof(fc.string({ maxLength: 40 }), fc.jsonValue().map((value) => JSON.stringify(value).slice(0, -1)));

interface FoundRoute {
  method: string;
  url: string;
}

/** The methods that carry a body, of every route but the wildcard ones; path parameters filled in. */
function bodyRoutes(routes: readonly RouteOptions[]): FoundRoute[] {
  const found = new Map<string, FoundRoute>();
  for (const route of routes) {
    if (route.url.includes('*')) continue;
    const url = route.url.replace(/:[A-Za-z]+/g, 'fuzz-1');
    for (const method of [route.method].flat()) {
      if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) continue;
      found.set(`${method} ${url}`, { method, url });
    }
  }
  return [...found.values()];
}

describe.each(testDatabases)('every route with a body, fuzzed, on $kind', (testDatabase: TestDatabase) => {
  describe.skipIf(testDatabase.skipReason !== undefined)('with a fresh server', () => {
    const routes: RouteOptions[] = [];
    const server = accountsServerPerTest(testDatabase, { rateLimits: ROOMY }, (dataDir) => ({
      documents: { dataDir },
      billing: {},
      classroom: {},
      content: loadContent(CONTENT_DIR),
      map: { search: () => [] },
      onRoute: (route) => void routes.push(route),
    }));
    // Fewer cases on PostgreSQL, whose round trips are slower; the same seed.
    const numRuns = testDatabase.kind === 'sqlite' ? 12 : 6;

    it('answers malformed and arbitrary bodies with a refusal, never a 500, from a stranger and a signed-in user', { timeout: 240_000 }, async () => {
      const found = bodyRoutes(routes);
      // The areas above register 36 such routes; far fewer would mean the routes were not found.
      expect(found.length).toBeGreaterThan(30);
      const token = await server().registerAndVerify('fuzz@example.com');
      let address = 0;
      const nextIp = () => `198.51.100.${(address++ % 250) + 1}`;

      for (const { method, url } of found) {
        for (const signedIn of [false, true]) {
          const as = signedIn ? { token } : {};
          await fc.assert(
            fc.asyncProperty(anyBody, async (body) => {
              const response = await server().request(method as 'POST', url, { body, ip: nextIp(), ...as });
              expect.soft(response.statusCode, `${method} ${url} ${signedIn ? 'signed in' : 'stranger'} with ${JSON.stringify(body)}`).toBeLessThan(500);
            }),
            { seed: SEED, numRuns },
          );
          await fc.assert(
            fc.asyncProperty(notJson, async (text) => {
              const response = await server().app.inject({
                method: method as 'POST',
                url,
                remoteAddress: nextIp(),
                headers: { 'content-type': 'application/json', ...(signedIn ? { [ACCESS_TOKEN_HEADER]: token } : {}) },
                payload: text,
              });
              expect.soft(response.statusCode, `${method} ${url} with the text ${JSON.stringify(text)}`).toBeLessThan(500);
            }),
            { seed: SEED, numRuns: Math.ceil(numRuns / 2) },
          );
        }
      }
      expect((await server().request('GET', '/api/health')).statusCode).toBe(200);
    });
  });
});
