/** Looks at child processes from tests: whether one still exists, and how much memory it took. */
import { readFileSync } from 'node:fs';

/** Whether a process with this pid exists (a zombie not yet reaped counts as gone). */
export function isAlive(pid: number): boolean {
  try {
    const state = /^State:\s+(\S)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return state !== undefined && state !== 'Z' && state !== 'X';
  } catch {
    return false;
  }
}

/** The process's peak resident memory (VmHWM) in bytes, or 0 once it is gone. */
export function peakRssOf(pid: number): number {
  try {
    const kb = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? 0 : Number(kb) * 1024;
  } catch {
    return 0;
  }
}

/** Samples `pid`'s peak memory every 10 ms until stopped; answers the highest seen. */
export function watchPeakRss(pid: () => number | undefined): { stop(): number } {
  let peak = 0;
  const timer = setInterval(() => {
    const current = pid();
    if (current !== undefined) peak = Math.max(peak, peakRssOf(current));
  }, 10);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}
