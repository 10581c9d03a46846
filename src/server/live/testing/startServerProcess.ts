/**
 * Starts a bundled server entry (see liveServerProcess.ts) as a child process with an IPC
 * channel, waits for it to listen, and stops it, failing when it does not end by itself.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ServerProcessCommand, ServerProcessReport } from './serverProcessProtocol';

const START_DEADLINE_MS = 15000;
const EXIT_DEADLINE_MS = 5000;

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  readonly baseUrl: string;
  send(command: ServerProcessCommand): void;
  /** Asks the process to close; resolves with its exit code, rejects when it hangs (and kills it). */
  stop(): Promise<number | null>;
  /** Ends the process at once; for cleanup after a failure. */
  kill(): void;
}

export async function startServerProcess(bundle: URL, env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [fileURLToPath(bundle)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error('did not start in time')), START_DEADLINE_MS);
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`server process: ${error.message}\n${output}`));
    };
    const exitedEarly = (code: number | null) => fail(new Error(`exited with ${code} before listening`));
    child.once('error', fail);
    child.once('exit', exitedEarly);
    child.on('message', (message: ServerProcessReport) => {
      if (message.type !== 'ready') return;
      clearTimeout(timer);
      child.off('exit', exitedEarly);
      resolve(message.port);
    });
  });

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    send: (command) => child.send(command),
    stop: () => stop(child, exited, () => output),
    kill: () => child.kill('SIGKILL'),
  };
}

async function stop(child: ChildProcess, exited: Promise<number | null>, output: () => string): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  child.send({ type: 'close' } satisfies ServerProcessCommand);
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server process did not end within ${EXIT_DEADLINE_MS} ms of closing: something was left open\n${output()}`));
    }, EXIT_DEADLINE_MS);
  });
  try {
    return await Promise.race([exited, hung]);
  } finally {
    clearTimeout(timer);
  }
}
