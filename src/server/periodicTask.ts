/** A task that runs now and then every `intervalMs`; `stop()` clears its timer and waits for a run under way. */
export interface PeriodicTask {
  stop(): Promise<void>;
}

/**
 * Runs `task` now and every `intervalMs` on an unref'd timer (it never keeps the process alive),
 * one run at a time: a run that is still going when the next is due is followed, not overlapped.
 * A failed run goes to `onFailure` (the sweepers log it) and stops nothing: the next run comes.
 */
export function startPeriodicTask(task: () => Promise<void>, intervalMs: number, onFailure: (error: unknown) => void = () => undefined): PeriodicTask {
  let current: Promise<void> = Promise.resolve();
  const run = (): void => {
    current = current.then(task).catch(onFailure);
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await current;
    },
  };
}
