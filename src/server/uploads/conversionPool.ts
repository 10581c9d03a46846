/**
 * Runs conversions in worker threads, a fresh one per file, at most `concurrency` at a time with
 * a short queue behind them. Each thread has a heap limit and a time limit; a thread that runs
 * out of either, crashes or hangs is terminated and its file answers the spec's failure message,
 * while the server goes on serving.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { CONVERSION_MEMORY_LIMIT_MB, CONVERSION_TIME_LIMIT_MS, MESSAGES } from '../../shared/constants';
import type { ConversionJob, ConversionOutcome } from './conversionProtocol';

export interface ConversionPoolOptions {
  /** The worker entry: dist/server/conversionWorker.js next to the bundled server by default. */
  workerUrl?: URL;
  timeLimitMs?: number;
  memoryLimitMb?: number;
  concurrency?: number;
  /** Jobs that may wait for a free thread; more answer "busy" at once. */
  queueLimit?: number;
}

export interface ConversionPool {
  convert(job: ConversionJob): Promise<ConversionOutcome>;
  /** Threads alive now, including any still winding down after a time-out. */
  readonly running: number;
  readonly waiting: number;
  /** Terminates every thread and refuses what is waiting. */
  close(): Promise<void>;
}

/**
 * In the bundle every module's `import.meta.url` is dist/server/main.js, so this names the
 * worker bundle beside it. Under Vitest the sources are not bundled: tests pass `workerUrl`.
 */
export const BUNDLED_WORKER_URL = new URL('./conversionWorker.js', import.meta.url);

/** The spec's failure message for the person; `detail` says why, for the log only. */
const failed = (detail: string): ConversionOutcome => ({ ok: false, statusCode: 422, message: MESSAGES.fileUploadFailed, detail });

/** Creates a pool. Throws when the worker entry does not exist, so a broken build fails at start. */
export function createConversionPool(options: ConversionPoolOptions = {}): ConversionPool {
  const workerUrl = options.workerUrl ?? BUNDLED_WORKER_URL;
  if (!existsSync(fileURLToPath(workerUrl))) {
    throw new Error(`Conversion worker not found at ${fileURLToPath(workerUrl)}: run npm run build:server, or pass workerUrl`);
  }
  const timeLimitMs = options.timeLimitMs ?? CONVERSION_TIME_LIMIT_MS;
  const memoryLimitMb = options.memoryLimitMb ?? CONVERSION_MEMORY_LIMIT_MB;
  const concurrency = options.concurrency ?? 2;
  const queueLimit = options.queueLimit ?? 8;
  const queue: (() => void)[] = [];
  const workers = new Set<Worker>();
  let closed = false;

  const startNext = (): void => {
    if (workers.size < concurrency) queue.shift()?.();
  };

  /** Runs one job in a new thread. Its slot frees when the thread has really exited. */
  const run = (job: ConversionJob): Promise<ConversionOutcome> =>
    new Promise((resolve) => {
      const worker = new Worker(workerUrl, {
        workerData: job,
        resourceLimits: { maxOldGenerationSizeMb: memoryLimitMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 8 },
        stdout: false,
        stderr: false,
      });
      workers.add(worker);
      let settled = false;
      const settle = (outcome: ConversionOutcome): void => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(outcome);
        void worker.terminate();
      };
      // A native call (resvg drawing) is not interrupted by terminate(); the answer does not wait.
      const timer = setTimeout(() => settle(failed(`timed out after ${timeLimitMs} ms; thread terminated`)), timeLimitMs);
      worker.once('message', (outcome: ConversionOutcome) => settle(outcome));
      worker.once('error', (error) => settle(failed(`thread failed: ${error.message}`)));
      worker.once('exit', (code) => {
        workers.delete(worker);
        settle(failed(`thread exited with code ${code} before answering`));
        startNext();
      });
    });

  return {
    convert(job) {
      if (closed) return Promise.resolve(failed('the server is closing'));
      if (workers.size < concurrency && queue.length === 0) return run(job);
      if (queue.length >= queueLimit) {
        return Promise.resolve({ ok: false, statusCode: 503, message: MESSAGES.fileUploadFailed, detail: 'conversion queue full' });
      }
      return new Promise((resolve) => {
        queue.push(() => {
          if (closed) resolve(failed('the server is closing'));
          else void run(job).then(resolve);
        });
      });
    },
    get running() {
      return workers.size;
    },
    get waiting() {
      return queue.length;
    },
    async close() {
      closed = true;
      for (const start of queue.splice(0)) start();
      await Promise.all([...workers].map((worker) => worker.terminate()));
    },
  };
}
