/**
 * A child's time limit starts at its ready signal, not at its start: a child slow to load (a busy
 * machine) still converts within a short limit, and one that never becomes ready is stopped with
 * the start-up error. The children are small scripts that speak the IPC protocol.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversionJob, ConversionOutcome } from './conversionProtocol';
import { spawnConversion } from './spawnConversion';

const CONVERTED: ConversionOutcome = { ok: true, width: 10, height: 10, drawingScale: null, declaredUnits: null };
const answer = `process.send({ type: 'outcome', outcome: ${JSON.stringify(CONVERTED)} }, undefined, {}, () => process.disconnect());`;
/** The start-up delay of the slow child: several times the time limit the test gives its job. */
const SLOW_START_MS = 1500;
const CHILDREN = {
  slowToStart: `setTimeout(() => { process.send({ type: 'ready' }); ${answer} }, ${SLOW_START_MS});`,
  neverReady: 'setInterval(() => undefined, 1000);',
  readyThenLoops: "process.send({ type: 'ready' }); for (;;);",
};
const JOB: ConversionJob = { source: 'svg', path: '/nonexistent/in.svg', outputPath: '/nonexistent/out.png' };
const LIMITS = { memoryLimitMb: 256, killSignal: 'SIGKILL' } as const;

let dir: string;
const child = (name: keyof typeof CHILDREN) => join(dir, `${name}.mjs`);
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'planimetry-children-'));
  for (const [name, source] of Object.entries(CHILDREN)) await writeFile(child(name as keyof typeof CHILDREN), source);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('spawnConversion', () => {
  it('starts the time limit at the ready signal, so a child slow to start still converts', async () => {
    const running = spawnConversion(child('slowToStart'), JOB, { ...LIMITS, timeLimitMs: 500 });
    expect(await running.outcome).toEqual(CONVERTED);
    await running.exited;
  });

  it('stops a child that never becomes ready with the start-up error', async () => {
    const running = spawnConversion(child('neverReady'), JOB, { ...LIMITS, timeLimitMs: 60_000, startupLimitMs: 300 });
    const outcome = await running.outcome;
    expect(outcome).toMatchObject({ ok: false, statusCode: 422 });
    expect(outcome.ok === false && outcome.detail).toMatch(/^did not start: no ready signal within 300 ms, sent SIGKILL; child killed by SIGKILL/);
  });

  it('still stops a ready child at its time limit', async () => {
    const running = spawnConversion(child('readyThenLoops'), JOB, { ...LIMITS, timeLimitMs: 300 });
    const outcome = await running.outcome;
    expect(outcome.ok === false && outcome.detail).toMatch(/^timed out after 300 ms, sent SIGKILL; child killed by SIGKILL/);
  });
});
