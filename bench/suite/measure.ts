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
/** Shortest batch worth timing. */
const MIN_SAMPLE_MS = 5;

/** Fewer runs for slow calls, so one slow baseline cannot stall the suite. */
const minRunsFor = (warmUpMs: number): number => (warmUpMs > 15_000 ? 1 : warmUpMs > 1000 ? 3 : 5);

/** Keeps results alive so no engine can drop a call whose result is unused. */
let sink: unknown;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export function measure<T>(work: () => T, options: MeasureOptions<T> = {}): Timing {
  const { cleanup } = options;
  const once = (): number => {
    const start = performance.now();
    const result = work();
    const elapsed = performance.now() - start;
    sink = result;
    cleanup?.(result);
    return elapsed;
  };
  const warmUp = once();
  // Batches only for calls with nothing to clean up; their results are dropped as they come.
  const batch = cleanup || warmUp >= MIN_SAMPLE_MS ? 1 : Math.min(10_000, Math.ceil(MIN_SAMPLE_MS / Math.max(warmUp, 0.001)));
  const minRuns = minRunsFor(warmUp);
  const samples: number[] = [];
  let spent = 0;
  while (samples.length < minRuns || (spent < BUDGET_MS && samples.length < MAX_RUNS)) {
    let elapsed: number;
    if (batch === 1) elapsed = once();
    else {
      const start = performance.now();
      for (let i = 0; i < batch; i++) sink = work();
      elapsed = performance.now() - start;
    }
    spent += elapsed;
    samples.push(elapsed / batch);
  }
  return { medianMs: median(samples), runs: samples.length * batch };
}

/** The last result kept alive; exported so bundlers cannot prove `sink` unused. */
export const lastResult = (): unknown => sink;
