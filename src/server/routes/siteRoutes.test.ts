import { describe, expect, it } from 'vitest';
import { siteConfigResponseSchema } from '../../shared/content';
import { DEFAULT_CONTACT_EMAIL } from '../serverConfig';
import { testDatabases } from '../testing/databases';
import { openTestApp } from '../testing/openTestApp';
import type { SiteOptions } from './siteRoutes';

const sqlite = testDatabases.find((entry) => entry.kind === 'sqlite')!;

const CONFIGURED: SiteOptions = {
  contactEmail: 'hello@planimetry.example',
  facebookUrl: 'https://www.facebook.com/planimetry',
  twitterUrl: 'https://twitter.com/planimetry',
  socialScriptUrl: 'https://social.example.test/share.js',
  trustSealScriptUrl: 'https://seal.example.test/seal.js',
  storeUrls: { windows: 'https://apps.microsoft.com/detail/planimetry', mac: null, android: 'https://play.google.com/store/apps/details?id=app.planimetry', ios: null },
};

/** One GET on an app built with `site`; nothing here touches the database, so SQLite alone is enough. */
async function get(url: string, site?: SiteOptions, method: 'GET' | 'POST' = 'GET') {
  const server = await openTestApp(sqlite, site ? { site } : {});
  try {
    return await server.app.inject({ method, url, ...(method === 'POST' ? { payload: { contact: { email: 'evil@example.com' } } } : {}) });
  } finally {
    await server.close();
  }
}

describe('GET /api/site', () => {
  it('answers the default contact address, no social links and no script when nothing is configured', async () => {
    const response = await get('/api/site');
    expect(response.statusCode).toBe(200);
    expect(siteConfigResponseSchema.parse(response.json())).toEqual({
      success: true,
      contact: { email: DEFAULT_CONTACT_EMAIL, facebook: null, twitter: null },
      socialScriptUrl: null,
      trustSealScriptUrl: null,
      storeUrls: { windows: null, mac: null, android: null, ios: null },
    });
    expect(response.headers['content-security-policy']).not.toMatch(/social|seal/);
  });

  it("answers the configured links and script, and the page's CSP allows the script's origin", async () => {
    const response = await get('/api/site', CONFIGURED);
    expect(siteConfigResponseSchema.parse(response.json())).toEqual({
      success: true,
      contact: { email: CONFIGURED.contactEmail, facebook: CONFIGURED.facebookUrl, twitter: CONFIGURED.twitterUrl },
      socialScriptUrl: CONFIGURED.socialScriptUrl,
      trustSealScriptUrl: CONFIGURED.trustSealScriptUrl,
      storeUrls: CONFIGURED.storeUrls,
    });
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self' https:\/\/social\.example\.test https:\/\/seal\.example\.test(;|$)/);
  });

  it('cannot be written: POST is not a route, and a query changes nothing', async () => {
    expect((await get('/api/site', CONFIGURED, 'POST')).statusCode).toBe(404);
    const withQuery = await get('/api/site?contact[email]=evil@example.com&socialScriptUrl=https://evil.example/x.js', CONFIGURED);
    expect(withQuery.json()).toMatchObject({ contact: { email: CONFIGURED.contactEmail }, socialScriptUrl: CONFIGURED.socialScriptUrl });
  });
});
