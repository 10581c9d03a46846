/**
 * The timing loop: a warm-up call first (JIT, heap growth, first-touch page faults), then timed
 * calls until enough runs and enough time, and the median of them. Calls far shorter than the
 * timer's resolution (Chromium coarsens performance.now to 0.1 ms without cross-origin
 * isolation) are timed in batches and divided.
 */

export interface Timing {
  readonly medianMs: number;
  readonly runs: number;
}

export interface MeasureOptions<T> {
  /** Undoes a call's result outside the timed span (OpenCV Mats must be deleted). */
  readonly cleanup?: (result: T) => void;
}

/** Time spent sampling after the warm-up, unless the minimum of runs takes longer. */
const BUDGET_MS = 2500;
const MAX_RUNS = 21;
/** Shortest batch worth timing, and the most calls in one. */
const MIN_SAMPLE_MS = 5;
const MAX_BATCH = 2 ** 20;

/** Fewer runs for slow calls, so one slow baseline cannot stall the suite. */
const minRunsFor = (callMs: number): number => (callMs > 1000 ? 3 : 5);
/** A first call this slow is the only one: warming up is noise beside it, and a rerun costs minutes. */
const SLOW_MS = 15_000;

/** Keeps results alive so no engine can drop a call whose result is unused. */
let sink: unknown;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export function measure<T>(work: () => T, options: MeasureOptions<T> = {}): Timing {
  const { cleanup } = options;
  /** Mean time of one call over `calls` back-to-back calls. */
  const sample = (calls: number): number => {
    const start = performance.now();
    if (calls === 1) {
      const result = work();
      const elapsed = performance.now() - start;
      sink = result;
      cleanup?.(result);
      return elapsed;
    }
    for (let i = 0; i < calls; i++) sink = work();
    return (performance.now() - start) / calls;
  };
  // Warm-up, and the batch size: doubled until a batch is long enough to time. Only calls with
  // nothing to clean up are batched.
  let batch = 1;
  let perCall = sample(1);
  if (perCall > SLOW_MS) return { medianMs: perCall, runs: 1 };
  while (!cleanup && perCall * batch < MIN_SAMPLE_MS && batch < MAX_BATCH) {
    batch *= 2;
    perCall = sample(batch);
  }
  const minRuns = minRunsFor(perCall);
  const samples: number[] = [];
  let spent = 0;
  while (samples.length < minRuns || (spent < BUDGET_MS && samples.length < MAX_RUNS)) {
    const mean = sample(batch);
    spent += mean * batch;
    samples.push(mean);
  }
  return { medianMs: median(samples), runs: samples.length * batch };
}

/** The last result kept alive; exported so bundlers cannot prove `sink` unused. */
export const lastResult = (): unknown => sink;
