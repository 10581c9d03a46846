/**
 * The primary of `npm run start:cluster`: it listens on PORT and hands each connection to one of
 * WORKERS server processes (dist/server/main.js), which share PostgreSQL and Redis.
 *
 * Why @socket.io/sticky and not the websocket-only transport: socket.io's "Using multiple nodes"
 * page says sticky sessions are needed "if HTTP long-polling is enabled (which is the default)",
 * and for Node's cluster module it points to @socket.io/sticky (its "Using Node.js Cluster"
 * section). Our client keeps the default transports (long-polling first, then the upgrade), so a
 * browser behind a proxy that refuses WebSockets still gets its live events; websocket-only would
 * need a client change and loses that fallback ("there is no fallback to long-polling"). The cost:
 * @socket.io/sticky 2 passes requests with a body through this process chunk by chunk over IPC
 * (hence the 'advanced' serialization, which carries Buffers) and answers them with
 * `Connection: close`.
 */
import cluster, { type Worker } from 'node:cluster';
import type { Server as HttpServer } from 'node:http';
import { createServer, type Socket } from 'node:net';
import { setupMaster } from '@socket.io/sticky';
import { DRAIN_TIMEOUT_MS } from '../http/drainWithin';

/** A worker sends this once it is ready for connections (its app built, not listening itself). */
export const WORKER_READY_MESSAGE = 'planimetry:worker-ready';

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
  cluster.setupPrimary({ exec: options.exec, serialization: 'advanced' });

  // A plain TCP server: @socket.io/sticky only reads each connection's first bytes to choose a
  // worker (by socket.io session id, else the least busy one). An http.Server here would cut the
  // connections it relays on close(), since it never parses them and takes them for idle.
  const server = createServer();
  // It only listens for 'connection' on it, which a net.Server emits alike.
  setupMaster(server as unknown as HttpServer, { loadBalancingMethod: 'least-connection' });
  const relayed = trackRelayedConnections(server);

  let stopping = false;
  const ready = new Set<number>();
  const fork = (): Worker => {
    const worker = cluster.fork();
    // @socket.io/sticky may still write to a worker that has just died (a relayed client hung
    // up); without a listener that 'error' would end the primary and every other worker with it.
    worker.on('error', (error) => log(`worker ${worker.process.pid}: ${error.message}`));
    worker.on('message', (message: unknown) => {
      if (message === WORKER_READY_MESSAGE) {
        ready.add(worker.id);
        log(`worker ${worker.process.pid} ready (${ready.size} of ${options.workers})`);
      }
    });
    return worker;
  };
  const readyOf = (worker: Worker) =>
    new Promise<void>((resolve, reject) => {
      worker.on('message', (message: unknown) => {
        if (message === WORKER_READY_MESSAGE) resolve();
      });
      worker.once('exit', (code, signal) => reject(new Error(`worker ${worker.process.pid} stopped before it was ready (${signal ?? `exit ${code}`})`)));
    });

  cluster.on('exit', (worker, code, signal) => {
    relayed.cut(worker);
    const wasReady = ready.delete(worker.id);
    if (stopping) return;
    const how = signal ?? `exit ${code}`;
    if (!wasReady) {
      // At start readyOf stops the cluster; later, a replacement that cannot start is not retried in a loop.
      log(`worker ${worker.process.pid} stopped before it was ready (${how}); not replaced`);
      return;
    }
    log(`worker ${worker.process.pid} died (${how}); forking a replacement`);
    fork();
  });

  // The first worker migrates the database and makes the shared secret alone; then the others.
  try {
    await readyOf(fork());
    await Promise.all(Array.from({ length: options.workers - 1 }, () => readyOf(fork())));
  } catch (error) {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    throw error;
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  log(`Planimetry cluster listening at http://${options.host}:${options.port} with ${options.workers} workers`);

  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`${signal} received: no new connections; the workers finish their requests`);
    server.close();
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

/**
 * The connections whose bytes this process relays to a worker (requests with a body). When that
 * worker dies they would hang open forever, since @socket.io/sticky only forgets the worker's
 * socket.io sessions: `cut(worker)` ends them, so a client sees the failure and can retry.
 * The worker is learnt from the relay's first message to it, sent while the first chunk is read.
 */
function trackRelayedConnections(server: ReturnType<typeof createServer>) {
  const byWorker = new Map<number, Set<Socket>>();
  let lastStart: Worker | null = null;
  cluster.on('fork', (worker) => {
    const send = worker.send.bind(worker) as (...args: unknown[]) => boolean;
    worker.send = ((message: unknown, ...rest: unknown[]) => {
      if ((message as { type?: string } | null)?.type === 'sticky:http-chunk-start') lastStart = worker;
      return send(message, ...rest);
    }) as Worker['send'];
  });
  // Registered after setupMaster's listener, so on each chunk the relay has already chosen.
  server.on('connection', (socket) => {
    // @socket.io/sticky writes a worker's answer to the client without a listener for the
    // socket's 'error': a client gone mid-answer (EPIPE) would otherwise end the primary.
    socket.on('error', () => socket.destroy());
    let bound = false;
    socket.on('data', () => {
      if (bound) return;
      bound = true;
      const worker = lastStart;
      lastStart = null;
      if (!worker) return; // Handed over whole: the worker owns the socket itself.
      const sockets = byWorker.get(worker.id) ?? new Set<Socket>();
      byWorker.set(worker.id, sockets);
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    });
  });
  return {
    cut(worker: Worker) {
      for (const socket of byWorker.get(worker.id) ?? []) socket.destroy();
      byWorker.delete(worker.id);
    },
  };
}
