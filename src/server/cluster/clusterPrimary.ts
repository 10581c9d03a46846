/**
 * The primary of `npm run start:cluster`: it forks WORKERS server processes (dist/server/main.js),
 * which share PostgreSQL, Redis and the file store, and which all listen on PORT through Node's
 * cluster module: the primary accepts each connection and hands it to a worker in turn, and the
 * worker serves it from then on, keep-alive included.
 *
 * Why no sticky sessions: socket.io's "Using multiple nodes" page says they are needed "if HTTP
 * long-polling is enabled", because the requests of one long-polling session must reach the
 * process that opened it. Our browser client connects with the WebSocket transport only
 * (LIVE_SOCKET_TRANSPORTS), one connection that stays on one worker, and the workers accept only
 * WebSocket, so the primary never needs to read a request to choose. An earlier version used
 * @socket.io/sticky: it relayed every request with a body through the primary chunk by chunk and
 * answered with `Connection: close`, and under `npm run load` the cluster took ~300 requests a
 * second with a p50 of 2.7 s, where the single process took 1,800 at 23 ms.
 */
import cluster, { type Worker } from 'node:cluster';
import { DRAIN_TIMEOUT_MS } from '../http/drainWithin';

/** After SIGTERM the workers get DRAIN_TIMEOUT_MS and a little more before they are killed. */
const WORKER_EXIT_GRACE_MS = DRAIN_TIMEOUT_MS + 2_000;

export interface ClusterPrimaryOptions {
  workers: number;
  port: number;
  host: string;
  /** The worker's script: dist/server/main.js. */
  exec: string;
  log?: (line: string) => void;
}

export async function runClusterPrimary(options: ClusterPrimaryOptions): Promise<void> {
  const log = options.log ?? ((line: string) => console.log(`[cluster ${process.pid}] ${line}`));
  // Round-robin by the primary on every platform (Linux's default already), so connections spread evenly.
  cluster.schedulingPolicy = cluster.SCHED_RR;
  cluster.setupPrimary({ exec: options.exec });

  let stopping = false;
  const ready = new Set<number>();
  /** Forks a worker; resolves once it listens, rejects if it stops first. */
  const fork = (): Promise<Worker> => {
    const worker = cluster.fork();
    return new Promise<Worker>((resolve, reject) => {
      worker.once('listening', () => {
        ready.add(worker.id);
        log(`worker ${worker.process.pid} ready (${ready.size} of ${options.workers})`);
        resolve(worker);
      });
      worker.once('exit', (code, signal) => reject(new Error(`worker ${worker.process.pid} stopped before it was ready (${signal ?? `exit ${code}`})`)));
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    const wasReady = ready.delete(worker.id);
    if (stopping) return;
    const how = signal ?? `exit ${code}`;
    if (!wasReady) {
      // At start the failure stops the cluster; later, a replacement that cannot start is not retried in a loop.
      log(`worker ${worker.process.pid} stopped before it was ready (${how}); not replaced`);
      return;
    }
    log(`worker ${worker.process.pid} died (${how}); forking a replacement`);
    fork().catch((error: unknown) => log(error instanceof Error ? error.message : String(error)));
  });

  // The first worker migrates the database and makes the shared secret alone; then the others.
  try {
    await fork();
    await Promise.all(Array.from({ length: options.workers - 1 }, () => fork()));
  } catch (error) {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    throw error;
  }
  log(`Planimetry cluster listening at http://${options.host}:${options.port} with ${options.workers} workers`);

  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`${signal} received: no new connections; the workers finish their requests`);
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
    const killer = setTimeout(() => {
      for (const worker of workers) if (!worker.isDead()) worker.process.kill('SIGKILL');
    }, WORKER_EXIT_GRACE_MS);
    killer.unref();
    void Promise.all(workers.map((worker) => (worker.isDead() ? null : new Promise((resolve) => worker.once('exit', resolve))))).then(() => {
      clearTimeout(killer);
      log('every worker has stopped');
      process.exit(0);
    });
    for (const worker of workers) worker.process.kill(signal);
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}
