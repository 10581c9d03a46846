/**
 * Starts one conversion in a child process of its own, under limits the kernel enforces, and
 * reports its outcome and its exit.
 *
 * Why a process and these limits: resvg draws in native code that neither `worker.terminate()`
 * nor V8's heap limit can stop, so a thread kept a core busy for minutes after its time limit and
 * grew the server to gigabytes. A child process dies on SIGKILL whatever it is doing, and its
 * memory is its own. The memory limit is RLIMIT_DATA (`ulimit -d`), set by `/bin/sh` just before
 * it execs Node: it counts every private writable mapping (the V8 heap, malloc, Rust's
 * allocations, WebAssembly memory once committed) but not the large PROT_NONE ranges V8 and
 * WebAssembly only reserve, which RLIMIT_AS would count and so break libredwg-web. An allocation
 * past it fails at once (resvg aborts, V8 reports out of memory), so the process ends instead of
 * growing. RLIMIT_CPU is set too, as a kernel backstop should the parent's kill not arrive.
 * No core files are written, and the child gets none of the server's environment (secrets).
 */
import { spawn } from 'node:child_process';
import { MESSAGES } from '../../shared/constants';
import type { ChildJob, ChildMessage, ConversionOutcome, RefusedDrawing } from './conversionProtocol';

export interface ConversionLimits {
  /** Wall-clock time from the child's ready signal after which it is sent `killSignal`. */
  readonly timeLimitMs: number;
  /** Wall-clock time from the start within which the child must say it is ready; CONVERSION_STARTUP_LIMIT_MS by default. */
  readonly startupLimitMs?: number;
  /** RLIMIT_DATA of the child, in MB (plus DWG_WASM_RESERVE_MB for a DWG); V8's old space gets the same limit. */
  readonly memoryLimitMb: number;
  /** SIGKILL in production; tests pass a signal a child can ignore. */
  readonly killSignal: NodeJS.Signals;
}

/** One running conversion; `Outcome` is what its kind of job answers. */
export interface ConversionChild<Outcome = ConversionOutcome> {
  readonly pid: number | undefined;
  /** When the child was started (`Date.now()`). */
  readonly startedAt: number;
  /** When its current limit ends (`Date.now()` time): its start-up's until it is ready, then its job's. */
  readonly limitEndsAt: number;
  /**
   * The child's answer; a failure (time-out, crash, out of memory) resolves once the child has
   * exited, or after a short wait for an exit that does not come.
   */
  readonly outcome: Promise<Outcome | RefusedDrawing>;
  /** Resolves when the process has really exited. */
  readonly exited: Promise<void>;
  /** Sends `signal` to the child. */
  kill(signal: NodeJS.Signals): void;
}

/** The spec's failure message for the person; `detail` says why, for the log only. */
export const conversionFailed = (detail: string): RefusedDrawing => ({
  ok: false,
  statusCode: 422,
  message: MESSAGES.fileUploadFailed,
  detail,
});

/**
 * libredwg-web's WebAssembly memory starts at 1 GB (16384 pages), which V8 commits read-write at
 * instantiation although the pages stay untouched; RLIMIT_DATA counts it all, so a DWG's child
 * gets that much more room.
 */
export const DWG_WASM_RESERVE_MB = 1024;

/**
 * How long a child may take to load before it says it is ready: far more than it needs (about a
 * second on a busy machine), so only a broken child meets it. Its job's own time limit starts
 * once it is ready, so a slow start never makes a conversion fail.
 */
export const CONVERSION_STARTUP_LIMIT_MS = 15_000;

/** How long a failure waits for the child's exit before answering anyway. */
const EXIT_WAIT_MS = 2000;
/** How much of the child's stderr is kept for the log. */
const STDERR_TAIL_BYTES = 2048;

/** `$1` data limit in KB, `$2` CPU seconds, then the command to exec under them. */
const LIMITS_SCRIPT = 'ulimit -c 0 && ulimit -d "$1" && ulimit -t "$2" && shift 2 && exec "$@"';

/** Variables a child may need to find fonts and temporary space; nothing else is passed on. */
const PASSED_ENV = ['PATH', 'HOME', 'LANG', 'LC_ALL', 'TZ', 'TMPDIR', 'FONTCONFIG_FILE', 'FONTCONFIG_PATH', 'XDG_CONFIG_HOME', 'XDG_DATA_HOME', 'XDG_DATA_DIRS'];

function childEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(PASSED_ENV.flatMap((name) => (process.env[name] === undefined ? [] : [[name, process.env[name]]])));
}

/** Starts `workerPath` (a bundled conversion entry) on `job` under `limits`. */
export function spawnConversion<Outcome = ConversionOutcome>(workerPath: string, job: ChildJob, limits: ConversionLimits): ConversionChild<Outcome> {
  const startupLimitMs = limits.startupLimitMs ?? CONVERSION_STARTUP_LIMIT_MS;
  // CPU time can pass wall time when several threads work, so the backstop leaves room.
  const cpuSeconds = Math.ceil((2 * (startupLimitMs + limits.timeLimitMs)) / 1000) + 5;
  const dataLimitMb = limits.memoryLimitMb + (job.source === 'dwg' ? DWG_WASM_RESERVE_MB : 0);
  const child = spawn(
    '/bin/sh',
    [
      '-c',
      LIMITS_SCRIPT,
      'planimetry-conversion',
      String(dataLimitMb * 1024),
      String(cpuSeconds),
      process.execPath,
      `--max-old-space-size=${limits.memoryLimitMb}`,
      workerPath,
      JSON.stringify(job),
    ],
    { stdio: ['ignore', 'ignore', 'pipe', 'ipc'], env: childEnv() },
  );
  const startedAt = Date.now();
  let limitEndsAt = startedAt + startupLimitMs;
  let stderr = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-STDERR_TAIL_BYTES);
  });

  let markExited!: () => void;
  const exited = new Promise<void>((resolve) => (markExited = resolve));
  let exitDetail: string | undefined;
  child.once('exit', (code, signal) => {
    exitDetail = signal ? `killed by ${signal}` : `exited with code ${code}`;
    markExited();
  });

  const outcome = new Promise<Outcome | RefusedDrawing>((resolve) => {
    let settled = false;
    const settle = (answer: Outcome | RefusedDrawing): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(answer);
    };
    const killAfter = (ms: number, why: string): NodeJS.Timeout =>
      setTimeout(() => {
        child.kill(limits.killSignal);
        fail(`${why}, sent ${limits.killSignal}`);
      }, ms);
    /** Answers a failure once the child is gone, so its files can be removed safely. */
    const fail = (why: string): void => {
      if (settled) return;
      const waited = new Promise((done) => setTimeout(done, EXIT_WAIT_MS).unref());
      void Promise.race([exited, waited]).then(() => {
        const tail = stderr.trim().split('\n').slice(-3).join(' | ');
        settle(conversionFailed(`${why}; child ${exitDetail ?? 'still running'}${tail ? `; stderr: ${tail}` : ''}`));
      });
    };
    let timer = killAfter(startupLimitMs, `did not start: no ready signal within ${startupLimitMs} ms`);
    child.on('message', (message: ChildMessage<Outcome>) => {
      if (message.type === 'outcome') settle(message.outcome);
      else if (message.type === 'ready' && !settled) {
        clearTimeout(timer);
        limitEndsAt = Date.now() + limits.timeLimitMs;
        timer = killAfter(limits.timeLimitMs, `timed out after ${limits.timeLimitMs} ms`);
      }
    });
    child.once('error', (error) => fail(`could not run: ${error.message}`));
    // 'close' comes after the IPC channel and stderr are closed, so no answer can still be on its way.
    child.once('close', () => fail('ended before answering'));
  });

  return {
    pid: child.pid,
    startedAt,
    get limitEndsAt() {
      return limitEndsAt;
    },
    outcome,
    exited,
    kill: (signal) => void child.kill(signal),
  };
}
