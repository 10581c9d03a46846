/**
 * The body of a conversion child process (one per file or print job): reads its job from the
 * command line, loads what it needs and says it is ready, converts or renders it, writes the PNGs where the job says, sends the outcome over
 * the IPC channel and ends. Anything it throws ends the process with a failure the parent reports.
 */
import { writeFile } from 'node:fs/promises';
import { preparePrintJob } from '../print/renderPrintJob';
import type { CadConverters, ChildJob, ChildMessage, ConversionJob, ConversionOutcome } from './conversionProtocol';
import { convertUpload } from './convertUpload';

export async function serveConversion(cad: CadConverters): Promise<void> {
  if (!process.send) throw new Error('serveConversion runs only in a child process with an IPC channel');
  const job = JSON.parse(process.argv[2] ?? '') as ChildJob;
  const run = job.source === 'print' ? await preparePrintJob(job.path) : () => convertFile(job, cad);
  process.send({ type: 'ready' } satisfies ChildMessage);
  const outcome = await run();
  // The channel is closed once the outcome is sent, which lets the process end.
  process.send({ type: 'outcome', outcome } satisfies ChildMessage, undefined, {}, () => process.disconnect());
}

/** Converts an uploaded file and writes its PNG. */
async function convertFile(job: ConversionJob, cad: CadConverters): Promise<ConversionOutcome> {
  const result = await convertUpload(job, cad);
  let outcome: ConversionOutcome = result;
  if (result.ok) {
    const { png, ...drawing } = result;
    await writeFile(job.outputPath, png, { flag: 'wx' });
    outcome = drawing;
  }
  return outcome;
}
