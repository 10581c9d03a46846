/**
 * POST /api/uploads stops the conversion of a client that went away (its Cancel, or its 300 s cap:
 * DC9.16 / DC8.02): the route aborts the pool's job when the connection closes before the answer,
 * so a child is not left working for nobody. The pool's side is conversionPoolCancel.test.ts.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileUpload } from './testing/multipartBody';
import { openUploadTestApp } from './testing/openUploadTestApp';

/** A child that says it is ready and then works for ever (its time limit is a minute here). */
const READY_THEN_LOOPS = "process.send({ type: 'ready' }); for (;;);";
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="50" height="50"/></svg>';

let dir: string;
let worker: URL;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'planimetry-upload-cancel-'));
  const path = join(dir, 'loops.mjs');
  await writeFile(path, READY_THEN_LOOPS);
  worker = pathToFileURL(path);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('an upload whose client goes away during the conversion', () => {
  it('kills the conversion at once, not at its time limit', async () => {
    const spawned: number[] = [];
    const server = await openUploadTestApp(worker, { timeLimitMs: 60_000, onSpawn: (pid) => spawned.push(pid ?? 0) });
    try {
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = server.app.server.address() as AddressInfo;
      const { payload, headers } = fileUpload('plan.svg', SVG, server.auth);
      const sent = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/api/uploads', headers: { ...headers, 'content-length': String(payload.length) } });
      const closed = new Promise<void>((resolve) => sent.on('close', resolve));
      sent.on('error', () => undefined);
      sent.end(payload);
      await expect.poll(() => server.conversions.running, { timeout: 10_000 }).toBe(1);
      expect(spawned).toHaveLength(1);
      // The person pressed Cancel: the browser drops the request.
      sent.destroy();
      await closed;
      await expect.poll(() => server.conversions.running, { timeout: 10_000 }).toBe(0);
    } finally {
      await server.close();
    }
  });
});
