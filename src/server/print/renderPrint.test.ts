/**
 * renderPrint with a stand-in pool: the job file names what to draw and where each PNG goes, the
 * PNGs come back in order, refusals become messages a person can read, and the job's temporary
 * folder is gone afterwards whatever happened.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { printRequestSchema } from '../../shared/print';
import type { PrintJob, PrintOutcome } from '../uploads/conversionProtocol';
import type { PrintJobFile } from './printJob';
import { PrintError } from './PrintError';
import { cannotDraw, PRINT_MESSAGES } from './printMessages';
import { renderPrint } from './renderPrint';
import { printBody } from './testing/printStates';

/** renderPrint only warns. */
const log = { warn: () => undefined } as unknown as FastifyBaseLogger;
const OWNER = { account: 'user-1', ip: '203.0.113.1' };
const request = printRequestSchema.parse(printBody());

/** A pool whose child reads the job, writes each PNG as its index, and answers `answer` (or success). */
function poolAnswering(answer?: PrintOutcome) {
  const seen: { path?: string; job?: PrintJobFile } = {};
  return {
    seen,
    render: async (job: PrintJob): Promise<PrintOutcome> => {
      seen.path = job.path;
      seen.job = JSON.parse(await readFile(job.path, 'utf8')) as PrintJobFile;
      if (answer) return answer;
      await Promise.all(seen.job.renders.map((render, index) => writeFile(render.outputPath, `png ${index}`)));
      if (seen.job.report) await writeFile(seen.job.report.outputPath, `pdf of ${seen.job.report.date}`);
      return { ok: true, images: seen.job.renders.map(() => ({ width: 1, height: 1 })) };
    },
  };
}

describe('renderPrint', () => {
  it('hands the child the request and each render, answers the PNGs in order, and removes the job folder', async () => {
    const pool = poolAnswering();
    const { pngs, pdf } = await renderPrint(pool, OWNER, request, { kind: 'data-url', href: 'data:image/png;base64,AAAA' }, [{ layer: 2, results: true }, { results: false }], log);
    expect(pngs.map(String)).toEqual(['png 0', 'png 1']);
    expect(pdf).toBeUndefined();
    expect(pool.seen.job?.report).toBeUndefined();
    expect(pool.seen.job).toMatchObject({ stage: request.stage, pixelRatio: 1, background: { kind: 'data-url' }, renders: [{ layer: 2, results: true }, { results: false }] });
    expect(existsSync(dirname(pool.seen.path!))).toBe(false);
  });

  it('asks the child for the report with its day and title, and answers the PDF it wrote', async () => {
    const pool = poolAnswering();
    const { pngs, pdf } = await renderPrint(pool, OWNER, { ...request, fileName: 'Garden' }, null, [{ results: true }], log, { date: '2026-11-26' });
    expect(pngs.map(String)).toEqual(['png 0']);
    expect(String(pdf)).toBe('pdf of 2026-11-26');
    expect(pool.seen.job?.report).toMatchObject({ date: '2026-11-26', fileName: 'Garden' });
    expect(existsSync(dirname(pool.seen.path!))).toBe(false);
  });

  it.each([
    [{ ok: false, statusCode: 503, message: 'Unable to upload file', detail: 'conversion queue full' }, PRINT_MESSAGES.busy, 503],
    [{ ok: false, statusCode: 422, message: 'Unable to upload file', detail: 'timed out after 30000 ms' }, PRINT_MESSAGES.failed, 422],
    [{ ok: false, statusCode: 422, message: 'The drawing is larger than 8192 pixels on a side' }, cannotDraw('The drawing is larger than 8192 pixels on a side'), 422],
  ] as const)('turns a refusal into a message a person can read (%#), and removes the job folder', async (answer, message, status) => {
    const pool = poolAnswering(answer);
    const refused = renderPrint(pool, OWNER, request, null, [{ results: true }], log);
    await expect(refused).rejects.toThrow(new PrintError(message, status));
    await expect(refused).rejects.toMatchObject({ statusCode: status });
    expect(existsSync(dirname(pool.seen.path!))).toBe(false);
  });
});
