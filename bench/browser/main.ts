/**
 * The page of the browser benchmarks: `runSubject(config)` runs one subject in a new module
 * worker, echoes its progress to the console (the runner prints it) and resolves to its rows.
 */
import type { SubjectConfig } from '../suite/types';
import type { SubjectResult, WorkerMessage } from './messages';

declare global {
  interface Window {
    runSubject(config: SubjectConfig): Promise<SubjectResult>;
  }
}

window.runSubject = (config) =>
  new Promise<SubjectResult>((resolve) => {
    const rows: SubjectResult['rows'] = [];
    const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
    const finish = (error?: string): void => {
      worker.terminate();
      resolve(error ? { rows, error } : { rows });
    };
    worker.onmessage = (event: MessageEvent<WorkerMessage>) => {
      const message = event.data;
      if (message.type === 'log') console.log(`  ${message.text}`);
      else if (message.type === 'row') rows.push(message.row);
      else finish();
    };
    worker.onerror = (event) => finish(`worker failed: ${event.message || 'no message (out of memory?)'}`);
    worker.postMessage(config);
  });
