import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readServerConfig } from './serverConfig';

const CWD = resolve('/srv/planimetry');

describe('readServerConfig', () => {
  it('falls back to the documented defaults, directories resolved against the working directory', () => {
    expect(readServerConfig({}, CWD)).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: resolve(CWD, 'data'),
      databaseUrl: undefined,
      clientDir: resolve(CWD, 'dist/client'),
      redisUrl: undefined,
      jwtSecret: undefined,
      smtpUrl: undefined,
      mailFrom: undefined,
      publicUrl: undefined,
      siteNotification: undefined,
    });
  });

  it('reads every variable it knows', () => {
    const env = {
      PORT: '18080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/planimetry',
      DATABASE_URL: 'postgres://app@db/planimetry',
      CLIENT_DIR: 'public',
      REDIS_URL: 'redis://cache:6379',
      JWT_SECRET: 'a'.repeat(40),
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'Planimetry <hello@example.com>',
      PUBLIC_URL: 'https://planimetry.example',
      SITE_NOTIFICATION: 'Maintenance at 22:00',
    };
    expect(readServerConfig(env, CWD)).toEqual({
      port: 18080,
      host: '127.0.0.1',
      dataDir: resolve('/var/lib/planimetry'),
      databaseUrl: env.DATABASE_URL,
      clientDir: resolve(CWD, 'public'),
      redisUrl: env.REDIS_URL,
      jwtSecret: env.JWT_SECRET,
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM,
      publicUrl: env.PUBLIC_URL,
      siteNotification: env.SITE_NOTIFICATION,
    });
  });

  it('treats empty variables as unset', () => {
    expect(readServerConfig({ PORT: '', DATABASE_URL: ' ', HOST: '' }, CWD)).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
    });
  });

  it('refuses a PORT that is not a port number', () => {
    for (const port of ['http', '80.5', '-1', '70000']) {
      expect(() => readServerConfig({ PORT: port }, CWD)).toThrow(`PORT must be a whole number from 0 to 65535, not "${port}"`);
    }
  });
});
