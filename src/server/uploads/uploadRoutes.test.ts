import { readFileSync, readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorSchema, uploadResponseSchema, type UploadResponse } from '../../shared/api';
import { CAD_RENDER_LONGEST_SIDE, IMAGE_MIN_SIDE, MESSAGES } from '../../shared/constants';
import { bundleWorker, type BundledWorker } from './testing/bundleWorker';
import { fileUpload, multipartBody, BOUNDARY } from './testing/multipartBody';
import { openUploadTestApp, type UploadTestApp } from './testing/openUploadTestApp';
import { countInkedPixels, decodePng, pixelAt, pngSize, type DecodedPng } from './testing/readPng';
import { BROWSER_TYPES_MESSAGE } from './uploadType';

const FIXTURES = new URL('../../../../shared/fixtures/', import.meta.url);
const fixture = (path: string): Buffer => readFileSync(new URL(path, FIXTURES));
const fixtureNames = (folder: string): string[] => readdirSync(new URL(`${folder}/`, FIXTURES)).filter((name) => !name.includes('/'));

let worker: BundledWorker;
let server: UploadTestApp;

beforeAll(async () => {
  worker = await bundleWorker('src/server/uploads/testing/stubCadWorker.ts');
});
afterAll(async () => {
  await worker?.remove();
});
beforeEach(async () => {
  server = await openUploadTestApp(worker.url);
});
afterEach(async () => {
  await server.close();
});

async function upload(filename: string, content: string | Uint8Array) {
  return server.app.inject({ method: 'POST', url: '/api/uploads', ...fileUpload(filename, content, server.auth) });
}

/** Uploads, expects success, and fetches the PNG back through its path. */
async function convert(filename: string, content: string | Uint8Array): Promise<{ body: UploadResponse; image: DecodedPng }> {
  const response = await upload(filename, content);
  expect(response.statusCode, response.body).toBe(200);
  const body = uploadResponseSchema.parse(response.json());
  expect(body.path).toMatch(/^\/api\/uploads\/[0-9a-f]{32}\.png$/);
  const png = await server.app.inject({ method: 'GET', url: body.path });
  expect(png.statusCode).toBe(200);
  expect(png.headers['content-type']).toBe('image/png');
  const bytes = new Uint8Array(png.rawPayload);
  expect(pngSize(bytes)).toEqual({ width: body.width, height: body.height });
  return { body, image: decodePng(bytes) };
}

function expectError(response: { statusCode: number; json(): unknown }, status: number, message: string | RegExp): void {
  expect(response.statusCode).toBe(status);
  const body = apiErrorSchema.parse(response.json());
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
}

describe('POST /api/uploads with SVG drawings', () => {
  it.each(fixtureNames('svg').filter((name) => name.endsWith('.svg')))('converts %s to a PNG fitted to the render size', async (name) => {
    const { body, image } = await convert(name, fixture(`svg/${name}`));
    expect(body).toMatchObject({ success: true, source: 'svg', drawingScale: null, declaredUnits: null });
    expect(Math.max(body.width, body.height)).toBeGreaterThanOrEqual(CAD_RENDER_LONGEST_SIDE - 1);
    expect(Math.min(body.width, body.height)).toBeGreaterThanOrEqual(IMAGE_MIN_SIDE);
    const inked = countInkedPixels(image);
    expect(inked).toBeGreaterThan(1000);
    expect(inked).toBeLessThan(body.width * body.height * 0.9);
    // White background, not transparency.
    expect(pixelAt(image, 0, 0)[3]).toBe(255);
  });

  it('keeps the original and the PNG under DATA_DIR/uploads, named by the id', async () => {
    const { body } = await convert('ha-floorplan-home.svg', fixture('svg/ha-floorplan-home.svg'));
    const id = body.path.slice('/api/uploads/'.length, -'.png'.length);
    expect(await server.storedFiles()).toEqual([`${id}.owner`, `${id}.png`, `${id}.svg`]);
  });

  it('accepts the extension in any case', async () => {
    const { body } = await convert('MAP.SVG', fixture('svg/usa.states-territories.svg'));
    expect(body.width).toBe(CAD_RENDER_LONGEST_SIDE);
  });
});

describe('POST /api/uploads with unsafe SVGs', () => {
  it.each(fixtureNames('svg/unsafe'))('converts %s with nothing external, or refuses it with a reason', async (name) => {
    const response = await upload(name, fixture(`svg/unsafe/${name}`));
    if (response.statusCode !== 200) {
      expect(response.statusCode).toBe(422);
      expect(apiErrorSchema.parse(response.json()).message).not.toBe(MESSAGES.fileUploadFailed);
      return;
    }
    expect(uploadResponseSchema.parse(response.json()).source).toBe('svg');
  });

  it('refuses the billion laughs before expanding it', async () => {
    expectError(await upload('billionlaughs.svg', fixture('svg/unsafe/billionlaughs.svg')), 422, /^SVG files that declare entities are not accepted/);
    expect(await server.storedFiles()).toEqual([]);
  });

  it('ignores the external style sheet: the square stays red', async () => {
    const { body, image } = await convert('external-CSS.svg', fixture('svg/unsafe/resvg-style-external-CSS.svg'));
    const [red, green, blue] = pixelAt(image, body.width >> 1, body.height >> 1);
    expect({ red, green, blue }).toEqual({ red: 255, green: 0, blue: 0 });
  });

  it('draws no external image: the image area stays white', async () => {
    const { body, image } = await convert('externalimage.svg', fixture('svg/unsafe/externalimage.svg'));
    // The image sits between two black bars at y 0-10 and 150-160 of a 300 x 200 drawing.
    const zoom = body.width / 300;
    expect(pixelAt(image, Math.round(150 * zoom), Math.round(60 * zoom)).slice(0, 3)).toEqual([255, 255, 255]);
    expect(pixelAt(image, Math.round(150 * zoom), Math.round(5 * zoom)).slice(0, 3)).toEqual([0, 0, 0]);
  });

  describe('with a web server the SVG points at', () => {
    let web: Server;
    let requests: string[];
    beforeEach(async () => {
      requests = [];
      web = createServer((request, response) => {
        requests.push(request.url ?? '');
        response.end();
      });
      await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
    });
    afterEach(async () => {
      await new Promise((resolve) => web.close(resolve));
    });

    it('fetches nothing from it, by image, use, style sheet, filter or fill', async () => {
      const base = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="200">
        <style>@import url(${base}/import.css); rect { fill: url(${base}/fill.svg#p) }</style>
        <image href="${base}/image.png" width="50" height="50"/>
        <image xlink:href="${base}/xlink.png" x="50" width="50" height="50"/>
        <use href="${base}/use.svg#a"/>
        <filter id="f"><feImage href="${base}/fe.png"/></filter>
        <rect x="100" width="100" height="100" style="fill: url('${base}/style.png')" filter="url(#f)"/>
        <circle cx="50" cy="150" r="40" fill="black"/>
      </svg>`;
      const { image } = await convert('references.svg', svg);
      expect(countInkedPixels(image)).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(requests).toEqual([]);
    });
  });
});

describe('POST /api/uploads with CAD drawings (stand-in readers)', () => {
  const dxf = (comment: string): string => `999\n${comment}\n0\nSECTION\n2\nENTITIES\n0\nENDSEC\n0\nEOF\n`;

  it('answers the drawing scale and declared units of the reader, at its own pixel size', async () => {
    const { body, image } = await convert('square.dxf', dxf('a square'));
    expect(body).toMatchObject({ source: 'dxf', width: 240, height: 240, drawingScale: { unit: 'mm', unitsPerPixel: 0.05 }, declaredUnits: 'mm' });
    // The reader's 1 px outline through pixel centres covers exactly column 20.
    expect(pixelAt(image, 20, 100).slice(0, 3)).toEqual([0, 0, 0]);
    expect(pixelAt(image, 21, 100).slice(0, 3)).toEqual([255, 255, 255]);
  });

  it('converts a DWG that starts with its version tag', async () => {
    const { body } = await convert('plan.dwg', fixture('dwg/dim_linear_tutorial.dwg'));
    expect(body.source).toBe('dwg');
  });

  it("shows a reader's own error, meant for people, and hides a bug behind the spec's message", async () => {
    expectError(await upload('empty.dxf', dxf('stub: refuse')), 422, 'This drawing has no entities to draw');
    expectError(await upload('bug.dxf', dxf('stub: bug')), 422, MESSAGES.fileUploadFailed);
    expect(await server.storedFiles()).toEqual([]);
  });

  it('refuses a binary DXF, and files that are not what their extension says', async () => {
    expectError(await upload('bin_dxf_r2000.dxf', fixture('dxf/bin_dxf_r2000.dxf')), 422, 'Binary DXF is not supported; save the drawing as ASCII DXF');
    expectError(await upload('plan.dwg', fixture('dxf/1x1rectangle.dxf')), 415, /^The file is not a DWG drawing/);
    expectError(await upload('plan.dxf', fixture('svg/usa.states-territories.svg')), 415, /^The file is not a DXF drawing/);
    expectError(await upload('plan.svg', fixture('images/resvg-image.gif')), 415, /^The file is not an SVG/);
    expectError(await upload('page.svg', '<html><body>hello</body></html>'), 415, 'The file is not an SVG: its root element is <html>, not <svg>');
    expect(await server.storedFiles()).toEqual([]);
  });
});

describe('POST /api/uploads with images and PDFs', () => {
  it.each([...fixtureNames('pdf').map((name) => `pdf/${name}`), ...fixtureNames('images').map((name) => `images/${name}`)])(
    'refuses %s with a message naming what is converted',
    async (path) => {
      const response = await upload(path.split('/')[1]!, fixture(path));
      expect(response.statusCode).toBe(415);
      const { message } = apiErrorSchema.parse(response.json());
      if (path.endsWith('.tif')) expect(message).toBe('.tif files are not accepted: upload an svg, dxf or dwg file (jpeg, jpg, png, gif and pdf open in the browser)');
      else expect(message).toBe(BROWSER_TYPES_MESSAGE);
    },
  );
});

describe('POST /api/uploads with malformed requests', () => {
  const NOT_MULTIPART = 'Send the file as multipart/form-data, in the field "file"';
  const post = (payload: string | Buffer, contentType: string) =>
    server.app.inject({ method: 'POST', url: '/api/uploads', payload, headers: { 'content-type': contentType, ...server.auth } });

  it('refuses a body that is not multipart', async () => {
    expectError(await post('{"file":"x"}', 'application/json'), 415, NOT_MULTIPART);
    expectError(await post('<svg/>', 'text/plain'), 415, NOT_MULTIPART);
    expectError(await post('<svg/>', 'image/svg+xml'), 415, NOT_MULTIPART);
  });

  it('refuses a form without a file, a file in another field, two files and an empty file', async () => {
    const svg = fixture('svg/usa.states-territories.svg');
    const send = (parts: Parameters<typeof multipartBody>[0]) => server.app.inject({ method: 'POST', url: '/api/uploads', ...multipartBody(parts, server.auth) });
    expectError(await send([{ field: 'name', content: 'plan' }]), 400, 'No file: send it in the multipart field "file"');
    expectError(await send([{ field: 'upload', filename: 'a.svg', content: svg }]), 400, 'The file must be sent in the field "file", not "upload"');
    expectError(
      await send([
        { field: 'file', filename: 'a.svg', content: svg },
        { field: 'file', filename: 'b.svg', content: svg },
      ]),
      400,
      'Send one file at a time, in the field "file"',
    );
    expectError(await send([{ field: 'file', filename: 'a.svg', content: '' }]), 400, 'The file is empty');
    expect(await server.storedFiles()).toEqual([]);
  });

  it('refuses broken multipart bodies with a clear message', async () => {
    const truncated = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.svg"\r\n\r\n<svg/>`;
    expectError(await post(truncated, `multipart/form-data; boundary=${BOUNDARY}`), 400, /^Malformed multipart body|^The upload was interrupted/);
    expectError(await post('whatever', 'multipart/form-data'), 400, /^Malformed multipart body/);
    expectError(await post(`--${BOUNDARY}\r\nno headers at all\r\n--${BOUNDARY}--\r\n`, `multipart/form-data; boundary=${BOUNDARY}`), 400, /./);
    expect(await server.storedFiles()).toEqual([]);
  });
});

describe('GET /api/uploads/:name', () => {
  it.each(['0123456789abcdef0123456789abcdef.png', '..%2F..%2Fetc%2Fpasswd', 'x.png', '0123456789ABCDEF0123456789ABCDEF.png'])(
    'answers 404 JSON for %s',
    async (name) => {
      expectError(await server.app.inject({ method: 'GET', url: `/api/uploads/${name}` }), 404, 'No such upload');
    },
  );

  it('answers a JSON 404, not a file, for dot segments', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/uploads/%2e%2e/%2e%2e/package.json' });
    expect(response.statusCode).toBe(404);
    expect(apiErrorSchema.parse(response.json()).success).toBe(false);
  });

  it('does not serve the stored originals', async () => {
    const { body } = await convert('a.svg', fixture('svg/usa.states-territories.svg'));
    const original = body.path.replace(/\.png$/, '.svg');
    expectError(await server.app.inject({ method: 'GET', url: original }), 404, 'No such upload');
    expect((await server.app.inject({ method: 'GET', url: '/api/uploads/originals/x.svg' })).statusCode).toBe(404);
  });
});
