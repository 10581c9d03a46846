/**
 * The recorder a subject reports through: times a case and emits its row, turning any throw into
 * an error row so one failing case never stops the rest.
 */
import { measure, type MeasureOptions, type Timing } from './measure';
import type { Row, SubjectConfig } from './types';

export type RowFields = Omit<Row, 'environment'>;

export interface CaseOptions<T> extends MeasureOptions<T> {
  /** A remark for the table, or one made from the timing (a rate, say). */
  readonly note?: string | ((timing: Timing) => string);
}

export interface Bench {
  readonly config: SubjectConfig;
  log(text: string): void;
  record(row: RowFields): void;
  /** Times `work` and records the row; undefined when it threw (an error row is recorded). */
  time<T>(kernel: string, input: string, implementation: string, work: () => T, options?: CaseOptions<T>): Timing | undefined;
  /** Runs untimed preparation; a throw becomes an error row for `kernel` and `implementation`. */
  prepare<T>(kernel: string, input: string, implementation: string, work: () => T): T | undefined;
}

export const errorText = (error: unknown): string => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

const describe = (row: Row): string => {
  const result = row.error ? `ERROR ${row.error}` : row.median_ms === null ? `skipped` : `${row.median_ms >= 1000 ? row.median_ms.toFixed(0) : row.median_ms.toPrecision(4)} ms (${row.runs} runs)`;
  return `${row.kernel} | ${row.input} | ${row.implementation}: ${result}${row.note ? ` — ${row.note}` : ''}`;
};

export function createBench(config: SubjectConfig, emit: (row: Row) => void, log: (text: string) => void): Bench {
  const record = (fields: RowFields): void => {
    const row: Row = { ...fields, environment: config.environment };
    log(describe(row));
    emit(row);
  };
  const fail = (kernel: string, input: string, implementation: string, error: unknown): void =>
    record({ kernel, input, implementation, median_ms: null, runs: 0, error: errorText(error) });
  return {
    config,
    log,
    record,
    time(kernel, input, implementation, work, options = {}) {
      try {
        const timing = measure(work, options);
        const note = typeof options.note === 'function' ? options.note(timing) : options.note;
        record({ kernel, input, implementation, median_ms: timing.medianMs, runs: timing.runs, ...(note ? { note } : {}) });
        return timing;
      } catch (error) {
        fail(kernel, input, implementation, error);
        return undefined;
      }
    },
    prepare(kernel, input, implementation, work) {
      try {
        return work();
      } catch (error) {
        fail(kernel, input, implementation, error);
        return undefined;
      }
    },
  };
}
