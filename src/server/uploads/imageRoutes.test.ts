import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { apiErrorSchema } from '../../shared/api';
import { UPLOAD_MAX_BYTES } from '../../shared/constants';
import { ACCESS_TOKEN_HEADER } from '../auth/requestUser';
import { fileUpload, multipartBody } from './testing/multipartBody';
import { openImageTestApp, type ImageTestApp } from './testing/openImageTestApp';

const FIXTURES = new URL('../../../../shared/fixtures/images/', import.meta.url);
const fixture = (name: string): Buffer => readFileSync(new URL(name, FIXTURES));

let server: ImageTestApp;
let app: FastifyInstance;
let token: string;

beforeEach(async () => {
  server = await openImageTestApp();
  ({ app, token } = server);
});
afterEach(async () => {
  await server.close();
});

const keep = (filename: string, content: string | Uint8Array, headers: Record<string, string> = { [ACCESS_TOKEN_HEADER]: token }) => {
  const body = fileUpload(filename, content);
  return app.inject({ method: 'POST', url: '/api/images', payload: body.payload, headers: { ...body.headers, ...headers } });
};

const storedFiles = (): Promise<string[]> => server.storedFiles();

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
    const stored = path.slice('/api/uploads/'.length);
    // The image, and beside the originals who uploaded it.
    expect((await storedFiles()).sort()).toEqual([stored, `${stored.split('.')[0]}.owner`].sort());

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
