/**
 * The load test's users, made through the HTTP API as a person would: registered (`POST
 * /register`), verified through the link the server mailed to its outbox (read with the server's
 * own `readOutbox`, see `loadOurModules`), logged in (`POST /login`, whose cookies
 * carry the session) and given one saved document of their own. Verification starts the trial, so
 * every user may save documents and upload images (billing/accountAccess.ts).
 */
import { readFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const ROOT = new URL('../..', import.meta.url).pathname;
export const LOAD_PASSWORD = 'load-test-measure-42';

/** The editor-made square plot of the documents tests: what each user saves. */
export const SAVED_STATE = JSON.parse(readFileSync(join(ROOT, 'src/shared/testing/squarePlotState.json'), 'utf8')).state;
/** A small real PNG (5.7 kB): the preview sent with each save, and the image uploaded. */
export const SMALL_PNG = readFileSync(join(ROOT, 'public/icons/icon-512.png'));

/**
 * Our own modules the load test needs, bundled by esbuild into dist/load and imported: the
 * server's `readOutbox` (src/server/mail/readOutbox.ts) and the live socket's path and event
 * names (src/shared/liveEvents.ts).
 */
export async function loadOurModules() {
  const outDir = join(ROOT, 'dist/load');
  await mkdir(outDir, { recursive: true });
  const outfile = join(outDir, 'ourModules.mjs');
  await build({
    absWorkingDir: ROOT,
    stdin: {
      contents: "export { readOutbox } from './src/server/mail/readOutbox';\nexport { LIVE_EVENT, LIVE_SOCKET_PATH } from './src/shared/liveEvents';\n",
      resolveDir: ROOT,
      loader: 'ts',
    },
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
  });
  return import(`${pathToFileURL(outfile).href}?${Date.now()}`);
}

/** The cookies of a response's Set-Cookie headers, as one Cookie header. */
function cookieHeader(response) {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** The response's JSON body; throws with its text unless it is a 2xx. Every body is read, so no connection is left half-read. */
async function okJson(response, what) {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${text}`);
  return text === '' ? undefined : JSON.parse(text);
}

/** Runs `work` over `items`, `concurrency` at a time. */
export async function inBatches(items, concurrency, work) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

/** The verification token mailed to `email`, waiting a little for the mail to be written. */
async function verificationToken(readOutbox, dataDir, email) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mail = (await readOutbox(dataDir)).find((message) => message.to === email && message.subject.startsWith('Verify'));
    const token = mail && /\/verify\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    if (token) return token;
    if (Date.now() > deadline) throw new Error(`No verification mail to ${email} in ${dataDir}/outbox`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** What a request in a user's name carries: the session cookies and our own Origin (the CSRF guard). */
export function userHeaders(url, user, extra = {}) {
  return { cookie: user.cookie, origin: url, ...extra };
}

/** Logs `email` in; the session's Cookie header. */
export async function logIn(url, email) {
  const response = await fetch(`${url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password: LOAD_PASSWORD, remember: true }),
  });
  await okJson(response, `login of ${email}`);
  return cookieHeader(response);
}

/** The body of a save of `user`'s document (its id once it has one), with a preview as the editor sends. */
export function saveBody(user) {
  return JSON.stringify({
    ...(user.documentId ? { id: user.documentId } : {}),
    name: `Load plot ${user.index}`,
    state: SAVED_STATE,
    preview: `data:image/png;base64,${SMALL_PNG.toString('base64')}`,
  });
}

/**
 * `count` users of the server at `url` (whose DATA_DIR, where its outbox is, is `dataDir`), each
 * registered, verified, logged in and owning one saved document (`modules` from `loadOurModules`):
 * `{ index, email, cookie, documentId }`. The mail is read from `dataDir`, so for a cluster every
 * process must write its outbox there.
 */
export async function prepareUsers(url, dataDir, count, label, { readOutbox }) {
  const run = `${label}-${Date.now().toString(36)}`;
  // Each registration and login hashes or checks a password (argon2): a few at a time.
  return inBatches(Array.from({ length: count }, (_, index) => index), 8, async (index) => {
    const email = `load-${run}-${index}@example.com`;
    await okJson(
      await fetch(`${url}/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url },
        body: JSON.stringify({ type: 'user', firstName: 'Lou', lastName: `Load ${index}`, email, password: LOAD_PASSWORD }),
      }),
      `registration of ${email}`,
    );
    const token = await verificationToken(readOutbox, dataDir, email);
    await okJson(await fetch(`${url}/verify/${token}`, { headers: { accept: 'application/json' } }), `verification of ${email}`);
    const user = { index, email, cookie: await logIn(url, email), documentId: undefined };
    const saved = await okJson(
      await fetch(`${url}/api/document`, { method: 'POST', headers: userHeaders(url, user, { 'content-type': 'application/json' }), body: saveBody(user) }),
      `first save of ${email}`,
    );
    user.documentId = saved.document.id;
    return user;
  });
}

/** Removes what `loadOurModules` wrote. */
export async function removeBundles() {
  await rm(join(ROOT, 'dist/load'), { recursive: true, force: true });
}
