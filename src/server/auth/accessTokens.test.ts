import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_LIFETIME_SECONDS,
  accessTokens,
  InvalidAccessTokenError,
  JWT_SECRET_FILE_NAME,
  loadJwtSecret,
  secondsLeft,
  shouldRefresh,
} from './accessTokens';

const CLAIMS = { sub: '3f1c0a9e-user', email: 'ann@example.com', device: 'device-uuid-1' };
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
});

describe('the signing secret', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = join(await mkdtemp(join(tmpdir(), 'planimetry-secret-')), 'data');
  });
  afterEach(async () => {
    await rm(join(dataDir, '..'), { recursive: true, force: true });
  });

  it('is generated into DATA_DIR/jwt-secret with mode 0600 on first start and reused after', async () => {
    const first = await loadJwtSecret({ dataDir });
    const path = join(dataDir, JWT_SECRET_FILE_NAME);
    expect(first).toHaveLength(32);
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    const stored = await readFile(path, 'utf8');

    const second = await loadJwtSecret({ dataDir });
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    expect(await readFile(path, 'utf8')).toBe(stored);
    const token = await accessTokens(first).sign(CLAIMS, 'day');
    expect((await accessTokens(second).verify(token)).email).toBe(CLAIMS.email);
  });

  it('is one secret when two processes start together', async () => {
    const [first, second] = await Promise.all([loadJwtSecret({ dataDir }), loadJwtSecret({ dataDir })]);
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
  });

  it('is JWT_SECRET when set, leaving no file behind', async () => {
    const jwtSecret = 'a-configured-secret-of-40-characters-xyz';
    const secret = await loadJwtSecret({ jwtSecret, dataDir });
    expect(new TextDecoder().decode(secret)).toBe(jwtSecret);
    await expect(stat(join(dataDir, JWT_SECRET_FILE_NAME))).rejects.toThrow(/ENOENT/);
  });

  it('refuses a JWT_SECRET shorter than 32 characters', async () => {
    await expect(loadJwtSecret({ jwtSecret: 'short', dataDir })).rejects.toThrow('JWT_SECRET must be at least 32 characters long');
  });

  it('refuses a damaged secret file instead of signing with a weak key', async () => {
    await loadJwtSecret({ dataDir });
    await writeFile(join(dataDir, JWT_SECRET_FILE_NAME), 'abc\n');
    await expect(loadJwtSecret({ dataDir })).rejects.toThrow(/does not hold a 32-byte secret/);
  });
});
