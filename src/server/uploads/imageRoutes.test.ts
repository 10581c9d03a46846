import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiRequestError, createApiClient } from '../../net/apiClient';
import { createDocumentsApi } from '../../net/documentsApi';
import { apiErrorSchema } from '../../shared/api';
import { UPLOAD_MAX_BYTES } from '../../shared/constants';
import { accessTokens } from '../auth/accessTokens';
import { ACCESS_TOKEN_HEADER } from '../auth/requestUser';
import { requestUserVerifier } from '../auth/requestUserVerifier';
import { buildApp } from '../app';
import type { Database } from '../db/createDatabase';
import { migrateToLatest } from '../db/migrateToLatest';
import { usersRepository } from '../db/usersRepository';
import { testDatabases } from '../testing/databases';
import type { ConversionPool } from './conversionPool';
import { fileUpload, multipartBody } from './testing/multipartBody';

const FIXTURES = new URL('../../../../shared/fixtures/images/', import.meta.url);
const fixture = (name: string): Buffer => readFileSync(new URL(name, FIXTURES));

/** Keeping an image converts nothing: a pool that fails the test if it is ever asked. */
const noConversions: ConversionPool = {
  convert: () => Promise.reject(new Error('POST /api/images must not convert')),
  running: 0,
  waiting: 0,
  close: () => Promise.resolve(),
};

let app: FastifyInstance;
let database: Database;
let dataDir: string;
let token: string;

beforeEach(async () => {
  const sqlite = testDatabases.find((each) => each.kind === 'sqlite');
  if (!sqlite) throw new Error('no SQLite test database');
  database = await sqlite.open();
  await migrateToLatest(database.db);
  dataDir = await mkdtemp(join(tmpdir(), 'planimetry-images-'));
  const tokens = accessTokens(randomBytes(32));
  app = await buildApp({
    db: database.db,
    kind: database.kind,
    uploads: { dataDir, conversions: noConversions },
    documents: { dataDir, verify: requestUserVerifier(tokens) },
  });
  const user = await usersRepository(database.db).create({ email: 'ann@example.com', passwordHash: 'unused', firstName: 'Ann', lastName: 'Surveyor' });
  token = await tokens.sign({ sub: user.id, email: user.email, device: 'device-a' }, 'day');
});
afterEach(async () => {
  await app.close();
  await database.destroy();
  await rm(dataDir, { recursive: true, force: true });
});

const keep = (filename: string, content: string | Uint8Array, headers: Record<string, string> = { [ACCESS_TOKEN_HEADER]: token }) => {
  const body = fileUpload(filename, content);
  return app.inject({ method: 'POST', url: '/api/images', payload: body.payload, headers: { ...body.headers, ...headers } });
};

const storedFiles = async (): Promise<string[]> => {
  const entries = await readdir(join(dataDir, 'uploads'), { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
};

function expectRefused(response: { statusCode: number; json(): unknown }, status: number, message: string | RegExp): void {
  expect(response.statusCode).toBe(status);
  const body = apiErrorSchema.parse(response.json());
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
}

describe('POST /api/images', () => {
  it.each([
    ['floorplan-background_with_floorplanner.png', 'png', 'image/png'],
    ['world.topo.bathy.200412.3x5400x2700.jpg', 'jpg', 'image/jpeg'],
    ['resvg-image.gif', 'gif', 'image/gif'],
  ])('keeps %s as it is and serves it back byte for byte', async (name, extension, type) => {
    const bytes = fixture(name);
    const response = await keep(name, bytes);
    expect(response.statusCode, response.body).toBe(200);
    const { success, path } = response.json() as { success: boolean; path: string };
    expect(success).toBe(true);
    expect(path).toMatch(new RegExp(`^/api/uploads/[0-9a-f]{32}\\.${extension}$`));
    expect(await storedFiles()).toEqual([path.slice('/api/uploads/'.length)]);

    const served = await app.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(type);
    expect(Buffer.compare(served.rawPayload, bytes)).toBe(0);
  });

  it('keeps a .jpeg under .jpg', async () => {
    const response = await keep('PHOTO.JPEG', fixture('world.topo.bathy.200412.3x5400x2700.jpg'));
    expect(response.statusCode).toBe(200);
    expect((response.json() as { path: string }).path).toMatch(/\.jpg$/);
  });

  it('refuses a TIFF by its name, and a TIFF renamed .png by its bytes, keeping nothing', async () => {
    const tiff = fixture('landsat7-RGB.byte.tif');
    expectRefused(await keep('landsat7-RGB.byte.tif', tiff), 415, '.tif files are not kept: only jpeg, jpg, png, gif images can be stored');
    expectRefused(await keep('landsat.png', tiff), 415, 'The file is not a PNG image');
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a PNG renamed .jpg, saying what it really is', async () => {
    expectRefused(await keep('plan.jpg', fixture('floorplan-background_with_floorplanner.png')), 415, 'The file is not a JPEG image: its content is a PNG image');
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses an SVG: drawings are converted by POST /api/uploads', async () => {
    expectRefused(await keep('plan.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>'), 415, /^\.svg files are not kept/);
  });

  it('answers 401 without a token or with a forged one, and keeps nothing', async () => {
    const gif = fixture('resvg-image.gif');
    for (const headers of [{}, { [ACCESS_TOKEN_HEADER]: 'not-a-token' }] as Record<string, string>[]) {
      const response = await keep('resvg-image.gif', gif, headers);
      expect(response.statusCode).toBe(401);
      expect(apiErrorSchema.parse(response.json()).message).toMatch(/log in again/);
    }
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses an empty file, a body that is not multipart, and a file in another field', async () => {
    expectRefused(await keep('empty.png', ''), 400, 'The file is empty');
    const json = await app.inject({ method: 'POST', url: '/api/images', payload: { file: 'x' }, headers: { [ACCESS_TOKEN_HEADER]: token } });
    expectRefused(json, 415, /multipart\/form-data/);
    const wrongField = multipartBody([{ field: 'image', filename: 'a.gif', content: fixture('resvg-image.gif') }]);
    const response = await app.inject({ method: 'POST', url: '/api/images', payload: wrongField.payload, headers: { ...wrongField.headers, [ACCESS_TOKEN_HEADER]: token } });
    expectRefused(response, 400, 'The file must be sent in the field "file", not "image"');
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a file over the upload limit with 413 and keeps nothing', async () => {
    const head = fixture('floorplan-background_with_floorplanner.png');
    const tooBig = Buffer.concat([head, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - head.length)]);
    expectRefused(await keep('big.png', tooBig), 413, /^File is too large/);
    expect(await storedFiles()).toEqual([]);
  });
});

describe('GET /api/uploads/:name', () => {
  it('serves only names of 32 hex digits and .png, .jpg or .gif', async () => {
    const { path } = (await keep('resvg-image.gif', fixture('resvg-image.gif'))).json() as { path: string };
    const id = path.slice('/api/uploads/'.length, -'.gif'.length);
    for (const name of [`${id}.GIF`, `${id}.jpeg`, `${id.slice(1)}.gif`, `${id}.gif.png`, `..%2F${id}.gif`]) {
      expect((await app.inject({ method: 'GET', url: `/api/uploads/${name}` })).statusCode, name).toBe(404);
    }
    expect((await app.inject({ method: 'GET', url: `/api/uploads/${id}.jpg` })).statusCode).toBe(404);
  });
});

describe('the documents API client storing an image', () => {
  it('sends a blob under a name that matches its type, and the path it answers serves the same bytes', async () => {
    const baseURL = await app.listen({ port: 0, host: '127.0.0.1' });
    let accessToken: string | null = token;
    const documents = createDocumentsApi(createApiClient({ baseURL, clientId: 'client-a', accessToken: () => accessToken }));
    const gif = fixture('resvg-image.gif');
    // A rendered PDF page is a PNG blob whose file name says .pdf: the blob's type decides.
    const path = await documents.storeImage(new Blob([gif], { type: 'image/gif' }), 'plan.pdf');
    expect(path).toMatch(/^\/api\/uploads\/[0-9a-f]{32}\.gif$/);
    const served = await fetch(new URL(path, baseURL));
    expect(served.headers.get('content-type')).toBe('image/gif');
    expect(Buffer.compare(Buffer.from(await served.arrayBuffer()), gif)).toBe(0);

    accessToken = null;
    const refused = await documents.storeImage(new Blob([gif], { type: 'image/gif' }), 'a.gif').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiRequestError);
    expect(refused).toMatchObject({ status: 401 });
  });
});
