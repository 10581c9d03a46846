/**
 * A conversion whose client went away (its Cancel, or its 300 s cap: DC9.16 / AB9.04) is stopped:
 * a running child is killed at once, and a waiting job never starts a child.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversionJob } from './conversionProtocol';
import { createConversionPool } from './conversionPool';

/** A child that says it is ready and then works for ever (its time limit is a minute here). */
const READY_THEN_LOOPS = "process.send({ type: 'ready' }); for (;;);";
const JOB: ConversionJob = { source: 'svg', path: '/nonexistent/in.svg', outputPath: '/nonexistent/out.png' };

let dir: string;
let worker: URL;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'planimetry-cancel-'));
  const path = join(dir, 'loops.mjs');
  await writeFile(path, READY_THEN_LOOPS);
  worker = pathToFileURL(path);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('a cancelled conversion', () => {
  it('kills the running child at once, and the waiting job whose client left never starts', async () => {
    const spawned: number[] = [];
    const pool = createConversionPool({ workerUrl: worker, concurrency: 1, timeLimitMs: 60_000, onSpawn: (pid) => spawned.push(pid ?? 0) });
    try {
      const running = new AbortController();
      const waiting = new AbortController();
      const first = pool.convert(JOB, { account: 'a', ip: '1' }, running.signal);
      const second = pool.convert(JOB, { account: 'b', ip: '2' }, waiting.signal);
      expect(pool.waiting).toBe(1);
      waiting.abort();
      const started = Date.now();
      running.abort();
      expect(await first).toMatchObject({ ok: false });
      expect(await second).toMatchObject({ ok: false, detail: 'the client cancelled' });
      // Killed, not run to its minute.
      expect(Date.now() - started).toBeLessThan(10_000);
      await expect.poll(() => pool.running).toBe(0);
      expect(spawned).toHaveLength(1);
      expect(pool.waiting).toBe(0);
    } finally {
      await pool.close();
    }
  });

  it('starts nothing for a client that left before its turn came', async () => {
    const spawned: number[] = [];
    const pool = createConversionPool({ workerUrl: worker, onSpawn: (pid) => spawned.push(pid ?? 0) });
    try {
      const gone = new AbortController();
      gone.abort();
      expect(await pool.convert(JOB, undefined, gone.signal)).toMatchObject({ ok: false, detail: 'the client cancelled' });
      expect(spawned).toEqual([]);
    } finally {
      await pool.close();
    }
  });
});
