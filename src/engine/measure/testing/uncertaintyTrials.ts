/**
 * How well a reported "±" fits randomized trials (issue 23's test): the share of trials whose ±
 * covers the true value, the spread of the measured values, and the typical ± reported.
 */
export interface Trial {
  readonly value: number;
  readonly uncertainty: number;
}

export interface TrialsFit {
  /** The share of trials with |value − truth| ≤ ±. */
  readonly coverage: number;
  /** The standard deviation of the values measured. */
  readonly spread: number;
  /** The mean ± reported. */
  readonly typical: number;
}

export function trialsFit(trials: readonly Trial[], truth: number): TrialsFit {
  const count = trials.length;
  const covered = trials.filter(({ value, uncertainty }) => Math.abs(value - truth) <= uncertainty).length;
  const mean = trials.reduce((sum, { value }) => sum + value, 0) / count;
  const spread = Math.sqrt(trials.reduce((sum, { value }) => sum + (value - mean) ** 2, 0) / (count - 1));
  const typical = trials.reduce((sum, { uncertainty }) => sum + uncertainty, 0) / count;
  return { coverage: covered / count, spread, typical };
}
