/**
 * The body of a conversion worker thread: converts the one job in `workerData`, posts the
 * outcome (the PNG's buffer transferred, not copied) and ends. One fresh thread per file.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { CadConverters, ConversionJob, ConversionOutcome } from './conversionProtocol';
import { convertUpload } from './convertUpload';

export async function serveConversion(cad: CadConverters): Promise<void> {
  if (!parentPort) throw new Error('serveConversion runs only inside a worker thread');
  const outcome: ConversionOutcome = await convertUpload(workerData as ConversionJob, cad);
  parentPort.postMessage(outcome, outcome.ok ? [outcome.png.buffer as ArrayBuffer] : []);
}
