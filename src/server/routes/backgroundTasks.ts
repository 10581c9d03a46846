/**
 * Work a route starts after it has answered, such as a mail whose sending time must not show in
 * the answer's time. Failures are logged, never thrown at nobody; the app waits for what is
 * still running before it closes, and tests wait with `idle()`.
 */
export interface BackgroundTasks {
  /** Starts `task` now without waiting for it. */
  run(what: string, task: () => Promise<unknown>): void;
  /** Resolves once every task started so far has settled. */
  idle(): Promise<void>;
}

export interface BackgroundLog {
  error(object: object, message: string): void;
}

export function backgroundTasks(log: BackgroundLog): BackgroundTasks {
  const running = new Set<Promise<unknown>>();
  return {
    run(what, task) {
      const settled = Promise.resolve()
        .then(task)
        .catch((error: unknown) => log.error({ err: error }, `Background task failed: ${what}`))
        .finally(() => running.delete(settled));
      running.add(settled);
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
