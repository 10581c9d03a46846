/** What the benchmark worker tells its page. */
import type { Row } from '../suite/types';

export type WorkerMessage = { type: 'log'; text: string } | { type: 'row'; row: Row } | { type: 'done' };

/** What the page's `runSubject` resolves to: the rows, and an error when the worker died. */
export interface SubjectResult {
  readonly rows: Row[];
  readonly error?: string;
}
