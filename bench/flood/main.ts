/**
 * `BENCH_ONLY=flood npm run bench` (and the end of the default run), in Node: what one account
 * re-opening its own large document costs everybody else (issue 35 item 6). The built server runs
 * in a child process; a trial account saves a document of about 7 MB, then four connections open
 * it back to back as fast as the server answers for FLOOD_MS while `/api/health` is asked every
 * 20 ms. The row is health's p99 under that flood against its p99 with the server idle, for:
 * - ours, as it runs (the per-account allowances of document calls and of state bytes, the
 *   stored state sent as its bytes);
 * - ours with every allowance lifted (RATE_LIMIT_FACTOR=1000000): the read path alone;
 * - today's: the server built from BASELINE_REV (before issue 35's item 6), which read every
 *   opened state through the schema on the event loop, when git can check it out here.
 * A second table times the two read paths of the same stored text in this process. Writes
 * bench/results/flood.md. Runs with the repository root as cwd, after the server is built.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { DOCUMENT_STATE_VERSION, parseDocumentState, type DocumentState } from '../../src/shared/documentState';
import { stateJsonOf } from '../../src/server/db/documentsRepository';
import { startBuiltServer } from '../../scripts/builtServer.mjs';
import { registerBenchUser } from '../benchUser.mjs';
import { measure } from '../suite/measure';

/** The last commit whose server validated every opened document again (issue 35 item 6 came after it). */
const BASELINE_REV = 'decd245';
const FLOOD_MS = Number(process.env.FLOOD_MS ?? 8000);
const FLOODERS = 4;
const HEALTH_EVERY_MS = 20;
const IDLE_SAMPLES = 200;
const USER = { type: 'user', firstName: 'Flo', lastName: 'Flood', email: 'flo.flood@example.com', password: 'measure-flood-42' };

/** The editor's square plot with its first layer traced by `lines` straight lines round a circle: about 100 bytes a line. */
function largeState(lines: number): DocumentState {
  const plot = JSON.parse(readFileSync('src/shared/testing/squarePlotState.json', 'utf8')) as { state: DocumentState };
  const state = structuredClone(plot.state);
  const at = (index: number) => {
    const angle = (2 * Math.PI * index) / lines;
    return { x: 500 + 400 * Math.cos(angle), y: 500 + 400 * Math.sin(angle) };
  };
  const layer = state.layers.list[0]!;
  const sketch = layer.sketch as unknown as { lines: unknown[] };
  sketch.lines = Array.from({ length: lines }, (_, index) => ({ type: 'straight', points: [at(index), at(index + 1)], isConstrained: false }));
  return parseDocumentState(state);
}

const percentile = (values: readonly number[], fraction: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
};

async function healthTimes(url: string, until: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (until()) {
    const start = performance.now();
    await (await fetch(`${url}/api/health`)).arrayBuffer();
    times.push(performance.now() - start);
    await new Promise((done) => setTimeout(done, HEALTH_EVERY_MS));
  }
  return times;
}

/** The flooding thread: `connections` loops opening the document until `ends`; posts what was answered. */
const FLOODER = `
const { parentPort, workerData: { url, headers, ends, connections } } = require('node:worker_threads');
let opens = 0, refused = 0;
const loop = async () => {
  while (Date.now() < ends) {
    const answer = await fetch(url, { headers });
    await answer.arrayBuffer();
    if (answer.status === 429) refused += 1; else opens += 1;
  }
};
Promise.all(Array.from({ length: connections }, loop)).then(() => parentPort.postMessage({ opens, refused }));
`;

interface FloodRow {
  server: string;
  idleP99: number;
  floodP99: number;
  opens: number;
  refused: number;
}

async function floodRow(name: string, state: DocumentState, options: { env?: Record<string, string>; cwd?: string } = {}): Promise<FloodRow> {
  // The bundled bench sits in dist/bench: the server is named from the repository root, the cwd.
  const server = await startBuiltServer({ cwd: resolve('.'), ...options, dataDirPrefix: 'planimetry-flood-' });
  try {
    await registerBenchUser(server, USER);
    const login = await fetch(`${server.url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: USER.email, password: USER.password }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const headers = { 'access-token': accessToken, 'content-type': 'application/json' };
    const saved = await fetch(`${server.url}/api/document`, { method: 'POST', headers, body: JSON.stringify({ name: 'Large plan', state }) });
    if (!saved.ok) throw new Error(`the save answered ${saved.status}: ${await saved.text()}`);
    const { document } = (await saved.json()) as { document: { id: string } };

    let count = 0;
    const idle = await healthTimes(server.url, () => count++ < IDLE_SAMPLES);
    const ends = Date.now() + FLOOD_MS;
    // The flood runs on a thread of its own: receiving its answers here would slow this thread's health checks, not the server's.
    const flooding = new Worker(FLOODER, { eval: true, workerData: { url: `${server.url}/api/document/${document.id}`, headers, ends, connections: FLOODERS } });
    const counted = new Promise<{ opens: number; refused: number }>((done, fail) => {
      flooding.once('message', done);
      flooding.once('error', fail);
    });
    const flooded = await healthTimes(server.url, () => Date.now() < ends);
    const { opens, refused } = await counted;
    return { server: name, idleP99: percentile(idle, 0.99), floodP99: percentile(flooded, 0.99), opens, refused };
  } finally {
    await server.stop();
  }
}

/** The baseline's built server in a worktree of its own, sharing this checkout's node_modules; null when git cannot make it. */
function baselineCheckout(): string | null {
  const dir = resolve('dist/bench/flood-baseline');
  try {
    rmSync(dir, { recursive: true, force: true });
    execFileSync('git', ['worktree', 'prune'], { stdio: 'ignore' });
    execFileSync('git', ['worktree', 'add', '--detach', '--force', dir, BASELINE_REV], { stdio: 'ignore' });
    symlinkSync(resolve('node_modules'), join(dir, 'node_modules'));
    execFileSync(process.execPath, ['scripts/buildServer.mjs'], { cwd: dir, stdio: 'ignore' });
    return existsSync(join(dir, 'dist/server/main.js')) ? dir : null;
  } catch {
    return null;
  }
}

function removeBaseline(dir: string): void {
  try {
    execFileSync('git', ['worktree', 'remove', '--force', dir], { stdio: 'ignore' });
  } catch {
    rmSync(dir, { recursive: true, force: true });
  }
}

const state = largeState(48_000);
const stored = JSON.stringify(state);
const storedBytes = Buffer.from(stored);
if (!stored.startsWith(`{"version":${DOCUMENT_STATE_VERSION},`)) throw new Error('the stored state does not begin as a save writes it');
const megabytes = (stored.length / 1e6).toFixed(1);
console.log(`A ${megabytes} MB document, ${FLOODERS} connections opening it for ${FLOOD_MS / 1000} s, /api/health every ${HEALTH_EVERY_MS} ms`);

const reads = [
  // Each up to the bytes the route sends.
  { path: "today's: JSON.parse, the schema, JSON.stringify", timing: measure(() => Buffer.from(JSON.stringify({ success: true, document: { state: parseDocumentState(JSON.parse(stored)) } }))) },
  { path: 'the text spliced in (29b5694): a 7 MB string encoded to be sent', timing: measure(() => Buffer.from(`{"success":true,"document":{"state":${stored}}}`)) },
  {
    path: 'ours: stateJsonOf, the stored bytes between two small ones',
    timing: measure(() => Buffer.concat([Buffer.from('{"success":true,"document":{"state":'), stateJsonOf('bench', storedBytes), Buffer.from('}}')])),
  },
];

const rows: FloodRow[] = [await floodRow('ours', state), await floodRow('ours, allowances lifted', state, { env: { RATE_LIMIT_FACTOR: '1000000' } })];
const baseline = baselineCheckout();
if (baseline) {
  try {
    rows.push(await floodRow(`today's (${BASELINE_REV})`, state, { cwd: baseline }));
  } finally {
    removeBaseline(baseline);
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const floodTable = [
  '| server | health p99 idle | health p99 under the flood | ratio | opens answered | opens refused (429) |',
  '| --- | --- | --- | --- | --- | --- |',
  ...rows.map((row) => `| ${row.server} | ${ms(row.idleP99)} | ${ms(row.floodP99)} | ${(row.floodP99 / row.idleP99).toFixed(2)}x | ${row.opens} | ${row.refused} |`),
].join('\n');
const ours = reads[2]!.timing.medianMs;
const readTable = [
  `| read path of the stored ${megabytes} MB state | median | ratio to ours |`,
  '| --- | --- | --- |',
  ...reads.map((read) => `| ${read.path} | ${ms(read.timing.medianMs)} | ${(read.timing.medianMs / ours).toFixed(0)}x |`),
].join('\n');
const allowance = `Ours sends one account at most 16 MB of states at once, then 1 MB a second (RateLimits.documentBytesPerUser): past that the flood's opens are refused (429) before any read, and "allowances lifted" shows the read path alone.`;
const note = baseline
  ? `\nThe flood lasts ${FLOOD_MS / 1000} s. ${allowance}\n`
  : `\nThe flood lasts ${FLOOD_MS / 1000} s. ${allowance} Today's server (${BASELINE_REV}) could not be checked out here; the read paths below compare the two in this process.\n`;
const report = `# One account flooding its own document\n\n${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}\n\n${floodTable}\n${note}\n${readTable}\n`;
console.log(`\n${floodTable}\n${note}\n${readTable}`);
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/flood.md', report);
