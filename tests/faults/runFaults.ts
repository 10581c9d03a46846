/**
 * `npm run faults` (bundled and started by scripts/faults.mjs): starts the built cluster on a
 * PostgreSQL database of its own and Redis, and survives four faults, printing one PASS or FAIL
 * line with figures for each:
 *   a. a server process killed (SIGKILL) while a large save is in flight: the documents client
 *      (src/net/documentsApi.ts, its own retry) sends it again, and the document reads back whole;
 *   b. PostgreSQL's sessions terminated: the next requests succeed without a restart;
 *   c. the processes' Redis connections dropped: a socket on one process hears a save through another;
 *   d. SIGTERM to the primary while a request is in flight: it completes, and the cluster exits within 10 s.
 * The user is registered and verified through the real API and the mail outbox
 * (tests/e2e/e2eAccounts.ts); a verified account's trial may save documents.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ofetch } from 'ofetch';
import pg from 'pg';
import { createClient } from 'redis';
import { io, type Socket } from 'socket.io-client';
import { createApiClient } from '../../src/net/apiClient';
import { createDocumentsApi } from '../../src/net/documentsApi';
import type { DocumentState } from '../../src/shared/documentState';
import { LIVE_EVENT, LIVE_SOCKET_PATH, LIVE_SOCKET_TRANSPORTS } from '../../src/shared/liveEvents';
import squarePlot from '../../src/shared/testing/squarePlotState.json';
import { freshEmail, verificationLink } from '../e2e/e2eAccounts';
import { incoming, startCluster, type ClusterProcess } from './clusterProcess';

const REPO = new URL('../..', import.meta.url).pathname;
const BASE_DATABASE_URL = process.env.FAULTS_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const WORKERS = 2;
/** The whole run, start to clean-up, stops here whatever happens. */
const RUN_LIMIT_MS = 240_000;
/** Lines of the large document: about 4 MB of JSON, under the 8 MB save limit. */
const LARGE_LINES = 30_000;
const DRAIN_LIMIT_MS = 10_000;

const results: { pass: boolean; line: string }[] = [];
function report(pass: boolean, name: string, figures: string): void {
  const line = `${pass ? 'PASS' : 'FAIL'} ${name}: ${figures}`;
  results.push({ pass, line });
  console.log(line);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('No port was given');
  return address.port;
}

/** A valid drawing of `lines` straight lines, every point at height `y`: a read-back is whole when every line has it. */
function largeState(y: number, lines = LARGE_LINES): DocumentState {
  const state = structuredClone(squarePlot.state) as DocumentState;
  const layer = state.layers.list[0]!;
  layer.sketch = {
    ...layer.sketch,
    closed: false,
    lines: Array.from({ length: lines }, (_, index) => ({
      type: 'straight' as const,
      points: [
        { x: 1 + (index % 900), y },
        { x: 2 + (index % 900), y },
      ],
      isConstrained: false,
    })),
  } as typeof layer.sketch;
  return state;
}

/** Which of the two large states a read-back is, or 'torn' when it is neither whole. */
function wholeVersion(state: DocumentState, versions: Record<string, number>): string {
  const lines = (state.layers.list[0]?.sketch as { lines?: { points: { y: number }[] }[] } | undefined)?.lines ?? [];
  for (const [name, y] of Object.entries(versions)) {
    if (lines.length === LARGE_LINES && lines.every((line) => line.points.every((point) => point.y === y))) return name;
  }
  return `torn (${lines.length} lines)`;
}

/** A fetch whose body goes out in 64 KB pieces `pauseMs` apart, so the request stays in flight a while. */
function tricklingFetch(pauseMs: number): typeof fetch {
  return (input, init) => {
    if (typeof init?.body !== 'string') return fetch(input, init);
    const bytes = Buffer.from(init.body);
    let offset = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (offset >= bytes.length) return controller.close();
        if (offset > 0) await sleep(pauseMs);
        controller.enqueue(bytes.subarray(offset, offset + 65_536));
        offset += 65_536;
      },
    });
    const headers = new Headers(init.headers);
    headers.set('content-type', 'application/json');
    return fetch(input, { ...init, headers, body, duplex: 'half' } as RequestInit);
  };
}

async function registerUser(url: string, dataDir: string): Promise<string> {
  const user = { firstName: 'Fay', lastName: 'Faults', email: freshEmail('faults'), password: 'measure-42' };
  const post = (path: string, body: unknown) =>
    fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const registered = await post('/register', { type: 'user', ...user });
  if (!registered.ok) throw new Error(`register answered ${registered.status}: ${await registered.text()}`);
  const token = new URL(await verificationLink(user.email, dataDir)).pathname.split('/').at(-1);
  const verified = await fetch(`${url}/verify/${token}`, { headers: { accept: 'application/json' } });
  if (!verified.ok) throw new Error(`verify answered ${verified.status}: ${await verified.text()}`);
  const login = await post('/login', { email: user.email, password: user.password, remember: true });
  if (!login.ok) throw new Error(`login answered ${login.status}: ${await login.text()}`);
  return ((await login.json()) as { accessToken: string }).accessToken;
}

async function main(): Promise<void> {
  const giveUp = setTimeout(() => {
    console.log(`FAIL run: not finished within ${seconds(RUN_LIMIT_MS)}`);
    process.exit(1);
  }, RUN_LIMIT_MS);
  giveUp.unref();

  const databaseName = `faults_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: BASE_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  const databaseUrl = Object.assign(new URL(BASE_DATABASE_URL), { pathname: `/${databaseName}` }).toString();
  const dataDir = await mkdtemp(join(tmpdir(), 'planimetry-faults-'));
  const redis = createClient({ url: REDIS_URL });
  redis.on('error', () => {});
  await redis.connect();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  console.log(`faults: cluster of ${WORKERS} workers at ${url}, database ${databaseName}, Redis ${REDIS_URL}`);
  const cluster = startCluster(REPO, {
    PORT: String(port), HOST: '127.0.0.1', WORKERS: String(WORKERS), DATA_DIR: dataDir, PUBLIC_URL: url,
    DATABASE_URL: databaseUrl, REDIS_URL,
  });
  let socket: Socket | null = null;
  try {
    await cluster.waitFor((line) => line.text.includes('Planimetry cluster listening'), 60_000);
    const token = await registerUser(url, dataDir);
    const client = (fetcher?: typeof fetch) =>
      createDocumentsApi(createApiClient({ baseURL: url, clientId: 'faults-device', accessToken: () => token, ...(fetcher ? { fetcher: ofetch.create({}, { fetch: fetcher }) } : {}) }));
    const documents = client();

    await killMidSave(cluster, documents, client);
    await terminatePostgres(admin, databaseName, documents);
    socket = await dropRedis(cluster, redis, url, token, documents);
    socket.disconnect();
    socket = null;
    await drainOnSigterm(cluster, url, token);
  } catch (error) {
    report(false, 'run', error instanceof Error ? error.message : String(error));
  } finally {
    socket?.disconnect();
    if (cluster.child.exitCode === null && cluster.child.signalCode === null) {
      cluster.child.kill('SIGTERM');
      const killer = setTimeout(() => cluster.child.kill('SIGKILL'), 12_000);
      await cluster.exited;
      clearTimeout(killer);
    }
    // FAULTS_LOG=path keeps the cluster's log for a look after a failure.
    if (process.env.FAULTS_LOG) await writeFile(process.env.FAULTS_LOG, cluster.lines.map((line) => line.text).join('\n'));
    await redis.close().catch(() => {});
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`).catch(() => {});
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  }
  const failed = results.filter((result) => !result.pass).length;
  console.log(failed === 0 ? `faults: all ${results.length} passed` : `faults: ${failed} of ${results.length} failed`);
  // An open client (a socket.io reconnection timer) must not hold the run past its report.
  process.exit(failed === 0 ? 0 : 1);
}

type Documents = ReturnType<typeof createDocumentsApi>;

/** a. SIGKILL the process that is receiving a large save; the client's retry must store it whole. */
async function killMidSave(cluster: ClusterProcess, documents: Documents, client: (fetcher?: typeof fetch) => Documents): Promise<void> {
  const name = 'a. kill a server process mid-save';
  const versions = { old: 100, new: 200 };
  const first = await documents.save({ name: 'Large plan', state: largeState(versions.old), preview: null });
  if (!('saved' in first)) throw new Error('the first save met a taken name');
  const id = first.saved.id;
  const size = JSON.stringify({ name: 'Large plan', state: largeState(versions.new), preview: null, id }).length;

  const from = cluster.lines.length;
  let attempts = 0;
  const trickle = tricklingFetch(20);
  const counting: typeof fetch = (input, init) => {
    attempts += 1;
    return attempts === 1 ? trickle(input, init) : fetch(input, init);
  };
  const started = Date.now();
  // Settled at once: it may fail before the kill below is even sent.
  const saving = client(counting)
    .save({ name: 'Large plan', state: largeState(versions.new), preview: null, id })
    .then((result) => ({ result }), (error: unknown) => ({ error }));
  const receiving = await cluster.waitFor(incoming('POST', '/api/document'), 15_000, from).catch(async (error: unknown) => {
    throw new Error(`${String(error)}; the save: ${JSON.stringify(await saving)}`);
  });
  const victim = receiving.json?.pid;
  if (!victim) throw new Error('no pid on the save request');
  process.kill(victim, 'SIGKILL');
  const killedAt = Date.now();
  let outcome: string;
  let saved = false;
  const settled = await saving;
  if ('result' in settled) {
    saved = 'saved' in settled.result;
    outcome = saved ? 'saved' : 'name-exists';
  } else {
    outcome = `rejected: ${settled.error instanceof Error ? settled.error.message : String(settled.error)}`;
  }
  const doneAt = Date.now();
  const died = await cluster.waitFor((line) => line.text.includes(`worker ${victim} died`), 5_000, from).catch(() => null);
  // The next faults need both processes: wait for the replacement to be ready.
  const ready = died ? await cluster.waitFor((line) => line.text.includes(`ready (${WORKERS} of ${WORKERS})`), 30_000, cluster.lines.indexOf(died)).catch(() => null) : null;
  const replaced = ready !== null;
  const readBack = wholeVersion((await documents.open(id)).state, versions);
  report(
    saved && attempts >= 2 && readBack === 'new' && replaced,
    name,
    `${(size / 1e6).toFixed(1)} MB save, worker ${victim} killed ${killedAt - started} ms after sending began; ` +
      `client tries ${attempts}, ${outcome} ${doneAt - killedAt} ms after the kill; read back: ${readBack} version, whole; ` +
      `replacement worker ${ready ? `ready ${seconds(ready.at - killedAt)} after the kill` : 'not ready within 30 s'}`,
  );
}

/** b. Terminate every PostgreSQL session of the app's database, with one request in flight. */
async function terminatePostgres(admin: pg.Client, databaseName: string, documents: Documents): Promise<void> {
  const name = 'b. terminate PostgreSQL sessions';
  const count = async () =>
    Number((await admin.query<{ count: string }>('SELECT count(*) FROM pg_stat_activity WHERE datname = $1', [databaseName])).rows[0]?.count ?? 0);
  const before = await count();
  const inFlight = documents.list().then(() => 'ok', () => 'failed');
  const terminated = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [databaseName]);
  const inFlightOutcome = await inFlight;
  const outcomes: boolean[] = [];
  let firstOkAfter = -1;
  const start = Date.now();
  for (let index = 0; index < 20; index += 1) {
    const ok = await documents.list().then(() => true, () => false);
    if (ok && firstOkAfter < 0) firstOkAfter = Date.now() - start;
    outcomes.push(ok);
  }
  const failures = outcomes.filter((ok) => !ok).length;
  const after = await count();
  report(
    terminated.rowCount !== null && terminated.rowCount > 0 && failures <= 1 && outcomes.slice(-10).every(Boolean),
    name,
    `${terminated.rowCount} of ${before} sessions terminated; the request in flight ${inFlightOutcome}; ` +
      `then ${outcomes.length - failures} of ${outcomes.length} requests succeeded (${failures} failed), the first after ${firstOkAfter} ms; ` +
      `${after} sessions again, no restart`,
  );
}

/** c. Drop every Redis connection of the workers; a socket on one must hear a save through the other. */
async function dropRedis(cluster: ClusterProcess, redis: ReturnType<typeof createClient>, url: string, token: string, documents: Documents): Promise<Socket> {
  const name = 'c. drop the Redis connections';
  const from = cluster.lines.length;
  const socket = io(url, { path: LIVE_SOCKET_PATH, transports: [...LIVE_SOCKET_TRANSPORTS], auth: { token }, reconnection: true });
  let heard = 0;
  socket.on(LIVE_EVENT.documentsList, () => (heard += 1));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    let lastError = '';
    socket.on('connect_error', (error) => (lastError = error.message));
    setTimeout(() => reject(new Error(`the socket did not connect within 10 s (${lastError || 'no error'})`)), 10_000);
  });
  const socketPid = (await cluster.waitFor((line) => line.json?.msg === 'live socket connected', 5_000, from)).json?.pid;

  const workerPids = new Set(cluster.lines.flatMap((line) => (line.json?.pid !== undefined ? [line.json.pid] : [])));
  const list = (await redis.sendCommand(['CLIENT', 'LIST'])) as string;
  const ours = list
    .split('\n')
    .map((line) => ({ id: /\bid=(\d+)/.exec(line)?.[1], name: /\bname=(\S*)/.exec(line)?.[1] ?? '' }))
    .filter((client) => client.id && /^planimetry-(live|limits)-(\d+)$/.test(client.name) && workerPids.has(Number(client.name.split('-').at(-1))));
  for (const client of ours) await redis.sendCommand(['CLIENT', 'KILL', 'ID', client.id!]);
  const killedAt = Date.now();

  const heardBefore = heard;
  const savePids = new Set<number>();
  let saves = 0;
  let saveFailures = 0;
  let tries = 0;
  while (heard === heardBefore && Date.now() - killedAt < 20_000) {
    const saveFrom = cluster.lines.length;
    tries += 1;
    const saved = await documents.save({ name: `After Redis ${tries}`, state: largeState(1, 10), preview: null }).then(() => true, () => false);
    if (saved) saves += 1;
    else saveFailures += 1;
    const pid = (await cluster.waitFor(incoming('POST', '/api/document'), 2_000, saveFrom).catch(() => null))?.json?.pid;
    if (pid !== undefined) savePids.add(pid);
    const waitUntil = Date.now() + 500;
    while (heard === heardBefore && Date.now() < waitUntil) await sleep(25);
  }
  const resumedAfter = Date.now() - killedAt;
  const crossed = socketPid !== undefined && [...savePids].some((pid) => pid !== socketPid);
  report(
    ours.length > 0 && heard > heardBefore && crossed,
    name,
    `${ours.length} Redis connections of ${new Set(ours.map((client) => client.name.split('-').at(-1))).size} worker processes killed; socket on worker ${socketPid}, saves through worker(s) ${[...savePids].join(', ')} ` +
      `(${saves} saved, ${saveFailures} failed); documents-list event heard ${heard > heardBefore ? `${resumedAfter} ms after the kill` : 'never (20 s)'}`,
  );
  return socket;
}

/** d. SIGTERM to the primary while a save's body is still arriving: it completes and the cluster exits in time. */
async function drainOnSigterm(cluster: ClusterProcess, url: string, token: string): Promise<void> {
  const name = 'd. SIGTERM drains in-flight requests';
  const from = cluster.lines.length;
  const body = JSON.stringify({ name: 'Drained plan', state: largeState(300), preview: null });
  const started = Date.now();
  const request = tricklingFetch(40)(`${url}/api/document`, { method: 'POST', headers: { 'access-token': token, 'x-client-id': 'faults-device' }, body })
    .then(async (response) => ({ status: response.status, at: Date.now(), text: response.ok ? '' : await response.text() }))
    .catch((error: unknown) => ({ status: 0, at: Date.now(), text: error instanceof Error ? `${error.message} ${String(error.cause)}` : String(error) }));
  await cluster.waitFor(incoming('POST', '/api/document'), 10_000, from);
  const pid = cluster.child.pid;
  if (!pid) throw new Error('the cluster has no pid');
  process.kill(pid, 'SIGTERM');
  const signalledAt = Date.now();
  await sleep(300);
  const newConnection = await fetch(`${url}/api/health`).then((response) => `answered ${response.status}`, () => 'refused');
  const answer = await request;
  const exit = await Promise.race([cluster.exited, sleep(DRAIN_LIMIT_MS + 5_000).then(() => null)]);
  const exitAfter = exit ? exit.at - signalledAt : Infinity;
  report(
    answer.status === 200 && exit !== null && exit.code === 0 && exitAfter <= DRAIN_LIMIT_MS && newConnection === 'refused',
    name,
    `${(body.length / 1e6).toFixed(1)} MB save sent over ${seconds(answer.at - started)}, SIGTERM ${signalledAt - started} ms in; ` +
      `it answered ${answer.status}${answer.text ? ` (${answer.text.slice(0, 120)})` : ''} ${answer.at - signalledAt} ms after SIGTERM; ` +
      `a new connection after SIGTERM: ${newConnection}; the cluster exited ${exit ? `(code ${exit.code}) ${seconds(exitAfter)}` : 'not within 15 s'} after SIGTERM (limit ${seconds(DRAIN_LIMIT_MS)})`,
  );
}

await main();
