import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import { freshDatabasePerTest } from '../testing/freshDatabase';
import {
  ACCESS_TOKEN_LIFETIME_SECONDS,
  accessTokens,
  InvalidAccessTokenError,
  JWT_SECRET_NAME,
  loadJwtSecret,
  secondsLeft,
  shouldRefresh,
} from './accessTokens';

const CLAIMS = { sub: '3f1c0a9e-user', email: 'ann@example.com', device: 'device-uuid-1', sid: 'session-1' };
const T0 = new Date('2025-08-01T12:00:00.000Z');
const T0_SECONDS = T0.getTime() / 1000;
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function refusal(promise: Promise<unknown>): Promise<InvalidAccessTokenError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(InvalidAccessTokenError);
  return error as InvalidAccessTokenError;
}

describe('access tokens', () => {
  const secret = new Uint8Array(randomBytes(32));
  let clock: Date;
  beforeEach(() => {
    clock = T0;
  });
  const tokens = () => accessTokens(secret, () => clock);

  it('round-trips the user id, e-mail and device, issued now', async () => {
    const token = await tokens().sign(CLAIMS, 'day');
    expect(token.split('.')).toHaveLength(3);
    expect(await tokens().verify(token)).toEqual({ ...CLAIMS, iat: T0_SECONDS, exp: T0_SECONDS + 86_400 });
  });

  it('lives one day, or 365 days for Remember Me and refresh', async () => {
    const day = await tokens().verify(await tokens().sign(CLAIMS, 'day'));
    const year = await tokens().verify(await tokens().sign(CLAIMS, 'year'));
    expect(secondsLeft(day, T0)).toBe(ACCESS_TOKEN_LIFETIME_SECONDS.day);
    expect(secondsLeft(year, T0)).toBe(365 * 86_400);
  });

  it('is accepted until the last second and refused as expired from its expiry on', async () => {
    const token = await tokens().sign(CLAIMS, 'day');
    clock = new Date(T0.getTime() + 86_399_000);
    expect((await tokens().verify(token)).sub).toBe(CLAIMS.sub);
    clock = new Date(T0.getTime() + 86_400_000);
    expect((await refusal(tokens().verify(token))).reason).toBe('expired');
  });

  it('asks for a refresh only when fewer than 86400 seconds remain', async () => {
    const year = await tokens().verify(await tokens().sign(CLAIMS, 'year'));
    const day = await tokens().verify(await tokens().sign(CLAIMS, 'day'));
    expect(shouldRefresh(year, T0)).toBe(false);
    expect(shouldRefresh(day, T0)).toBe(false);
    expect(shouldRefresh(day, new Date(T0.getTime() + 1000))).toBe(true);
    expect(shouldRefresh(year, new Date(T0.getTime() + (365 * 86_400 - 86_399) * 1000))).toBe(true);
  });

  it('refuses a token signed with another secret, and one whose payload was altered', async () => {
    const foreign = await accessTokens(new Uint8Array(randomBytes(32)), () => clock).sign(CLAIMS, 'day');
    expect((await refusal(tokens().verify(foreign))).reason).toBe('invalid');

    const [header, , signature] = (await tokens().sign(CLAIMS, 'day')).split('.');
    const altered = base64url({ ...CLAIMS, sub: 'someone-else', iat: T0_SECONDS, exp: T0_SECONDS + 86_400 });
    expect((await refusal(tokens().verify(`${header}.${altered}.${signature}`))).reason).toBe('invalid');
  });

  it('refuses an unsigned token (alg: none)', async () => {
    const payload = base64url({ ...CLAIMS, iat: T0_SECONDS, exp: T0_SECONDS + 86_400 });
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    expect((await refusal(tokens().verify(unsigned))).reason).toBe('invalid');
  });

  it('refuses a token signed with the right secret but another algorithm', async () => {
    const hs512 = await new SignJWT({ email: CLAIMS.email, device: CLAIMS.device })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(CLAIMS.sub)
      .setIssuedAt(T0_SECONDS)
      .setExpirationTime(T0_SECONDS + 86_400)
      .sign(secret);
    expect((await refusal(tokens().verify(hs512))).reason).toBe('invalid');
  });

  it('refuses malformed tokens', async () => {
    for (const token of ['', 'abc', 'a.b.c', 'Bearer x.y.z', `${base64url({ alg: 'HS256' })}.not-json.sig`]) {
      expect((await refusal(tokens().verify(token))).reason).toBe('invalid');
    }
  });

  it('refuses a genuine signature over a payload without the device or e-mail', async () => {
    const noDevice = await new SignJWT({ email: CLAIMS.email })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(CLAIMS.sub)
      .setIssuedAt(T0_SECONDS)
      .setExpirationTime(T0_SECONDS + 86_400)
      .sign(secret);
    expect((await refusal(tokens().verify(noDevice))).message).toBe('Access token is not valid');
    const noExpiry = await new SignJWT({ ...CLAIMS }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt(T0_SECONDS).sign(secret);
    expect((await refusal(tokens().verify(noExpiry))).reason).toBe('invalid');
  });

  it('refuses a genuine token from before sessions, which names none and so could never be ended', async () => {
    const sessionless = await new SignJWT({ email: CLAIMS.email, device: CLAIMS.device })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(CLAIMS.sub)
      .setIssuedAt(T0_SECONDS)
      .setExpirationTime(T0_SECONDS + 365 * 86_400)
      .sign(secret);
    expect((await refusal(tokens().verify(sessionless))).reason).toBe('invalid');
  });
});

describe.each(testDatabases)('the signing secret on $kind', ({ skipReason, open }) => {
  describe.skipIf(skipReason !== undefined)('with a fresh database per test', () => {
    const database = freshDatabasePerTest(open);

    it('is generated into the database on first start and reused after', async () => {
      const first = await loadJwtSecret({ db: database.db });
      expect(first).toHaveLength(32);
      const rows = await database.db.selectFrom('server_secrets').selectAll().execute();
      expect(rows).toEqual([expect.objectContaining({ name: JWT_SECRET_NAME, value: Buffer.from(first).toString('base64url') })]);

      const second = await loadJwtSecret({ db: database.db });
      expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
      const token = await accessTokens(first).sign(CLAIMS, 'day');
      expect((await accessTokens(second).verify(token)).email).toBe(CLAIMS.email);
    });

    it('is one secret when several processes start together on one database', async () => {
      const secrets = await Promise.all([1, 2, 3, 4].map(() => loadJwtSecret({ db: database.db })));
      for (const secret of secrets) expect(Buffer.from(secret).equals(Buffer.from(secrets[0]!))).toBe(true);
    });

    it('is JWT_SECRET when set, storing nothing', async () => {
      const jwtSecret = 'a-configured-secret-of-40-characters-xyz';
      const secret = await loadJwtSecret({ jwtSecret, db: database.db });
      expect(new TextDecoder().decode(secret)).toBe(jwtSecret);
      expect(await database.db.selectFrom('server_secrets').selectAll().execute()).toEqual([]);
    });

    it('refuses a JWT_SECRET shorter than 32 characters', async () => {
      await expect(loadJwtSecret({ jwtSecret: 'short', db: database.db })).rejects.toThrow('JWT_SECRET must be at least 32 characters long');
    });

    it('refuses a damaged stored secret instead of signing with a weak key', async () => {
      await loadJwtSecret({ db: database.db });
      await database.db.updateTable('server_secrets').set({ value: 'abc' }).execute();
      await expect(loadJwtSecret({ db: database.db })).rejects.toThrow(/no 32-byte/);
    });
  });
});
