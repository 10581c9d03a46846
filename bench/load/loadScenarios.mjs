/**
 * The load test's scenarios against one running server (one process or a cluster behind one
 * port): autocannon with one connection per user, each connection acting as its own user (its
 * cookie, its document), and a socket.io client swarm counting the document-list events that
 * saves cause. Each scenario answers one row for the report.
 */
import autocannon from 'autocannon';
import { io } from 'socket.io-client';
import { LOAD_PASSWORD, saveBody, SMALL_PNG, userHeaders } from './loadUsers.mjs';

/** One multipart body of `POST /api/images` holding the small PNG (field `file`). */
function imageUpload() {
  const boundary = `----planimetry-load-${Date.now().toString(36)}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="plan.png"\r\nContent-Type: image/png\r\n\r\n`),
    SMALL_PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { contentType: `multipart/form-data; boundary=${boundary}`, body };
}

/**
 * The request each scenario sends as `user`. Login is last in `scenarioNames`: every login opens
 * a session on a new device, and devices over the plan's limit are logged out, which would end
 * the sessions the other scenarios use.
 */
const SCENARIOS = {
  list: (url, user) => ({ method: 'GET', path: '/api/documents', headers: userHeaders(url, user) }),
  save: (url, user) => ({ method: 'POST', path: '/api/document', headers: userHeaders(url, user, { 'content-type': 'application/json' }), body: saveBody(user) }),
  open: (url, user) => ({ method: 'GET', path: `/api/document/${user.documentId}`, headers: userHeaders(url, user) }),
  upload: (url, user) => {
    const { contentType, body } = imageUpload();
    return { method: 'POST', path: '/api/images', headers: userHeaders(url, user, { 'content-type': contentType }), body };
  },
  login: (url, user) => ({
    method: 'POST',
    path: '/login',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email: user.email, password: LOAD_PASSWORD, remember: true }),
  }),
};
export const SCENARIO_ORDER = ['list', 'save', 'open', 'upload'];

/**
 * Runs one scenario for `seconds` with one connection per user, connection i acting as user i:
 * each connection sends its next request as soon as the last is answered. Answers `{ name, p50, p99, rps, requests, errors, statuses }`: latencies in ms; errors are the
 * non-2xx answers plus connection errors and timeouts.
 */
export async function runScenario(url, users, scenario, seconds, name = scenario) {
  let next = 0;
  const result = await autocannon({
    url,
    connections: users.length,
    duration: seconds,
    timeout: 30,
    // setRequests, not setRequest: the latter changes only the request under way, and the next one is the default again.
    setupClient: (client) => client.setRequests([SCENARIOS[scenario](url, users[next++ % users.length])]),
  });
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, Number(count)]));
  const twoHundreds = Object.entries(statuses).filter(([code]) => code.startsWith('2')).reduce((sum, [, count]) => sum + count, 0);
  return {
    name,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    requests: result.requests.total,
    ok: twoHundreds,
    errors: result.non2xx + result.errors,
    statuses,
  };
}

/** The `q` quantile (0 to 1) of sorted `values`. */
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;

/**
 * Saves as `users` people would, for `seconds`: each user saves at random moments, `perUserRate`
 * times a second on average (exponential gaps, so users are independent and never in step, unlike
 * autocannon's rate, which fires every connection at the same instant each second), and waits for
 * each answer before the next. Answers a row like runScenario's.
 */
export async function runPacedSaves(url, users, seconds, perUserRate, name) {
  const latencies = [];
  const statuses = {};
  let errors = 0;
  const endAt = performance.now() + seconds * 1000;
  const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const gap = () => (-Math.log(1 - Math.random()) / perUserRate) * 1000;
  await Promise.all(
    users.map(async (user) => {
      const request = SCENARIOS.save(url, user);
      for (let at = performance.now() + gap(); at < endAt; at += gap()) {
        await pause(Math.max(0, at - performance.now()));
        const sent = performance.now();
        try {
          const response = await fetch(`${url}${request.path}`, { method: request.method, headers: request.headers, body: request.body });
          await response.arrayBuffer();
          latencies.push(performance.now() - sent);
          statuses[response.status] = (statuses[response.status] ?? 0) + 1;
          if (!response.ok) errors += 1;
        } catch {
          errors += 1;
        }
        at = Math.max(at, performance.now());
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const ok = Object.entries(statuses).filter(([code]) => code.startsWith('2')).reduce((sum, [, count]) => sum + count, 0);
  return { name, p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99), rps: latencies.length / seconds, requests: latencies.length, ok, errors, statuses };
}

/**
 * `count` socket.io clients spread over the users (websocket transport, the session cookie, our
 * Origin), counting document-list events; `live` is `{ LIVE_EVENT, LIVE_SOCKET_PATH }` from
 * src/shared/liveEvents.ts. Answers once every client has connected or been refused:
 * `{ connected, refused, dropped(), events(), close() }`.
 */
export async function connectSwarm(url, users, count, live) {
  const sockets = [];
  let connected = 0;
  let refused = 0;
  let dropped = 0;
  let events = 0;
  const waits = [];
  for (let i = 0; i < count; i++) {
    const user = users[i % users.length];
    const socket = io(url, {
      path: live.LIVE_SOCKET_PATH,
      transports: ['websocket'],
      reconnection: false,
      timeout: 20_000,
      extraHeaders: { cookie: user.cookie, origin: url },
    });
    socket.on(live.LIVE_EVENT.documentsList, () => events++);
    waits.push(
      new Promise((resolve) => {
        socket.once('connect', () => {
          connected++;
          socket.once('disconnect', (reason) => {
            if (reason !== 'io client disconnect') dropped++;
          });
          resolve();
        });
        socket.once('connect_error', () => {
          refused++;
          resolve();
        });
      }),
    );
    sockets.push(socket);
    // Opened in waves, so the handshakes do not all queue at once.
    if (i % 100 === 99) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await Promise.all(waits);
  return {
    connected,
    refused,
    dropped: () => dropped,
    events: () => events,
    close: () => {
      for (const socket of sockets) socket.disconnect();
    },
  };
}

/**
 * Connects `sockets` clients, saves for `seconds` with them connected, then waits (5 s at most)
 * for the events: each successful save should reach every socket of its user. Answers the save
 * row and the sockets row, whose errors are the refused and dropped sockets and missing events.
 */
export async function runSocketScenario(url, users, sockets, seconds, live) {
  const started = Date.now();
  const swarm = await connectSwarm(url, users, sockets, live);
  const connectMs = Date.now() - started;
  const before = swarm.events();
  const save = await runScenario(url, users, 'save', seconds, `save, ${swarm.connected} sockets`);
  // The users' connected sockets: the same for each user when all connect.
  const expected = save.ok * (swarm.connected / users.length);
  const deadline = Date.now() + 5000;
  while (swarm.events() - before < expected && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  const received = swarm.events() - before;
  const socketRow = {
    name: 'sockets',
    sockets,
    connected: swarm.connected,
    refused: swarm.refused,
    dropped: swarm.dropped(),
    connectMs,
    received,
    expected,
    errors: sockets - swarm.connected + swarm.dropped() + Math.max(0, expected - received),
  };
  swarm.close();
  return { save, socketRow };
}
