/**
 * Runs conversions in child processes (spawnConversion), a fresh one per file (or per print
 * job), at most `concurrency` at a time with a short queue behind them, uploads and prints alike,
 * shared fairly among accounts and IPs (fairQueue.ts). A slot is freed only when its child has
 * really exited, so a child that outlives its kill keeps its slot, and `health()` reports it as
 * stuck. A print has a smaller time budget than a conversion: it draws what the browser already
 * drew, while a large DWG may take its full time.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CONVERSION_MEMORY_LIMIT_MB, CONVERSION_TIME_LIMIT_MS, MESSAGES, PRINT_TIME_LIMIT_MS } from '../../shared/constants';
import type { ChildJob, ConversionJob, ConversionOutcome, PrintJob, PrintOutcome, RefusedDrawing } from './conversionProtocol';
import { createFairQueue, type JobOwner } from './fairQueue';
import { conversionFailed, spawnConversion, type ConversionChild } from './spawnConversion';

export type { JobOwner } from './fairQueue';

export interface ConversionPoolOptions {
  /** The worker entry: dist/server/conversionWorker.js next to the bundled server by default. */
  workerUrl?: URL;
  /** Each job's time limit, from its child's ready signal. */
  timeLimitMs?: number;
  /** A print job's time limit: the smaller of `timeLimitMs` and PRINT_TIME_LIMIT_MS by default. */
  printTimeLimitMs?: number;
  /** How long a child may take to become ready (CONVERSION_STARTUP_LIMIT_MS by default). */
  startupLimitMs?: number;
  /** RLIMIT_DATA of each child, in MB. */
  memoryLimitMb?: number;
  concurrency?: number;
  /** Jobs that may wait for a free slot; more answer "busy" at once. */
  queueLimit?: number;
  /** Sent to a child at its time limit: SIGKILL unless a test needs one that can be ignored. */
  killSignal?: NodeJS.Signals;
  /** How long past its time limit a child may live before the pool reports it stuck. */
  stuckAfterMs?: number;
  /** Told the pid of each child as it starts (for logs and tests). */
  onSpawn?: (pid: number | undefined) => void;
}

/** What /api/health reports about conversions. */
export interface ConversionHealth {
  readonly running: number;
  readonly waiting: number;
  /** Children still alive `stuckAfterMs` past their limit (start-up's or job's): their kill did not take. */
  readonly stuck: number;
}

export interface ConversionPool {
  /**
   * Converts for `owner` (the account and IP whose share it takes; one shared owner when absent).
   * When `signal` aborts (the client went away: its Cancel, or its 300 s cap), a waiting job never
   * starts and a running child is killed.
   */
  convert(job: ConversionJob, owner?: JobOwner, signal?: AbortSignal): Promise<ConversionOutcome>;
  /** Renders a print job in a child under the same limits (a smaller time), sharing the slots and the queue. */
  render(job: PrintJob, owner?: JobOwner): Promise<PrintOutcome>;
  /** Children alive now, including any still winding down after a time-out. */
  readonly running: number;
  readonly waiting: number;
  health(): ConversionHealth;
  /** Kills every child (SIGKILL), waits briefly for them, and refuses what is waiting. */
  close(): Promise<void>;
}

/**
 * In the bundle every module's `import.meta.url` is dist/server/main.js, so this names the
 * worker bundle beside it. Under Vitest the sources are not bundled: tests pass `workerUrl`.
 */
export const BUNDLED_WORKER_URL = new URL('./conversionWorker.js', import.meta.url);

/** The owner of jobs submitted without one (tests, tools): they share one share. */
const SHARED_OWNER: JobOwner = { account: '', ip: '' };

/** A child this much older than its time limit is reported stuck. */
const DEFAULT_STUCK_AFTER_MS = 10_000;
/** How long close() waits for killed children to exit. */
const CLOSE_WAIT_MS = 2000;

/** Creates a pool. Throws when the worker entry does not exist, so a broken build fails at start. */
export function createConversionPool(options: ConversionPoolOptions = {}): ConversionPool {
  const workerUrl = options.workerUrl ?? BUNDLED_WORKER_URL;
  const workerPath = fileURLToPath(workerUrl);
  if (!existsSync(workerPath)) {
    throw new Error(`Conversion worker not found at ${workerPath}: run npm run build:server, or pass workerUrl`);
  }
  const limits = {
    timeLimitMs: options.timeLimitMs ?? CONVERSION_TIME_LIMIT_MS,
    memoryLimitMb: options.memoryLimitMb ?? CONVERSION_MEMORY_LIMIT_MB,
    killSignal: options.killSignal ?? 'SIGKILL',
    startupLimitMs: options.startupLimitMs,
  };
  const stuckAfterMs = options.stuckAfterMs ?? DEFAULT_STUCK_AFTER_MS;
  const concurrency = options.concurrency ?? 2;
  const printLimits = { ...limits, timeLimitMs: options.printTimeLimitMs ?? Math.min(limits.timeLimitMs, PRINT_TIME_LIMIT_MS) };
  /** A waiting job: how to start it, and how to answer it without a child (busy, closing). */
  interface Waiting {
    start(): void;
    refuse(outcome: RefusedDrawing): void;
  }
  const queue = createFairQueue<Waiting>(options.queueLimit ?? 8);
  const children = new Set<ConversionChild<unknown>>();
  let closed = false;

  const startNext = (): void => {
    if (children.size < concurrency) queue.take()?.start();
  };

  /** Spawns the child; `queue` already counts it as the owner's running job. */
  const run = <Outcome>(job: ChildJob, owner: JobOwner, signal?: AbortSignal): Promise<Outcome | RefusedDrawing> => {
    const child = spawnConversion<Outcome>(workerPath, job, job.source === 'print' ? printLimits : limits);
    children.add(child);
    options.onSpawn?.(child.pid);
    const stop = () => child.kill('SIGKILL');
    signal?.addEventListener('abort', stop, { once: true });
    void child.exited.then(() => {
      signal?.removeEventListener('abort', stop);
      children.delete(child);
      queue.finished(owner);
      startNext();
    });
    return child.outcome;
  };

  const busy = (): RefusedDrawing => ({ ok: false, statusCode: 503, message: MESSAGES.fileUploadFailed, detail: 'conversion queue full' });

  const submit = <Outcome>(job: ChildJob, owner: JobOwner = SHARED_OWNER, signal?: AbortSignal): Promise<Outcome | RefusedDrawing> => {
    if (closed) return Promise.resolve(conversionFailed('the server is closing'));
    if (signal?.aborted) return Promise.resolve(conversionFailed('the client cancelled'));
    if (children.size < concurrency && queue.length === 0) {
      queue.started(owner);
      return run<Outcome>(job, owner, signal);
    }
    return new Promise((resolve) => {
      const offered = queue.offer(owner, {
        start: () => {
          if (closed || signal?.aborted) {
            // Its slot is free again at once: the next waiting job starts.
            queue.finished(owner);
            resolve(conversionFailed(closed ? 'the server is closing' : 'the client cancelled'));
            startNext();
          } else void run<Outcome>(job, owner, signal).then(resolve);
        },
        refuse: resolve,
      });
      if (!offered.queued) resolve(busy());
      else offered.evicted?.refuse(busy());
    });
  };

  return {
    convert: (job, owner, signal) => submit<ConversionOutcome>(job, owner, signal),
    render: (job, owner) => submit<PrintOutcome>(job, owner),
    get running() {
      return children.size;
    },
    get waiting() {
      return queue.length;
    },
    health() {
      const now = Date.now();
      const stuck = [...children].filter((child) => now > child.limitEndsAt + stuckAfterMs).length;
      return { running: children.size, waiting: queue.length, stuck };
    },
    async close() {
      closed = true;
      for (const waiting of queue.drain()) waiting.refuse(conversionFailed('the server is closing'));
      const exits = [...children].map((child) => {
        child.kill('SIGKILL');
        return child.exited;
      });
      await Promise.race([Promise.all(exits), new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref())]);
    },
  };
}
