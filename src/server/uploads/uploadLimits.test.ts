import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, healthResponseSchema } from '../../shared/api';
import { MESSAGES } from '../../shared/constants';
import { bundleWorker, type BundledWorker } from './testing/bundleWorker';
import { BOUNDARY, fileUpload } from './testing/multipartBody';
import { openUploadTestApp, type UploadTestApp } from './testing/openUploadTestApp';

const MB = 1024 * 1024;
const TOO_LARGE = 'File is too large (limit 64 MB)';

let worker: BundledWorker;
let server: UploadTestApp | undefined;

beforeAll(async () => {
  worker = await bundleWorker('src/server/uploads/testing/stubCadWorker.ts');
});
afterAll(async () => {
  await worker?.remove();
});
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const dxf = (comment: string): string => `999\n${comment}\n0\nSECTION\n2\nENTITIES\n0\nENDSEC\n0\nEOF\n`;

async function health(app: UploadTestApp['app']): Promise<number> {
  const response = await app.inject({ method: 'GET', url: '/api/health' });
  healthResponseSchema.parse(response.json());
  return response.statusCode;
}

interface StreamedUpload {
  status: number;
  body: string;
  /** Bytes of the file written before the server answered. */
  sent: number;
}

/**
 * Streams a file of `totalBytes` zero bytes to a listening server in 64 KB chunks, chunked
 * (no Content-Length, as a client that does not know the size sends it) unless `declaredLength`
 * is given, and stops writing as soon as the answer arrives.
 */
function streamUpload(port: number, totalBytes: number, declaredLength?: number): Promise<StreamedUpload> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
    if (declaredLength !== undefined) headers['content-length'] = declaredLength;
    const request = httpRequest({ port, host: '127.0.0.1', method: 'POST', path: '/api/uploads', headers });
    let answered = false;
    let sent = 0;
    request.on('response', (response) => {
      answered = true;
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        request.destroy();
        resolve({ status: response.statusCode ?? 0, body, sent });
      });
    });
    // Writing into a connection the server has closed fails; the answer is what counts.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.alloc(64 * 1024);
    const write = (): void => {
      while (!answered && sent < totalBytes) {
        sent += chunk.length;
        if (!request.write(chunk)) {
          request.once('drain', write);
          return;
        }
      }
      if (!answered) request.end(`\r\n--${BOUNDARY}--\r\n`);
    };
    request.write(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="huge.svg"\r\nContent-Type: image/svg+xml\r\n\r\n`);
    write();
  });
}

describe('POST /api/uploads on a listening server', () => {
  it('refuses a 200 MB upload with 413 at the limit, without holding it in memory, and serves meanwhile', async () => {
    server = await openUploadTestApp(worker.url);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    const app = server.app;

    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const healthDuring: number[] = [];
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }, 20);
    const probe = setInterval(() => void health(app).then((status) => healthDuring.push(status)), 100);
    let result: StreamedUpload;
    try {
      result = await streamUpload(port, 200 * MB);
    } finally {
      clearInterval(sampler);
      clearInterval(probe);
    }

    expect(result.status).toBe(413);
    expect(apiErrorSchema.parse(JSON.parse(result.body)).message).toBe(TOO_LARGE);
    // The server stopped reading at the limit instead of taking the whole 200 MB.
    expect(result.sent).toBeLessThan(100 * MB);
    expect(rssPeak - rssBefore).toBeLessThan(64 * MB);
    expect(healthDuring.length).toBeGreaterThan(0);
    expect(healthDuring.every((status) => status === 200)).toBe(true);
    expect(await health(app)).toBe(200);
    expect(await server.storedFiles()).toEqual([]);
  });

  it('refuses an upload whose declared length is over the limit before reading it', async () => {
    server = await openUploadTestApp(worker.url);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    const result = await streamUpload(port, 200 * MB, 200 * MB);
    expect(result.status).toBe(413);
    expect(apiErrorSchema.parse(JSON.parse(result.body)).message).toBe(TOO_LARGE);
    expect(result.sent).toBeLessThan(32 * MB);
    expect(await health(server.app)).toBe(200);
  });
});

describe('conversion threads', () => {
  it('stops a conversion that runs past the time limit, terminates its thread and keeps serving', async () => {
    server = await openUploadTestApp(worker.url, { timeLimitMs: 1000 });
    const { app, conversions } = server;
    const started = Date.now();
    const pending = app.inject({ method: 'POST', url: '/api/uploads', ...fileUpload('loop.dxf', dxf('stub: loop')) });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(conversions.running).toBe(1);
    expect(await health(app)).toBe(200);

    const response = await pending;
    expect(response.statusCode).toBe(422);
    expect(apiErrorSchema.parse(response.json()).message).toBe(MESSAGES.fileUploadFailed);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(Date.now() - started).toBeLessThan(5000);
    await expect.poll(() => conversions.running, { timeout: 3000 }).toBe(0);
    expect(await health(app)).toBe(200);
    expect(await server.storedFiles()).toEqual([]);
  });

  it('answers the failure message when a conversion runs out of memory, and keeps serving', async () => {
    server = await openUploadTestApp(worker.url, { memoryLimitMb: 48 });
    const response = await server.app.inject({ method: 'POST', url: '/api/uploads', ...fileUpload('greedy.dxf', dxf('stub: exhaust memory')) });
    expect(response.statusCode).toBe(422);
    expect(apiErrorSchema.parse(response.json()).message).toBe(MESSAGES.fileUploadFailed);
    await expect.poll(() => server!.conversions.running, { timeout: 3000 }).toBe(0);
    expect(await health(server.app)).toBe(200);
    const next = await server.app.inject({ method: 'POST', url: '/api/uploads', ...fileUpload('square.dxf', dxf('a square')) });
    expect(next.statusCode).toBe(200);
  });

  it('queues conversions beyond the concurrency limit and answers busy when the queue is full', async () => {
    server = await openUploadTestApp(worker.url, { timeLimitMs: 1500, concurrency: 1, queueLimit: 1 });
    const { app, conversions } = server;
    const first = app.inject({ method: 'POST', url: '/api/uploads', ...fileUpload('loop.dxf', dxf('stub: loop')) });
    await expect.poll(() => conversions.running).toBe(1);
    const second = app.inject({ method: 'POST', url: '/api/uploads', ...fileUpload('square.dxf', dxf('a square')) });
    await expect.poll(() => conversions.waiting).toBe(1);
    const third = await app.inject({ method: 'POST', url: '/api/uploads', ...fileUpload('square.dxf', dxf('a square')) });
    expect(third.statusCode).toBe(503);
    expect(apiErrorSchema.parse(third.json()).message).toBe(MESSAGES.fileUploadFailed);
    expect((await first).statusCode).toBe(422);
    expect((await second).statusCode).toBe(200);
  });
});
