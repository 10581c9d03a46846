/**
 * The built cluster (dist/server/cluster.js) as a child process for the fault run: its log as
 * lines (the workers' JSON lines carry their pid), waiting for a line, and its exit.
 */
import { spawn, type ChildProcess } from 'node:child_process';

export interface LogLine {
  text: string;
  /** The JSON of a worker's log line, when it is one. */
  json: { pid?: number; msg?: string; req?: { method?: string; url?: string } } | null;
  at: number;
}

export interface ClusterProcess {
  child: ChildProcess;
  lines: LogLine[];
  /** Resolves with the first line from index `from` on that `match` accepts; rejects after `timeoutMs`. */
  waitFor(match: (line: LogLine) => boolean, timeoutMs: number, from?: number): Promise<LogLine>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

export function startCluster(repo: string, env: Record<string, string>): ClusterProcess {
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/cluster.js'], {
    cwd: repo,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: LogLine[] = [];
  const waiters = new Set<() => void>();
  let rest = '';
  const take = (chunk: Buffer) => {
    rest += chunk.toString();
    const complete = rest.split('\n');
    rest = complete.pop() ?? '';
    for (const text of complete) {
      let json: LogLine['json'] = null;
      try {
        json = text.startsWith('{') ? (JSON.parse(text) as LogLine['json']) : null;
      } catch {
        json = null;
      }
      lines.push({ text, json, at: Date.now() });
    }
    for (const wake of waiters) wake();
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  const waitFor = (match: (line: LogLine) => boolean, timeoutMs: number, from = 0) =>
    new Promise<LogLine>((resolve, reject) => {
      const check = () => {
        const found = lines.slice(from).find(match);
        if (!found) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no such log line within ${timeoutMs} ms`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  return { child, lines, waitFor, exited };
}

/** A worker's "incoming request" line for `method` and a URL starting with `path`. */
export const incoming = (method: string, path: string) => (line: LogLine) =>
  line.json?.msg === 'incoming request' && line.json.req?.method === method && (line.json.req.url ?? '').startsWith(path);
