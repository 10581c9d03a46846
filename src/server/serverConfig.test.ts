import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TRIAL_DAYS } from '../shared/billing';
import { DEFAULT_CLASSROOM_MINUTES } from '../shared/classroom';
import { MAP_DEFAULT_MAX_ZOOM } from '../shared/map';
import { DEFAULT_CONTACT_EMAIL, listeningUrl, readServerConfig, startupWarnings } from './serverConfig';

const CWD = resolve('/srv/planimetry');

describe('readServerConfig', () => {
  it('falls back to the documented defaults, directories resolved against the working directory', () => {
    expect(readServerConfig({}, CWD)).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: resolve(CWD, 'data'),
      databaseUrl: undefined,
      clientDir: resolve(CWD, 'dist/client'),
      contentDir: resolve(CWD, 'content'),
      redisUrl: undefined,
      jwtSecret: undefined,
      smtpUrl: undefined,
      mailFrom: undefined,
      publicUrl: undefined,
      basePath: '',
      allowedHosts: [],
      siteNotification: undefined,
      mapboxToken: undefined,
      mapboxApiUrl: 'https://api.mapbox.com',
      mapPmtiles: undefined,
      mapSatelliteTiles: undefined,
      mapMaxZoom: MAP_DEFAULT_MAX_ZOOM,
      trustProxy: false,
      stripe: undefined,
      geoipUrl: undefined,
      trialDays: DEFAULT_TRIAL_DAYS,
      classroomSessionMinutes: DEFAULT_CLASSROOM_MINUTES,
      site: {
        contactEmail: DEFAULT_CONTACT_EMAIL,
        facebookUrl: null,
        twitterUrl: null,
        socialScriptUrl: null,
        trustSealScriptUrl: null,
        storeUrls: { windows: null, mac: null, android: null, ios: null },
      },
      badgeCheckAllowPrivate: false,
      rateLimitFactor: 1,
    });
  });

  it('reads every variable it knows', () => {
    const env = {
      PORT: '18080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/planimetry',
      DATABASE_URL: 'postgres://app@db/planimetry',
      CLIENT_DIR: 'public',
      CONTENT_DIR: '/srv/site-content',
      REDIS_URL: 'redis://cache:6379',
      JWT_SECRET: 'a'.repeat(40),
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'Planimetry <hello@example.com>',
      PUBLIC_URL: 'https://planimetry.example',
      ALLOWED_HOSTS: 'Planimetry.example, 192.0.2.7:8080',
      SITE_NOTIFICATION: 'Maintenance at 22:00',
      MAPBOX_TOKEN: 'pk.test-token',
      MAPBOX_API_URL: 'http://127.0.0.1:9999',
      MAP_PMTILES: 'maps/planet.pmtiles',
      MAP_SATELLITE_TILES: 'https://tiles.example/{z}/{x}/{y}.jpg',
      MAP_MAX_ZOOM: '18.5',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
      GEOIP_URL: 'https://geoip.example/json/{ip}',
      TRIAL_DAYS: '14',
      CLASSROOM_SESSION_MINUTES: '45',
      CONTACT_EMAIL: 'hello@planimetry.example',
      FACEBOOK_URL: 'https://www.facebook.com/planimetry',
      TWITTER_URL: 'https://twitter.com/planimetry',
      SOCIAL_SCRIPT_URL: 'https://social.example/share.js',
      TRUST_SEAL_SCRIPT_URL: 'https://seal.example/seal.js',
      STORE_URL_WINDOWS: 'https://apps.microsoft.com/detail/planimetry',
      STORE_URL_IOS: 'https://apps.apple.com/app/planimetry/id1',
      BADGE_CHECK_ALLOW_PRIVATE: '1',
    };
    expect(readServerConfig(env, CWD)).toEqual({
      port: 18080,
      host: '127.0.0.1',
      dataDir: resolve('/var/lib/planimetry'),
      databaseUrl: env.DATABASE_URL,
      clientDir: resolve(CWD, 'public'),
      contentDir: resolve('/srv/site-content'),
      redisUrl: env.REDIS_URL,
      jwtSecret: env.JWT_SECRET,
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM,
      publicUrl: env.PUBLIC_URL,
      basePath: '',
      allowedHosts: ['planimetry.example', '192.0.2.7:8080'],
      siteNotification: env.SITE_NOTIFICATION,
      mapboxToken: env.MAPBOX_TOKEN,
      mapboxApiUrl: env.MAPBOX_API_URL,
      mapPmtiles: resolve(CWD, 'maps/planet.pmtiles'),
      mapSatelliteTiles: env.MAP_SATELLITE_TILES,
      mapMaxZoom: 18.5,
      trustProxy: '10.0.0.0/8,127.0.0.1',
      stripe: { secretKey: 'sk_test_123', publishableKey: 'pk_test_123', webhookSecret: 'whsec_123', apiUrl: 'http://127.0.0.1:12111' },
      geoipUrl: env.GEOIP_URL,
      trialDays: 14,
      classroomSessionMinutes: 45,
      site: {
        contactEmail: env.CONTACT_EMAIL,
        facebookUrl: env.FACEBOOK_URL,
        twitterUrl: env.TWITTER_URL,
        socialScriptUrl: env.SOCIAL_SCRIPT_URL,
        trustSealScriptUrl: env.TRUST_SEAL_SCRIPT_URL,
        storeUrls: { windows: env.STORE_URL_WINDOWS, mac: null, android: null, ios: env.STORE_URL_IOS },
      },
      badgeCheckAllowPrivate: true,
      rateLimitFactor: 1,
    });
  });

  it('reads RATE_LIMIT_FACTOR as a whole number from 1 to a million, 1 when unset, and warns when it raises the limits', () => {
    expect(readServerConfig({ RATE_LIMIT_FACTOR: '1000' }, CWD).rateLimitFactor).toBe(1000);
    for (const wrong of ['0', '-5', '1.5', 'many', '1000001']) {
      expect(() => readServerConfig({ RATE_LIMIT_FACTOR: wrong }, CWD)).toThrow('RATE_LIMIT_FACTOR must be a whole number from 1 to 1000000');
    }
    const publicUrl = 'https://planimetry.example';
    expect(startupWarnings(readServerConfig({ PUBLIC_URL: publicUrl, RATE_LIMIT_FACTOR: '1' }, CWD))).toEqual([]);
    expect(startupWarnings(readServerConfig({ PUBLIC_URL: publicUrl, RATE_LIMIT_FACTOR: '50' }, CWD))).toEqual([expect.stringContaining('For load tests only')]);
  });

  it('reads BADGE_CHECK_ALLOW_PRIVATE as 1 or 0 only, and warns when it is on', () => {
    expect(readServerConfig({ BADGE_CHECK_ALLOW_PRIVATE: '0' }, CWD).badgeCheckAllowPrivate).toBe(false);
    expect(() => readServerConfig({ BADGE_CHECK_ALLOW_PRIVATE: 'yes' }, CWD)).toThrow('BADGE_CHECK_ALLOW_PRIVATE must be 1 or 0');
    const warnings = startupWarnings(readServerConfig({ PUBLIC_URL: 'https://planimetry.example', BADGE_CHECK_ALLOW_PRIVATE: '1' }, CWD));
    expect(warnings).toEqual([expect.stringContaining('For tests only')]);
  });

  it('treats empty variables as unset', () => {
    expect(readServerConfig({ PORT: '', DATABASE_URL: ' ', HOST: '' }, CWD)).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
    });
  });

  it('takes both Stripe keys or neither, and refuses payment and lookup addresses that are not http(s)', () => {
    expect(readServerConfig({ STRIPE_SECRET_KEY: 'sk', STRIPE_PUBLISHABLE_KEY: 'pk' }, CWD).stripe).toEqual({
      secretKey: 'sk',
      publishableKey: 'pk',
      webhookSecret: undefined,
      apiUrl: undefined,
    });
    expect(() => readServerConfig({ STRIPE_SECRET_KEY: 'sk' }, CWD)).toThrow(/must be set together/);
    expect(() => readServerConfig({ STRIPE_PUBLISHABLE_KEY: 'pk' }, CWD)).toThrow(/must be set together/);
    expect(() => readServerConfig({ STRIPE_SECRET_KEY: 'sk', STRIPE_PUBLISHABLE_KEY: 'pk', STRIPE_API_URL: 'ftp://x' }, CWD)).toThrow('STRIPE_API_URL must be an http or https address, not "ftp://x"');
    expect(() => readServerConfig({ GEOIP_URL: 'geoip.example/{ip}' }, CWD)).toThrow(/GEOIP_URL must be an http or https address/);
  });

  it('refuses social links and a social script that are not http(s) addresses, and a contact that is not one address', () => {
    expect(() => readServerConfig({ SOCIAL_SCRIPT_URL: 'javascript:alert(1)' }, CWD)).toThrow('SOCIAL_SCRIPT_URL must be an http or https address, not "javascript:alert(1)"');
    expect(() => readServerConfig({ SOCIAL_SCRIPT_URL: '//social.example/share.js' }, CWD)).toThrow(/SOCIAL_SCRIPT_URL must be an http or https address/);
    expect(() => readServerConfig({ TRUST_SEAL_SCRIPT_URL: 'data:text/javascript,alert(1)' }, CWD)).toThrow(/TRUST_SEAL_SCRIPT_URL must be an http or https address/);
    expect(() => readServerConfig({ STORE_URL_ANDROID: 'javascript:alert(1)' }, CWD)).toThrow(/STORE_URL_ANDROID must be an http or https address/);
    expect(() => readServerConfig({ FACEBOOK_URL: 'facebook.com/planimetry' }, CWD)).toThrow(/FACEBOOK_URL must be an http or https address/);
    expect(() => readServerConfig({ TWITTER_URL: 'data:text/html,hi' }, CWD)).toThrow(/TWITTER_URL must be an http or https address/);
    for (const email of ['support', 'a@b.example?cc=x@y.example', 'a b@c.example', 'a@b.example,c@d.example']) {
      expect(() => readServerConfig({ CONTACT_EMAIL: email }, CWD)).toThrow(`CONTACT_EMAIL must be one plain e-mail address, not "${email}"`);
    }
  });

  it('refuses a PORT that is not a port number', () => {
    for (const port of ['http', '80.5', '-1', '70000']) {
      expect(() => readServerConfig({ PORT: port }, CWD)).toThrow(`PORT must be a whole number from 0 to 65535, not "${port}"`);
    }
  });

  it('reads TRUST_PROXY as off, on or proxy addresses, and refuses a hop count and anything else', () => {
    expect(readServerConfig({ TRUST_PROXY: 'false' }, CWD).trustProxy).toBe(false);
    expect(readServerConfig({ TRUST_PROXY: 'true' }, CWD).trustProxy).toBe(true);
    expect(() => readServerConfig({ TRUST_PROXY: '2' }, CWD)).toThrow(/not a hop count/);
    expect(readServerConfig({ TRUST_PROXY: '::1, fd00::/8' }, CWD).trustProxy).toBe('::1,fd00::/8');
    for (const value of ['yes', 'proxy.example', '10.0.0.1;rm']) {
      expect(() => readServerConfig({ TRUST_PROXY: value }, CWD)).toThrow(/TRUST_PROXY must be/);
    }
  });

  it('accepts a TRIAL_DAYS of 0 (no trial) and more', () => {
    expect(readServerConfig({ TRIAL_DAYS: '0' }, CWD).trialDays).toBe(0);
    expect(readServerConfig({ TRIAL_DAYS: ' 30 ' }, CWD).trialDays).toBe(30);
  });

  it('refuses a TRIAL_DAYS that is negative, fractional, not a number or past a century', () => {
    for (const days of ['-1', '1.5', 'seven', '7d', '1e3', '36501']) {
      expect(() => readServerConfig({ TRIAL_DAYS: days }, CWD)).toThrow(`TRIAL_DAYS must be a whole number of days from 0 to 36500, not "${days}"`);
    }
  });

  it('reads CLASSROOM_SESSION_MINUTES from 1 to a week, 720 (12:00) when unset', () => {
    expect(DEFAULT_CLASSROOM_MINUTES).toBe(720);
    expect(readServerConfig({ CLASSROOM_SESSION_MINUTES: ' 1 ' }, CWD).classroomSessionMinutes).toBe(1);
    expect(readServerConfig({ CLASSROOM_SESSION_MINUTES: '10080' }, CWD).classroomSessionMinutes).toBe(10080);
    for (const minutes of ['0', '-5', '1.5', 'twelve', '10081']) {
      expect(() => readServerConfig({ CLASSROOM_SESSION_MINUTES: minutes }, CWD)).toThrow(`CLASSROOM_SESSION_MINUTES must be a whole number of minutes from 1 to 10080, not "${minutes}"`);
    }
  });

  it('accepts a MAP_MAX_ZOOM from 0 to 24', () => {
    expect(readServerConfig({ MAP_MAX_ZOOM: '0' }, CWD).mapMaxZoom).toBe(0);
    expect(readServerConfig({ MAP_MAX_ZOOM: '24' }, CWD).mapMaxZoom).toBe(24);
  });

  it('refuses a MAP_MAX_ZOOM that is not a number from 0 to 24', () => {
    for (const zoom of ['deep', '-1', '24.5', '1e3', '30']) {
      expect(() => readServerConfig({ MAP_MAX_ZOOM: zoom }, CWD)).toThrow(`MAP_MAX_ZOOM must be a number from 0 to 24, not "${zoom}"`);
    }
  });

  it('reads ALLOWED_HOSTS as host names with optional ports, and refuses anything else', () => {
    expect(readServerConfig({ ALLOWED_HOSTS: 'a.example,[::1]:8080, 10.0.0.5' }, CWD).allowedHosts).toEqual(['a.example', '[::1]:8080', '10.0.0.5']);
    for (const value of ['https://a.example', 'a.example/path', 'user@a.example', '*.example']) {
      expect(() => readServerConfig({ ALLOWED_HOSTS: value }, CWD)).toThrow(/ALLOWED_HOSTS must list host names/);
    }
  });
});

describe('BASE_PATH', () => {
  it('is the root by default, BASE_PATH when set, else PUBLIC_URL\'s path; PUBLIC_URL then ends in it', () => {
    expect(readServerConfig({}, CWD)).toMatchObject({ basePath: '', publicUrl: undefined });
    expect(readServerConfig({ BASE_PATH: '/planimetry/' }, CWD)).toMatchObject({ basePath: '/planimetry', publicUrl: undefined });
    expect(readServerConfig({ PUBLIC_URL: 'https://tools.example/planimetry/' }, CWD)).toMatchObject({ basePath: '/planimetry', publicUrl: 'https://tools.example/planimetry' });
    expect(readServerConfig({ PUBLIC_URL: 'https://tools.example', BASE_PATH: '/planimetry' }, CWD)).toMatchObject({ basePath: '/planimetry', publicUrl: 'https://tools.example/planimetry' });
    expect(readServerConfig({ PUBLIC_URL: 'https://tools.example/planimetry', BASE_PATH: '/planimetry' }, CWD)).toMatchObject({ basePath: '/planimetry', publicUrl: 'https://tools.example/planimetry' });
  });

  it('stops the start on a base path that is not a plain path, or one PUBLIC_URL contradicts', () => {
    expect(() => readServerConfig({ BASE_PATH: 'planimetry' }, CWD)).toThrow(/BASE_PATH must start with "\/"/);
    expect(() => readServerConfig({ BASE_PATH: '/a/../b' }, CWD)).toThrow(/plain path/);
    expect(() => readServerConfig({ PUBLIC_URL: 'https://tools.example/other', BASE_PATH: '/planimetry' }, CWD)).toThrow(/PUBLIC_URL's path \(\/other\) and BASE_PATH \(\/planimetry\) disagree/);
  });

  it('ends the listening address, the mail links\' fallback, in it', () => {
    expect(listeningUrl({ host: '0.0.0.0', port: 8080, basePath: '/planimetry' })).toBe('http://localhost:8080/planimetry');
  });
});

describe('startupWarnings', () => {
  it("warns without PUBLIC_URL that mail links follow each request's host, and that production should set it", () => {
    const [warning, ...more] = startupWarnings(readServerConfig({ ALLOWED_HOSTS: 'planimetry.test' }, CWD));
    expect(more).toEqual([]);
    expect(warning).toMatch(/^PUBLIC_URL is not set: links in account mail follow each request's address \(Host\)/);
    expect(warning).toContain('one of localhost, 127.0.0.1, [::1], planimetry.test');
    expect(warning).toContain('(else http://localhost:8080)');
    expect(warning).toContain('in production set PUBLIC_URL');
  });

  it('says nothing when PUBLIC_URL is set', () => {
    expect(startupWarnings(readServerConfig({ PUBLIC_URL: 'https://planimetry.example' }, CWD))).toEqual([]);
  });
});

describe('listeningUrl', () => {
  it('names localhost for a wildcard address, and the address itself otherwise', () => {
    expect(listeningUrl({ host: '0.0.0.0', port: 8080 })).toBe('http://localhost:8080');
    expect(listeningUrl({ host: '::', port: 80 })).toBe('http://localhost:80');
    expect(listeningUrl({ host: '192.0.2.7', port: 3000 })).toBe('http://192.0.2.7:3000');
    expect(listeningUrl({ host: '::1', port: 3000 })).toBe('http://[::1]:3000');
  });
});
