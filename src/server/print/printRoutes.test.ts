/**
 * `POST /api/print`, `/api/exportWeb` and `/api/report` through the app, with real users, a real
 * conversion pool (children running the bundled test worker, which renders print jobs with the
 * real renderer and resvg) and a real upload store, on both engines.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { measurementReport } from '../../engine/print/measurementReport';
import { ACCESS_TOKEN_HEADER, apiErrorSchema } from '../../shared/api';
import { exportResponseSchema, PRINT_BODY_LIMIT_BYTES, printResponseSchema, type PrintRequestInput } from '../../shared/print';
import { DEFAULT_RATE_LIMITS, tooManyRequests } from '../auth/rateLimits';
import { NOT_LOGGED_IN } from '../auth/requestUser';
import { testDatabases } from '../testing/databases';
import { bundleWorker, type BundledWorker } from '../uploads/testing/bundleWorker';
import { fileUpload } from '../uploads/testing/multipartBody';
import { openUploadTestApp, type UploadTestApp } from '../uploads/testing/openUploadTestApp';
import { decodePng, pngSize } from '../uploads/testing/readPng';
import { ACCESS_REFUSED_MESSAGES } from '../billing/accountAccess';
import { PRINT_DRAWING_MAX_BYTES } from './printBodyParser';
import { PRINT_MESSAGES } from './printMessages';
import { reportDate } from './printReport';
import { dataUrlOf, emptyLayer, PRINT_SETTINGS, pngHeaderClaiming, printBody, redPixels, solidPng, SQUARE_PLOT, squareLayerAt, stateOverImage, stateWith } from './testing/printStates';

let worker: BundledWorker;
beforeAll(async () => {
  worker = await bundleWorker('src/server/uploads/testing/stubCadWorker.ts');
});
afterAll(async () => {
  await worker?.remove();
});

const ROUTES = ['/api/print', '/api/exportWeb', '/api/report'] as const;
/** An image only the browser's tab could read. */
const BLOB_URL = 'blob:http://localhost:8080/5f0c4c1e-2b6a-4c1e-9d3a-0c1e2b6a4c1e';

function expectRefused(response: { statusCode: number; body: string }, status: number, message: string | RegExp): void {
  expect(response.statusCode, response.body).toBe(status);
  const body = apiErrorSchema.parse(JSON.parse(response.body));
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
}

const pngOf = (dataUrl: string): Buffer => Buffer.from(dataUrl.slice('data:image/png;base64,'.length), 'base64');

/** Every piece of text on every page of a PDF, joined by spaces. */
async function pdfText(pdf: Uint8Array): Promise<string> {
  const document = await getDocument({ data: pdf, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join(' ');
}

describe.each(testDatabases)('print and export on $kind', (testDatabase) => {
  describe.skipIf(testDatabase.skipReason !== undefined)('the print routes', () => {
    let server: UploadTestApp | undefined;
    let spawned = 0;
    const open = async (rateLimits = DEFAULT_RATE_LIMITS, pool: { concurrency?: number; queueLimit?: number; timeLimitMs?: number; printTimeLimitMs?: number } = {}): Promise<UploadTestApp> => {
      spawned = 0;
      server = await openUploadTestApp(worker.url, { ...pool, onSpawn: () => (spawned += 1) }, { database: testDatabase, rateLimits });
      return server;
    };
    afterEach(async () => {
      await server?.close();
      server = undefined;
    });
    const post = (url: string, body: unknown, headers: Record<string, string> = server!.auth) =>
      server!.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload: typeof body === 'string' ? body : JSON.stringify(body) });
    const print = async (body: PrintRequestInput, headers?: Record<string, string>): Promise<Buffer> => {
      const response = await post('/api/print', body, headers);
      expect(response.statusCode, response.body).toBe(200);
      return pngOf(printResponseSchema.parse(response.json()).data);
    };

    it('answers 401 to a signed-out or forged caller on every route, drawing nothing', async () => {
      await open();
      for (const url of ROUTES) {
        for (const headers of [{}, { [ACCESS_TOKEN_HEADER]: 'not-a-token' }] as Record<string, string>[]) {
          expectRefused(await post(url, printBody(), headers), 401, NOT_LOGGED_IN.message);
        }
      }
      expect(spawned).toBe(0);
    });

    it('lets a user on a trial print', async () => {
      await open();
      const trial = { [ACCESS_TOKEN_HEADER]: await server!.addUser({ trial: true }) };
      expect(pngSize(await print(printBody(), trial))).toEqual({ width: 600, height: 500 });
    });

    it('refuses print, export and report with 402 to an account with neither trial nor plan, as documents and uploads, before reading its body', async () => {
      await open();
      const expired = { [ACCESS_TOKEN_HEADER]: await server!.addUser({ noAccess: true }) };
      // A malformed body too: refused for access (402), not as malformed (400), so it was not read.
      for (const [url, body] of [...ROUTES.map((route) => [route, printBody()] as const), [ROUTES[0], '{"state": '] as const]) {
        const refused = await post(url, body, expired);
        expect(refused.statusCode, refused.body).toBe(402);
        expect(refused.json()).toEqual({ success: false, reason: 'subscription', message: ACCESS_REFUSED_MESSAGES.subscription });
      }
      expect((await server!.app.inject({ method: 'GET', url: '/api/documents', headers: expired })).statusCode).toBe(402);
      expect(spawned).toBe(0);
    });

    it('refuses bad bodies with 400 naming what is wrong, drawing nothing', async () => {
      await open();
      const { state: _state, ...withoutState } = printBody();
      for (const url of ROUTES) {
        expectRefused(await post(url, withoutState), 400, /^state: /);
        expectRefused(await post(url, printBody({ stage: { width: 4097, height: 500 } })), 400, /^stage\.width: /);
        expectRefused(await post(url, printBody({ pixelRatio: 3 })), 400, /^pixelRatio: /);
        expectRefused(await post(url, printBody({ background: 'https://example.com/plan.png' })), 400, 'background: The background must be a PNG or JPEG data URL');
        expectRefused(await post(url, printBody({ background: 'data:image/svg+xml;base64,PHN2Zy8+' })), 400, 'background: The background must be a PNG or JPEG data URL');
        expectRefused(await post(url, '{"state": '), 400, 'Malformed JSON body');
      }
      // The print routes parse JSON themselves (printBodyParser.ts): an empty body and a poisoned
      // prototype are refused as everywhere else, never a 500.
      for (const body of ['', '{"__proto__": {"polluted": true}, "state": {}}']) {
        const refused = await post('/api/print', body);
        expect(refused.statusCode, `${JSON.stringify(body)}: ${refused.body}`).toBe(400);
        expect(refused.json()).toMatchObject({ success: false });
      }
      expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
      // Versions no migration reaches are refused by the schema, not looped on or thrown as a 500
      // (one route: the schema is shared, and each refusal counts against the caller's limit).
      for (const version of [99, 0.5, 'three']) {
        expectRefused(await post(ROUTES[0]!, { ...printBody(), state: { ...SQUARE_PLOT.state, version } }), 400, /^state\.version: /);
      }
      expectRefused(await post(ROUTES[0]!, { ...printBody(), state: 'not a state' }), 400, /^state: /);
      expect(spawned).toBe(0);
    });

    it('prints a state of an older saved-document version, migrated (a tab opened before the app last grew)', async () => {
      await open();
      const older = { ...printBody(), state: { ...SQUARE_PLOT.state, version: 2 } } as unknown as PrintRequestInput;
      expect(pngSize(await print(older))).toEqual({ width: 600, height: 500 });
    });

    it('prints a request from a client that sends no showUncertainty (the default shows it), and refuses one that is no boolean', async () => {
      await open();
      const { showUncertainty: _absent, ...olderSettings } = PRINT_SETTINGS;
      expect(pngSize(await print({ ...printBody(), settings: olderSettings }))).toEqual({ width: 600, height: 500 });
      expectRefused(await post('/api/print', { ...printBody(), settings: { ...PRINT_SETTINGS, showUncertainty: 'yes' } }), 400, /^settings\.showUncertainty: /);
    });

    it('refuses a body over PRINT_BODY_LIMIT_BYTES with 413 unread, and takes one over the API limit below it', async () => {
      await open();
      const huge = JSON.stringify(printBody({ background: `data:image/png;base64,${'A'.repeat(PRINT_BODY_LIMIT_BYTES)}` }));
      for (const url of ROUTES) expectRefused(await post(url, huge), 413, PRINT_MESSAGES.bodyTooLarge);
      expect(spawned).toBe(0);
      // 3 MB: three times the 1 MB other API bodies may have. PNG decoders stop at IEND, so the padding is not drawn.
      const padded = Buffer.concat([solidPng(600, 500, 'red'), Buffer.alloc(3 * 1024 * 1024)]);
      const png = await print(printBody({ state: stateOverImage(BLOB_URL, 600, 500), background: dataUrlOf(padded) }));
      expect(pngSize(png)).toEqual({ width: 600, height: 500 });
      expect(redPixels(decodePng(png))).toBeGreaterThan(600 * 500 * 0.5);
      // Room for a loaded machine: three 24 MB bodies are built and sent.
    }, 60_000);

    it('refuses a drawing larger than a saved document may be with 413 before parsing it, wherever the background leaves room', async () => {
      await open();
      // 9 MB of drawing in a 9.1 MB body: under the 24 MB the background may fill, over what a save allows.
      const bulky = JSON.stringify(printBody({ fileName: 'x'.repeat(PRINT_DRAWING_MAX_BYTES) }));
      for (const url of ROUTES) expectRefused(await post(url, bulky), 413, PRINT_MESSAGES.drawingTooLarge);
      // Also when a decoy "background" hides in it: the first one is taken, the real one then counts as drawing.
      const decoy = JSON.stringify({ background: 'data:image/png;base64,AAAA', ...printBody({ fileName: 'x'.repeat(PRINT_DRAWING_MAX_BYTES) }) });
      expectRefused(await post('/api/print', decoy), 413, PRINT_MESSAGES.drawingTooLarge);
      expect(spawned).toBe(0);
    });

    it('draws the PNG at the stage size times the pixel ratio', async () => {
      await open();
      expect(pngSize(await print(printBody({ stage: { width: 320, height: 240 }, pixelRatio: 2 })))).toEqual({ width: 640, height: 480 });
      expect(pngSize(await print(printBody({ stage: { width: 400, height: 300 }, pixelRatio: 0.5 })))).toEqual({ width: 200, height: 150 });
    });

    it('prints a note whatever its text holds: markup, quotes and characters XML forbids', async () => {
      await open();
      const layer = squareLayerAt(1, 0, 0);
      const note = { text: 'Gate <a href="x">&amp;</a> \u0001\u0007 "end"', height: 60, width: 150, point: { x: 20, y: 20 }, originPoint: { x: 100, y: 100 }, arrowPosition: 5 };
      const png = await print(printBody({ state: stateWith([{ ...layer, notes: [note] }]) }));
      expect(pngSize(png)).toEqual({ width: 600, height: 500 });
    });

    it('limits how many prints one user may ask for in a window, apart from uploads', async () => {
      await open({ ...DEFAULT_RATE_LIMITS, perUser: { max: 2, windowMs: 15 * 60_000 } });
      await print(printBody());
      expect((await post('/api/exportWeb', printBody())).statusCode).toBe(200);
      const refused = await post('/api/report', printBody());
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(tooManyRequests(900));
      await print(printBody(), { [ACCESS_TOKEN_HEADER]: await server!.addUser() });
      expect(spawned).toBe(3);
    });

    it('answers 503 busy when every conversion slot and the queue are taken', async () => {
      const { conversions } = await open(DEFAULT_RATE_LIMITS, { concurrency: 1, queueLimit: 0, timeLimitMs: 1500 });
      const dxf = '999\nstub: loop\n0\nSECTION\n2\nENTITIES\n0\nENDSEC\n0\nEOF\n';
      const upload = server!.app.inject({ method: 'POST', url: '/api/uploads', ...fileUpload('loop.dxf', dxf, server!.auth) });
      await expect.poll(() => conversions.running).toBe(1);
      expectRefused(await post('/api/print', printBody(), { [ACCESS_TOKEN_HEADER]: await server!.addUser() }), 503, PRINT_MESSAGES.busy);
      expect((await upload).statusCode).toBe(422);
    });

    it("draws the user's own upload under the drawing, and no background for another user's upload or an unknown name", async () => {
      await open();
      const kept = await server!.app.inject({ method: 'POST', url: '/api/images', ...fileUpload('plan.png', solidPng(600, 500, 'red'), server!.auth) });
      expect(kept.statusCode, kept.body).toBe(200);
      const { path } = kept.json() as { path: string };
      const own = await print(printBody({ state: stateOverImage(path, 600, 500) }));
      expect(redPixels(decodePng(own))).toBeGreaterThan(600 * 500 * 0.5);

      const stranger = { [ACCESS_TOKEN_HEADER]: await server!.addUser() };
      const others = await print(printBody({ state: stateOverImage(path, 600, 500) }), stranger);
      const unknown = await print(printBody({ state: stateOverImage(`/api/uploads/${'0'.repeat(32)}.png`, 600, 500) }), stranger);
      const blob = await print(printBody({ state: stateOverImage(BLOB_URL, 600, 500) }), stranger);
      expect(redPixels(decodePng(others))).toBe(0);
      // Nothing tells another user's upload from a name that does not exist, or from no background at all.
      expect(others.equals(unknown)).toBe(true);
      expect(others.equals(blob)).toBe(true);
    });

    it('draws an upload older than owner notes for the user whose saved document shows it, and for nobody else', async () => {
      await open();
      const kept = await server!.app.inject({ method: 'POST', url: '/api/images', ...fileUpload('plan.png', solidPng(600, 500, 'red'), server!.auth) });
      const { path } = kept.json() as { path: string };
      await rm(join(server!.dataDir, 'uploads', 'originals', `${path.slice('/api/uploads/'.length).split('.')[0]}.owner`));
      const state = stateOverImage(path, 600, 500);
      expect(redPixels(decodePng(await print(printBody({ state }))))).toBe(0);

      const saved = await server!.app.inject({ method: 'POST', url: '/api/document', payload: { name: 'Plot', state }, headers: server!.auth });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(redPixels(decodePng(await print(printBody({ state }))))).toBeGreaterThan(600 * 500 * 0.5);
      const stranger = { [ACCESS_TOKEN_HEADER]: await server!.addUser() };
      expect(redPixels(decodePng(await print(printBody({ state }), stranger)))).toBe(0);
    });

    it('never reads a path or another address named by the image URL', async () => {
      await open();
      for (const url of ['/api/uploads/../../../etc/passwd', '/etc/passwd', 'file:///etc/passwd', 'https://example.com/api/uploads/x.png', `/api/uploads/${'0'.repeat(32)}.svg`]) {
        const png = await print(printBody({ state: stateOverImage(url, 600, 500) }));
        expect(pngSize(png)).toEqual({ width: 600, height: 500 });
      }
    });

    it('exports one PNG per layer with a drawing, named after the file and the layer number', async () => {
      await open();
      const state = stateWith([squareLayerAt(1, 0, 0), emptyLayer(2), squareLayerAt(3, 40, 40)]);
      const response = await post('/api/exportWeb', printBody({ state, fileName: 'Garden plot', stage: { width: 500, height: 450 }, pixelRatio: 2 }));
      expect(response.statusCode, response.body).toBe(200);
      const images = exportResponseSchema.parse(response.json()).data.imagesBlob;
      expect(images.map((image) => image.name)).toEqual(['Garden plot-layer-1.png', 'Garden plot-layer-3.png']);
      for (const image of images) expect(pngSize(Buffer.from(image.base64, 'base64'))).toEqual({ width: 1000, height: 900 });
      // Each file draws its own layer only.
      expect(images[0]!.base64).not.toBe(images[1]!.base64);

      const unnamed = exportResponseSchema.parse((await post('/api/exportWeb', printBody())).json()).data.imagesBlob;
      expect(unnamed.map((image) => image.name)).toEqual(['planimetry-layer-1.png']);
    });

    it('refuses an export with nothing drawn, or one too large in all, before drawing', async () => {
      await open();
      expectRefused(await post('/api/exportWeb', printBody({ state: stateWith([emptyLayer(1), emptyLayer(2)]) })), 422, PRINT_MESSAGES.nothingDrawn);
      const many = stateWith(Array.from({ length: 13 }, (_, index) => squareLayerAt(index + 1, index, index)));
      const response = await post('/api/exportWeb', printBody({ state: many, stage: { width: 4096, height: 2048 }, pixelRatio: 2 }));
      expectRefused(response, 422, /^This export would draw 13 images of 33\.6 megapixels; an export may draw at most 201\.3 megapixels in all/);
      expect(spawned).toBe(0);
    });

    it('answers the report as a PDF attachment whose text has every measurement of every drawn layer', async () => {
      await open();
      const state = stateWith([squareLayerAt(1, 0, 0), emptyLayer(2), squareLayerAt(3, 37, 53)]);
      const body = printBody({ state, fileName: 'Garden plot' });
      const response = await post('/api/report', body);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="Garden plot.pdf"; filename*=UTF-8''Garden%20plot.pdf`);
      expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

      const text = await pdfText(new Uint8Array(response.rawPayload));
      const report = measurementReport(state, { date: reportDate(new Date()), title: 'Garden plot', imperial: 'decimals', inchFraction: PRINT_SETTINGS.inchFraction });
      const expected = [
        report.title,
        report.scale.description,
        ...report.layers.flatMap((layer) => [layer.perimeter, layer.area ?? '', ...layer.edges.map((edge) => edge.length), ...layer.angles.map((angle) => angle.angle)]),
      ].filter(Boolean);
      expect(report.layers.map((layer) => layer.number)).toEqual([1, 3]);
      expect(expected.length).toBeGreaterThan(10);
      for (const piece of expected) expect(text).toContain(piece);
    });

    it('draws the report of a large stage at a ratio the PDF builder takes', async () => {
      await open();
      const response = await post('/api/report', printBody({ stage: { width: 4096, height: 2048 }, pixelRatio: 2 }));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    });

    it('names the report file safely whatever the drawing is called', async () => {
      await open();
      const named = async (fileName: string) => {
        const response = await post('/api/report', printBody({ fileName }));
        expect(response.statusCode, response.body).toBe(200);
        return response;
      };
      expect((await named('été/Plan')).headers['content-disposition']).toBe(`attachment; filename="_t_ Plan.pdf"; filename*=UTF-8''%C3%A9t%C3%A9%20Plan.pdf`);
      const injected = await named('Plan\r\nX-Injected: yes');
      expect(injected.headers['x-injected']).toBeUndefined();
      expect(injected.headers['content-disposition']).toMatch(/^attachment; filename="Plan X-Injected +yes\.pdf"; /);
    });

    it("answers 429 to a user's second print while their first waits or draws; other users go on", async () => {
      // Long enough for the queued print to draw after the looping child is killed, on a busy machine.
      const { conversions } = await open(DEFAULT_RATE_LIMITS, { concurrency: 1, queueLimit: 8, timeLimitMs: 4000 });
      const other = { [ACCESS_TOKEN_HEADER]: await server!.addUser() };
      const dxf = '999\nstub: loop\n0\nSECTION\n2\nENTITIES\n0\nENDSEC\n0\nEOF\n';
      const upload = server!.app.inject({ method: 'POST', url: '/api/uploads', ...fileUpload('loop.dxf', dxf, other) });
      await expect.poll(() => conversions.running).toBe(1);
      const first = post('/api/print', printBody());
      await expect.poll(() => conversions.waiting).toBe(1);
      expectRefused(await post('/api/exportWeb', printBody()), 429, PRINT_MESSAGES.oneAtATime);
      // Refused before its body is read: a malformed one is not answered 400.
      expectRefused(await post('/api/report', '{"state": '), 429, PRINT_MESSAGES.oneAtATime);
      expect((await upload).statusCode).toBe(422);
      expect((await first).statusCode).toBe(200);
      expect((await post('/api/exportWeb', printBody())).statusCode).toBe(200);
    });

    it('shares the pool fairly: accounts printing from one IP give way to a newcomer from another (trust round two, finding 7)', async () => {
      const { conversions } = await open(DEFAULT_RATE_LIMITS, { concurrency: 1, queueLimit: 2, timeLimitMs: 1500, printTimeLimitMs: 20_000 });
      const printFrom = async (ip: string, token?: string) =>
        server!.app.inject({
          method: 'POST',
          url: '/api/print',
          remoteAddress: ip,
          headers: { 'content-type': 'application/json', [ACCESS_TOKEN_HEADER]: token ?? (await server!.addUser()) },
          payload: JSON.stringify(printBody()),
        });
      const dxf = '999\nstub: loop\n0\nSECTION\n2\nENTITIES\n0\nENDSEC\n0\nEOF\n';
      const upload = server!.app.inject({ method: 'POST', url: '/api/uploads', remoteAddress: '192.0.2.1', ...fileUpload('loop.dxf', dxf, server!.auth) });
      await expect.poll(() => conversions.running).toBe(1);
      // Two free accounts behind one address fill the queue.
      const first = printFrom('198.51.100.9');
      await expect.poll(() => conversions.waiting).toBe(1);
      const second = printFrom('198.51.100.9');
      await expect.poll(() => conversions.waiting).toBe(2);
      // Someone else arrives: the newest job of that address gives way, not the newcomer.
      const newcomer = printFrom('203.0.113.5');
      expectRefused(await second, 503, PRINT_MESSAGES.busy);
      expect(conversions.waiting).toBe(2);
      expect((await upload).statusCode).toBe(422);
      expect((await first).statusCode).toBe(200);
      expect((await newcomer).statusCode).toBe(200);
    });

    it('answers a child that runs out of time with a readable 422', async () => {
      await open(DEFAULT_RATE_LIMITS, { timeLimitMs: 1 });
      expectRefused(await post('/api/print', printBody()), 422, PRINT_MESSAGES.failed);
    });

    it('answers a drawing it cannot render with the API error shape and the reason', async () => {
      await open();
      // A background whose header says 10000 x 5000 px: refused by the render-cost check before decoding.
      const background = dataUrlOf(pngHeaderClaiming(10_000, 5_000));
      const response = await post('/api/print', printBody({ state: stateOverImage(BLOB_URL, 600, 500), background }));
      expectRefused(response, 422, /^The drawing cannot be printed: .*10000 × 5000 px image \(50 megapixels\)/);
    });
  });
});
