import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_HEADER, apiErrorSchema, healthResponseSchema } from '../../shared/api';
import { MESSAGES } from '../../shared/constants';
import { bundleWorker, type BundledWorker } from './testing/bundleWorker';
import { BOUNDARY, fileUpload } from './testing/multipartBody';
import { BROWSER_TYPES_MESSAGE } from './uploadType';
import { openUploadTestApp, type UploadTestApp } from './testing/openUploadTestApp';
import { isAlive, watchPeakRss } from './testing/processes';

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
function streamUpload(port: number, auth: Record<string, string>, totalBytes: number, declaredLength?: number): Promise<StreamedUpload> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...auth };
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

/**
 * Sends a whole multipart body with one file of `bytes` zero bytes in 64 KB chunks, each once the
 * last has left for the socket, as a client on a real link does, and reads the answer;
 * rejects when the connection fails before both are done (EPIPE or ECONNRESET: the server
 * closed while the client was still sending).
 */
function postWhole(port: number, auth: Record<string, string>, filename: string, bytes: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const { payload, headers } = fileUpload(filename, new Uint8Array(bytes), auth);
    const request = httpRequest({ port, host: '127.0.0.1', method: 'POST', path: '/api/uploads', headers: { ...headers, 'content-length': payload.length } });
    let sent = false;
    let answer: { status: number; body: string } | undefined;
    const settle = () => {
      if (sent && answer) resolve(answer);
    };
    request.on('error', reject);
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        answer = { status: response.statusCode ?? 0, body };
        settle();
      });
    });
    let at = 0;
    const sendNext = (): void => {
      if (at >= payload.length) {
        request.end(() => {
          sent = true;
          settle();
        });
        return;
      }
      const chunk = payload.subarray(at, at + 64 * 1024);
      at += chunk.length;
      request.write(chunk, () => setImmediate(sendNext));
    };
    sendNext();
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
      result = await streamUpload(port, server.auth, 200 * MB);
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
    const result = await streamUpload(port, server.auth, 200 * MB, 200 * MB);
    expect(result.status).toBe(413);
    expect(apiErrorSchema.parse(JSON.parse(result.body)).message).toBe(TOO_LARGE);
    expect(result.sent).toBeLessThan(32 * MB);
    expect(await health(server.app)).toBe(200);
  });

  it('answers a refused type with its message to a client still sending the body, instead of resetting it', async () => {
    server = await openUploadTestApp(worker.url);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    // Larger than what the loopback's socket buffers hold, so an unread body cannot hide in them.
    const result = await postWhole(port, server.auth, 'plan.png', 24 * MB);
    expect(result.status).toBe(415);
    expect(apiErrorSchema.parse(JSON.parse(result.body)).message).toBe(BROWSER_TYPES_MESSAGE);
    // Refused before a byte of the body was read: a trial, which imports in the browser only.
    const trial = { [ACCESS_TOKEN_HEADER]: await server.addUser({ trial: true }) };
    const onTrial = await postWhole(port, trial, 'plan.dxf', 24 * MB);
    expect(onTrial.status).toBe(415);
    expect(apiErrorSchema.parse(JSON.parse(onTrial.body)).message).toBe(MESSAGES.trialImportOnly);
    expect(await server.storedFiles()).toEqual([]);
    expect(await health(server.app)).toBe(200);
  });

  it('answers an anonymous upload 401 without reading it or keeping anything', async () => {
    server = await openUploadTestApp(worker.url);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    const result = await streamUpload(port, {}, 200 * MB);
    expect(result.status).toBe(401);
    expect(apiErrorSchema.parse(JSON.parse(result.body)).message).toMatch(/log in again/);
    expect(result.sent).toBeLessThan(100 * MB);
    expect(await server.storedFiles()).toEqual([]);
  });
});

describe('conversion processes', () => {
  const upload = (app: UploadTestApp['app'], name: string, content: string, auth = server!.auth) =>
    app.inject({ method: 'POST', url: '/api/uploads', ...fileUpload(name, content, auth) });

  it('kills a conversion that runs past the time limit: the child is gone, nothing is kept, the server serves on', async () => {
    const pids: number[] = [];
    server = await openUploadTestApp(worker.url, { timeLimitMs: 1000, onSpawn: (pid) => pid && pids.push(pid) });
    const { app, conversions } = server;
    const started = Date.now();
    const pending = upload(app, 'loop.dxf', dxf('stub: loop'));
    await expect.poll(() => conversions.running).toBe(1);
    expect(await health(app)).toBe(200);

    const response = await pending;
    expect(response.statusCode).toBe(422);
    expect(apiErrorSchema.parse(response.json()).message).toBe(MESSAGES.fileUploadFailed);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(Date.now() - started).toBeLessThan(5000);
    // The answer waited for the child's death, so its slot is free and its files are gone.
    expect(conversions.running).toBe(0);
    expect(pids).toHaveLength(1);
    expect(isAlive(pids[0]!)).toBe(false);
    expect(await health(app)).toBe(200);
    expect(await server.storedFiles()).toEqual([]);
  });

  it('answers the failure message when a conversion fills its V8 heap, and keeps serving', async () => {
    server = await openUploadTestApp(worker.url, { memoryLimitMb: 256 });
    const response = await upload(server.app, 'greedy.dxf', dxf('stub: exhaust memory'));
    expect(response.statusCode).toBe(422);
    expect(apiErrorSchema.parse(response.json()).message).toBe(MESSAGES.fileUploadFailed);
    await expect.poll(() => server!.conversions.running, { timeout: 3000 }).toBe(0);
    expect(await health(server.app)).toBe(200);
    expect((await upload(server.app, 'square.dxf', dxf('a square'))).statusCode).toBe(200);
  });

  it('holds memory allocated outside the V8 heap to the limit: the child ends there, the server does not grow', async () => {
    let childPid: number | undefined;
    server = await openUploadTestApp(worker.url, { memoryLimitMb: 256, onSpawn: (pid) => (childPid = pid) });
    const serverRss = process.memoryUsage().rss;
    const childPeak = watchPeakRss(() => childPid);
    const response = await upload(server.app, 'native.dxf', dxf('stub: exhaust native memory'));
    const peak = childPeak.stop();
    expect(response.statusCode).toBe(422);
    expect(apiErrorSchema.parse(response.json()).message).toBe(MESSAGES.fileUploadFailed);
    // Unbounded, the stub would fill 1.5 GB before answering.
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThan(300 * MB);
    expect(process.memoryUsage().rss - serverRss).toBeLessThan(100 * MB);
    expect(isAlive(childPid!)).toBe(false);
    expect(await server.storedFiles()).toEqual([]);
    expect((await upload(server.app, 'square.dxf', dxf('a square'))).statusCode).toBe(200);
  });

  it('queues conversions beyond the concurrency limit and answers busy when the queue is full', async () => {
    server = await openUploadTestApp(worker.url, { timeLimitMs: 1500, concurrency: 1, queueLimit: 1 });
    const { app, conversions } = server;
    const [second, third] = [await server.addUser(), await server.addUser()];
    const first = upload(app, 'loop.dxf', dxf('stub: loop'));
    await expect.poll(() => conversions.running).toBe(1);
    const queued = upload(app, 'square.dxf', dxf('a square'), { [ACCESS_TOKEN_HEADER]: second });
    await expect.poll(() => conversions.waiting).toBe(1);
    const busy = await upload(app, 'square.dxf', dxf('a square'), { [ACCESS_TOKEN_HEADER]: third });
    expect(busy.statusCode).toBe(503);
    expect(apiErrorSchema.parse(busy.json()).message).toBe(MESSAGES.fileUploadFailed);
    expect((await first).statusCode).toBe(422);
    expect((await queued).statusCode).toBe(200);
  });

  it('reports unhealthy while a child outlives its kill, and kills it for good when the app closes', async () => {
    let childPid: number | undefined;
    // 3 s: the stub child must have loaded and set its SIGTERM handler before the kill, which on a
    // busy two-core machine took longer than the 500 ms this test once allowed.
    server = await openUploadTestApp(worker.url, { timeLimitMs: 3000, stuckAfterMs: 500, killSignal: 'SIGTERM', onSpawn: (pid) => (childPid = pid) });
    const { app, conversions } = server;
    const response = await upload(app, 'stubborn.dxf', dxf('stub: hang ignoring SIGTERM'));
    expect(response.statusCode).toBe(422);
    expect(isAlive(childPid!)).toBe(true);
    expect(conversions.running).toBe(1);
    await expect.poll(async () => (await app.inject({ method: 'GET', url: '/api/health' })).statusCode, { timeout: 3000 }).toBe(503);
    const unhealthy = healthResponseSchema.parse((await app.inject({ method: 'GET', url: '/api/health' })).json());
    expect(unhealthy).toMatchObject({ status: 'unhealthy', problems: [expect.stringMatching(/conversion process is still running/)] });

    await server.close();
    server = undefined;
    await expect.poll(() => isAlive(childPid!), { timeout: 3000 }).toBe(false);
  });
});
